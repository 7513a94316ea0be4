import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  eventRegistrations,
  events,
  eventSpeakers,
  groupMemberships,
  groups,
  threadMembers,
  threads,
} from '../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type ListWindow,
  type Ordering,
} from '../../lib/keyset';
import { likePattern } from '../../lib/search';
import { inOrganization, type Scope } from '../../tenancy/scope';
import { baseAccountColumns } from '../accounts/index';

export type ThreadRow = typeof threads.$inferSelect;
export type ThreadInsert = typeof threads.$inferInsert;
export type MemberRow = typeof threadMembers.$inferSelect;

/** Roles of a group membership that make an account a member (not requested or invited). */
const GROUP_MEMBER_ROLES = ['member', 'moderator', 'admin', 'manager'] as const;
const GROUP_MANAGING_ROLES = ['moderator', 'admin', 'manager'] as const;

export async function findThread(
  db: Executor,
  scope: Scope,
  threadId: string,
): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(threads)
    .where(and(inOrganization(threads, scope), eq(threads.id, threadId)));
  return row;
}

export async function findAttachedThread(
  db: Executor,
  scope: Scope,
  on: { groupId: string } | { eventId: string },
): Promise<ThreadRow | undefined> {
  const where = 'groupId' in on ? eq(threads.groupId, on.groupId) : eq(threads.eventId, on.eventId);
  const [row] = await db
    .select()
    .from(threads)
    .where(and(inOrganization(threads, scope), where));
  return row;
}

/** Inserts a thread; for a group's or event's thread a concurrent twin wins (undefined). */
export async function insertThread(
  db: Executor,
  values: ThreadInsert,
): Promise<ThreadRow | undefined> {
  const [row] = await db.insert(threads).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateThread(
  db: Executor,
  scope: Scope,
  threadId: string,
  values: Partial<ThreadInsert>,
): Promise<ThreadRow | undefined> {
  const [row] = await db
    .update(threads)
    .set(values)
    .where(and(inOrganization(threads, scope), eq(threads.id, threadId)))
    .returning();
  return row;
}

// ---------------------------------------------------------------- the viewer's relation

export interface GroupRef {
  id: string;
  slug: string;
  name: string;
  access: 'public' | 'private';
  image: unknown;
}

export async function findGroupByKey(
  db: Executor,
  scope: Scope,
  key: string,
): Promise<GroupRef | undefined> {
  const byKey = /^[0-9a-f-]{36}$/i.test(key)
    ? or(eq(groups.id, key), eq(groups.slug, key))
    : eq(groups.slug, key);
  const [row] = await db
    .select({
      id: groups.id,
      slug: groups.slug,
      name: groups.name,
      access: groups.access,
      image: groups.image,
    })
    .from(groups)
    .where(and(inOrganization(groups, scope), byKey));
  return row;
}

export async function findEventByKey(
  db: Executor,
  scope: Scope,
  key: string,
): Promise<{ id: string; name: string } | undefined> {
  const byKey = /^[0-9a-f-]{36}$/i.test(key)
    ? or(eq(events.id, key), eq(events.slug, key))
    : eq(events.slug, key);
  const [row] = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(inOrganization(events, scope), byKey));
  return row;
}

/** The account's role in a group, null when it holds no membership. */
export async function groupRoleOf(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ role: groupMemberships.role })
    .from(groupMemberships)
    .where(
      and(
        inOrganization(groupMemberships, scope),
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.accountId, accountId),
      ),
    );
  return row?.role ?? null;
}

export function isGroupMember(role: string | null): boolean {
  return (GROUP_MEMBER_ROLES as readonly string[]).includes(role ?? '');
}
export function isGroupManager(role: string | null): boolean {
  return (GROUP_MANAGING_ROLES as readonly string[]).includes(role ?? '');
}

/** The account's relation to an event: a registered attendee, a host (creator or host speaker). */
export async function eventRelationOf(
  db: Executor,
  scope: Scope,
  eventId: string,
  accountId: string,
): Promise<{ registered: boolean; host: boolean }> {
  const [[event], [registration], [hostSpeaker]] = await Promise.all([
    db
      .select({ creatorId: events.creatorId })
      .from(events)
      .where(and(inOrganization(events, scope), eq(events.id, eventId))),
    db
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          eq(eventRegistrations.accountId, accountId),
          eq(eventRegistrations.status, 'registered'),
        ),
      ),
    db
      .select({ id: eventSpeakers.id })
      .from(eventSpeakers)
      .where(
        and(
          eq(eventSpeakers.eventId, eventId),
          eq(eventSpeakers.accountId, accountId),
          eq(eventSpeakers.isHost, true),
        ),
      )
      .limit(1),
  ]);
  if (!event) return { registered: false, host: false };
  return {
    registered: registration !== undefined,
    host: event.creatorId === accountId || hostSpeaker !== undefined,
  };
}

