import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { threadMembers, threads } from '../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type ListWindow,
  type Ordering,
} from '../../lib/keyset';
import { likePattern } from '../../lib/search';
import { inOrganization, type Scope } from '../../tenancy/scope';
import {
  accountSummaryColumns,
  accountsAs,
  existingAccountIds as accountIdsAmong,
} from '../accounts/sql';
import { attendedEventIdsSql, eventPeopleIdsSql } from '../ticketing/sql';
import { groupMemberIdsSql, memberGroupIdsSql } from '../groups/sql';
import { coHostedEventIdsSql, coHostIdsSql } from '../ticketing/sql';
import { updateReturning } from '../../db/update';

/** `select account_id …`: an event's people, its co-hosts too (hosts of its thread, decision 0054). */
const eventAudienceSql = (eventId: string): SQL =>
  sql`${eventPeopleIdsSql(eventId)} union ${coHostIdsSql(eventId)}`;

/** `select event_id …`: the events whose thread `accountId` reads, co-hosted ones too. */
const readableEventIdsSql = (accountId: string): SQL =>
  sql`${attendedEventIdsSql(accountId)} union ${coHostedEventIdsSql(accountId)}`;

/** The members' accounts, under a name of their own (accounts/sql.ts). */
const memberAccounts = accountsAs('thread_member_accounts');

export type ThreadRow = typeof threads.$inferSelect;
export type ThreadInsert = typeof threads.$inferInsert;
export type MemberRow = typeof threadMembers.$inferSelect;

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
  const [row] = await updateReturning(
    db,
    threads,
    values,
    and(inOrganization(threads, scope), eq(threads.id, threadId)),
  );
  return row;
}

/**
 * Who sees a thread live: a standalone thread's members, a group's members, an event's
 * registered attendees and hosts (co-hosts too). One statement, at publish time (after the
 * commit).
 */
export async function audienceOf(db: Executor, thread: ThreadRow): Promise<string[]> {
  const query: SQL = thread.groupId
    ? groupMemberIdsSql(thread.groupId)
    : thread.eventId
      ? eventAudienceSql(thread.eventId)
      : sql`select ${threadMembers.accountId} from ${threadMembers}
          where ${threadMembers.threadId} = ${thread.id}`;
  // Both drivers answer `{ rows }` (node-postgres and PGlite).
  const result = (await db.execute(
    sql`select account_id as id from (${query}) audience`,
  )) as unknown as {
    rows: { id: string }[];
  };
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
  /** Only the threads of groups (any group the viewer reads). */
  groupsOnly?: boolean;
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
        sql`${threads.groupId} in (${memberGroupIdsSql(scope, viewer)})`,
        sql`${threads.eventId} in (${readableEventIdsSql(viewer)})`,
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
        filter.groupsOnly ? isNotNull(threads.groupId) : undefined,
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

/** The members of a thread who keep its notifications on: whom offline-notify tells. */
export async function notifiedMemberIds(db: Executor, threadId: string): Promise<string[]> {
  const rows = await db
    .select({ accountId: threadMembers.accountId })
    .from(threadMembers)
    .where(and(eq(threadMembers.threadId, threadId), eq(threadMembers.notifications, true)));
  return rows.map((row) => row.accountId);
}

/**
 * Whether a member's pending thread notification is still worth sending: a member still,
 * with the thread's notifications on, and messages they have not read.
 */
export async function threadShouldNotify(
  db: Executor,
  scope: Scope,
  threadId: string,
  accountId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ unread: sql<boolean>`${threadMembers.lastReadSeq} < ${threads.messageSeq}` })
    .from(threadMembers)
    .innerJoin(threads, eq(threads.id, threadMembers.threadId))
    .where(
      and(
        inOrganization(threads, scope),
        eq(threadMembers.threadId, threadId),
        eq(threadMembers.accountId, accountId),
        eq(threadMembers.notifications, true),
      ),
    );
  return row?.unread ?? false;
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
  const [row] = await db
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
    })
    .returning();
  if (!row) throw new Error('thread member upsert returned nothing');
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
    .select({ member: threadMembers, account: accountSummaryColumns(memberAccounts) })
    .from(threadMembers)
    .innerJoin(memberAccounts, eq(memberAccounts.id, threadMembers.accountId))
    .where(
      and(
        eq(threadMembers.threadId, threadId),
        query.role ? eq(threadMembers.role, query.role) : undefined,
        pattern
          ? or(
              ilike(memberAccounts.username, pattern),
              ilike(memberAccounts.firstName, pattern),
              ilike(memberAccounts.lastName, pattern),
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
    .select({ member: threadMembers, account: accountSummaryColumns(memberAccounts) })
    .from(threadMembers)
    .innerJoin(memberAccounts, eq(memberAccounts.id, threadMembers.accountId))
    .where(and(eq(threadMembers.threadId, threadId), eq(threadMembers.accountId, accountId)));
  return row;
}

/** The first `perThread` members (earliest joined) of each of `threadIds`, with accounts. */
export async function firstMembersOf(db: Executor, threadIds: string[], perThread: number) {
  if (threadIds.length === 0) return [];
  const ranked = db
    .select({
      id: threadMembers.id,
      rank: sql<number>`row_number() over (partition by ${threadMembers.threadId} order by ${threadMembers.createdAt}, ${threadMembers.id})`.as(
        'rank',
      ),
    })
    .from(threadMembers)
    .where(inArray(threadMembers.threadId, threadIds))
    .as('ranked');
  return db
    .select({ member: threadMembers, account: accountSummaryColumns(memberAccounts) })
    .from(threadMembers)
    .innerJoin(ranked, eq(ranked.id, threadMembers.id))
    .innerJoin(memberAccounts, eq(memberAccounts.id, threadMembers.accountId))
    .where(lte(ranked.rank, perThread))
    .orderBy(asc(ranked.rank));
}

/** Accounts of the organization among `ids` (to check mentions and new members). */
export async function existingAccountIds(
  db: Executor,
  scope: Scope,
  ids: string[],
): Promise<Set<string>> {
  return new Set(await accountIdsAmong(db, scope, [...new Set(ids)]));
}
