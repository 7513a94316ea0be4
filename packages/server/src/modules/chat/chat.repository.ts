import type { BaseAccount, ChatMemberRole, ChatMessageType } from '@convene/contract';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, chatChannelMembers, chatChannels, chatMessages } from '../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  pageOf,
  positionSql,
  type ListWindow,
  type Ordering,
  type Paged,
} from '../../lib/keyset';
import { likePattern } from '../../lib/search';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import {
  accountNameSearch,
  accountsAs,
  accountSummaryColumns,
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

const memberAccount = accountsAs('chat_member_account');
const messageAccount = accountsAs('chat_message_account');

// ---------------------------------------------------------------- channels

/** The channel and the account's membership of it, or null (not a member, or another organization's). */
export async function findMembership(
  db: Executor,
  scope: Scope,
  channelId: string,
  accountId: string,
): Promise<{ channel: ChannelRow; member: MemberRow } | null> {
  const [row] = await db
    .select({ channel: chatChannels, member: chatChannelMembers })
    .from(chatChannelMembers)
    .innerJoin(chatChannels, eq(chatChannels.id, chatChannelMembers.channelId))
    .where(
      and(
        inOrganization(chatChannels, scope),
        eq(chatChannels.id, channelId),
        eq(chatChannelMembers.accountId, accountId),
      ),
    );
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

const MEMBER_ORDER = [
  sql`case when ${chatChannelMembers.role} = 'moderator' then 0 else 1 end`,
  asc(chatChannelMembers.createdAt),
  asc(chatChannelMembers.accountId),
];

/** Members of the channels with their accounts: moderators first, then by join time. */
export async function membersOf(
  db: Executor,
  channelIds: readonly string[],
  page?: Page,
): Promise<MemberWithAccount[]> {
  if (channelIds.length === 0) return [];
  const query = db
    .select({ member: chatChannelMembers, account: accountSummaryColumns(memberAccount) })
    .from(chatChannelMembers)
    .innerJoin(memberAccount, eq(memberAccount.id, chatChannelMembers.accountId))
    .where(inArray(chatChannelMembers.channelId, [...channelIds]))
    .orderBy(...MEMBER_ORDER)
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** One member with its account. */
export async function memberWithAccount(
  db: Executor,
  channelId: string,
  accountId: string,
): Promise<MemberWithAccount | null> {
  const [row] = await db
    .select({ member: chatChannelMembers, account: accountSummaryColumns(memberAccount) })
    .from(chatChannelMembers)
    .innerJoin(memberAccount, eq(memberAccount.id, chatChannelMembers.accountId))
    .where(
      and(eq(chatChannelMembers.channelId, channelId), eq(chatChannelMembers.accountId, accountId)),
    );
  return row ?? null;
}

/** The caller's memberships, newest activity first (keyset order). */
export const MEMBERSHIP_ORDER: Ordering = [
  { column: chatChannelMembers.activityAt, type: 'timestamptz', direction: 'desc' },
  { column: chatChannelMembers.channelId, type: 'uuid', direction: 'desc' },
];

const searchAccount = accountsAs('chat_search_account');
const searchMember = sql.raw('chat_search_member');

/** Channel name, or another member's name, containing `search`. */
function channelSearch(accountId: string, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(
    ilike(chatChannels.name, likePattern(search)),
    sql`exists (select 1 from ${chatChannelMembers} as ${searchMember}
      join ${accounts} as ${sql.identifier('chat_search_account')} on ${searchAccount.id} = ${searchMember}.account_id
      where ${searchMember}.channel_id = ${chatChannels.id}
        and ${searchMember}.account_id <> ${accountId}
        and ${accountNameSearch(searchAccount, search)})`,
  );
}

export async function listMemberships(
  db: Executor,
  scope: Scope,
  accountId: string,
  search: string | undefined,
  window: ListWindow,
): Promise<Paged<{ channel: ChannelRow; member: MemberRow }>> {
  const rows = await db
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
        channelSearch(accountId, search),
        window.after ? afterPosition(MEMBERSHIP_ORDER, window.after) : undefined,
      ),
    )
    .orderBy(...orderBySql(MEMBERSHIP_ORDER))
    .limit(window.limit)
    .offset(window.offset);
  return pageOf(rows, window, (row) => ({ channel: row.channel, member: row.member }));
}

/** How many of the account's channels hold messages it has not read. */
export async function countUnreadChannels(
  db: Executor,
  scope: Scope,
  accountId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatChannelMembers)
    .innerJoin(chatChannels, eq(chatChannels.id, chatChannelMembers.channelId))
    .where(
      and(
        inOrganization(chatChannelMembers, scope),
        eq(chatChannelMembers.accountId, accountId),
        sql`${chatChannelMembers.readSeq} < ${chatChannels.lastSeq}`,
      ),
    );
  return row?.count ?? 0;
}

