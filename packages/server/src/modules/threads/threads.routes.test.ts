import type {
  Event,
  Notification,
  Thread,
  ThreadMember,
  ThreadMessage,
  ThreadMessageReaction,
} from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { eventCoHosts } from '../../db/schema/index';
import { useThreadsFixture } from './test/threads-fixture';

const f = useThreadsFixture();

describe('standalone threads', () => {
  it('creates a thread with members and a first message; the creator moderates it', async () => {
    const thread = await f.createThread(f.mod, 'private', [f.maya], { firstMessage: 'Welcome' });
    expect(thread).toMatchObject({
      access: 'private',
      moderator: true,
      lastMessage: 'Welcome',
      read: true,
      _count: { members: 2, messages: 1 },
      membership: { role: 'moderator', accountId: f.mod.accountId },
    });
    const seen = await f.ok<Thread>(f.maya, 'GET', `/threads/${thread.id}`);
    expect(seen).toMatchObject({ moderator: false, read: false, membership: { role: 'member' } });
  });

  it('keeps a private thread to its members, a public one to the organization, ids of another organization 404', async () => {
    const secret = await f.createThread(f.mod, 'private', [f.maya]);
    await f.fails(
      f.lena,
      'GET',
      `/threads/${secret.id}`,
      403,
      'you must be a member of this thread',
    );
    await f.fails(f.lena, 'GET', `/threads/${secret.id}/messages`, 403);
    await f.fails(f.lena, 'POST', `/threads/${secret.id}/messages`, 403, undefined, { body: 'hi' });
    await f.fails(f.stranger, 'GET', `/threads/${secret.id}`, 404, 'Thread not found');
    expect((await f.ok<Thread>(f.admin, 'GET', `/threads/${secret.id}`)).moderator).toBe(true);

    const open = await f.createThread(f.mod, 'public');
    expect((await f.ok<Thread>(f.lena, 'GET', `/threads/${open.id}`)).moderator).toBe(false);
    const posted = await f.post(f.lena, open.id, 'Joining in');
    expect(posted.account?.id).toBe(f.lena.accountId);

    const listed = await f.page<Thread>(f.lena, '/threads?access=public&pageSize=100');
    expect(listed.data.map((t) => t.id)).toContain(open.id);
    expect(listed.data.map((t) => t.id)).not.toContain(secret.id);
    const mine = await f.page<Thread>(f.maya, '/threads?access=private&pageSize=100');
    expect(mine.data.map((t) => t.id)).toContain(secret.id);
    expect((await f.page<Thread>(f.stranger, '/threads?pageSize=100')).data).toEqual([]);
  });

  it('lists threads newest activity first, paged by cursor', async () => {
    const a = await f.createThread(f.sam, 'private');
    const b = await f.createThread(f.sam, 'private');
    await f.post(f.sam, a.id, 'bump');
    const first = await f.page<Thread>(f.sam, '/threads?access=private&pageSize=1');
    expect(first.data.map((t) => t.id)).toEqual([a.id]);
    const second = await f.page<Thread>(
      f.sam,
      `/threads?access=private&pageSize=1&cursor=${first.cursor}`,
    );
    expect(second.data.map((t) => t.id)).toEqual([b.id]);
  });

  it('lets moderators edit a thread, and no one else', async () => {
    const thread = await f.createThread(f.mod, 'private', [f.maya]);
    const edited = await f.ok<Thread>(f.mod, 'PATCH', `/threads/${thread.id}`, {
      thread: { name: 'Renamed', description: 'About boats', access: 'public' },
    });
    expect(edited).toMatchObject({ name: 'Renamed', description: 'About boats', access: 'public' });
    await f.fails(f.maya, 'PATCH', `/threads/${thread.id}`, 403, undefined, {
      thread: { name: 'Mine now' },
    });
    await f.fails(f.mod, 'PATCH', `/threads/${thread.id}`, 403, undefined, {
      thread: { featured: true },
    });
    expect(
      (
        await f.ok<Thread>(f.admin, 'PATCH', `/threads/${thread.id}`, {
          thread: { featured: true },
        })
      ).featured,
    ).toBe(true);
  });

  it('answers bad input with 400 and the field', async () => {
    const noName = await f.fails(f.mod, 'POST', '/threads', 400, undefined, {
      thread: { name: '' },
    });
    expect(JSON.stringify(noName)).toContain('thread.name');
    await f.fails(f.mod, 'POST', '/threads', 400, undefined, {
      thread: { name: 'x' },
      accountIds: [crypto.randomUUID()],
    });
    await f.fails(f.mod, 'GET', '/threads/not-a-uuid', 400);
  });

  it('answers 456 when the organization has threads off', async () => {
    const off = await f.t.createOrganization({ modules: ['groups', 'events'] });
    const user = await f.t.createUser(off);
    await f.fails(user, 'GET', '/threads', 456, 'feature not enabled for this community');
  });
});