/**
 * Who sees a thread live: a standalone thread's members, a group's members, an event's
 * registered attendees and hosts. One statement, at publish time (after the commit).
 */
export async function audienceOf(db: Executor, thread: ThreadRow): Promise<string[]> {
  let query: SQL;
  if (thread.groupId) {
    query = sql`select ${groupMemberships.accountId} as id from ${groupMemberships}
      where ${groupMemberships.groupId} = ${thread.groupId}
      and ${groupMemberships.role} in ('member', 'moderator', 'admin', 'manager')`;
  } else if (thread.eventId) {
    query = sql`select ${eventRegistrations.accountId} as id from ${eventRegistrations}
        where ${eventRegistrations.eventId} = ${thread.eventId}
        and ${eventRegistrations.status} = 'registered'
      union select ${eventSpeakers.accountId} from ${eventSpeakers}
        where ${eventSpeakers.eventId} = ${thread.eventId} and ${eventSpeakers.isHost}
        and ${eventSpeakers.accountId} is not null
      union select ${events.creatorId} from ${events}
        where ${events.id} = ${thread.eventId} and ${events.creatorId} is not null`;
  } else {
    query = sql`select ${threadMembers.accountId} as id from ${threadMembers}
      where ${threadMembers.threadId} = ${thread.id}`;
  }
  // Both drivers answer `{ rows }` (node-postgres and PGlite).
  const result = (await db.execute(query)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

// ---------------------------------------------------------------- lists

/** Newest activity first (a thread without messages by its creation). */
export const THREAD_ORDER: Ordering = [
  {
    column: sql`coalesce(${threads.lastMessageAt}, ${threads.createdAt})`,
    type: 'timestamptz',
    direction: 'desc',
  },
  { column: threads.id, type: 'uuid', direction: 'desc' },
];

export interface ThreadListFilter {
  viewerId: string;
  admin: boolean;
  access?: 'public' | 'private';
  groupId?: string;
  eventId?: string;
  search?: string;
}

/** The threads a viewer may read (an administrator: all), in THREAD_ORDER. */
export async function selectThreads(
  db: Executor,
  scope: Scope,
  filter: ThreadListFilter,
  window: ListWindow,
): Promise<(ThreadRow & { position: string })[]> {
  const viewer = filter.viewerId;
  const member = sql`exists (select 1 from ${threadMembers} where ${threadMembers.threadId} = ${threads.id}
    and ${threadMembers.accountId} = ${viewer})`;
  const readable = filter.admin
    ? undefined
    : or(
        and(
          sql`${threads.groupId} is null and ${threads.eventId} is null`,
          or(and(eq(threads.access, 'public'), eq(threads.visible, true)), member),
        ),
        sql`${threads.groupId} in (select ${groupMemberships.groupId} from ${groupMemberships}
          where ${groupMemberships.accountId} = ${viewer}
          and ${groupMemberships.role} in ('member', 'moderator', 'admin', 'manager'))`,
        sql`${threads.eventId} in (select ${eventRegistrations.eventId} from ${eventRegistrations}
          where ${eventRegistrations.accountId} = ${viewer} and ${eventRegistrations.status} = 'registered'
          union select ${events.id} from ${events} where ${events.creatorId} = ${viewer}
          union select ${eventSpeakers.eventId} from ${eventSpeakers}
          where ${eventSpeakers.accountId} = ${viewer} and ${eventSpeakers.isHost})`,
      );
  const rows = await db
    .select({ thread: threads, position: positionSql(THREAD_ORDER) })
    .from(threads)
    .where(
      and(
        inOrganization(threads, scope),
        readable,
        filter.access ? eq(threads.access, filter.access) : undefined,
        filter.groupId ? eq(threads.groupId, filter.groupId) : undefined,
        filter.eventId ? eq(threads.eventId, filter.eventId) : undefined,
        filter.search ? ilike(threads.name, likePattern(filter.search)) : undefined,
        window.after ? afterPosition(THREAD_ORDER, window.after) : undefined,
      ),
    )
    .orderBy(...orderBySql(THREAD_ORDER))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => ({ ...row.thread, position: row.position }));
}

// ---------------------------------------------------------------- members

export async function findMember(
  db: Executor,
  threadId: string,
  accountId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(threadMembers)
    .where(and(eq(threadMembers.threadId, threadId), eq(threadMembers.accountId, accountId)));
  return row;
}

export async function membershipsOf(
  db: Executor,
  threadIds: string[],
  accountId: string,
): Promise<MemberRow[]> {
  if (threadIds.length === 0) return [];
  return db
    .select()
    .from(threadMembers)
    .where(and(inArray(threadMembers.threadId, threadIds), eq(threadMembers.accountId, accountId)));
}

export async function memberCounts(
  db: Executor,
  threadIds: string[],
): Promise<Map<string, number>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db
    .select({ threadId: threadMembers.threadId, count: count() })
    .from(threadMembers)
    .where(inArray(threadMembers.threadId, threadIds))
    .groupBy(threadMembers.threadId);
  return new Map(rows.map((row) => [row.threadId, Number(row.count)]));
}