// ---------------------------------------------------------------- messages

/** Messages newest first: a cursor holds the number of the last message of its page. */
export const MESSAGE_ORDER: Ordering = [
  { column: chatMessages.seq, type: 'integer', direction: 'desc' },
];

const messageColumns = { message: chatMessages, account: accountSummaryColumns(messageAccount) };

/**
 * Appends a message: takes the channel's next number under the channel row's lock (held
 * to commit, so messages commit in number order), stamps the channel's and members'
 * activity, and counts the message read by its author.
 */
export async function appendMessage(
  tx: Executor,
  scope: Scope,
  channelId: string,
  message: { type: ChatMessageType; accountId: string | null; text: string; html: string },
  now: Date,
): Promise<MessageRow> {
  const [bumped] = await tx
    .update(chatChannels)
    .set({ lastSeq: sql`${chatChannels.lastSeq} + 1`, lastMessageAt: now, updatedAt: now })
    .where(and(inOrganization(chatChannels, scope), eq(chatChannels.id, channelId)))
    .returning({ seq: chatChannels.lastSeq });
  if (!bumped) throw new Error(`chat channel ${channelId} is gone`);
  const [row] = await tx
    .insert(chatMessages)
    .values({
      organizationId: scope.organizationId,
      channelId,
      seq: bumped.seq,
      type: message.type,
      accountId: message.accountId,
      text: message.text,
      html: message.html,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx
    .update(chatChannelMembers)
    .set({ activityAt: now })
    .where(eq(chatChannelMembers.channelId, channelId));
  if (message.accountId) {
    await updateMember(tx, channelId, message.accountId, { readSeq: bumped.seq }, now);
  }
  return row!;
}

export async function messageWithAccount(
  db: Executor,
  messageId: string,
): Promise<MessageWithAccount | null> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(messageAccount, eq(messageAccount.id, chatMessages.accountId))
    .where(eq(chatMessages.id, messageId));
  return row ?? null;
}

/** A message of the channel that is not deleted. */
export async function findMessage(
  db: Executor,
  channelId: string,
  messageId: string,
): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.channelId, channelId),
        eq(chatMessages.id, messageId),
        isNull(chatMessages.deletedAt),
      ),
    );
  return row ?? null;
}

/** The number of a message of the channel, deleted or not (where a catch-up resumes). */
export async function seqOfMessage(
  db: Executor,
  channelId: string,
  messageId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.id, messageId)));
  return row?.seq ?? null;
}

/** A deleted message keeps its row and number; its text is gone. */
export async function softDeleteMessage(tx: Executor, messageId: string, now: Date): Promise<void> {
  await tx
    .update(chatMessages)
    .set({ deletedAt: now, text: '', html: '', updatedAt: now })
    .where(eq(chatMessages.id, messageId));
}

/**
 * Messages of a channel that are not deleted: `before` a number, newest first, or
 * `after` one, oldest first; `search` in the text.
 */
export async function listMessages(
  db: Executor,
  channelId: string,
  options: { before?: number; after?: number; limit: number; search?: string },
): Promise<MessageWithAccount[]> {
  const forward = options.after !== undefined;
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(messageAccount, eq(messageAccount.id, chatMessages.accountId))
    .where(
      and(
        eq(chatMessages.channelId, channelId),
        isNull(chatMessages.deletedAt),
        options.before === undefined ? undefined : lt(chatMessages.seq, options.before),
        options.after === undefined ? undefined : gt(chatMessages.seq, options.after),
        options.search ? ilike(chatMessages.text, likePattern(options.search)) : undefined,
      ),
    )
    .orderBy(forward ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(options.limit);
}

/** The latest message (not deleted) of each channel. */
export async function latestMessagesOf(
  db: Executor,
  channelIds: readonly string[],
): Promise<Map<string, MessageWithAccount>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([chatMessages.channelId], messageColumns)
    .from(chatMessages)
    .leftJoin(messageAccount, eq(messageAccount.id, chatMessages.accountId))
    .where(and(inArray(chatMessages.channelId, [...channelIds]), isNull(chatMessages.deletedAt)))
    .orderBy(chatMessages.channelId, desc(chatMessages.seq));
  return new Map(rows.map((row) => [row.message.channelId, row]));
}

/** Account summaries of the organization by id, read with `db` (a transaction's own). */
export async function accountSummaries(
  db: Executor,
  scope: Scope,
  ids: readonly string[],
): Promise<Map<string, BaseAccount>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(accountSummaryColumns(accounts))
    .from(accounts)
    .where(and(inOrganization(accounts, scope), inArray(accounts.id, [...new Set(ids)])));
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
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        inOrganization(accounts, scope),
        inArray(accounts.id, [...ids]),
        eq(accounts.disabled, false),
      ),
    );
  return rows.map((row) => row.id);
}
