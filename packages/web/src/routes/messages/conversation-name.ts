import { displayName, type ChatChannelMember } from '@convene/contract';

/** A conversation's name: its own, else the other members' names (myself when alone). */
export function conversationName(member: ChatChannelMember, selfId: string | undefined): string {
  const { channel } = member;
  if (channel.name) return channel.name;
  const others = channel.members.filter((item) => item.accountId !== selfId);
  const names = (others.length > 0 ? others : channel.members).map((item) =>
    displayName(item.account),
  );
  const extra = channel._count.members - 1 - others.length;
  return extra > 0 ? `${names.join(', ')} +${extra}` : names.join(', ');
}

/** The account whose picture stands for the conversation (the other person of a 1:1). */
export function conversationFace(member: ChatChannelMember, selfId: string | undefined) {
  const { members } = member.channel;
  return (members.find((item) => item.accountId !== selfId) ?? members[0])?.account ?? null;
}
