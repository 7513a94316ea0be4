import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  preferenceFlagsFor,
  type NotificationChannel,
  type NotificationScope,
  type NotificationType,
  type PushPayload,
} from '@convene/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context';
import { outbox } from '../../db/schema/index';
import { apiClient } from '../../test/api';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { registerPushDevice, requestContextFor } from '../../test/service-support';
import { notify } from './notifications.service';

/*
 * Every notification type through every channel (decision 0046): with one channel of the
 * type turned off, nothing comes through it and the two others still deliver. The types a
 * member can cause over the API are caused over the API (a follow, a like, a group
 * request…); the others, which jobs and host tools send, go through `notify()` as those do.
 */
describe('notification preferences: every type × in-app, email and push', () => {
  let t: TestApp;
  let org: TestOrganization;
  let alice: TestUser;
  let admin: TestUser;
  let ctx: RequestContext;
  const { ok } = apiClient(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    alice = await t.createUser(org);
    admin = await t.createUser(org, { admin: true });
    ctx = await requestContextFor(t, org);
  });
  afterAll(() => t.close());

  const post = async (user: TestUser, message: string, commentedId?: string) =>
    ok<{ id: string }>(user, 'POST', '/activities', { message, commentedId }, 201);
  const group = (by: TestUser, access: 'public' | 'private') =>
    ok<{ id: string }>(by, 'POST', '/groups', {
      group: { name: `Crew ${crypto.randomUUID().slice(0, 8)}`, description: 'Boats', access },
    });
  const direct = (type: NotificationType, scope: NotificationScope = {}) => ({
    type,
    scope,
    cause: (recipient: TestUser) =>
      ctx.db.transaction((tx) =>
        notify(tx, ctx, {
          type,
          recipientId: recipient.accountId,
          senderId: alice.accountId,
          ...scope,
        }),
      ),
  });

  const causes: {
    type: NotificationType;
    scope: NotificationScope;
    cause: (recipient: TestUser) => Promise<unknown>;
  }[] = [
    {
      type: 'FOLLOW',
      scope: {},
      cause: (recipient) => ok(alice, 'POST', `/accounts/${recipient.accountId}/follow`),
    },
    {
      type: 'LIKE',
      scope: {},
      cause: async (recipient) => {
        const activity = await post(recipient, 'Fair winds');
        await ok(alice, 'POST', `/activities/${activity.id}/likes`);
      },
    },
    {
      type: 'COMMENT',
      scope: {},
      cause: async (recipient) => {
        const activity = await post(recipient, 'Fair winds');
        await post(alice, 'Indeed', activity.id);
      },
    },
    {
      type: 'GROUP_INVITATION',
      scope: {},
      cause: async (recipient) => {
        const club = await group(alice, 'private');
        await ok(alice, 'POST', `/groups/${club.id}/invitations`, {
          accountIds: [recipient.accountId],
        });
      },
    },
    {
      type: 'GROUP_REQUEST',
      scope: {},
      cause: async (recipient) => {
        const club = await group(recipient, 'private');
        await ok(alice, 'POST', `/groups/${club.id}/requests`);
      },
    },
    {
      type: 'GROUP_REQUEST_ACCEPTED',
      scope: {},
      cause: async (recipient) => {
        const club = await group(alice, 'private');
        const request = await ok<{ id: string }>(recipient, 'POST', `/groups/${club.id}/requests`);
        await ok(alice, 'PUT', `/groups/${club.id}/requests/${request.id}/accept`);
      },
    },
    {
      type: 'ANNOUNCEMENT',
      scope: { groupId: crypto.randomUUID() },
      cause: async (recipient) => {
        const club = await group(alice, 'public');
        await ok(recipient, 'POST', `/groups/${club.id}/join`);
        await ok(alice, 'POST', `/groups/${club.id}/announcements`, {
          title: 'Regatta',
          html: '<p>Saturday at the dock</p>',
          email: true,
          push: true,
        });
      },
    },
    {
      type: 'SUPPORT_TICKET_MESSAGE',
      scope: {},
      cause: async (recipient) => {
        // Only the reply counts here: the mail confirming the ticket has its own flag.
        await ok(recipient, 'PUT', '/self/notificationPreferences', {
          supportTicketConfirmationEmail: false,
        });
        const ticket = await ok<{ id: string }>(
          recipient,
          'POST',
          '/supportTickets',
          { type: 'support', email: recipient.email, request: 'My pass does not show up' },
          201,
        );
        await ok(admin, 'POST', `/supportTickets/${ticket.id}/replies`, { text: 'Fixed it.' }, 201);
      },
    },
    direct('ANNOUNCEMENT'),
    direct('ANNOUNCEMENT', { eventId: crypto.randomUUID() }),
    ...(['INVITATION', 'TRANSFER', 'RESHARE', 'EVENT', 'ACTIVITY', 'CONTENT'] as const).map(
      (type) => direct(type),
    ),
    direct('MENTION', { groupId: crypto.randomUUID() }),
    ...(['CHAT', 'THREAD'] as const).map((type) => direct(type)),
  ];

  /** What reached `recipient` of `type`, per channel. */
  async function delivered(recipient: TestUser, type: NotificationType, token: string) {
    const listed = await ok<unknown[]>(recipient, 'GET', `/self/notifications?filters=${type}`);
    const pushes = (
      await t.runtime.services.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'push'), eq(outbox.organizationId, org.id)))
    )
      .map((row) => row.payload as unknown as PushPayload)
      .filter((payload) => payload.deviceToken === token && payload.data.type === type);
    return {
      inApp: listed.length,
      email: (await t.outboxMail(recipient.email)).length,
      push: pushes.length,
    } satisfies Record<NotificationChannel, number>;
  }

  it('covers every notification type', () => {
    expect(new Set(causes.map((item) => item.type))).toEqual(new Set(NOTIFICATION_TYPES));
  });

  for (const { type, scope, cause } of causes) {
    for (const off of NOTIFICATION_CHANNELS) {
      const about = scope.groupId ? ' of a group' : scope.eventId ? ' of an event' : '';
      it(`${type}${about}: nothing by ${off} when it is off, the other channels deliver`, async () => {
        const recipient = await t.createUser(org);
        const token = `token-${crypto.randomUUID()}`;
        await registerPushDevice(t, recipient, token);
        const flags = preferenceFlagsFor(type, scope);
        await ok(recipient, 'PUT', '/self/notificationPreferences', {
          mutedTypes: off === 'inApp' ? [type] : [],
          [flags.email]: off !== 'email',
          [flags.push]: off !== 'push',
        });
        await cause(recipient);
        const got = await delivered(recipient, type, token);
        for (const channel of NOTIFICATION_CHANNELS) {
          if (channel === off) expect(got[channel], `${type} by ${channel}`).toBe(0);
          else expect(got[channel], `${type} by ${channel}`).toBeGreaterThan(0);
        }
      });
    }
  }

  it('reads and writes the SDK’s chatPush as chatUnreadPush', async () => {
    const recipient = await t.createUser(org);
    const token = `token-${crypto.randomUUID()}`;
    await registerPushDevice(t, recipient, token);
    const saved = await ok(recipient, 'PUT', '/self/notificationPreferences', { chatPush: false });
    expect(saved).toMatchObject({ chatPush: false, chatUnreadPush: false });
    await direct('CHAT').cause(recipient);
    expect((await delivered(recipient, 'CHAT', token)).push).toBe(0);
    const back = await ok(recipient, 'PUT', '/self/notificationPreferences', {
      chatUnreadPush: true,
    });
    expect(back).toMatchObject({ chatPush: true, chatUnreadPush: true });
  });

  it('starts with the emails of likes, reshares and new activities off, everything else on', async () => {
    const fresh = await t.createUser(org);
    const preferences = await ok<Record<string, unknown>>(
      fresh,
      'GET',
      '/self/notificationPreferences',
    );
    const off = Object.entries(preferences)
      .filter(([, value]) => value === false)
      .map(([key]) => key);
    expect(off.sort()).toEqual(['activityEmail', 'likeEmail', 'reshareEmail']);
  });

  it('opens the notification’s page from a push, and links it from the mail', async () => {
    const recipient = await t.createUser(org);
    const token = `token-${crypto.randomUUID()}`;
    await registerPushDevice(t, recipient, token);
    await ok(alice, 'POST', `/accounts/${recipient.accountId}/follow`);
    const [push] = (
      await t.runtime.services.db.select().from(outbox).where(eq(outbox.kind, 'push'))
    )
      .map((row) => row.payload as unknown as PushPayload)
      .filter((payload) => payload.deviceToken === token);
    expect(push!.data.url).toBe(`/accounts/${alice.username}`);
    const [mail] = await t.outboxMail(recipient.email);
    expect(mail!.text).toContain(`/accounts/${alice.username}`);
  });
});
