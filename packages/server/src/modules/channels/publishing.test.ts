import type { BaseContent, Content, Notification } from '@convene/contract';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { contents } from '../../db/schema/index';
import { DEMO_MEDIA_FILES, demoMediaPath, processVideos } from '../storage/index';
import { notifyPublishedContents } from './index';
import { MP3_DATA_URI, useChannelsFixture } from './test/channels-fixture';

const f = useChannelsFixture();

function data<T>(response: { json(): unknown }): T {
  return (response.json() as { data: T }).data;
}

describe('scheduled publishing', () => {
  it('publishes a content when its time comes and notifies subscribers once', async () => {
    const channel = await f.createChannel({ name: 'Evening News' });
    await f.call('POST', `/channels/${channel.id}/subscribers`, f.member);
    await f.call('POST', `/channels/${channel.id}/subscribers`, f.other, {
      contentEmailNotification: false,
    });
    const content = await f.createContent(channel, { title: 'Tide tables' }, { draft: true });
    const at = new Date(Date.now() + 60_000);
    const path = `/channels/${channel.id}/contents/${content.id}`;
    await f.call('POST', `${path}/schedule`, f.admin, {
      date: at.toISOString(),
      email: true,
      push: true,
    });
    const { db } = f.testApp.runtime.services;
    expect(await notifyPublishedContents(f.testApp.runtime.services, new Date())).toBe(0);
    expect((await f.call('GET', path, f.member)).statusCode).toBe(404);

    // Its time passes: reads see it published with no job having run.
    await db
      .update(contents)
      .set({ published: new Date(Date.now() - 1000) })
      .where(eq(contents.id, content.id));
    const read = data<Content>(await f.call('GET', path, f.member));
    expect(read.state).toBe('published');
    const listed = data<BaseContent[]>(await f.call('GET', `/channels/${channel.id}/contents`));
    expect(listed.map((item) => item.id)).toEqual([content.id]);

    // Two nodes' runs at once: one claims it.
    const runs = await Promise.all([
      notifyPublishedContents(f.testApp.runtime.services, new Date()),
      notifyPublishedContents(f.testApp.runtime.services, new Date()),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await notifyPublishedContents(f.testApp.runtime.services, new Date())).toBe(0);

    const inbox = data<Notification[]>(await f.call('GET', '/self/notifications', f.member));
    const notices = inbox.filter((item) => item.type === 'CONTENT');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.content).toMatchObject({ id: content.id, title: 'Tide tables' });
    const others = data<Notification[]>(await f.call('GET', '/self/notifications', f.other));
    expect(others.filter((item) => item.type === 'CONTENT')).toHaveLength(1);

    const memberMail = await f.testApp.outboxMail(f.member.email);
    expect(memberMail.filter((mail) => mail.subject === 'Evening News: Tide tables')).toHaveLength(
      1,
    );
    expect(await f.testApp.outboxMail(f.other.email)).toEqual([]);
  });

  it('notifies at once a content scheduled for now', async () => {
    const channel = await f.createChannel();
    await f.call('POST', `/channels/${channel.id}/subscribers`, f.member);
    const content = await f.createContent(channel, { title: 'Right now' });
    expect(content.state).toBe('published');
    const inbox = data<Notification[]>(await f.call('GET', '/self/notifications', f.member));
    expect(inbox.filter((item) => item.contentId === content.id)).toHaveLength(1);
    expect(await notifyPublishedContents(f.testApp.runtime.services, new Date())).toBe(0);
  });
});

describe('the podcast feed', () => {
  it('serves RSS 2.0 with iTunes tags and enclosures that a feed parser accepts', async () => {
    const channel = await f.createChannel({ name: 'Harbour Podcast', description: 'Boats & more' });
    const episode = await f.createContent(channel, {
      type: 'audio',
      title: 'Episode <1>',
      duration: '12:34',
      audio: { dataUri: MP3_DATA_URI, name: 'one.mp3' },
    });
    await f.createContent(channel, { title: 'An article' });
    await f.createContent(channel, { type: 'audio', title: 'Draft' }, { draft: true });

    const response = await f.testApp.inject({
      method: 'GET',
      url: `/api/channels/${channel.slug}/feed.rss?organization=${f.organization.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    const feed = await new Parser({
      customFields: { feed: ['itunes:author', 'itunes:explicit'] },
    }).parseString(response.body);
    expect(feed.title).toBe('Harbour Podcast');
    expect(feed.description).toBe('Boats & more');
    expect(feed.itunes).toMatchObject({ author: 'Test ' + f.admin.username, explicit: 'false' });
    expect(feed.itunes?.categories).toEqual(['Society & Culture']);
    expect(feed.items).toHaveLength(1);
    const [item] = feed.items;
    expect(item).toMatchObject({ title: 'Episode <1>', guid: episode.id });
    expect(item!.enclosure).toMatchObject({
      type: 'audio/mpeg',
      length: String(episode.audio!.size),
    });
    expect(item!.enclosure!.url).toMatch(/^https?:\/\//);
    expect(item!.itunes).toMatchObject({ duration: '12:34', explicit: 'false' });

    const byHeader = await f.call('GET', `/channels/${channel.id}/feed.rss`);
    expect(byHeader.statusCode).toBe(200);
    const unknown = await f.testApp.inject({
      method: 'GET',
      url: `/api/channels/${channel.id}/feed.rss`,
    });
    expect(unknown.statusCode).toBe(404);
    const badOrg = await f.testApp.inject({
      method: 'GET',
      url: `/api/channels/${channel.id}/feed.rss?organization=nope`,
    });
    expect(badOrg.statusCode).toBe(400);
  });

  it('has no feed for a private channel', async () => {
    const group = await f.call('POST', '/groups', f.member, {
      group: { name: 'Feed crew', access: 'private' },
    });
    const channel = await f.createChannel({ groupId: data<{ id: string }>(group).id });
    const response = await f.call('GET', `/channels/${channel.id}/feed.rss`);
    expect(response.statusCode).toBe(461);
  });
});

describe('video contents', () => {
  it('are processing until their upload is ready to stream', async () => {
    const bytes = await readFile(demoMediaPath(DEMO_MEDIA_FILES.video));
    const upload = await f.call('POST', '/storage/videos', f.admin, {
      dataUri: `data:video/mp4;base64,${bytes.toString('base64')}`,
      source: 'content',
      name: 'clip.mp4',
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    const video = data<{ id: string; readyToStream: boolean }>(upload);
    const channel = await f.createChannel();
    const content = await f.createContent(channel, { type: 'video', videoId: video.id });
    expect(content.videoId).toBe(video.id);
    expect(content.state).toBe(video.readyToStream ? 'published' : 'processing');
    await processVideos(f.testApp.runtime.services);
    const ready = data<Content>(await f.call('GET', `/contents/${content.id}`));
    expect(ready.video?.readyToStream).toBe(true);
    expect(ready.state).toBe('published');
  }, 120_000);
});
