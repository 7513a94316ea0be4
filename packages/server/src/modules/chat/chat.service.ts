import {
  CHAT_MESSAGES,
  type ChatChannelListQuery,
  type ChatChannelMember,
  type ChatChannelMemberRow,
  type ChatChannelMessage,
  type ChatLiveEvent,
  type ChatMessagesQuery,
  type ChatMessageType,
  type CreateChatChannelBody,
  type ListQuery,
} from '@convene/contract';
import { requireAccount, requireActiveAccount, type RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import { decodeCursor, encodeCursor, listWindow } from '../../lib/keyset';
import { publishToAccounts } from '../../realtime/publish';
import { scopeOf } from '../../tenancy/scope';
import { isBlockedBetween, toBaseAccount } from '../accounts/index';
import { clearOfflineNotifications, queueOfflineNotifications } from '../conversations/index';
import { nameOf, toChannelMembers, toChannels, toMember, toMessage } from './chat-view';
import {
  accountSummaries,
  appendMessage,
  deleteChannelRow,
  deleteMember,
  enabledAccountIds,
  ensureModerator,
  findChannel,
  findMembership,
  MESSAGE_ORDER,
  findMessage,
  insertChannel,
  insertMembers,
  listMemberships,
  listMessages,
  lockChannel,
  MEMBERSHIP_ORDER,
  memberIdsOf,
  membersOf,
  messageWithAccount,
  renameChannel,
  seqOfMessage,
  softDeleteMessage,
  updateMember,
  upsertDirectChannel,
  type ChannelRow,
  type MemberRow,
} from './chat.repository';
import { messageHtml } from './message-html';

/*
 * Chat channels (decision 0030). Every route is the caller's: a channel they are not a
 * member of is 404, as is another organization's. Changes are committed first, then told
 * to every member's sockets (ChatLiveEvent) through the bus.
 */

const channelNotFound = () => new AppError('NOT_FOUND', CHAT_MESSAGES.channelNotFound);

/** The caller's membership of the channel, or 404. */
async function requireMembership(
  db: Executor,
  ctx: RequestContext,
  channelId: string,
  accountId: string,
): Promise<{ channel: ChannelRow; member: MemberRow }> {
  const found = await findMembership(db, scopeOf(ctx), channelId, accountId);
  if (!found) throw channelNotFound();
  return found;
}

function requireModerator(member: MemberRow): void {
  if (member.role !== 'moderator') throw new AppError('FORBIDDEN', CHAT_MESSAGES.moderatorOnly);
}

/** Tells the accounts' sockets, after the commit; a failure to tell is logged, not answered. */
async function tell(ctx: RequestContext, accountIds: readonly string[], event: ChatLiveEvent) {
  try {
    await publishToAccounts(ctx, ctx.organization.id, accountIds, event);
  } catch (error) {
    ctx.log.warn({ err: error, type: event.type }, 'chat event not published');
  }
}

/** The caller's member row with the channel nested, as it now is. */
async function memberView(
  ctx: RequestContext,
  channelId: string,
  accountId: string,
): Promise<ChatChannelMember> {
  const found = await requireMembership(ctx.db, ctx, channelId, accountId);
  const [view] = await toChannelMembers(ctx.db, [found]);
  return view!;
}

/** Tells every member the channel changed (renamed, joined, left). */
async function tellChannelUpdated(ctx: RequestContext, channelId: string): Promise<void> {
  const channel = await findChannel(ctx.db, scopeOf(ctx), channelId);
  if (!channel) return;
  const { views } = await toChannels(ctx.db, [channel]);
  const view = views.get(channelId)!;
  await tell(ctx, await memberIdsOf(ctx.db, channelId), {
    type: 'chat.channel.updated',
    body: { channelId, channel: view },
  });
}

/** A message stored in the caller's transaction; what to tell once it commits. */
interface Stored {
  messageId: string;
  channelId: string;
}

async function storeMessage(
  tx: Executor,
  ctx: RequestContext,
  channel: ChannelRow,
  message: { type: ChatMessageType; accountId: string | null; text: string },
): Promise<Stored> {
  const row = await appendMessage(
    tx,
    scopeOf(ctx),
    channel.id,
    { ...message, html: messageHtml(message.text) },
    ctx.now,
  );
  return { messageId: row.id, channelId: channel.id };
}

/** After the commit: the message to every member's sockets. */
async function tellMessage(ctx: RequestContext, stored: Stored): Promise<ChatChannelMessage> {
  const row = await messageWithAccount(ctx.db, stored.messageId);
  const message = toMessage(row!);
  await tell(ctx, await memberIdsOf(ctx.db, stored.channelId), {
    type: 'new-message',
    body: { channelId: stored.channelId, message },
  });
  return message;
}

// ---------------------------------------------------------------- reads

export async function listChatChannels(
  ctx: RequestContext,
  query: ChatChannelListQuery,
): Promise<{ items: ChatChannelMember[]; cursor: string | null }> {
  const account = requireAccount(ctx);
  const page = await listMemberships(
    ctx.db,
    scopeOf(ctx),
    account.id,
    query.search,
    listWindow(query, MEMBERSHIP_ORDER),
  );
  return { items: await toChannelMembers(ctx.db, page.items), cursor: page.cursor };
}

export async function getChatChannel(
  ctx: RequestContext,
  channelId: string,
): Promise<ChatChannelMember> {
  return memberView(ctx, channelId, requireAccount(ctx).id);
}

export async function listChatChannelMembers(
  ctx: RequestContext,
  channelId: string,
  query: ListQuery,
): Promise<ChatChannelMemberRow[]> {
  const { channel } = await requireMembership(ctx.db, ctx, channelId, requireAccount(ctx).id);
  const { limit, offset } = pageWindow(query);
  const rows = await membersOf(ctx.db, [channel.id], { limit, offset });
  return rows.map((row) => ({
    ...toMember(channel, row.member, toBaseAccount(row.account)),
    channelId: channel.id,
  }));
}

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
  const { channel } = await requireMembership(ctx.db, ctx, channelId, account.id);
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
  if (!query.cursor && !query.search) await markRead(ctx, channel, account.id);
  const last = rows.at(-1);
  return {
    items: rows.map(toMessage),
    cursor:
      rows.length === limit && last
        ? encodeCursor(JSON.stringify([String(last.message.seq)]))
        : null,
  };
}

