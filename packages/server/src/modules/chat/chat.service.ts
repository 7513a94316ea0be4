import {
  CHAT_MESSAGES,
  displayName,
  type ChatChannelListQuery,
  type ChatChannelMember,
  type CreateChatChannelBody,
  type ListQuery,
} from '@convene/contract';
import { requireAccount, requireActiveAccount, type RequestContext } from '../../context';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import { listWindow } from '../../lib/keyset';
import { isBlockedBetween, toBaseAccount } from '../accounts/index';
import { clearOfflineNotifications } from '../conversations/index';
import { toChannelMembers, toMember } from './chat-view';
import {
  accountSummaries,
  deleteChannelRow,
  deleteMember,
  enabledAccountIds,
  ensureModerator,
  insertChannel,
  insertMembers,
  listMemberships,
  lockChannel,
  MEMBERSHIP_ORDER,
  memberIdsOf,
  renameChannel,
  updateMember,
  upsertDirectChannel,
} from './chat.repository';
import { membersOf } from './members.repository';
import {
  memberView,
  requireMembership,
  requireModerator,
  storeMessage,
  tell,
  tellChannelUpdated,
  tellMessage,
} from './chat-core';

/*
 * Chat channels (decision 0030). Every route is the caller's: a channel they are not a
 * member of is 404, as is another organization's. Changes are committed first, then told
 * to every member's sockets (ChatLiveEvent) through the bus.
 */

// ---------------------------------------------------------------- reads

export async function listChatChannels(
  ctx: RequestContext,
  query: ChatChannelListQuery,
): Promise<{ items: ChatChannelMember[]; cursor: string | null }> {
  const account = requireAccount(ctx);
  const page = await listMemberships(
    ctx.db,
    ctx.scope,
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
): Promise<ChatChannelMember[]> {
  const caller = requireAccount(ctx).id;
  const { channel } = await requireMembership(ctx.db, ctx, channelId, caller);
  const { limit, offset } = pageWindow(query);
  // The channel as the caller sees it, nested in each member as the SDK's ChatChannelMember.
  const [rows, own] = await Promise.all([
    membersOf(ctx.db, [channel.id], { limit, offset }),
    memberView(ctx, channel.id, caller),
  ]);
  return rows.map((row) =>
    Object.assign(toMember(channel, row.member, toBaseAccount(row.account)), {
      channelId: channel.id,
      channel: own.channel,
    }),
  );
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
  const scope = ctx.scope;
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
    const creator = (await accountSummaries(tx, ctx.scope, [account.id])).get(account.id)!;
    const stored = await storeMessage(tx, ctx, channel, {
      type: 'system',
      accountId: account.id,
      text: `${displayName(creator)} started the conversation`,
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
    const self = (await accountSummaries(tx, ctx.scope, [account.id])).get(account.id)!;
    return storeMessage(tx, ctx, channel, {
      type: 'system',
      accountId: account.id,
      text: `${displayName(self)} renamed the conversation to ${name}`,
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
  const scope = ctx.scope;
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
      text: `${displayName(names.get(account.id)!)} added ${displayName(names.get(accountId)!)}`,
    });
  });
  await tellMessage(ctx, stored);
  await tellChannelUpdated(ctx, channelId);
  return memberView(ctx, channelId, accountId);
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
  const scope = ctx.scope;
  const stored = await transaction(ctx, async (tx) => {
    await requireMembership(tx, ctx, channelId, account.id);
    const channel = (await lockChannel(tx, scope, channelId))!;
    const self = (await accountSummaries(tx, ctx.scope, [account.id])).get(account.id)!;
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
      text: `${displayName(self)} left the conversation`,
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
