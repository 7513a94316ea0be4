import type { ThreadMessage, Thread } from '@convene/contract';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../db/client';
import {
  eventCoHosts,
  eventRegistrations,
  events,
  groupMemberships,
  groups,
} from '../../../db/schema/index';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../../test/harness';
import { apiClient } from '../../../test/api';
import { connectSocket, socketUrl, type TestSocket } from '../../../test/socket';

/**
 * The threads tests' world: an app listening on a port (for real sockets), two
 * organizations, a moderator, three members, an administrator and a stranger from the
 * other organization; groups and events are written straight into their tables.
 */
export function useThreadsFixture() {
  const fixture = {
    t: undefined as unknown as TestApp,
    db: undefined as unknown as Database,
    org: undefined as unknown as TestOrganization,
    other: undefined as unknown as TestOrganization,
    mod: undefined as unknown as TestUser,
    maya: undefined as unknown as TestUser,
    lena: undefined as unknown as TestUser,
    sam: undefined as unknown as TestUser,
    admin: undefined as unknown as TestUser,
    stranger: undefined as unknown as TestUser,
    counter: 0,

    ...apiClient((): TestApp => fixture.t),

    /** A standalone thread by `by` with these members. */
    createThread(
      by: TestUser,
      access: 'public' | 'private',
      members: TestUser[] = [],
      extra: Record<string, unknown> = {},
    ): Promise<Thread> {
      fixture.counter += 1;
      return fixture.ok<Thread>(
        by,
        'POST',
        '/threads',
        {
          thread: { name: `Harbour talk ${fixture.counter}`, access },
          accountIds: members.map((member) => member.accountId),
          ...extra,
        },
        201,
      );
    },

    post(by: TestUser, threadId: string, body: string, extra: Record<string, unknown> = {}) {
      return fixture.ok<ThreadMessage>(
        by,
        'POST',
        `/threads/${threadId}/messages`,
        { body, ...extra },
        201,
      );
    },

    /** A group with these members (the first a moderator). */
    async createGroup(
      moderator: TestUser,
      members: TestUser[],
      access: 'public' | 'private' = 'public',
    ) {
      fixture.counter += 1;
      const [group] = await fixture.db
        .insert(groups)
        .values({
          organizationId: fixture.org.id,
          slug: `club-${fixture.counter}-${crypto.randomUUID().slice(0, 6)}`,
          name: `Harbour Club ${fixture.counter}`,
          access,
        })
        .returning();
      const rows = [
        { accountId: moderator.accountId, role: 'moderator' as const },
        ...members.map((member) => ({ accountId: member.accountId, role: 'member' as const })),
      ];
      await fixture.db
        .insert(groupMemberships)
        .values(
          rows.map((row) => ({ organizationId: fixture.org.id, groupId: group!.id, ...row })),
        );
      return group!;
    },

    /** A ready event hosted (created) by `host` with these registered attendees and co-hosts. */
    async createEvent(host: TestUser, attendees: TestUser[], coHosts: TestUser[] = []) {
      fixture.counter += 1;
      const start = new Date(Date.now() + 86_400_000);
      const [event] = await fixture.db
        .insert(events)
        .values({
          organizationId: fixture.org.id,
          slug: `meetup-${fixture.counter}-${crypto.randomUUID().slice(0, 6)}`,
          name: `Harbour Meetup ${fixture.counter}`,
          status: 'ready',
          eventStart: start,
          eventEnd: new Date(start.getTime() + 3_600_000),
          creatorId: host.accountId,
        })
        .returning();
      if (attendees.length > 0)
        await fixture.db.insert(eventRegistrations).values(
          attendees.map((attendee) => ({
            organizationId: fixture.org.id,
            eventId: event!.id,
            accountId: attendee.accountId,
            status: 'registered' as const,
          })),
        );
      if (coHosts.length > 0)
        await fixture.db.insert(eventCoHosts).values(
          coHosts.map((coHost) => ({
            organizationId: fixture.org.id,
            eventId: event!.id,
            accountId: coHost.accountId,
          })),
        );
      return event!;
    },

    socket(user: TestUser): Promise<TestSocket> {
      return connectSocket(
        socketUrl(fixture.t.app, { organization: fixture.org.id, authorization: user.token }),
      );
    },
  };

  beforeAll(async () => {
    const t = await createTestApp({ listen: true });
    fixture.t = t;
    fixture.db = t.runtime.services.db;
    fixture.org = await t.createOrganization();
    fixture.other = await t.createOrganization();
    fixture.mod = await t.createUser(fixture.org);
    fixture.maya = await t.createUser(fixture.org);
    fixture.lena = await t.createUser(fixture.org);
    fixture.sam = await t.createUser(fixture.org);
    fixture.admin = await t.createUser(fixture.org, { admin: true });
    fixture.stranger = await t.createUser(fixture.other);
  });
  afterAll(() => fixture.t?.close());

  return fixture;
}
