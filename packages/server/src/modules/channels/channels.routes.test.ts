import {
  CHANNEL_MESSAGES,
  MESSAGES,
  type BaseContent,
  type Channel,
  type ChannelSubscriber,
  type Content,
  type ContentGuest,
} from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../test/harness';
import { MP3_DATA_URI, useChannelsFixture } from './test/channels-fixture';

const f = useChannelsFixture();

function data<T>(response: { json(): unknown }): T {
  return (response.json() as { data: T }).data;
}

describe('channels', () => {
  it('administrators create channels with a slug made from the name, unique per organization', async () => {
    const name = uniqueName('Harbour Talks');
    expect((await f.call('POST', '/channels', f.member, { channel: { name } })).statusCode).toBe(
      403,
    );
    const created = await f.call('POST', '/channels', f.admin, { channel: { name } });
    expect(created.statusCode).toBe(201);
    const channel = data<Channel>(created);
    expect(channel.slug).toBe(name.toLowerCase().replace(' ', '-'));
    expect(channel).toMatchObject({ manager: true, subscriberCount: 0, _count: { contents: 0 } });
    expect(channel.feedUrl).toContain(`/api/channels/${channel.slug}/feed.rss?organization=`);

    const again = data<Channel>(await f.call('POST', '/channels', f.admin, { channel: { name } }));
    expect(again.slug).toBe(`${channel.slug}-2`);
    const taken = await f.call('POST', '/channels', f.admin, {
      channel: { name: 'Other', slug: channel.slug },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: CHANNEL_MESSAGES.slugTaken });
    const invalid = await f.call('POST', '/channels', f.admin, {
      channel: { name: 'Other', slug: 'Not A Slug' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('channel.slug');
    const reserved = await f.call('POST', '/channels', f.admin, {
      channel: { name: 'Other', slug: 'managed' },
    });
    expect(reserved.statusCode).toBe(400);

    const bySlug = await f.call('GET', `/channels/${channel.slug}`);
    expect(data<Channel>(bySlug).id).toBe(channel.id);
    expect((await f.call('GET', '/channels/no-such-channel')).statusCode).toBe(404);
  });

  it('lets only the creator and administrators edit or delete a channel', async () => {
    const channel = await f.createChannel();
    const edit = { channel: { name: 'Renamed', description: 'About boats' } };
    expect((await f.call('PUT', `/channels/${channel.id}`, f.member, edit)).json()).toMatchObject({
      message: MESSAGES.noPermission,
    });
    const updated = data<Channel>(await f.call('PUT', `/channels/${channel.id}`, f.admin, edit));
    expect(updated).toMatchObject({ name: 'Renamed', description: 'About boats' });
    expect((await f.call('DELETE', `/channels/${channel.id}`, f.other)).statusCode).toBe(403);
    expect((await f.call('DELETE', `/channels/${channel.id}`, f.admin)).statusCode).toBe(200);
    expect((await f.call('GET', `/channels/${channel.id}`)).statusCode).toBe(404);
  });

  it('keeps drafts and scheduled contents to the managers until their time', async () => {
    const channel = await f.createChannel();
    const draft = await f.createContent(
      channel,
      { type: 'audio', audio: { dataUri: MP3_DATA_URI, name: 'one.mp3' } },
      { draft: true },
    );
    expect(draft).toMatchObject({ state: 'draft', published: null, type: 'audio' });
    expect(draft.audio).toMatchObject({ contentType: 'audio/mpeg', name: 'one.mp3' });
    const path = `/channels/${channel.slug}/contents/${draft.slug}`;
    expect((await f.call('GET', path)).statusCode).toBe(404);
    expect((await f.call('GET', path, f.admin)).statusCode).toBe(200);

    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = data<Content>(
      await f.call('POST', `${path}/schedule`, f.admin, { date: soon, email: true, push: false }),
    );
    expect(scheduled.state).toBe('scheduled');
    expect(scheduled.publishSchedule).toMatchObject({ email: true, push: false });
    expect((await f.call('GET', path, f.member)).statusCode).toBe(404);
    const published = data<BaseContent[]>(await f.call('GET', `/channels/${channel.id}/contents`));
    expect(published).toEqual([]);
    const upcoming = data<BaseContent[]>(
      await f.call('GET', `/channels/${channel.id}/contents?past=false`),
    );
    expect(upcoming.map((item) => item.id)).toEqual([draft.id]);
    expect(upcoming[0]!.audio).toBeNull();

    const unscheduled = data<Content>(await f.call('DELETE', `${path}/schedule`, f.admin));
    expect(unscheduled.state).toBe('draft');
    const managed = data<BaseContent[]>(
      await f.call('GET', `/channels/${channel.id}/contents/managed?state=draft`, f.admin),
    );
    expect(managed.map((item) => item.id)).toEqual([draft.id]);
    expect(
      (await f.call('GET', `/channels/${channel.id}/contents/managed`, f.member)).statusCode,
    ).toBe(403);
  });

  it('lists published contents by type and featured, and searches /contents', async () => {
    const channel = await f.createChannel();
    const title = uniqueName('Lighthouse');
    const article = await f.createContent(channel, { title, featured: true });
    await f.createContent(channel, { type: 'video', title: uniqueName('Video') });
    expect(article.state).toBe('published');
    const articles = data<BaseContent[]>(
      await f.call('GET', `/channels/${channel.id}/contents?type=article`),
    );
    expect(articles.map((item) => item.id)).toEqual([article.id]);
    const featured = data<BaseContent[]>(
      await f.call('GET', `/channels/${channel.id}/contents?featured=true`),
    );
    expect(featured.map((item) => item.id)).toEqual([article.id]);
    const found = data<BaseContent[]>(await f.call('GET', `/contents?search=${title}`));
    expect(found.map((item) => item.id)).toEqual([article.id]);
    expect(found[0]!.channel).toMatchObject({ id: channel.id, slug: channel.slug });
    const byId = data<Content>(await f.call('GET', `/contents/${article.id}`));
    expect(byId.body).toBe('<p>Hello</p>');
    const page = await f.call('GET', `/channels/${channel.id}/contents?pageSize=1`);
    const cursor = (page.json() as { cursor: string }).cursor;
    const next = data<BaseContent[]>(
      await f.call('GET', `/channels/${channel.id}/contents?pageSize=1&cursor=${cursor}`),
    );
    expect(next).toHaveLength(1);
    expect(next[0]!.id).not.toBe(data<BaseContent[]>(page)[0]!.id);
  });

  it('sanitizes article bodies and checks videos', async () => {
    const channel = await f.createChannel();
    const content = await f.createContent(channel, {
      body: '<p onclick="x()">Hi<script>alert(1)</script></p>',
    });
    expect(content.body).toBe('<p>Hi</p>');
    const pictured = await f.createContent(channel, {
      body:
        '<figure><img src="https://cdn.example.com/boat.jpg" alt="A boat" onerror="x()">' +
        '<figcaption>The boat</figcaption></figure>' +
        '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">',
    });
    expect(pictured.body).toBe(
      '<figure><img src="https://cdn.example.com/boat.jpg" alt="A boat" loading="lazy" />' +
        '<figcaption>The boat</figcaption></figure>',
    );
    const badVideo = await f.call('POST', `/channels/${channel.id}/contents`, f.admin, {
      type: 'video',
      title: 'Clip',
      videoId: crypto.randomUUID(),
    });
    expect(badVideo.statusCode).toBe(400);
    const badAudio = await f.call('POST', `/channels/${channel.id}/contents`, f.admin, {
      type: 'audio',
      title: 'Clip',
      audio: { dataUri: 'data:audio/mpeg;base64,aGVsbG8gd29ybGQgaGVsbG8=', name: 'x.mp3' },
    });
    expect(badAudio.statusCode).toBe(400);
    expect(badAudio.json()).toMatchObject({ message: CHANNEL_MESSAGES.invalidAudio });
  });

  it('counts likes once per member', async () => {
    const channel = await f.createChannel();
    const content = await f.createContent(channel);
    const path = `/channels/${channel.id}/contents/${content.id}/like`;
    await f.call('POST', path, f.member);
    const liked = data<Content>(await f.call('POST', path, f.member));
    expect(liked._count.likes).toBe(1);
    expect(liked.likes).toHaveLength(1);
    expect((await f.call('POST', path)).statusCode).toBe(401);
    const unliked = data<Content>(await f.call('DELETE', path, f.member));
    expect(unliked).toMatchObject({ _count: { likes: 0 }, likes: [] });
  });

  it('manages guests of a content', async () => {
    const channel = await f.createChannel();
    const content = await f.createContent(channel);
    const base = `/channels/${channel.id}/contents/${content.id}/guests`;
    const body = {
      contentGuest: { name: 'Ada Lovelace', type: 'host', accountId: f.other.accountId },
    };
    expect((await f.call('POST', base, f.member, body)).statusCode).toBe(403);
    const created = await f.call('POST', base, f.admin, body);
    expect(created.statusCode).toBe(201);
    const guest = data<ContentGuest>(created);
    expect(guest).toMatchObject({
      slug: 'ada-lovelace',
      type: 'host',
      account: { id: f.other.accountId },
    });
    const updated = data<ContentGuest>(
      await f.call('PUT', `${base}/${guest.id}`, f.admin, { contentGuest: { title: 'Engineer' } }),
    );
    expect(updated.title).toBe('Engineer');
    expect(data<ContentGuest[]>(await f.call('GET', base)).map((item) => item.id)).toEqual([
      guest.id,
    ]);
    expect(data<Content>(await f.call('GET', `/contents/${content.id}`)).guests).toHaveLength(1);
    // The channel lists the guests of its published contents, not of its drafts.
    const draft = await f.createContent(channel, {}, { draft: true });
    const draftGuests = `/channels/${channel.id}/contents/${draft.id}/guests`;
    await f.call('POST', draftGuests, f.admin, {
      contentGuest: { name: 'Not yet', type: 'guest' },
    });
    expect(
      data<ContentGuest[]>(await f.call('GET', `/channels/${channel.id}/guests`)).map(
        (item) => item.id,
      ),
    ).toEqual([guest.id]);
    expect((await f.call('DELETE', `${base}/${guest.id}`, f.admin)).statusCode).toBe(200);
    expect((await f.call('DELETE', `${base}/${guest.id}`, f.admin)).statusCode).toBe(404);
    expect((await f.call('DELETE', `${base}/not-a-guest`, f.admin)).statusCode).toBe(404);
  });

  it('subscribes with email and push settings', async () => {
    const channel = await f.createChannel();
    const content = await f.createContent(channel);
    const path = `/channels/${channel.id}/subscribers`;
    const subscribed = data<ChannelSubscriber>(
      await f.call('POST', path, f.member, { contentEmailNotification: false }),
    );
    expect(subscribed).toMatchObject({
      contentEmailNotification: false,
      contentPushNotification: true,
      channel: { subscriberCount: 1 },
    });
    const again = await f.call('POST', path, f.member);
    expect(again.statusCode, again.body).toBe(200);
    const changed = data<ChannelSubscriber>(
      await f.call('PUT', path, f.member, { contentPushNotification: false }),
    );
    expect(changed).toMatchObject({
      contentEmailNotification: false,
      contentPushNotification: false,
    });
    expect(
      (await f.call('PUT', path, f.other, { contentPushNotification: false })).statusCode,
    ).toBe(404);

    const page = data<Channel>(await f.call('GET', `/channels/${channel.id}`, f.member));
    expect(page.subscription).toEqual({
      contentEmailNotification: false,
      contentPushNotification: false,
    });
    const mine = data<Channel[]>(await f.call('GET', '/channels/subscribed', f.member));
    expect(mine.map((item) => item.id)).toContain(channel.id);
    const contents = data<BaseContent[]>(await f.call('GET', '/contents/subscribed', f.member));
    expect(contents.map((item) => item.id)).toContain(content.id);
    const subscribers = data<ChannelSubscriber[]>(await f.call('GET', path));
    expect(subscribers.map((item) => item.accountId)).toEqual([f.member.accountId]);
    const relationships = data<{ channels: Record<string, boolean> }>(
      await f.call('GET', '/self/relationships', f.member),
    );
    expect(relationships.channels[channel.id]).toBe(true);

    const ended = data<ChannelSubscriber>(await f.call('DELETE', path, f.member));
    expect(ended).toMatchObject({ accountId: f.member.accountId, contentPushNotification: false });
    expect((await f.call('DELETE', path, f.member)).statusCode).toBe(404);
    const after = data<Channel>(await f.call('GET', `/channels/${channel.id}`, f.member));
    expect(after).toMatchObject({ subscriberCount: 0, subscription: null });
  });

  it('answers 461 for a private channel to whoever is not in its group', async () => {
    const group = await f.call('POST', '/groups', f.member, {
      group: { name: uniqueName('Crew'), access: 'private' },
    });
    const groupId = data<{ id: string }>(group).id;
    const channel = await f.createChannel({ groupId });
    const content = await f.createContent(channel);
    for (const path of [
      `/channels/${channel.id}`,
      `/channels/${channel.id}/guests`,
      `/channels/${channel.id}/contents`,
      `/channels/${channel.id}/contents/${content.id}`,
      `/contents/${content.id}`,
    ]) {
      const response = await f.call('GET', path, f.other);
      expect(response.statusCode).toBe(461);
      expect(response.json()).toMatchObject({ message: MESSAGES.privateChannel });
      expect((await f.call('GET', path, f.member)).statusCode).toBe(200);
    }
    expect((await f.call('POST', `/channels/${channel.id}/subscribers`, f.other)).statusCode).toBe(
      461,
    );
    const listed = data<Channel[]>(await f.call('GET', '/channels?pageSize=100', f.other));
    expect(listed.map((item) => item.id)).not.toContain(channel.id);
    const contents = data<BaseContent[]>(await f.call('GET', '/contents?pageSize=100', f.other));
    expect(contents.map((item) => item.id)).not.toContain(content.id);
    expect(
      data<Channel>(await f.call('GET', `/channels/${channel.id}`, f.member)).feedUrl,
    ).toBeNull();
    const post = await f.call('POST', '/activities', f.member, {
      message: 'Crew only',
      contentId: content.id,
    });
    expect(post.statusCode).toBe(201);
    const stranger = await f.call('POST', '/activities', f.other, {
      message: 'x',
      contentId: content.id,
    });
    expect(stranger.statusCode).toBe(461);
    const timeline = data<{ message: string }[]>(await f.call('GET', '/activities?pageSize=100'));
    expect(timeline.map((item) => item.message)).not.toContain('Crew only');
    const own = data<{ message: string }[]>(
      await f.call('GET', '/activities?pageSize=100', f.member),
    );
    expect(own.map((item) => item.message)).toContain('Crew only');
  });

  it('keeps organizations apart and answers 456 when channels are off', async () => {
    const channel = await f.createChannel();
    const content = await f.createContent(channel);
    const elsewhere = await f.testApp.createOrganization();
    const stranger = await f.testApp.createUser(elsewhere, { admin: true });
    for (const path of [
      `/channels/${channel.id}`,
      `/channels/${channel.id}/guests`,
      `/contents/${content.id}`,
    ]) {
      const response = await f.testApp.inject({
        method: 'GET',
        url: `/api${path}`,
        headers: stranger.headers,
      });
      expect(response.statusCode).toBe(404);
    }
    const edit = await f.testApp.inject({
      method: 'PUT',
      url: `/api/channels/${channel.id}`,
      headers: stranger.headers,
      payload: { channel: { name: 'Mine' } },
    });
    expect(edit.statusCode).toBe(404);
    const off = await f.testApp.createOrganization({ modules: ['activities', 'groups'] });
    const response = await f.testApp.inject({
      method: 'GET',
      url: '/api/channels',
      headers: off.headers,
    });
    expect(response.statusCode).toBe(456);
  });

  it('serves the posts about a content and a channel, with the content card', async () => {
    const channel = await f.createChannel();
    const content = await f.createContent(channel);
    const posted = await f.call('POST', '/activities', f.member, {
      message: 'Great episode',
      contentId: content.id,
    });
    expect(posted.statusCode).toBe(201);
    expect(data<{ content: unknown }>(posted).content).toEqual({
      id: content.id,
      slug: content.slug,
      name: content.title,
    });
    for (const path of [
      `/channels/${channel.id}/contents/${content.slug}/activities`,
      `/channels/${channel.slug}/activities`,
    ]) {
      const items = data<{ message: string }[]>(await f.call('GET', path));
      expect(items.map((item) => item.message)).toEqual(['Great episode']);
    }
    const draft = await f.createContent(channel, {}, { draft: true });
    const hidden = await f.call('POST', '/activities', f.member, {
      message: 'Sneak peek',
      contentId: draft.id,
    });
    expect(hidden.statusCode).toBe(404);
  });
});
