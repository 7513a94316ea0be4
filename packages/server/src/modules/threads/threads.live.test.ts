import type { ThreadLiveEvent, ThreadMessage } from '@convene/contract';
import { ThreadLiveEventSchema } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { publishToAccount } from '../../realtime/publish';
import { redisSuite, useTwoNodes } from '../../test/redis';
import { connectSocket, socketUrl, untilSubscribed, type TestSocket } from '../../test/socket';
import { useThreadsFixture } from './test/threads-fixture';

const f = useThreadsFixture();

/** The next frame, checked against the contract's live event union. */
async function nextEvent(socket: TestSocket): Promise<ThreadLiveEvent> {
  return ThreadLiveEventSchema.parse(await socket.nextMessage());
}

/**
 * Proves a socket got nothing before this point: a marker sent to its own account after
 * the writes must be the very next frame (the bus keeps order on one node).
 */
async function expectNothingBefore(socket: TestSocket, organizationId: string, accountId: string) {
  await publishToAccount({ bus: f.t.runtime.services.bus }, organizationId, accountId, {
    type: 'marker',
    body: null,
  });
  expect(await socket.nextMessage()).toEqual({ type: 'marker', body: null });
}

describe('threads on the live socket', () => {
  it("delivers a thread's new, edited and deleted messages and reactions to its members only", async () => {
    const thread = await f.createThread(f.mod, 'private', [f.maya]);
    const member = await f.socket(f.maya);
    const outsider = await f.socket(f.lena);
    const message = await f.post(f.mod, thread.id, 'Tide is high');

    const created = await nextEvent(member);
    expect(created).toMatchObject({
      type: 'thread.message.created',
      body: { threadId: thread.id, message: { id: message.id, body: 'Tide is high' } },
    });
    await f.ok(f.mod, 'PUT', `/threads/${thread.id}/messages/${message.id}`, {
      body: 'Tide is low',
    });
    expect(await nextEvent(member)).toMatchObject({
      type: 'thread.message.updated',
      body: { message: { id: message.id, body: 'Tide is low' } },
    });
    await f.ok(
      f.mod,
      'POST',
      `/threads/${thread.id}/messages/${message.id}/reactions`,
      { emojiName: 'wave' },
      201,
    );
    const reacted = await nextEvent(member);
    expect(reacted.type).toBe('thread.message.updated');
    expect((reacted.body as { message: ThreadMessage }).message.reactions[0]?.emojiName).toBe(
      'wave',
    );
    await f.ok(f.mod, 'DELETE', `/threads/${thread.id}/messages/${message.id}`, {});
    expect(await nextEvent(member)).toEqual({
      type: 'thread.message.deleted',
      body: { threadId: thread.id, messageId: message.id },
    });

    await expectNothingBefore(outsider, f.org.id, f.lena.accountId);
    await member.close();
    await outsider.close();
  });

  it('tells the others who types and who read, and a new member of the thread', async () => {
    const thread = await f.createThread(f.mod, 'private', [f.maya]);
    const mod = await f.socket(f.mod);
    const maya = await f.socket(f.maya);
    await f.ok(f.maya, 'POST', `/threads/${thread.id}/typing`, {});
    expect(await nextEvent(mod)).toMatchObject({
      type: 'thread.typing',
      body: { threadId: thread.id, accountId: f.maya.accountId },
    });
    await expectNothingBefore(maya, f.org.id, f.maya.accountId);

    await f.post(f.mod, thread.id, 'Read me');
    expect((await nextEvent(maya)).type).toBe('thread.message.created');
    expect((await nextEvent(mod)).type).toBe('thread.message.created');
    await f.ok(f.maya, 'POST', `/threads/${thread.id}/read`, {});
    expect(await nextEvent(mod)).toMatchObject({
      type: 'thread.read',
      body: { threadId: thread.id, accountId: f.maya.accountId },
    });

    const sam = await f.socket(f.sam);
    await f.ok(f.mod, 'POST', `/threads/${thread.id}/members/${f.sam.accountId}`, {}, 201);
    expect(await nextEvent(sam)).toMatchObject({
      type: 'thread.created',
      body: { threadId: thread.id, thread: { id: thread.id, membership: null, moderator: false } },
    });
    await Promise.all([mod.close(), maya.close(), sam.close()]);
  });

  it("reaches a group's members and an event's attendees, never the others", async () => {
    const group = await f.createGroup(f.mod, [f.maya]);
    const groupThread = await f.ok<{ id: string }>(f.maya, 'GET', `/threads/groups/${group.id}`);
    const event = await f.createEvent(f.sam, [f.lena]);
    const eventThread = await f.ok<{ id: string }>(f.lena, 'GET', `/threads/events/${event.id}`);
    const maya = await f.socket(f.maya);
    const lena = await f.socket(f.lena);
    const sam = await f.socket(f.sam);

    await f.post(f.mod, groupThread.id, 'Club night');
    expect(await nextEvent(maya)).toMatchObject({ body: { threadId: groupThread.id } });
    await f.post(f.lena, eventThread.id, 'Bringing snacks');
    expect(await nextEvent(sam)).toMatchObject({ body: { threadId: eventThread.id } });
    expect(await nextEvent(lena)).toMatchObject({ body: { threadId: eventThread.id } });
    await expectNothingBefore(maya, f.org.id, f.maya.accountId);
    await expectNothingBefore(lena, f.org.id, f.lena.accountId);
    await expectNothingBefore(sam, f.org.id, f.sam.accountId);
    await Promise.all([maya.close(), lena.close(), sam.close()]);
  });

  it("counts an event's co-hosts in its live audience and its hosts' thread list", async () => {
    // Sam creates the event, Lena attends, Maya co-hosts (neither registered nor a speaker).
    const event = await f.createEvent(f.sam, [f.lena], [f.maya]);
    const eventThread = await f.ok<{ id: string }>(f.lena, 'GET', `/threads/events/${event.id}`);
    const maya = await f.socket(f.maya);
    await f.post(f.lena, eventThread.id, 'Who brings the chairs?');
    expect(await nextEvent(maya)).toMatchObject({
      type: 'thread.message.created',
      body: { threadId: eventThread.id },
    });
    const listed = await f.page<{ id: string }>(f.maya, `/threads?eventId=${event.id}`);
    expect(listed.data.map((thread) => thread.id)).toEqual([eventThread.id]);
    await maya.close();
  });

  it('delivers a burst in the order the thread numbered it', async () => {
    const thread = await f.createThread(f.mod, 'private', [f.maya]);
    const maya = await f.socket(f.maya);
    const posted = await Promise.all(
      Array.from({ length: 20 }, (_, i) => f.post(f.mod, thread.id, `burst ${i}`)),
    );
    const received: string[] = [];
    for (let i = 0; i < posted.length; i += 1) {
      const event = await nextEvent(maya);
      received.push((event.body as { message: ThreadMessage }).message.id);
    }
    // The list is newest first by sequence: the socket saw the same order, reversed.
    const listed = await f.page<ThreadMessage>(
      f.maya,
      `/threads/${thread.id}/messages?pageSize=20`,
    );
    expect(received).toEqual(listed.data.map((m) => m.id).reverse());
    await maya.close();
  });
});

