import type { BaseAccount, ChatMemberRole } from '@convene/contract';
import {
  and,
  asc,
  eq,
  exists,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { chatChannelMembers, chatChannels, chatMessages } from '../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  type KeysetPosition,
  pageOf,
  positionSql,
  type ListWindow,
  type Ordering,
  type Paged,
} from '../../lib/keyset';
import { bound, preparedList, preparedStatement } from '../../lib/prepared';
import { likePattern } from '../../lib/search';
import { inOrganization, type Scope } from '../../tenancy/scope';
import {
  accountNameSearch,
  accountsAs,
  accountSummaryColumns,
  enabledAccountsOf,
  toBaseAccount,
  type BaseAccountRow,
  type OptionalBaseAccountRow,
} from '../accounts/sql';

export type ChannelRow = typeof chatChannels.$inferSelect;
export type MemberRow = typeof chatChannelMembers.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export interface MemberWithAccount {
  member: MemberRow;
  account: BaseAccountRow;
}
export interface MessageWithAccount {
  message: MessageRow;
  account: OptionalBaseAccountRow | null;
}

const lookupAccount = accountsAs('chat_lookup_account');

// ---------------------------------------------------------------- channels

/** The channel and the account's membership of it, or null (not a member, or another organization's). */
/**
 * The channel and the account's membership of it, or null (not a member, or another
 * organization's). Prepared (lib/prepared.ts): every read of a channel starts here.
 */
export async function findMembership(
  db: Executor,
  scope: Scope,
  channelId: string,
  accountId: string,
): Promise<{ channel: ChannelRow; member: MemberRow } | null> {
  const statement = preparedStatement(db, 'chat_membership', () =>
    db
      .select({ channel: chatChannels, member: chatChannelMembers })
      .from(chatChannelMembers)
      .innerJoin(chatChannels, eq(chatChannels.id, chatChannelMembers.channelId))
      .where(
        and(
          inOrganization(chatChannels, { organizationId: bound('organizationId') }),
          eq(chatChannels.id, bound('channelId')),
          eq(chatChannelMembers.accountId, bound('accountId')),
        ),
      )
      .prepare('chat_membership'),
  );
  const [row] = await statement.execute({
    organizationId: scope.organizationId,
    channelId,
    accountId,
  });
  return row ?? null;
}

export async function findChannel(
  db: Executor,
  scope: Scope,
  channelId: string,
): Promise<ChannelRow | null> {
  const [row] = await db
    .select()
    .from(chatChannels)
    .where(and(inOrganization(chatChannels, scope), eq(chatChannels.id, channelId)));
  return row ?? null;
}

/** The channel row, locked for the rest of the transaction. */
export async function lockChannel(
  tx: Executor,
  scope: Scope,
  channelId: string,
): Promise<ChannelRow | null> {
  const [row] = await tx
    .select()
    .from(chatChannels)
    .where(and(inOrganization(chatChannels, scope), eq(chatChannels.id, channelId)))
    .for('update');
  return row ?? null;
}

export async function insertChannel(
  tx: Executor,
  values: typeof chatChannels.$inferInsert,
): Promise<ChannelRow> {
  const [row] = await tx.insert(chatChannels).values(values).returning();
  return row!;
}

/**
 * The 1:1 channel of a pair (`directKey`): inserted, or the one that exists. The unique
 * index on the key settles two requests racing to create it: one inserts, the other reads.
 */
export async function upsertDirectChannel(
  tx: Executor,
  values: typeof chatChannels.$inferInsert & { directKey: string },
): Promise<{ channel: ChannelRow; created: boolean }> {
  const [inserted] = await tx
    .insert(chatChannels)
    .values(values)
    .onConflictDoNothing({
      target: [chatChannels.organizationId, chatChannels.directKey],
      where: sql`${chatChannels.directKey} is not null`,
    })
    .returning();
  if (inserted) return { channel: inserted, created: true };
  const [existing] = await tx
    .select()
    .from(chatChannels)
    .where(
      and(
        eq(chatChannels.organizationId, values.organizationId),
        eq(chatChannels.directKey, values.directKey),
      ),
    )
    .for('update');
  return { channel: existing!, created: false };
}