/** Loading a channel's messages reads it (spec §4); the caller's other devices hear of it. */
async function markRead(ctx: RequestContext, channel: ChannelRow, accountId: string) {
  await updateMember(ctx.db, channel.id, accountId, { readSeq: channel.lastSeq }, ctx.now);
  await clearOfflineNotifications(ctx.db, 'chat', channel.id, [accountId]);
  await tell(ctx, [accountId], { type: 'chat.channel.read', body: { channelId: channel.id } });
}

// ---------------------------------------------------------------- writes

/** The key of a 1:1 channel: the two account ids in order. */
function directKeyOf(a: string, b: string): string {
  return [a, b].sort().join(':');
}

export async function createChatChannel(
  ctx: RequestContext,
  body: CreateChatChannelBody,
): Promise<ChatChannelMember> {
  const account = requireActiveAccount(ctx);
  const scope = scopeOf(ctx);
  const others = [...new Set(body.accountIds)].filter((id) => id !== account.id);
  if (others.length === 0)
    throw new AppError('VALIDATION', CHAT_MESSAGES.cannotChatWithSelf, { field: 'accountIds' });
  const found = new Set(await enabledAccountIds(ctx.db, scope, others));
  if (others.some((id) => !found.has(id)))
    throw new AppError('NOT_FOUND', CHAT_MESSAGES.accountNotFound, { field: 'accountIds' });
  for (const other of others) {
    if (await isBlockedBetween(ctx.db, scope, account.id, other))
      throw new AppError('FORBIDDEN', CHAT_MESSAGES.blocked);
  }
  const name = body.name?.trim() || null;
  const direct = others.length === 1 && !name;

  const result = await transaction(ctx, async (tx) => {
    if (direct) {
      const other = others[0]!;
      const { channel, created } = await upsertDirectChannel(tx, {
        organizationId: scope.organizationId,
        directKey: directKeyOf(account.id, other),
        creatorId: account.id,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      // Both are members of their 1:1: again, for one who had left it (members stay as they are).
      await insertMembers(
        tx,
        scope,
        channel,
        [
          { accountId: account.id, role: created ? 'moderator' : 'member' },
          { accountId: other, role: 'member' },
        ],
        ctx.now,
      );
      return { channel, stored: null };
    }
    const channel = await insertChannel(tx, {
      organizationId: scope.organizationId,
      name,
      creatorId: account.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await insertMembers(
      tx,
      scope,
      channel,
      [
        { accountId: account.id, role: 'moderator' },
        ...others.map((id) => ({ accountId: id, role: 'member' as const })),
      ],
      ctx.now,
    );
    const creator = (await accountSummaries(tx, scopeOf(ctx), [account.id])).get(account.id)!;
    const stored = await storeMessage(tx, ctx, channel, {
      type: 'system',
      accountId: account.id,
      text: `${nameOf(creator)} started the conversation`,
    });
    return { channel, stored };
  });
  if (result.stored) await tellMessage(ctx, result.stored);
  return memberView(ctx, result.channel.id, account.id);
}

export async function renameChatChannel(
  ctx: RequestContext,
  channelId: string,
  name: string,
): Promise<ChatChannelMember> {
  const account = requireActiveAccount(ctx);
  const stored = await transaction(ctx, async (tx) => {
    const { channel, member } = await requireMembership(tx, ctx, channelId, account.id);
    requireModerator(member);
    await renameChannel(tx, channel.id, name, ctx.now);
    const self = (await accountSummaries(tx, scopeOf(ctx), [account.id])).get(account.id)!;
    return storeMessage(tx, ctx, channel, {
      type: 'system',
      accountId: account.id,
      text: `${nameOf(self)} renamed the conversation to ${name}`,
    });
  });
  await tellMessage(ctx, stored);
  await tellChannelUpdated(ctx, channelId);
  return memberView(ctx, channelId, account.id);
}

export async function addChatChannelMember(
  ctx: RequestContext,
  channelId: string,
  accountId: string,
): Promise<ChatChannelMember> {
  const account = requireActiveAccount(ctx);
  const scope = scopeOf(ctx);
  const stored = await transaction(ctx, async (tx) => {
    // Any member may add people to a group conversation.
    await requireMembership(tx, ctx, channelId, account.id);
    const channel = (await lockChannel(tx, scope, channelId))!;
    if (channel.directKey !== null)
      throw new AppError('VALIDATION', CHAT_MESSAGES.directChannelMembers, { field: 'accountId' });
    if ((await enabledAccountIds(tx, scope, [accountId])).length === 0)
      throw new AppError('NOT_FOUND', CHAT_MESSAGES.accountNotFound);
    if (await isBlockedBetween(tx, scope, account.id, accountId))
      throw new AppError('FORBIDDEN', CHAT_MESSAGES.blockedMember);
    const added = await insertMembers(tx, scope, channel, [{ accountId, role: 'member' }], ctx.now);
    if (added.length === 0) throw new AppError('CONFLICT', CHAT_MESSAGES.alreadyMember);
    const names = await accountSummaries(tx, scope, [account.id, accountId]);
    return storeMessage(tx, ctx, channel, {
      type: 'system',
      accountId,
      text: `${nameOf(names.get(account.id)!)} added ${nameOf(names.get(accountId)!)}`,
    });
  });
  await tellMessage(ctx, stored);
  await tellChannelUpdated(ctx, channelId);
  return memberView(ctx, channelId, accountId);
}

export async function sendChatMessage(
  ctx: RequestContext,
  channelId: string,
  text: string,
): Promise<ChatChannelMessage> {
  const account = requireActiveAccount(ctx);
  const scope = scopeOf(ctx);
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
    const senderName = sender ? nameOf(sender.account) : account.username;
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

export async function deleteChatChannel(ctx: RequestContext, channelId: string): Promise<null> {
  const account = requireAccount(ctx);
  const members = await transaction(ctx, async (tx) => {
    const { channel, member } = await requireMembership(tx, ctx, channelId, account.id);
    requireModerator(member);
    const ids = await memberIdsOf(tx, channel.id);
    await deleteChannelRow(tx, channel.id);
    await clearOfflineNotifications(tx, 'chat', channel.id);
    return ids;
  });
  await tell(ctx, members, { type: 'chat.channel.deleted', body: { channelId } });
  return null;
}

export async function leaveChatChannel(ctx: RequestContext, channelId: string): Promise<null> {
  const account = requireAccount(ctx);
  const scope = scopeOf(ctx);
  const stored = await transaction(ctx, async (tx) => {
    await requireMembership(tx, ctx, channelId, account.id);
    const channel = (await lockChannel(tx, scope, channelId))!;
    const self = (await accountSummaries(tx, scopeOf(ctx), [account.id])).get(account.id)!;
    await deleteMember(tx, channel.id, account.id);
    await clearOfflineNotifications(tx, 'chat', channel.id, [account.id]);
    const left = await memberIdsOf(tx, channel.id);
    if (left.length === 0) {
      await deleteChannelRow(tx, channel.id);
      return null;
    }
    await ensureModerator(tx, channel.id, ctx.now);
    return storeMessage(tx, ctx, channel, {
      type: 'system',
      accountId: account.id,
      text: `${nameOf(self)} left the conversation`,
    });
  });
  await tell(ctx, [account.id], { type: 'chat.channel.deleted', body: { channelId } });
  if (stored) {
    await tellMessage(ctx, stored);
    await tellChannelUpdated(ctx, channelId);
  }
  return null;
}

export async function updateChatNotifications(
  ctx: RequestContext,
  channelId: string,
  notifications: boolean,
): Promise<ChatChannelMember> {
  const account = requireAccount(ctx);
  const { channel } = await requireMembership(ctx.db, ctx, channelId, account.id);
  await updateMember(ctx.db, channel.id, account.id, { notifications }, ctx.now);
  if (!notifications) await clearOfflineNotifications(ctx.db, 'chat', channel.id, [account.id]);
  return memberView(ctx, channelId, account.id);
}
