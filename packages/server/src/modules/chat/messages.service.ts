import {
  CHAT_MESSAGES,
  displayName,
  type ChatChannelMessage,
  type ChatMessagesQuery,
} from '@convene/contract';
import { requireAccount, requireActiveAccount, type RequestContext } from '../../context';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/keyset';
import { isBlockedBetween } from '../accounts/index';
import { clearOfflineNotifications, queueOfflineNotifications } from '../conversations/index';
import { toMessage } from './chat-view';
import { memberIdsOf, updateMember, type ChannelRow } from './chat.repository';
import { membersOf } from './members.repository';
import {
  findMessage,
  listMessages,
  MESSAGE_ORDER,
  seqOfMessage,
  softDeleteMessage,
} from './messages.repository';
import { requireMembership, storeMessage, tell, tellMessage } from './chat-core';

/** Messages of a chat channel: reading (and catching up), sending, deleting. */

/**
 * Messages newest first by cursor; the first page marks the channel read. With `after`:
 * the messages after that one, oldest first (a reconnecting client's catch-up), the
 * cursor being the `after` of the next batch while there may be more.
 */
export async function listChatMessages(
  ctx: RequestContext,
  channelId: string,
  query: ChatMessagesQuery,
): Promise<{ items: ChatChannelMessage[]; cursor: string | null }> {
  const account = requireAccount(ctx);
  const { channel, member } = await requireMembership(ctx.db, ctx, channelId, account.id);
  const limit = query.pageSize;

  if (query.after) {
    const after = await seqOfMessage(ctx.db, channel.id, query.after);
    if (after === null) throw new AppError('NOT_FOUND', CHAT_MESSAGES.messageNotFound);
    const rows = await listMessages(ctx.db, channel.id, { after, limit, search: query.search });
    const items = rows.map(toMessage);
    return { items, cursor: items.length === limit ? items.at(-1)!.id : null };
  }

  const before = query.cursor ? Number(decodeCursor(query.cursor, MESSAGE_ORDER)[0]) : undefined;
  const rows = await listMessages(ctx.db, channel.id, {
    ...(before === undefined ? {} : { before }),
    limit,
    search: query.search,
  });
  // Already read to the end (every reload after the first): nothing to mark, and a pending
  // offline notification is dropped at its sending (chatShouldNotify), so no write.
  if (!query.cursor && !query.search && member.readSeq < channel.lastSeq)
    await markRead(ctx, channel, account.id);
  const last = rows.at(-1);
  return {
    items: rows.map(toMessage),
    cursor:
      rows.length === limit && last
        ? encodeCursor(JSON.stringify([String(last.message.seq)]))
        : null,
  };
}

/** Loading a channel's messages reads it; the caller's other devices hear of it. */
async function markRead(ctx: RequestContext, channel: ChannelRow, accountId: string) {
  await updateMember(ctx.db, channel.id, accountId, { readSeq: channel.lastSeq }, ctx.now);
  await clearOfflineNotifications(ctx.db, 'chat', channel.id, [accountId]);
  await tell(ctx, [accountId], { type: 'chat.channel.read', body: { channelId: channel.id } });
}

export async function sendChatMessage(
  ctx: RequestContext,
  channelId: string,
  text: string,
): Promise<ChatChannelMessage> {
  const account = requireActiveAccount(ctx);
  const scope = ctx.scope;
  const stored = await transaction(ctx, async (tx) => {
    const { channel } = await requireMembership(tx, ctx, channelId, account.id);
    const members = await membersOf(tx, [channel.id]);
    if (channel.directKey !== null) {
      const other = channel.directKey.split(':').find((id) => id !== account.id);
      if (other && (await isBlockedBetween(tx, scope, account.id, other)))
        throw new AppError('FORBIDDEN', CHAT_MESSAGES.blocked);
    }
    const stored = await storeMessage(tx, ctx, channel, {
      type: 'user',
      accountId: account.id,
      text,
    });
    const sender = members.find((row) => row.member.accountId === account.id);
    const senderName = sender ? displayName(sender.account) : account.username;
    await queueOfflineNotifications(tx, {
      organizationId: scope.organizationId,
      kind: 'chat',
      conversationId: channel.id,
      title: channel.name ?? senderName,
      senderId: account.id,
      recipientIds: members
        .filter((row) => row.member.notifications)
        .map((row) => row.member.accountId),
      now: ctx.now,
    });
    return stored;
  });
  return tellMessage(ctx, stored);
}

export async function deleteChatMessage(
  ctx: RequestContext,
  channelId: string,
  messageId: string,
): Promise<null> {
  const account = requireAccount(ctx);
  await transaction(ctx, async (tx) => {
    const { channel, member } = await requireMembership(tx, ctx, channelId, account.id);
    const message = await findMessage(tx, channel.id, messageId);
    if (!message) throw new AppError('NOT_FOUND', CHAT_MESSAGES.messageNotFound);
    const own = message.type === 'user' && message.accountId === account.id;
    if (!own && member.role !== 'moderator')
      throw new AppError('FORBIDDEN', CHAT_MESSAGES.notOwnMessage);
    await softDeleteMessage(tx, message.id, ctx.now);
  });
  await tell(ctx, await memberIdsOf(ctx.db, channelId), {
    type: 'chat.message.deleted',
    body: { channelId, messageId },
  });
  return null;
}
