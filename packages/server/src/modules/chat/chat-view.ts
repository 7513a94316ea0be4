import type {
  BaseAccount,
  BaseChatChannelMember,
  ChatChannel,
  ChatChannelMember,
  ChatChannelMessage,
} from '@convene/contract';
import type { Executor } from '../../db/client';
import { toBaseAccount, toOptionalBaseAccount } from '../accounts/sql';
import type { ChannelRow, MemberRow, MessageWithAccount } from './chat.repository';
import { embeddedMembersOf } from './members.repository';
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

/**
 * Channels as the API shows them: latest message, first members, member count; `accounts`
 * has the embedded members' and those of `alsoAccountIds`.
 */
export async function toChannels(
  db: Executor,
  channels: readonly ChannelRow[],
  alsoAccountIds: readonly string[] = [],
): Promise<{ views: Map<string, ChatChannel>; accounts: Map<string, BaseAccount> }> {
  const ids = channels.map((channel) => channel.id);
  const [latest, members] = await Promise.all([
    latestMessagesOf(db, ids),
    embeddedMembersOf(db, ids, alsoAccountIds, EMBEDDED_MEMBERS),
  ]);
  const byChannel = new Map<string, BaseChatChannelMember[]>();
  const counts = new Map<string, number>();
  const accounts = new Map<string, BaseAccount>();
  const channelOf = new Map(channels.map((channel) => [channel.id, channel]));
  for (const row of members) {
    const account = toBaseAccount(row.account);
    accounts.set(row.account.id, account);
    counts.set(row.member.channelId, row.total);
    if (!row.embedded) continue;
    const list = byChannel.get(row.member.channelId) ?? [];
    list.push(toMember(channelOf.get(row.member.channelId)!, row.member, account));
    byChannel.set(row.member.channelId, list);
  }
  const views = new Map(
    channels.map((channel) => {
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
        members: byChannel.get(channel.id) ?? [],
        _count: { members: counts.get(channel.id) ?? 0 },
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
    rows.map((row) => row.member.accountId),
  );
  return rows.map((row) =>
    Object.assign(toMember(row.channel, row.member, accounts.get(row.member.accountId)!), {
      channelId: row.channel.id,
      channel: views.get(row.channel.id)!,
    }),
  );
}