export async function renameChannel(
  tx: Executor,
  channelId: string,
  name: string,
  now: Date,
): Promise<void> {
  await tx.update(chatChannels).set({ name, updatedAt: now }).where(eq(chatChannels.id, channelId));
}

export async function deleteChannelRow(tx: Executor, channelId: string): Promise<void> {
  await tx.delete(chatChannels).where(eq(chatChannels.id, channelId));
}

// ---------------------------------------------------------------- members

/** Adds members (those already in are left as they are); returns the ids added. */
export async function insertMembers(
  tx: Executor,
  scope: Scope,
  channel: ChannelRow,
  members: { accountId: string; role: ChatMemberRole }[],
  now: Date,
): Promise<string[]> {
  if (members.length === 0) return [];
  const rows = await tx
    .insert(chatChannelMembers)
    .values(
      members.map((member) => ({
        channelId: channel.id,
        organizationId: scope.organizationId,
        accountId: member.accountId,
        role: member.role,
        // A new member has read what came before: only what follows is unread for them.
        readSeq: channel.lastSeq,
        activityAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ accountId: chatChannelMembers.accountId });
  return rows.map((row) => row.accountId);
}

export async function deleteMember(
  tx: Executor,
  channelId: string,
  accountId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(chatChannelMembers)
    .where(
      and(eq(chatChannelMembers.channelId, channelId), eq(chatChannelMembers.accountId, accountId)),
    )
    .returning({ accountId: chatChannelMembers.accountId });
  return rows.length > 0;
}

/** The account ids of a channel's members (who hear of its changes). */
export async function memberIdsOf(db: Executor, channelId: string): Promise<string[]> {
  const rows = await db
    .select({ accountId: chatChannelMembers.accountId })
    .from(chatChannelMembers)
    .where(eq(chatChannelMembers.channelId, channelId));
  return rows.map((row) => row.accountId);
}

/** When the last moderator leaves, the longest-standing member moderates. */
export async function ensureModerator(tx: Executor, channelId: string, now: Date): Promise<void> {
  const [moderator] = await tx
    .select({ accountId: chatChannelMembers.accountId })
    .from(chatChannelMembers)
    .where(
      and(eq(chatChannelMembers.channelId, channelId), eq(chatChannelMembers.role, 'moderator')),
    )
    .limit(1);
  if (moderator) return;
  const [eldest] = await tx
    .select({ accountId: chatChannelMembers.accountId })
    .from(chatChannelMembers)
    .where(eq(chatChannelMembers.channelId, channelId))
    .orderBy(asc(chatChannelMembers.createdAt), asc(chatChannelMembers.accountId))
    .limit(1);
  if (!eldest) return;
  await tx
    .update(chatChannelMembers)
    .set({ role: 'moderator', updatedAt: now })
    .where(
      and(
        eq(chatChannelMembers.channelId, channelId),
        eq(chatChannelMembers.accountId, eldest.accountId),
      ),
    );
}

export async function updateMember(
  db: Executor,
  channelId: string,
  accountId: string,
  changes: { notifications?: boolean; readSeq?: number },
  now: Date,
): Promise<void> {
  await db
    .update(chatChannelMembers)
    .set({
      ...(changes.notifications === undefined ? {} : { notifications: changes.notifications }),
      ...(changes.readSeq === undefined
        ? {}
        : { readSeq: sql`greatest(${chatChannelMembers.readSeq}, ${changes.readSeq})` }),
      updatedAt: now,
    })
    .where(
      and(eq(chatChannelMembers.channelId, channelId), eq(chatChannelMembers.accountId, accountId)),
    );
}

/** The caller's memberships, newest activity first (keyset order). */
export const MEMBERSHIP_ORDER: Ordering = [
  { column: chatChannelMembers.activityAt, type: 'timestamptz', direction: 'desc' },
  { column: chatChannelMembers.channelId, type: 'uuid', direction: 'desc' },
];

const searchAccount = accountsAs('chat_search_account');
const searchMember = alias(chatChannelMembers, 'chat_search_member');

/** Channel name, or another member's name, containing `search`. */
function channelSearch(
  db: Executor,
  accountId: string,
  search: string | undefined,
): SQL | undefined {
  if (!search) return undefined;
  const matchingMembers = db
    .select({ channelId: searchMember.channelId })
    .from(searchMember)
    .innerJoin(searchAccount, eq(searchAccount.id, searchMember.accountId))
    .where(
      and(
        eq(searchMember.channelId, chatChannels.id),
        ne(searchMember.accountId, accountId),
        accountNameSearch(searchAccount, search),
      ),
    );
  return or(ilike(chatChannels.name, likePattern(search)), exists(matchingMembers));
}

function membershipsQuery(
  db: Executor,
  scope: Scope,
  accountId: string,
  search: string | undefined,
  after: KeysetPosition | readonly (Placeholder | null)[] | null,
) {
  return db
    .select({
      channel: chatChannels,
      member: chatChannelMembers,
      position: positionSql(MEMBERSHIP_ORDER),
    })
    .from(chatChannelMembers)
    .innerJoin(chatChannels, eq(chatChannels.id, chatChannelMembers.channelId))
    .where(
      and(
        inOrganization(chatChannelMembers, scope),
        eq(chatChannelMembers.accountId, accountId),
        channelSearch(db, accountId, search),
        after ? afterPosition(MEMBERSHIP_ORDER, after) : undefined,
      ),
    )
    .orderBy(...orderBySql(MEMBERSHIP_ORDER))
    .$dynamic();
}

/** The caller's memberships; without a search (the chat page) a prepared statement. */
export async function listMemberships(
  db: Executor,
  scope: Scope,
  accountId: string,
  search: string | undefined,
  window: ListWindow,
): Promise<Paged<{ channel: ChannelRow; member: MemberRow }>> {
  const rows = search
    ? await membershipsQuery(db, scope, accountId, search, window.after)
        .limit(window.limit)
        .offset(window.offset)
    : await preparedList(
        db,
        'chat_memberships',
        window,
        (position) =>
          membershipsQuery(
            db,
            { organizationId: bound('organizationId') },
            bound('accountId'),
            undefined,
            position,
          ),
        { organizationId: scope.organizationId, accountId },
      );
  return pageOf(rows, window, (row) => ({ channel: row.channel, member: row.member }));
}

/** Account summaries of the organization by id, read with `db` (a transaction's own). */
export async function accountSummaries(
  db: Executor,
  scope: Scope,
  ids: readonly string[],
): Promise<Map<string, BaseAccount>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(accountSummaryColumns(lookupAccount))
    .from(lookupAccount)
    .where(and(inOrganization(lookupAccount, scope), inArray(lookupAccount.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, toBaseAccount(row)]));
}

/** Which of the ids are enabled accounts of the organization. */
export async function enabledAccountIds(
  db: Executor,
  scope: Scope,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: lookupAccount.id })
    .from(lookupAccount)
    .where(and(enabledAccountsOf(lookupAccount, scope), inArray(lookupAccount.id, [...ids])));
  return rows.map((row) => row.id);
}

/**
 * The accounts an account has chatted with (its `/self/contacts` beside mutual follows):
 * the other members of its conversations in which either of the two has written.
 */
export function chatPartnersSql(scope: Scope, accountId: string): SQL {
  const mine = alias(chatChannelMembers, 'mine');
  const theirs = alias(chatChannelMembers, 'theirs');
  return sql`select ${theirs.accountId} from ${chatChannelMembers} as ${sql.identifier('mine')}
    join ${chatChannelMembers} as ${sql.identifier('theirs')} on ${theirs.channelId} = ${mine.channelId} and ${theirs.accountId} <> ${mine.accountId}
    where ${mine.organizationId} = ${scope.organizationId} and ${mine.accountId} = ${accountId}
      and exists (select 1 from ${chatMessages} where ${chatMessages.channelId} = ${mine.channelId}
        and ${chatMessages.accountId} in (${mine.accountId}, ${theirs.accountId}))`;
}
