import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { tolerateDropOnClose } from '../../test/redis';
import { connectSocket, socketUrl, untilSubscribed } from '../../test/socket';
import { sendDueDigests } from './digest';

const HOUR = 60 * 60 * 1000;

describe('notification digests, the live unread counter and contacts', () => {
  let t: TestApp;
  let org: TestOrganization;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = tolerateDropOnClose(await createTestApp({ listen: true }));
    org = await t.createOrganization();
    alice = await t.createUser(org);
    bob = await t.createUser(org);
  });
  afterAll(() => t.close());

  const follow = (who: TestUser, whom: TestUser) =>
    t.inject({
      method: 'POST',
      url: `/api/accounts/${whom.accountId}/follow`,
      headers: who.headers,
    });
  const preferences = (user: TestUser, payload?: Record<string, unknown>) =>
    t.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/self/notificationPreferences',
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });
  const digests = async (user: TestUser) =>
    (await t.outboxMail(user.email)).filter((mail) => mail.subject.includes('digest'));

  it('publishes the unread count over the socket when a notification comes and when it is read', async () => {
    const carol = await t.createUser(org);
    const socket = await connectSocket(
      socketUrl(t.app, { organization: org.id, authorization: carol.token }),
    );
    await untilSubscribed(t.runtime.services.bus, socket, org.id, carol.accountId);
    expect((await follow(alice, carol)).statusCode).toBe(200);
    expect((await socket.nextMessage()).type).toBe('notification');
    expect(await socket.nextMessage()).toEqual({
      type: 'notifications.unread',
      body: { count: 1 },
    });
    await follow(bob, carol);
    expect((await socket.nextMessage()).type).toBe('notification');
    expect(await socket.nextMessage()).toEqual({
      type: 'notifications.unread',
      body: { count: 2 },
    });

    const [latest] = (
      await t.inject({
        method: 'GET',
        url: '/api/self/notifications?filters=unread,FOLLOW',
        headers: carol.headers,
      })
    ).json().data;
    await t.inject({
      method: 'PUT',
      url: `/api/self/notifications/${latest.id}/read`,
      headers: carol.headers,
    });
    expect(await socket.nextMessage()).toEqual({
      type: 'notifications.unread',
      body: { count: 1 },
    });
    const all = await t.inject({
      method: 'PUT',
      url: '/api/self/notifications/read',
      headers: carol.headers,
      payload: {},
    });
    expect(all.json().data).toEqual({ unread: 0 });
    expect(await socket.nextMessage()).toEqual({
      type: 'notifications.unread',
      body: { count: 0 },
    });
    const read = await t.inject({
      method: 'GET',
      url: '/api/self/notifications?filters=read',
      headers: carol.headers,
    });
    expect(read.json().data).toHaveLength(2);
    await socket.close();
  });

  it('sends a daily digest instead of the mails one by one, and mails at once those who chose none', async () => {
    const dana = await t.createUser(org);
    const erin = await t.createUser(org);
    expect((await preferences(dana)).json().data.emailDigest).toBe('off');
    const chose = await preferences(dana, { emailDigest: 'daily' });
    expect(chose.json().data).toMatchObject({ emailDigest: 'daily', newFollowerEmail: true });
    const start = new Date();
    await follow(alice, dana);
    await follow(bob, dana);
    await follow(alice, erin);
    // Dana's follows wait for the digest; Erin, without one, hears at once.
    expect(await t.outboxMail(dana.email)).toEqual([]);
    expect((await t.outboxMail(erin.email)).map((mail) => mail.subject)).toEqual([
      `Test ${alice.username} started following you`,
    ]);

    // Not a day yet.
    await sendDueDigests(t.runtime.services, new Date(start.getTime() + 23 * HOUR));
    expect(await digests(dana)).toEqual([]);

    await sendDueDigests(t.runtime.services, new Date(start.getTime() + 25 * HOUR));
    const [digest, ...more] = await digests(dana);
    expect(more).toEqual([]);
    expect(digest!.subject).toMatch(/^Your daily .* digest: 2 new$/);
    expect(digest!.text).toContain(`${alice.username} started following you`);
    expect(digest!.text).toContain(`${bob.username} started following you`);
    expect(digest!.text).toContain('/notifications');
    expect(await digests(erin)).toEqual([]);

    // The same run again, or a later one with nothing new, sends nothing more.
    await sendDueDigests(t.runtime.services, new Date(start.getTime() + 25 * HOUR));
    await sendDueDigests(t.runtime.services, new Date(start.getTime() + 50 * HOUR));
    expect(await digests(dana)).toHaveLength(1);
  });

  it('leaves out of the digest the types whose email is off', async () => {
    const gus = await t.createUser(org);
    await preferences(gus, { emailDigest: 'daily', newFollowerEmail: false });
    const start = new Date();
    await follow(alice, gus);
    await sendDueDigests(t.runtime.services, new Date(start.getTime() + 25 * HOUR));
    expect(await t.outboxMail(gus.email)).toEqual([]);
    // Still in the notification list.
    const list = await t.inject({
      method: 'GET',
      url: '/api/self/notifications',
      headers: gus.headers,
    });
    expect(list.json().data.map((item: { type: string }) => item.type)).toEqual(['FOLLOW']);
  });

  it('sends a weekly digest a week after it was chosen', async () => {
    const fred = await t.createUser(org);
    await preferences(fred, { emailDigest: 'weekly' });
    const start = new Date();
    await follow(bob, fred);
    await sendDueDigests(t.runtime.services, new Date(start.getTime() + 3 * 24 * HOUR));
    expect(await digests(fred)).toEqual([]);
    await sendDueDigests(t.runtime.services, new Date(start.getTime() + 8 * 24 * HOUR));
    expect((await digests(fred)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/weekly .* digest: 1 new$/),
    ]);
  });

  it('refuses an unknown digest frequency naming the field', async () => {
    const response = await preferences(alice, { emailDigest: 'hourly' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('emailDigest');
  });

  it('lists as contacts the accounts one has chatted with, beside mutual follows', async () => {
    const [kim, lou, max, ned] = await Promise.all([0, 1, 2, 3].map(() => t.createUser(org)));
    const ids = async (user: TestUser) =>
      (await t.inject({ method: 'GET', url: '/api/self/contacts', headers: user.headers }))
        .json()
        .data.map((account: { id: string }) => account.id)
        .sort();
    const start = async (by: TestUser, withWhom: TestUser[]) => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/self/chat/channels',
        headers: by.headers,
        payload: { accountIds: withWhom.map((user) => user.accountId) },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.channelId as string;
    };
    // Kim writes to Lou: they have chatted, both ways.
    const kimAndLou = await start(kim!, [lou!]);
    const sent = await t.inject({
      method: 'POST',
      url: `/api/self/chat/channels/${kimAndLou}/messages`,
      headers: kim!.headers,
      payload: { text: 'Coffee on Friday?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // Kim opens a conversation with Max and writes nothing: no contact yet.
    await start(kim!, [max!]);
    expect(await ids(kim!)).toEqual([lou!.accountId]);
    expect(await ids(lou!)).toEqual([kim!.accountId]);
    expect(await ids(max!)).toEqual([]);
    // A mutual follow adds to the partners, once each.
    await follow(kim!, ned!);
    await follow(ned!, kim!);
    await follow(kim!, lou!);
    await follow(lou!, kim!);
    expect(await ids(kim!)).toEqual([lou!.accountId, ned!.accountId].sort());
  });

  it('lists as contacts the accounts one follows that follow back, nobody else', async () => {
    const gina = await t.createUser(org);
    const hal = await t.createUser(org);
    const ivy = await t.createUser(org);
    await follow(gina, hal);
    await follow(hal, gina);
    await follow(gina, ivy); // Ivy does not follow back.
    await follow(alice, gina); // Gina does not follow Alice.
    const contacts = await t.inject({
      method: 'GET',
      url: '/api/self/contacts',
      headers: gina.headers,
    });
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json().data.map((a: { id: string }) => a.id)).toEqual([hal.accountId]);
    const hals = await t.inject({ method: 'GET', url: '/api/self/contacts', headers: hal.headers });
    expect(hals.json().data.map((a: { id: string }) => a.id)).toEqual([gina.accountId]);
    const anonymous = await t.inject({
      method: 'GET',
      url: '/api/self/contacts',
      headers: org.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    // Another organization's member has none of them.
    const other = await t.createOrganization();
    const outsider = await t.createUser(other);
    const theirs = await t.inject({
      method: 'GET',
      url: '/api/self/contacts',
      headers: outsider.headers,
    });
    expect(theirs.json().data).toEqual([]);
  });
});
