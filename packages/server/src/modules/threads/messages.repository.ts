import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { threadMessageReactions, threadMessages, threads } from '../../db/schema/index';
import { likePattern } from '../../lib/search';
import { accountSummaryColumns, accountsAs } from '../accounts/sql';
import { updateReturning } from '../../db/update';

/** The reacting accounts, under a name of their own (accounts/sql.ts). */
const reactingAccounts = accountsAs('thread_reaction_accounts');

export type MessageRow = typeof threadMessages.$inferSelect;
export type MessageInsert = typeof threadMessages.$inferInsert;
export type ReactionRow = typeof threadMessageReactions.$inferSelect;

/**
 * Takes the thread's next sequence number and records the new last message, in the
 * caller's transaction: the row stays locked until it commits, so the messages of a
 * thread commit in sequence order.
 */
export async function nextSeq(
  db: Executor,
  threadId: string,
  message: { body: string; sentAt: Date },
): Promise<number> {
  const [row] = await db
    .update(threads)
    .set({
      messageSeq: sql`${threads.messageSeq} + 1`,
      messageCount: sql`${threads.messageCount} + 1`,
      lastMessageAt: message.sentAt,
      lastMessage: message.body,
    })
    .where(eq(threads.id, threadId))
    .returning({ seq: threads.messageSeq });
  if (!row) throw new Error('thread vanished while posting');
  return row.seq;
}