describe('members', () => {
  it('adds, updates and removes members (moderators), self-joins a public thread, keeps a moderator', async () => {
    const thread = await f.createThread(f.mod, 'private');
    await f.fails(
      f.maya,
      'POST',
      `/threads/${thread.id}/members/${f.maya.accountId}`,
      403,
      undefined,
      {},
    );
    const added = await f.ok<ThreadMember>(
      f.mod,
      'POST',
      `/threads/${thread.id}/members/${f.maya.accountId}`,
      {},
      201,
    );
    expect(added).toMatchObject({ role: 'member', account: { id: f.maya.accountId } });
    await f.fails(
      f.mod,
      'POST',
      `/threads/${thread.id}/members/${f.stranger.accountId}`,
      404,
      'Account not found',
      {},
    );

    const members = await f.ok<ThreadMember[]>(f.maya, 'GET', `/threads/${thread.id}/members`);
    expect(members.map((m) => [m.accountId, m.role])).toEqual([
      [f.mod.accountId, 'moderator'],
      [f.maya.accountId, 'member'],
    ]);
    expect(
      (await f.ok<ThreadMember[]>(f.maya, 'GET', `/threads/${thread.id}/members?role=moderator`))
        .length,
    ).toBe(1);
    await f.fails(
      f.mod,
      'GET',
      `/threads/${thread.id}/members/${f.lena.accountId}`,
      404,
      'Member not found',
    );

    await f.fails(
      f.maya,
      'PATCH',
      `/threads/${thread.id}/members/${f.maya.accountId}`,
      403,
      undefined,
      {
        role: 'moderator',
      },
    );
    const muted = await f.ok<ThreadMember>(
      f.maya,
      'PATCH',
      `/threads/${thread.id}/members/${f.maya.accountId}`,
      {
        notifications: false,
      },
    );
    expect(muted.notifications).toBe(false);
    await f.fails(
      f.mod,
      'PATCH',
      `/threads/${thread.id}/members/${f.mod.accountId}`,
      409,
      'A thread keeps at least one moderator',
      {
        role: 'member',
      },
    );
    await f.fails(f.mod, 'DELETE', `/threads/${thread.id}/members/${f.mod.accountId}`, 409);
    await f.ok(f.maya, 'DELETE', `/threads/${thread.id}/members/${f.maya.accountId}`);
    await f.fails(f.maya, 'GET', `/threads/${thread.id}`, 403);

    const open = await f.createThread(f.mod, 'public');
    await f.ok(f.lena, 'POST', `/threads/${open.id}/members/${f.lena.accountId}`, {}, 201);
    await f.fails(
      f.lena,
      'POST',
      `/threads/${open.id}/members/${f.sam.accountId}`,
      403,
      undefined,
      {},
    );
  });
});