const redis = await redisSuite('threads across two nodes');

describe.skipIf(redis.skip)(redis.title, () => {
  const nodes = useTwoNodes(redis);

  it('delivers a message posted on node A to a member on node B, and not to a non-member there', async () => {
    const org = await nodes.a.createOrganization();
    const poster = await nodes.a.createUser(org);
    const member = await nodes.a.createUser(org);
    const outsider = await nodes.a.createUser(org);
    const created = await nodes.a.inject({
      method: 'POST',
      url: '/api/threads',
      headers: poster.headers,
      payload: { thread: { name: 'Across', access: 'private' }, accountIds: [member.accountId] },
    });
    const threadId = (created.json().data as { id: string }).id;
    const onB = await connectSocket(
      socketUrl(nodes.b.app, { organization: org.id, authorization: member.token }),
    );
    const outsiderOnB = await connectSocket(
      socketUrl(nodes.b.app, { organization: org.id, authorization: outsider.token }),
    );
    await untilSubscribed(nodes.a.runtime.services.bus, onB, org.id, member.accountId);
    await untilSubscribed(nodes.a.runtime.services.bus, outsiderOnB, org.id, outsider.accountId);

    const posted = await nodes.a.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/messages`,
      headers: poster.headers,
      payload: { body: 'Over Redis' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await onB.nextMessage()).toMatchObject({
      type: 'thread.message.created',
      body: { threadId, message: { body: 'Over Redis' } },
    });
    // Published after the thread's message on node A, so it arrives after it if at all.
    await publishToAccount({ bus: nodes.a.runtime.services.bus }, org.id, outsider.accountId, {
      type: 'marker',
      body: null,
    });
    expect(await outsiderOnB.nextMessage()).toEqual({ type: 'marker', body: null });
    await onB.close();
    await outsiderOnB.close();
  });
});
