import {
  CHAT_MESSAGES,
  type ChatChannelMember,
  type ChatChannelMessage,
  type ChatLiveEvent,
  type ChatMessageType,
} from '@convene/contract';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { publishToAccounts } from '../../realtime/publish';
import { toChannelMembers, toChannels, toMessage } from './chat-view';
import {
  findChannel,
  findMembership,
  memberIdsOf,
  type ChannelRow,
  type MemberRow,
} from './chat.repository';
import { appendMessage, messageWithAccount } from './messages.repository';
import { messageHtml } from './message-html';

/** What the chat services share: the membership guard, live telling, storing a message. */

export const channelNotFound = () => new AppError('NOT_FOUND', CHAT_MESSAGES.channelNotFound);

/** The caller's membership of the channel, or 404. */
export async function requireMembership(
  db: Executor,
  ctx: RequestContext,
  channelId: string,
  accountId: string,
): Promise<{ channel: ChannelRow; member: MemberRow }> {
  const found = await findMembership(db, ctx.scope, channelId, accountId);
  if (!found) throw channelNotFound();
  return found;
}

export function requireModerator(member: MemberRow): void {
  if (member.role !== 'moderator') throw new AppError('FORBIDDEN', CHAT_MESSAGES.moderatorOnly);
}

/** Tells the accounts' sockets, after the commit; a failure to tell is logged, not answered. */
export async function tell(
  ctx: RequestContext,
  accountIds: readonly string[],
  event: ChatLiveEvent,
) {
  try {
    await publishToAccounts(ctx, ctx.organization.id, accountIds, event);
  } catch (error) {
    ctx.log.warn({ err: error, type: event.type }, 'chat event not published');
  }
}

/** The caller's member row with the channel nested, as it now is. */
export async function memberView(
  ctx: RequestContext,
  channelId: string,
  accountId: string,
): Promise<ChatChannelMember> {
  const found = await requireMembership(ctx.db, ctx, channelId, accountId);
  const [view] = await toChannelMembers(ctx.db, [found]);
  return view!;
}

/** Tells every member the channel changed (renamed, joined, left). */
export async function tellChannelUpdated(ctx: RequestContext, channelId: string): Promise<void> {
  const channel = await findChannel(ctx.db, ctx.scope, channelId);
  if (!channel) return;
  const { views } = await toChannels(ctx.db, [channel]);
  const view = views.get(channelId)!;
  await tell(ctx, await memberIdsOf(ctx.db, channelId), {
    type: 'chat.channel.updated',
    body: { channelId, channel: view },
  });
}

/** A message stored in the caller's transaction; what to tell once it commits. */
export interface Stored {
  messageId: string;
  channelId: string;
}

export async function storeMessage(
  tx: Executor,
  ctx: RequestContext,
  channel: ChannelRow,
  message: { type: ChatMessageType; accountId: string | null; text: string },
): Promise<Stored> {
  const row = await appendMessage(
    tx,
    ctx.scope,
    channel.id,
    { ...message, html: messageHtml(message.text) },
    ctx.now,
  );
  return { messageId: row.id, channelId: channel.id };
}

/** After the commit: the message to every member's sockets. */
export async function tellMessage(
  ctx: RequestContext,
  stored: Stored,
): Promise<ChatChannelMessage> {
  const row = await messageWithAccount(ctx.db, stored.messageId);
  const message = toMessage(row!);
  await tell(ctx, await memberIdsOf(ctx.db, stored.channelId), {
    type: 'new-message',
    body: { channelId: stored.channelId, message },
  });
  return message;
}