describe('messages', () => {
  it('validates entities against the body and notifies the mentioned member', async () => {
    const thread = await f.createThread(f.mod, 'public', [f.maya]);
    const body = `Hi @maya see https://convene.test #boats`;
    const message = await f.post(f.mod, thread.id, body, {
      entities: [
        { type: 'mention', offset: 3, length: 5, accountId: f.maya.accountId },
        { type: 'link', offset: 13, length: 20, url: 'https://convene.test' },
        { type: 'hashtag', offset: 34, length: 6, tag: 'boats' },
      ],
    });
    expect(message.mentions.map((a) => a.id)).toEqual([f.maya.accountId]);
    expect(message.entities).toHaveLength(3);
    const notifications = await f.ok<Notification[]>(f.maya, 'GET', '/self/notifications');
    expect(notifications[0]).toMatchObject({ type: 'MENTION', sender: { id: f.mod.accountId } });

    const bad = async (entities: unknown[], message: string) => {
      const answer = await f.fails(f.mod, 'POST', `/threads/${thread.id}/messages`, 400, message, {
        body,
        entities,
      });
      expect(JSON.stringify(answer)).toContain('entities.0');
    };
    await bad(
      [{ type: 'hashtag', offset: 38, length: 6, tag: 'boats' }],
      'Entity offsets must lie within the body',
    );
    await bad(
      [{ type: 'link', offset: 13, length: 20, url: 'https://other.test' }],
      'A link entity must cover its url in the body',
    );
    await bad(
      [{ type: 'mention', offset: 3, length: 5, accountId: f.stranger.accountId }],
      'A mention must name a member of the organization',
    );
    await f.fails(f.mod, 'POST', `/threads/${thread.id}/messages`, 400, undefined, { body: '   ' });
  });

  it('replies, edits by the author, deletes by the author or a moderator saying so', async () => {
    const thread = await f.createThread(f.mod, 'private', [f.maya, f.lena]);
    const root = await f.post(f.maya, thread.id, 'Who sails Sunday?');
    const reply = await f.ok<ThreadMessage>(
      f.lena,
      'POST',
      `/threads/${thread.id}/messages/${root.id}/replies`,
      { body: 'Me' },
      201,
    );
    expect(reply).toMatchObject({
      replyToId: root.id,
      replyTo: { id: root.id, body: 'Who sails Sunday?' },
    });
    await f.fails(
      f.lena,
      'POST',
      `/threads/${thread.id}/messages`,
      400,
      'A reply cannot be replied to; reply to the first message',
      {
        body: 'nested',
        replyToId: reply.id,
      },
    );
    const replies = await f.ok<ThreadMessage[]>(
      f.maya,
      'GET',
      `/threads/${thread.id}/messages/${root.id}/replies`,
    );
    expect(replies.map((r) => r.id)).toEqual([reply.id]);
    expect(
      (await f.ok<ThreadMessage>(f.maya, 'GET', `/threads/${thread.id}/messages/${root.id}`))._count
        .replies,
    ).toBe(1);
    // Replies stay out of the top-level list.
    expect(
      (await f.page<ThreadMessage>(f.maya, `/threads/${thread.id}/messages`)).data.map((m) => m.id),
    ).toEqual([root.id]);

    const edited = await f.ok<ThreadMessage>(
      f.maya,
      'PUT',
      `/threads/${thread.id}/messages/${root.id}`,
      { body: 'Who sails Saturday?' },
    );
    expect(edited.body).toBe('Who sails Saturday?');
    expect(edited.editedAt).not.toBeNull();
    await f.fails(
      f.lena,
      'PUT',
      `/threads/${thread.id}/messages/${root.id}`,
      403,
      'only the author may change this message',
      { body: 'x' },
    );

    await f.fails(
      f.lena,
      'DELETE',
      `/threads/${thread.id}/messages/${root.id}`,
      403,
      undefined,
      {},
    );
    await f.fails(
      f.lena,
      'DELETE',
      `/threads/${thread.id}/messages/${root.id}`,
      403,
      'must be a moderator to manage this thread',
      { moderator: true },
    );
    await f.ok(f.lena, 'DELETE', `/threads/${thread.id}/messages/${reply.id}`, { body: null });
    expect(
      (await f.ok<ThreadMessage>(f.maya, 'GET', `/threads/${thread.id}/messages/${root.id}`))._count
        .replies,
    ).toBe(0);
    await f.ok(f.mod, 'DELETE', `/threads/${thread.id}/messages/${root.id}`, { moderator: true });
    await f.fails(
      f.maya,
      'GET',
      `/threads/${thread.id}/messages/${root.id}`,
      404,
      'Message not found',
    );
    const after = await f.ok<Thread>(f.maya, 'GET', `/threads/${thread.id}`);
    expect(after._count.messages).toBe(0);
  });

  it('keeps one reaction per account per emoji, and takes it back', async () => {
    const thread = await f.createThread(f.mod, 'private', [f.maya]);
    const message = await f.post(f.mod, thread.id, 'Regatta results are in');
    const url = `/threads/${thread.id}/messages/${message.id}/reactions`;
    const first = await f.ok<ThreadMessageReaction>(
      f.maya,
      'POST',
      url,
      { emojiName: 'tada' },
      201,
    );
    const again = await f.ok<ThreadMessageReaction>(
      f.maya,
      'POST',
      url,
      { emojiName: 'tada' },
      201,
    );
    expect(again.id).toBe(first.id);
    await f.ok(f.mod, 'POST', url, { emojiName: 'tada' }, 201);
    const read = await f.ok<ThreadMessage>(
      f.maya,
      'GET',
      `/threads/${thread.id}/messages/${message.id}`,
    );
    expect(read.reactions.map((r) => [r.accountId, r.emojiName])).toEqual([
      [f.maya.accountId, 'tada'],
      [f.mod.accountId, 'tada'],
    ]);
    await f.ok(f.maya, 'DELETE', url, { emojiName: 'tada' });
    await f.fails(f.maya, 'DELETE', url, 404, 'Reaction not found', { emojiName: 'tada' });
    await f.fails(f.maya, 'POST', url, 400, undefined, { emojiName: '' });
  });

  it('pages by cursor newest first, every message exactly once while new ones arrive', async () => {
    const thread = await f.createThread(f.mod, 'private', [f.maya]);
    const posted: string[] = [];
    for (let i = 0; i < 23; i += 1) posted.push((await f.post(f.mod, thread.id, `m${i}`)).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const page: { data: ThreadMessage[]; cursor: string | null } = await f.page<ThreadMessage>(
        f.maya,
        `/threads/${thread.id}/messages?pageSize=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.data.map((m) => m.id));
      cursor = page.cursor;
      // Someone keeps talking while the history is read.
      await f.post(f.mod, thread.id, `late ${round}`);
      round += 1;
    } while (cursor);
    expect(seen).toEqual([...posted].reverse());
    await f.fails(
      f.maya,
      'GET',
      `/threads/${thread.id}/messages?cursor=bogus`,
      400,
      'The cursor is not valid',
    );
    const found = await f.page<ThreadMessage>(f.maya, `/threads/${thread.id}/messages?search=m1`);
    expect(found.data.map((m) => m.body).sort()).toEqual([
      'm1',
      'm10',
      'm11',
      'm12',
      'm13',
      'm14',
      'm15',
      'm16',
      'm17',
      'm18',
      'm19',
    ]);
    expect(
      (await f.page<ThreadMessage>(f.maya, `/threads/${thread.id}/messages`)).data,
    ).toHaveLength(25);
  });

  it('catches up after a message id, oldest first, replies included, with no gap and no duplicate', async () => {
    const thread = await f.createThread(f.mod, 'private', [f.maya]);
    const a = await f.post(f.mod, thread.id, 'a');
    const b = await f.post(f.mod, thread.id, 'b');
    const c = await f.ok<ThreadMessage>(
      f.maya,
      'POST',
      `/threads/${thread.id}/messages/${a.id}/replies`,
      { body: 'c' },
      201,
    );
    const d = await f.post(f.mod, thread.id, 'd');
    const first = await f.page<ThreadMessage>(
      f.maya,
      `/threads/${thread.id}/messages?after=${a.id}&pageSize=2`,
    );
    expect(first.data.map((m) => m.id)).toEqual([b.id, c.id]);
    expect(first.cursor).toBe(c.id);
    const rest = await f.page<ThreadMessage>(
      f.maya,
      `/threads/${thread.id}/messages?after=${first.cursor}&pageSize=2`,
    );
    expect(rest.data.map((m) => m.id)).toEqual([d.id]);
    expect(rest.cursor).toBeNull();
    await f.fails(
      f.maya,
      'GET',
      `/threads/${thread.id}/messages?after=${crypto.randomUUID()}`,
      400,
    );
  });

  it('marks a thread read when its messages load, unread on request, read up to a message', async () => {
    const thread = await f.createThread(f.mod, 'private', [f.maya]);
    const first = await f.post(f.mod, thread.id, 'one');
    await f.post(f.mod, thread.id, 'two');
    expect((await f.ok<Thread>(f.maya, 'GET', `/threads/${thread.id}`)).read).toBe(false);
    await f.page(f.maya, `/threads/${thread.id}/messages`);
    expect((await f.ok<Thread>(f.maya, 'GET', `/threads/${thread.id}`)).read).toBe(true);
    await f.ok(f.maya, 'POST', `/threads/${thread.id}/unread`);
    expect((await f.ok<Thread>(f.maya, 'GET', `/threads/${thread.id}`)).read).toBe(false);
    const state = await f.ok<{ messageId: string; readAt: string }>(
      f.maya,
      'POST',
      `/threads/${thread.id}/read`,
      {
        messageId: first.id,
      },
    );
    expect(state.messageId).toBe(first.id);
    expect((await f.ok<Thread>(f.maya, 'GET', `/threads/${thread.id}`)).read).toBe(false);
    await f.ok(f.maya, 'POST', `/threads/${thread.id}/read`, {});
    expect((await f.ok<Thread>(f.maya, 'GET', `/threads/${thread.id}`)).read).toBe(true);
    await f.ok(f.maya, 'POST', `/threads/${thread.id}/typing`, {});
  });
});

describe('group and event threads', () => {
  it("lets a group's members reach its thread (made on first access), and refuses others", async () => {
    const group = await f.createGroup(f.mod, [f.maya]);
    const thread = await f.ok<Thread>(f.maya, 'GET', `/threads/groups/${group.id}`);
    expect(thread).toMatchObject({
      groupId: group.id,
      group: { id: group.id, slug: group.slug },
      name: group.name,
      moderator: false,
    });
    expect((await f.ok<Thread>(f.mod, 'GET', `/threads/groups/${group.slug}`)).id).toBe(thread.id);
    await f.fails(
      f.lena,
      'GET',
      `/threads/groups/${group.id}`,
      453,
      'you must join the group to view this content',
    );
    await f.fails(f.lena, 'GET', `/threads/${thread.id}/messages`, 453);
    await f.fails(f.stranger, 'GET', `/threads/groups/${group.id}`, 404, 'Group not found');

    const message = await f.post(f.maya, thread.id, 'Hello club');
    // The group's moderator moderates its thread.
    await f.ok(f.mod, 'DELETE', `/threads/${thread.id}/messages/${message.id}`, {
      moderator: true,
    });
    await f.fails(
      f.mod,
      'POST',
      `/threads/${thread.id}/members/${f.lena.accountId}`,
      400,
      'A group or event thread takes its members from the group or event',
      {},
    );
    const listed = await f.page<Thread>(f.maya, `/threads?groupId=${group.id}`);
    expect(listed.data.map((t) => t.id)).toEqual([thread.id]);
    expect((await f.page<Thread>(f.lena, `/threads?groupId=${group.id}`)).data).toEqual([]);
  });

  it("lets an event's attendees and hosts reach its thread, and refuses others", async () => {
    const event = await f.createEvent(f.mod, [f.maya]);
    const thread = await f.ok<Thread>(f.maya, 'GET', `/threads/events/${event.id}`);
    expect(thread).toMatchObject({ eventId: event.id, event: { id: event.id }, moderator: false });
    expect(await f.ok<Thread>(f.mod, 'GET', `/threads/events/${event.slug}`)).toMatchObject({
      id: thread.id,
      moderator: true,
    });
    await f.fails(f.lena, 'GET', `/threads/events/${event.id}`, 454);
    await f.fails(f.lena, 'GET', `/threads/${thread.id}`, 454);
    await f.post(f.maya, thread.id, 'See you there');
  });

  it("lets an event's co-hosts read and moderate its thread; the page says who manages it", async () => {
    const event = await f.createEvent(f.mod, [f.maya]);
    await f.db
      .insert(eventCoHosts)
      .values({ organizationId: f.org.id, eventId: event.id, accountId: f.sam.accountId });
    const thread = await f.ok<Thread>(f.sam, 'GET', `/threads/events/${event.id}`);
    expect(thread.moderator).toBe(true);
    const question = await f.post(f.maya, thread.id, 'Where do we meet?');
    const answer = await f.post(f.sam, thread.id, 'At the pier');
    // Somebody else's message: refused to an outsider, removed by the co-host and the host.
    await f.fails(f.lena, 'DELETE', `/threads/${thread.id}/messages/${answer.id}`, 454, undefined, {
      moderator: true,
    });
    await f.ok(f.sam, 'DELETE', `/threads/${thread.id}/messages/${question.id}`, {
      moderator: true,
    });
    await f.ok(f.mod, 'DELETE', `/threads/${thread.id}/messages/${answer.id}`, { moderator: true });
    // The event page offers the discussion and Manage event to whoever manages the event.
    for (const [user, managed] of [
      [f.mod, true],
      [f.sam, true],
      [f.admin, true],
      [f.maya, false],
      [f.lena, false],
    ] as const) {
      expect((await f.ok<Event>(user, 'GET', `/events/${event.id}`)).managed).toBe(managed);
    }
  });

  it('creates a group thread by its moderator once', async () => {
    const group = await f.createGroup(f.mod, [f.maya]);
    await f.fails(f.maya, 'POST', '/threads', 403, undefined, {
      thread: { name: 'Ours', groupId: group.id },
    });
    const thread = await f.ok<Thread>(
      f.mod,
      'POST',
      '/threads',
      { thread: { name: 'Ours', groupId: group.id } },
      201,
    );
    expect(thread.groupId).toBe(group.id);
    await f.fails(f.mod, 'POST', '/threads', 409, 'This group already has a thread', {
      thread: { name: 'Again', groupId: group.id },
    });
    expect((await f.ok<Thread>(f.maya, 'GET', `/threads/groups/${group.id}`)).id).toBe(thread.id);
  });
});