export async function insertMessage(db: Executor, values: MessageInsert): Promise<MessageRow> {
  const [row] = await db.insert(threadMessages).values(values).returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

export async function findMessage(
  db: Executor,
  threadId: string,
  messageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(threadMessages)
    .where(and(eq(threadMessages.threadId, threadId), eq(threadMessages.id, messageId)));
  return row;
}

export async function messagesByIds(db: Executor, ids: string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(threadMessages).where(inArray(threadMessages.id, ids));
}

/** The newest top-level message of each of `threadIds`. */
export async function latestMessagesOf(db: Executor, threadIds: string[]): Promise<MessageRow[]> {
  if (threadIds.length === 0) return [];
  return db
    .selectDistinctOn([threadMessages.threadId])
    .from(threadMessages)
    .where(and(inArray(threadMessages.threadId, threadIds), isNull(threadMessages.replyToId)))
    .orderBy(threadMessages.threadId, desc(threadMessages.seq));
}

/** The latest `perParent` replies of each of `parentIds`, oldest first. */
export async function latestRepliesOf(
  db: Executor,
  parentIds: string[],
  perParent: number,
): Promise<MessageRow[]> {
  if (parentIds.length === 0) return [];
  const ranked = db
    .select({
      id: threadMessages.id,
      rank: sql<number>`row_number() over (partition by ${threadMessages.replyToId} order by ${threadMessages.seq} desc)`.as(
        'rank',
      ),
    })
    .from(threadMessages)
    .where(inArray(threadMessages.replyToId, parentIds))
    .as('ranked');
  const rows = await db
    .select({ message: threadMessages })
    .from(threadMessages)
    .innerJoin(ranked, eq(ranked.id, threadMessages.id))
    .where(lte(ranked.rank, perParent))
    .orderBy(asc(threadMessages.seq));
  return rows.map((row) => row.message);
}

/** Top-level messages newest first, before sequence `beforeSeq` when given. */
export async function selectTopLevel(
  db: Executor,
  threadId: string,
  query: { beforeSeq: number | null; search?: string; limit: number },
): Promise<MessageRow[]> {
  return db
    .select()
    .from(threadMessages)
    .where(
      and(
        eq(threadMessages.threadId, threadId),
        isNull(threadMessages.replyToId),
        query.beforeSeq === null ? undefined : lt(threadMessages.seq, query.beforeSeq),
        query.search ? ilike(threadMessages.body, likePattern(query.search)) : undefined,
      ),
    )
    .orderBy(desc(threadMessages.seq))
    .limit(query.limit);
}

/** Every message (replies too) after sequence `afterSeq`, oldest first: the catch-up. */
export async function selectAfter(
  db: Executor,
  threadId: string,
  afterSeq: number,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(threadMessages)
    .where(and(eq(threadMessages.threadId, threadId), gt(threadMessages.seq, afterSeq)))
    .orderBy(asc(threadMessages.seq))
    .limit(limit);
}

export async function selectReplies(
  db: Executor,
  messageId: string,
  page: { limit: number; offset: number },
): Promise<MessageRow[]> {
  return db
    .select()
    .from(threadMessages)
    .where(eq(threadMessages.replyToId, messageId))
    .orderBy(asc(threadMessages.seq))
    .limit(page.limit)
    .offset(page.offset);
}

export async function updateMessage(
  db: Executor,
  messageId: string,
  values: Partial<MessageInsert>,
): Promise<MessageRow | undefined> {
  const [row] = await updateReturning(db, threadMessages, values, eq(threadMessages.id, messageId));
  return row;
}

export async function adjustReplyCount(db: Executor, messageId: string, by: number): Promise<void> {
  await db
    .update(threadMessages)
    .set({ replyCount: sql`greatest(${threadMessages.replyCount} + ${by}, 0)` })
    .where(eq(threadMessages.id, messageId));
}

/**
 * Deletes a message and its replies; the thread's count and last message follow. Returns
 * how many rows went (0: it was already gone).
 */
export async function deleteMessageTree(
  db: Executor,
  threadId: string,
  messageId: string,
): Promise<number> {
  const removed = await db
    .delete(threadMessages)
    .where(
      and(
        eq(threadMessages.threadId, threadId),
        or(eq(threadMessages.id, messageId), eq(threadMessages.replyToId, messageId)),
      ),
    )
    .returning({ id: threadMessages.id });
  if (removed.length === 0) return 0;
  await db
    .update(threads)
    .set({
      messageCount: sql`greatest(${threads.messageCount} - ${removed.length}, 0)`,
      lastMessage: sql`(select ${threadMessages.body} from ${threadMessages}
        where ${threadMessages.threadId} = ${threadId} order by ${threadMessages.seq} desc limit 1)`,
    })
    .where(eq(threads.id, threadId));
  return removed.length;
}

// ---------------------------------------------------------------- reactions

/** Adds a reaction unless the account already reacted so (the unique index decides). */
export async function insertReaction(
  db: Executor,
  values: typeof threadMessageReactions.$inferInsert,
): Promise<{ row: ReactionRow; created: boolean }> {
  const [created] = await db
    .insert(threadMessageReactions)
    .values(values)
    .onConflictDoNothing()
    .returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(threadMessageReactions)
    .where(
      and(
        eq(threadMessageReactions.messageId, values.messageId),
        eq(threadMessageReactions.accountId, values.accountId),
        eq(threadMessageReactions.emojiName, values.emojiName),
      ),
    );
  if (!existing) throw new Error('reaction vanished after its conflicting insert');
  return { row: existing, created: false };
}

export async function deleteReaction(
  db: Executor,
  messageId: string,
  accountId: string,
  emojiName: string,
): Promise<boolean> {
  const rows = await db
    .delete(threadMessageReactions)
    .where(
      and(
        eq(threadMessageReactions.messageId, messageId),
        eq(threadMessageReactions.accountId, accountId),
        eq(threadMessageReactions.emojiName, emojiName),
      ),
    )
    .returning({ id: threadMessageReactions.id });
  return rows.length > 0;
}

export async function reactionsOf(db: Executor, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({ reaction: threadMessageReactions, account: accountSummaryColumns(reactingAccounts) })
    .from(threadMessageReactions)
    .innerJoin(reactingAccounts, eq(reactingAccounts.id, threadMessageReactions.accountId))
    .where(inArray(threadMessageReactions.messageId, messageIds))
    .orderBy(asc(threadMessageReactions.createdAt), asc(threadMessageReactions.id));
}
