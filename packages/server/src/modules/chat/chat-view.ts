import type {
  BaseAccount,
  BaseChatChannelMember,
  ChatChannel,
  ChatChannelMember,
  ChatChannelMessage,
} from '@convene/contract';
import type { Executor } from '../../db/client';
import { toBaseAccount, toOptionalBaseAccount } from '../accounts/sql';
import {
  membersOf,
  type ChannelRow,
  type MemberRow,
  type MemberWithAccount,
  type MessageWithAccount,
} from './chat.repository';
import { latestMessagesOf } from './messages.repository';

/** Members a channel embeds (`_count.members` counts them all). */
export const EMBEDDED_MEMBERS = 10;

export function toMessage({ message, account }: MessageWithAccount): ChatChannelMessage {
  return {
    id: message.id,
    channelId: message.channelId,
    text: message.text,
    html: message.html,
    type: message.type,
    accountId: message.accountId,
    account: toOptionalBaseAccount(account),
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
  };
}

/** A member row; `read` when it has read up to the channel's last message. */
export function toMember(
  channel: ChannelRow,
  member: MemberRow,
  account: BaseAccount,
): BaseChatChannelMember {
  return {
    accountId: member.accountId,
    account,
    role: member.role,
    read: member.readSeq >= channel.lastSeq,
    notifications: member.notifications,
    createdAt: member.createdAt.toISOString(),
    updatedAt: member.updatedAt.toISOString(),
  };
}

/** Channels as the API shows them: latest message, first members, member count. */
export async function toChannels(
  db: Executor,
  channels: readonly ChannelRow[],
): Promise<{ views: Map<string, ChatChannel>; accounts: Map<string, BaseAccount> }> {
  const ids = channels.map((channel) => channel.id);
  const [latest, members] = await Promise.all([latestMessagesOf(db, ids), membersOf(db, ids)]);
  const byChannel = new Map<string, MemberWithAccount[]>();
  const accounts = new Map<string, BaseAccount>();
  for (const row of members) {
    accounts.set(row.account.id, toBaseAccount(row.account));
    const list = byChannel.get(row.member.channelId) ?? [];
    list.push(row);
    byChannel.set(row.member.channelId, list);
  }
  const views = new Map(
    channels.map((channel) => {
      const channelMembers = byChannel.get(channel.id) ?? [];
      const last = latest.get(channel.id);
      const view: ChatChannel = {
        id: channel.id,
        name: channel.name,
        image: channel.image ?? null,
        lastMessageAt: channel.lastMessageAt?.toISOString() ?? null,
        direct: channel.directKey !== null,
        createdAt: channel.createdAt.toISOString(),
        updatedAt: channel.updatedAt.toISOString(),
        messages: last ? [toMessage(last)] : [],
        members: channelMembers
          .slice(0, EMBEDDED_MEMBERS)
          .map((row) => toMember(channel, row.member, toBaseAccount(row.account))),
        _count: { members: channelMembers.length },
      };
      return [channel.id, view];
    }),
  );
  return { views, accounts };
}

/** Member rows with their channels nested (`GET /self/chat/channels` and friends). */
export async function toChannelMembers(
  db: Executor,
  rows: readonly { channel: ChannelRow; member: MemberRow }[],
): Promise<ChatChannelMember[]> {
  const { views, accounts } = await toChannels(
    db,
    rows.map((row) => row.channel),
  );
  return rows.map((row) =>
    Object.assign(toMember(row.channel, row.member, accounts.get(row.member.accountId)!), {
      channelId: row.channel.id,
      channel: views.get(row.channel.id)!,
    }),
  );
}
