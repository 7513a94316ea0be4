import type { LiveMessage } from '../../realtime/bus';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context';
import { groupAnnouncements, groupInvitations, groups, outbox } from '../../db/schema/index';
import { topics } from '../../realtime/bus';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { registerPushDevice, requestContextFor } from '../../test/service-support';
import { notify, type NotifyInput } from './notifications.service';

describe('notifications', () => {
  let t: TestApp;
  let org: TestOrganization;
  let alice: TestUser;
  let bob: TestUser;
  let ctx: RequestContext;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    alice = await t.createUser(org);
    bob = await t.createUser(org);
    ctx = await requestContextFor(t, org);
  });
  afterAll(() => t.close());

  const send = (input: NotifyInput, context = ctx) =>
    context.db.transaction((tx) => notify(tx, context, input));

  const list = (user: TestUser, query = '') =>
    t.inject({ method: 'GET', url: `/api/self/notifications${query}`, headers: user.headers });

  const pushRows = async (token: string) =>
    (
      await t.runtime.services.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'push'), eq(outbox.organizationId, org.id)))
    ).filter((row) => (row.payload as { deviceToken?: string }).deviceToken === token);

  const registerDevice = (user: TestUser, deviceToken: string) =>
    registerPushDevice(t, user, deviceToken);

  describe('notify()', () => {
    it('creates an in-app notification with its sender and publishes it live', async () => {
      const received: LiveMessage[] = [];
      const unsubscribe = ctx.bus.subscribe(topics.account(org.id, bob.accountId), (message) =>
        received.push(message),
      );
      const activityId = crypto.randomUUID();
      await send({
        type: 'LIKE',
        recipientId: bob.accountId,
        senderId: alice.accountId,
        activityId,
      });
      unsubscribe();

      const response = await list(bob);
      expect(response.statusCode).toBe(200);
      const [first] = response.json().data;
      expect(first).toMatchObject({
        type: 'LIKE',
        read: false,
        activityId,
        groupId: null,
        sender: { id: alice.accountId, username: alice.username },
      });
      expect(received).toEqual([
        { type: 'notification', body: { notification: first } },
        { type: 'notifications.unread', body: { count: 1 } },
      ]);
      // Alice, the sender, has nothing.
      expect((await list(alice)).json().data).toEqual([]);
    });

    it('embeds the liked activity and the like; unknown subjects are null', async () => {
      const posted = await t.inject({
        method: 'POST',
        url: '/api/activities',
        headers: bob.headers,
        payload: { message: 'Look at the harbour' },
      });
      const activity = posted.json().data as { id: string };
      const liked = await t.inject({
        method: 'POST',
        url: `/api/activities/${activity.id}/likes`,
        headers: alice.headers,
      });
      expect(liked.statusCode).toBe(200);

      const [first] = (await list(bob)).json().data;
      const embedded = {
        id: activity.id,
        message: 'Look at the harbour',
        image: null,
        video: null,
        account: expect.objectContaining({ id: bob.accountId }),
        createdAt: expect.any(String),
      };
      expect(first).toMatchObject({
        type: 'LIKE',
        activityId: activity.id,
        activity: embedded,
        like: {
          account: expect.objectContaining({ id: alice.accountId }),
          activity: embedded,
          createdAt: first.createdAt,
        },
        group: null,
        invitation: null,
        announcement: null,
        event: null,
        content: null,
      });

      await send({
        type: 'LIKE',
        recipientId: bob.accountId,
        senderId: alice.accountId,
        activityId: crypto.randomUUID(),
      });
      const [gone] = (await list(bob)).json().data;
      expect(gone).toMatchObject({ activity: null, like: null });
    });

    it('embeds the group, the invitation and the announcement', async () => {
      const db = t.runtime.services.db;
      const slug = `crew-${crypto.randomUUID().slice(0, 8)}`;
      const [group] = await db
        .insert(groups)
        .values({ organizationId: org.id, slug, name: 'Harbour crew', access: 'private' })
        .returning();
      const [invitation] = await db
        .insert(groupInvitations)
        .values({
          organizationId: org.id,
          groupId: group!.id,
          accountId: bob.accountId,
          inviterId: alice.accountId,
        })
        .returning();
      const [announcement] = await db
        .insert(groupAnnouncements)
        .values({
          organizationId: org.id,
          groupId: group!.id,
          creatorId: alice.accountId,
          slug: 'sail-day',
          title: 'Sail day',
          html: '<p>Saturday at nine</p>',
        })
        .returning();
      await send({
        type: 'GROUP_INVITATION',
        recipientId: bob.accountId,
        senderId: alice.accountId,
        groupId: group!.id,
        invitationId: invitation!.id,
      });
      const [invited] = (await list(bob)).json().data;
      const baseGroup = {
        id: group!.id,
        slug,
        name: 'Harbour crew',
        image: null,
        access: 'private',
      };
      expect(invited).toMatchObject({
        group: baseGroup,
        invitation: {
          id: invitation!.id,
          status: 'invited',
          groupId: group!.id,
          group: baseGroup,
          account: expect.objectContaining({ id: bob.accountId }),
          inviter: expect.objectContaining({ id: alice.accountId }),
        },
        announcement: null,
        activity: null,
      });

      await send({
        type: 'ANNOUNCEMENT',
        recipientId: bob.accountId,
        senderId: alice.accountId,
        groupId: group!.id,
        announcementId: announcement!.id,
      });
      const response = await list(bob);
      const [announced] = response.json().data;
      expect(announced).toMatchObject({
        group: baseGroup,
        announcement: {
          id: announcement!.id,
          title: 'Sail day',
          message: 'Saturday at nine',
          group: baseGroup,
          creator: expect.objectContaining({ id: alice.accountId }),
        },
      });
      const read = await t.inject({
        method: 'PUT',
        url: `/api/self/notifications/${announced.id}/read`,
        headers: bob.headers,
      });
      expect(read.json().data).toEqual({ ...announced, read: true, updatedAt: expect.any(String) });
    });

    it('never notifies an account of its own action', async () => {
      const before = (await list(alice)).json().data.length;
      await send({
        type: 'COMMENT',
        recipientId: alice.accountId,
        senderId: alice.accountId,
        email: { subject: 'Self', text: 'self' },
      });
      expect((await list(alice)).json().data.length).toBe(before);
      expect(await t.outboxMail(alice.email)).toEqual([]);
    });

    it('emails the recipient when asked and allowed, and not when the preference is off', async () => {
      const carol = await t.createUser(org);
      await send({
        type: 'COMMENT',
        recipientId: carol.accountId,
        senderId: alice.accountId,
        email: { subject: 'New comment', text: 'Alice commented' },
      });
      expect(await t.outboxMail(carol.email)).toEqual([
        { to: carol.email, subject: 'New comment', text: 'Alice commented' },
      ]);

      const off = await t.inject({
        method: 'PUT',
        url: '/api/self/notificationPreferences',
        headers: carol.headers,
        payload: { commentEmail: false },
      });
      expect(off.statusCode).toBe(200);
      await send({
        type: 'COMMENT',
        recipientId: carol.accountId,
        senderId: alice.accountId,
        email: { subject: 'Second comment', text: 'again' },
      });
      expect((await t.outboxMail(carol.email)).map((mail) => mail.subject)).toEqual([
        'New comment',
      ]);
      // The in-app notification is still created.
      expect((await list(carol)).json().data).toHaveLength(2);
    });

    it('writes one push outbox row per registered device, respecting the push preference', async () => {
      const dave = await t.createUser(org);
      await registerDevice(dave, 'token-dave-1');
      await registerDevice(dave, 'token-dave-2');
      await send({ type: 'FOLLOW', recipientId: dave.accountId, senderId: alice.accountId });
      const [row] = await pushRows('token-dave-1');
      expect(row?.status).toBe('pending');
      expect(row?.payload).toMatchObject({
        pushService: 'firebase',
        body: expect.stringContaining('started following you'),
        data: { type: 'FOLLOW' },
      });
      expect(await pushRows('token-dave-2')).toHaveLength(1);

      await t.inject({
        method: 'PUT',
        url: '/api/self/notificationPreferences',
        headers: dave.headers,
        payload: { newFollowerPush: false },
      });
      await send({ type: 'FOLLOW', recipientId: dave.accountId, senderId: bob.accountId });
      expect(await pushRows('token-dave-1')).toHaveLength(1);
      expect((await list(dave)).json().data).toHaveLength(2);
    });

    it('picks announcement flags by what the announcement belongs to', async () => {
      const erin = await t.createUser(org);
      await registerDevice(erin, 'token-erin');
      await t.inject({
        method: 'PUT',
        url: '/api/self/notificationPreferences',
        headers: erin.headers,
        payload: { groupAnnouncementPush: false, groupAnnouncementEmail: false },
      });
      const email = { subject: 'Announcement', text: 'Hello' };
      await send({
        type: 'ANNOUNCEMENT',
        recipientId: erin.accountId,
        groupId: crypto.randomUUID(),
        email,
      });
      expect(await pushRows('token-erin')).toHaveLength(0);
      expect(await t.outboxMail(erin.email)).toEqual([]);
      await send({
        type: 'ANNOUNCEMENT',
        recipientId: erin.accountId,
        eventId: crypto.randomUUID(),
        email,
      });
      expect(await pushRows('token-erin')).toHaveLength(1);
      expect(await t.outboxMail(erin.email)).toHaveLength(1);
    });

    it('leaves muted types out of the in-app list but still pushes them', async () => {
      const frank = await t.createUser(org);
      await registerDevice(frank, 'token-frank');
      await t.inject({
        method: 'PUT',
        url: '/api/self/notificationPreferences',
        headers: frank.headers,
        payload: { mutedTypes: ['LIKE'] },
      });
      await send({ type: 'LIKE', recipientId: frank.accountId, senderId: alice.accountId });
      await send({ type: 'COMMENT', recipientId: frank.accountId, senderId: alice.accountId });
      const types = (await list(frank)).json().data.map((n: { type: string }) => n.type);
      expect(types).toEqual(['COMMENT']);
      expect(await pushRows('token-frank')).toHaveLength(2);
    });

    it('writes nothing when the caller’s transaction rolls back', async () => {
      const gina = await t.createUser(org);
      await expect(
        ctx.db.transaction(async (tx) => {
          await notify(tx, ctx, {
            type: 'FOLLOW',
            recipientId: gina.accountId,
            senderId: alice.accountId,
            email: { subject: 'Followed', text: 'x' },
          });
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      expect((await list(gina)).json().data).toEqual([]);
      expect(await t.outboxMail(gina.email)).toEqual([]);
    });

    it('ignores a recipient of another organization', async () => {
      const other = await t.createOrganization();
      const stranger = await t.createUser(other);
      await send({ type: 'FOLLOW', recipientId: stranger.accountId, senderId: alice.accountId });
      expect((await list(stranger)).json().data).toEqual([]);
    });
  });

  describe('GET /self/notifications', () => {
    let hana: TestUser;
    beforeAll(async () => {
      hana = await t.createUser(org);
      for (const type of ['LIKE', 'COMMENT', 'FOLLOW', 'GROUP_INVITATION'] as const)
        await send({ type, recipientId: hana.accountId, senderId: alice.accountId });
    });

    it('lists newest first and pages', async () => {
      const all = (await list(hana)).json().data.map((n: { type: string }) => n.type);
      expect(all).toEqual(['GROUP_INVITATION', 'FOLLOW', 'COMMENT', 'LIKE']);
      const page2 = (await list(hana, '?page=2&pageSize=3')).json().data;
      expect(page2.map((n: { type: string }) => n.type)).toEqual(['LIKE']);
    });

    it('filters by types and by read state', async () => {
      const typed = (await list(hana, '?filters=LIKE,COMMENT')).json().data;
      expect(typed.map((n: { type: string }) => n.type).sort()).toEqual(['COMMENT', 'LIKE']);
      const [like] = typed.filter((n: { type: string }) => n.type === 'LIKE');
      await t.inject({
        method: 'PUT',
        url: `/api/self/notifications/${like.id}/read`,
        headers: hana.headers,
      });
      const unread = (await list(hana, '?filters=unread')).json().data;
      expect(unread).toHaveLength(3);
      const readLikes = (await list(hana, '?filters=read,LIKE')).json().data;
      expect(readLikes.map((n: { id: string }) => n.id)).toEqual([like.id]);
    });

    it('rejects an unknown filter naming the field', async () => {
      const response = await list(hana, '?filters=SPAM');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'filters', code: 'VALIDATION' });
    });

    it('requires a signed-in account', async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/self/notifications',
        headers: org.headers,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('read state and unread count', () => {
    it('counts unread, marks given ids or all read, and ignores others’ ids', async () => {
      const ivan = await t.createUser(org);
      const june = await t.createUser(org);
      for (let i = 0; i < 3; i += 1)
        await send({ type: 'LIKE', recipientId: ivan.accountId, senderId: alice.accountId });
      await send({ type: 'LIKE', recipientId: june.accountId, senderId: alice.accountId });
      const count = (user: TestUser) =>
        t.inject({ method: 'GET', url: '/api/self/notifications/count', headers: user.headers });
      expect((await count(ivan)).json()).toEqual({
        status: 'ok',
        message: 'OK',
        data: { unread: 3 },
      });

      const [first] = (await list(ivan)).json().data;
      const [junes] = (await list(june)).json().data;
      const some = await t.inject({
        method: 'PUT',
        url: '/api/self/notifications/read',
        headers: ivan.headers,
        payload: { notificationIds: [first.id, junes.id] },
      });
      expect(some.statusCode).toBe(200);
      expect(some.json().data).toEqual({ unread: 2 });
      expect((await count(june)).json().data).toEqual({ unread: 1 });

      const all = await t.inject({
        method: 'PUT',
        url: '/api/self/notifications/read',
        headers: ivan.headers,
        payload: {},
      });
      expect(all.json().data).toEqual({ unread: 0 });
      expect((await list(ivan, '?filters=unread')).json().data).toEqual([]);
    });

    it('marks one read, and answers 404 for another account’s or another organization’s', async () => {
      const kim = await t.createUser(org);
      await send({ type: 'COMMENT', recipientId: kim.accountId, senderId: alice.accountId });
      const [mine] = (await list(kim)).json().data;
      const one = await t.inject({
        method: 'PUT',
        url: `/api/self/notifications/${mine.id}/read`,
        headers: kim.headers,
      });
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toMatchObject({ id: mine.id, read: true });

      const byOther = await t.inject({
        method: 'PUT',
        url: `/api/self/notifications/${mine.id}/read`,
        headers: bob.headers,
      });
      expect(byOther.statusCode).toBe(404);

      const other = await t.createOrganization();
      const outsider = await t.createUser(other);
      const crossOrg = await t.inject({
        method: 'PUT',
        url: `/api/self/notifications/${mine.id}/read`,
        headers: outsider.headers,
      });
      expect(crossOrg.statusCode).toBe(404);
    });

    it('rejects ids that are not uuids', async () => {
      const response = await t.inject({
        method: 'PUT',
        url: '/api/self/notifications/read',
        headers: bob.headers,
        payload: { notificationIds: ['nope'] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('notificationIds.0');
    });
  });

  describe('notification preferences', () => {
    it('defaults to everything on, merges partial updates, and is per account', async () => {
      const lee = await t.createUser(org);
      const get = (user: TestUser) =>
        t.inject({
          method: 'GET',
          url: '/api/self/notificationPreferences',
          headers: user.headers,
        });
      const initial = (await get(lee)).json().data;
      expect(initial.likePush).toBe(true);
      expect(initial.groupRequestAcceptedEmail).toBe(true);
      expect(initial.mutedTypes).toEqual([]);

      const update = await t.inject({
        method: 'PUT',
        url: '/api/self/notificationPreferences',
        headers: lee.headers,
        payload: { likePush: false, eventReminderEmail: false },
      });
      expect(update.statusCode).toBe(200);
      expect(update.json().data).toEqual({
        ...initial,
        likePush: false,
        eventReminderEmail: false,
      });
      await t.inject({
        method: 'PUT',
        url: '/api/self/notificationPreferences',
        headers: lee.headers,
        payload: { commentPush: false },
      });
      expect((await get(lee)).json().data).toEqual({
        ...initial,
        likePush: false,
        eventReminderEmail: false,
        commentPush: false,
      });
      expect((await get(bob)).json().data.likePush).toBe(true);
    });

    it('rejects unknown flags and non-booleans', async () => {
      const unknown = await t.inject({
        method: 'PUT',
        url: '/api/self/notificationPreferences',
        headers: bob.headers,
        payload: { everything: false },
      });
      expect(unknown.statusCode).toBe(400);
      const wrongType = await t.inject({
        method: 'PUT',
        url: '/api/self/notificationPreferences',
        headers: bob.headers,
        payload: { likePush: 'no' },
      });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().field).toBe('likePush');
    });

    it('requires a signed-in account', async () => {
      const response = await t.inject({
        method: 'PUT',
        url: '/api/self/notificationPreferences',
        headers: org.headers,
        payload: { likePush: false },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