/**
 * Adds a member (or keeps the one there): race-safe on the unique index. `role` only
 * applies to a new row unless `updateRole`.
 */
export async function upsertMember(
  db: Executor,
  values: {
    organizationId: string;
    threadId: string;
    accountId: string;
    role?: 'member' | 'moderator';
    lastReadSeq?: number;
    lastReadAt?: Date | null;
  },
  updateRole = false,
): Promise<MemberRow> {
  await db
    .insert(threadMembers)
    .values(values)
    .onConflictDoUpdate({
      target: [threadMembers.threadId, threadMembers.accountId],
      set: {
        ...(updateRole && values.role ? { role: values.role } : {}),
        ...(values.lastReadSeq === undefined
          ? {}
          : {
              lastReadSeq: sql`greatest(${threadMembers.lastReadSeq}, ${values.lastReadSeq})`,
              lastReadAt: values.lastReadAt ?? null,
            }),
        updatedAt: new Date(),
      },
    });
  const row = await findMember(db, values.threadId, values.accountId);
  if (!row) throw new Error('thread member vanished after its upsert');
  return row;
}

export async function updateMember(
  db: Executor,
  threadId: string,
  accountId: string,
  values: Partial<Pick<MemberRow, 'role' | 'notifications' | 'lastReadSeq' | 'lastReadAt'>>,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .update(threadMembers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(threadMembers.threadId, threadId), eq(threadMembers.accountId, accountId)))
    .returning();
  return row;
}

export async function deleteMember(
  db: Executor,
  threadId: string,
  accountId: string,
): Promise<boolean> {
  const rows = await db
    .delete(threadMembers)
    .where(and(eq(threadMembers.threadId, threadId), eq(threadMembers.accountId, accountId)))
    .returning({ id: threadMembers.id });
  return rows.length > 0;
}

export async function countModerators(db: Executor, threadId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(threadMembers)
    .where(and(eq(threadMembers.threadId, threadId), eq(threadMembers.role, 'moderator')));
  return Number(row?.count ?? 0);
}

export async function listMembers(
  db: Executor,
  threadId: string,
  query: { role?: 'member' | 'moderator'; search?: string; limit: number; offset: number },
) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return db
    .select({ member: threadMembers, account: baseAccountColumns })
    .from(threadMembers)
    .innerJoin(accounts, eq(accounts.id, threadMembers.accountId))
    .where(
      and(
        eq(threadMembers.threadId, threadId),
        query.role ? eq(threadMembers.role, query.role) : undefined,
        pattern
          ? or(
              ilike(accounts.username, pattern),
              ilike(accounts.firstName, pattern),
              ilike(accounts.lastName, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(threadMembers.role), asc(threadMembers.createdAt), asc(threadMembers.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function findMemberWithAccount(db: Executor, threadId: string, accountId: string) {
  const [row] = await db
    .select({ member: threadMembers, account: baseAccountColumns })
    .from(threadMembers)
    .innerJoin(accounts, eq(accounts.id, threadMembers.accountId))
    .where(and(eq(threadMembers.threadId, threadId), eq(threadMembers.accountId, accountId)));
  return row;
}

/** Accounts of the organization among `ids` (to check mentions and new members). */
export async function existingAccountIds(
  db: Executor,
  scope: Scope,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(inOrganization(accounts, scope), inArray(accounts.id, [...new Set(ids)])));
  return new Set(rows.map((row) => row.id));
}

/** Embeds of threads: their groups and events, by id. */
export async function groupsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: groups.id,
      slug: groups.slug,
      name: groups.name,
      image: groups.image,
      access: groups.access,
    })
    .from(groups)
    .where(inArray(groups.id, ids));
}

export async function eventsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: events.id,
      slug: events.slug,
      name: events.name,
      shortDescription: events.shortDescription,
      featured: events.featured,
      timezone: events.timezone,
      eventStart: events.eventStart,
      eventEnd: events.eventEnd,
      image: events.image,
    })
    .from(events)
    .where(inArray(events.id, ids));
}
