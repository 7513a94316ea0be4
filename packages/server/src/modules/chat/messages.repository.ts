import type { ChatMessageType } from '@convene/contract';
import { and, asc, desc, eq, gt, ilike, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatChannelMembers, chatChannels, chatMessages } from '../../db/schema/index';
import type { Ordering } from '../../lib/keyset';
import { bound, preparedStatement } from '../../lib/prepared';
import { likePattern } from '../../lib/search';
import { inOrganization, type Scope } from '../../tenancy/scope';
import { accountsAs, accountSummaryColumns } from '../accounts/sql';
import { updateMember, type MessageRow, type MessageWithAccount } from './chat.repository';

const messageAccount = accountsAs('chat_message_account');

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
 * `after` one, oldest first; `search` in the text. A prepared statement per shape.
 */
export async function listMessages(
  db: Executor,
  channelId: string,
  options: { before?: number; after?: number; limit: number; search?: string },
): Promise<MessageWithAccount[]> {
  const forward = options.after !== undefined;
  const before = options.before !== undefined;
  const name = ['chat_messages', forward ? 'after' : before ? 'before' : 'latest']
    .concat(options.search ? ['search'] : [])
    .join('_');
  const statement = preparedStatement(db, name, () =>
    db
      .select(messageColumns)
      .from(chatMessages)
      .leftJoin(messageAccount, eq(messageAccount.id, chatMessages.accountId))
      .where(
        and(
          eq(chatMessages.channelId, bound('channelId')),
          isNull(chatMessages.deletedAt),
          before ? lt(chatMessages.seq, bound<number>('before')) : undefined,
          forward ? gt(chatMessages.seq, bound<number>('after')) : undefined,
          options.search ? ilike(chatMessages.text, bound('pattern')) : undefined,
        ),
      )
      .orderBy(forward ? asc(chatMessages.seq) : desc(chatMessages.seq))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return statement.execute({
    channelId,
    before: options.before ?? null,
    after: options.after ?? null,
    pattern: options.search ? likePattern(options.search) : null,
    limit: options.limit,
  });
}

/**
 * The latest message (not deleted) of each channel: each found from the end of its channel
 * by the `(channel_id, seq)` index, however long the channel. Prepared (lib/prepared.ts).
 */
export async function latestMessagesOf(
  db: Executor,
  channelIds: readonly string[],
): Promise<Map<string, MessageWithAccount>> {
  if (channelIds.length === 0) return new Map();
  const statement = preparedStatement(db, 'chat_latest_messages', () =>
    db
      .select(messageColumns)
      .from(chatMessages)
      .leftJoin(messageAccount, eq(messageAccount.id, chatMessages.accountId))
      .where(
        sql`${chatMessages.id} in (select (select latest.id from ${chatMessages} as latest
          where latest.channel_id = channel.id and latest.deleted_at is null
          order by latest.seq desc limit 1)
        from unnest(${bound('channelIds')}::uuid[]) as channel(id))`,
      )
      .prepare('chat_latest_messages'),
  );
  const rows = await statement.execute({ channelIds: [...channelIds] });
  return new Map(rows.map((row) => [row.message.channelId, row]));
}
