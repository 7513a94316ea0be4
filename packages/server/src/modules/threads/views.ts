import type {
  BaseAccount,
  BaseThread,
  BaseThreadMessage,
  Thread,
  ThreadMember,
  ThreadMessage,
  ThreadMessageReaction,
} from '@convene/contract';
import type { RequestContext } from '../../context';
import { baseAccountsByIds, toBaseAccount, type BaseAccountRow } from '../accounts/index';
import {
  latestMessagesOf,
  latestRepliesOf,
  messagesByIds,
  reactionsOf,
  type MessageRow,
  type ReactionRow,
} from './messages.repository';
import { baseEventsByIds } from '../ticketing/sql';
import { baseGroupsByIds } from '../groups/sql';
import { baseOrganizationOf } from '../../tenancy/public-configuration';
import {
  firstMembersOf,
  memberCounts,
  membershipsOf,
  type MemberRow,
  type ThreadRow,
} from './threads.repository';

/** What the viewer may do with a thread, decided by access.ts. */
export interface ThreadRelation {
  moderator: boolean;
}

export function toMember(
  row: MemberRow,
  account: BaseAccountRow,
  thread: BaseThread,
): ThreadMember {
  return { ...memberFields(row), thread, account: toBaseAccount(account) };
}

function memberFields(row: MemberRow): Omit<ThreadMember, 'account' | 'thread'> {
  return {
    id: row.id,
    organizationId: row.organizationId,
    threadId: row.threadId,
    accountId: row.accountId,
    role: row.role,
    accepted: row.accepted,
    lastReadAt: row.lastReadAt?.toISOString() ?? null,
    notifications: row.notifications,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How many members a thread embeds (the earliest joined; `_count.members` counts all). */
const MEMBERS_SHOWN = 5;

/**
 * Threads as the acting account sees them: embeds (group, event, the organization, the
 * first members and the newest message), its membership, read flag and counts, in a few
 * batched reads. `moderators` says which it moderates.
 */
export async function toThreads(
  ctx: RequestContext,
  rows: ThreadRow[],
  moderators: (row: ThreadRow, membership: MemberRow | undefined) => boolean,
): Promise<Thread[]> {
  const ids = rows.map((row) => row.id);
  const groupIds = [...new Set(rows.flatMap((row) => (row.groupId ? [row.groupId] : [])))];
  const eventIds = [...new Set(rows.flatMap((row) => (row.eventId ? [row.eventId] : [])))];
  const [groupRows, eventRows, memberships, counts, firstMembers, latest] = await Promise.all([
    baseGroupsByIds(ctx.db, groupIds),
    baseEventsByIds(ctx.db, ctx.scope, eventIds),
    ctx.account ? membershipsOf(ctx.db, ids, ctx.account.id) : Promise.resolve([]),
    memberCounts(ctx.db, ids),
    firstMembersOf(ctx.db, ids, MEMBERS_SHOWN),
    latestMessagesOf(ctx.db, ids),
  ]);
  const names = new Map(rows.map((row) => [row.id, { id: row.id, name: row.name }]));
  // One view of every thread's newest message; each then names its own thread.
  const messages = (await toMessages(ctx, { id: '', name: '' }, latest)).map((message) => ({
    ...message,
    thread: names.get(message.threadId)!,
  }));
  const organization = baseOrganizationOf(ctx.organization);
  const groupById = new Map(groupRows.map((group) => [group.id, group]));
  const eventById = new Map(eventRows.map((event) => [event.id, event]));
  const membershipOf = new Map(memberships.map((member) => [member.threadId, member]));
  return rows.map((row) => {
    const membership = membershipOf.get(row.id);
    return {
      id: row.id,
      name: row.name,
      organizationId: row.organizationId,
      description: row.description,
      featured: row.featured,
      visible: row.visible,
      access: row.access,
      groupId: row.groupId,
      group: row.groupId ? (groupById.get(row.groupId) ?? null) : null,
      eventId: row.eventId,
      event: row.eventId ? (eventById.get(row.eventId) ?? null) : null,
      imageId: row.imageId,
      image: row.image ?? null,
      lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
      lastMessage: row.lastMessage,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      read: membership ? membership.lastReadSeq >= row.messageSeq : true,
      membership: membership ? memberFields(membership) : null,
      moderator: moderators(row, membership),
      _count: { members: counts.get(row.id) ?? 0, messages: row.messageCount },
      organization,
      members: firstMembers
        .filter((entry) => entry.member.threadId === row.id)
        .map((entry) => toMember(entry.member, entry.account, names.get(row.id)!)),
      messages: messages.filter((message) => message.threadId === row.id),
      invitations: [],
    };
  });
}

export function toReaction(row: ReactionRow, account: BaseAccount): ThreadMessageReaction {
  return {
    id: row.id,
    organizationId: row.organizationId,
    threadId: row.threadId,
    messageId: row.messageId,
    accountId: row.accountId,
    account,
    emojiName: row.emojiName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function baseMessage(
  row: MessageRow,
  accountsById: Map<string, BaseAccount>,
  reactions: ThreadMessageReaction[],
): BaseThreadMessage {
  return {
    id: row.id,
    organizationId: row.organizationId,
    threadId: row.threadId,
    accountId: row.accountId,
    account: row.accountId ? (accountsById.get(row.accountId) ?? null) : null,
    type: row.type,
    body: row.body,
    entities: row.entities,
    replyToId: row.replyToId,
    reactions,
    editedAt: row.editedAt?.toISOString() ?? null,
    sentAt: row.sentAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    _count: { replies: row.replyCount },
  };
}

/** How many of a message's replies it embeds (the latest; `_count.replies` counts them all). */
const REPLIES_SHOWN = 3;

/**
 * Messages with their authors, reactions, the message they reply to, the mentioned and
 * their latest replies.
 */
export async function toMessages(
  ctx: RequestContext,
  thread: Pick<ThreadRow, 'id' | 'name'>,
  rows: MessageRow[],
  options: { fresh?: boolean } = {},
): Promise<ThreadMessage[]> {
  if (rows.length === 0) return [];
  const parentIds = [...new Set(rows.flatMap((row) => (row.replyToId ? [row.replyToId] : [])))];
  // A message just posted has no replies or reactions yet.
  const [parents, replies] = await Promise.all([
    messagesByIds(ctx.db, parentIds),
    options.fresh
      ? Promise.resolve([])
      : latestRepliesOf(
          ctx.db,
          rows.filter((row) => row.replyCount > 0).map((row) => row.id),
          REPLIES_SHOWN,
        ),
  ]);
  const reactionRows = options.fresh
    ? []
    : await reactionsOf(
        ctx.db,
        [...rows, ...replies].map((row) => row.id),
      );
  const accountIds = [...rows, ...parents, ...replies].flatMap((row) => [
    ...(row.accountId ? [row.accountId] : []),
    ...row.entities.flatMap((entity) => (entity.type === 'mention' ? [entity.accountId] : [])),
  ]);
  const accountsById = await baseAccountsByIds(ctx, accountIds);
  const reactionsByMessage = new Map<string, ThreadMessageReaction[]>();
  for (const { reaction, account } of reactionRows) {
    const list = reactionsByMessage.get(reaction.messageId) ?? [];
    list.push(toReaction(reaction, toBaseAccount(account)));
    reactionsByMessage.set(reaction.messageId, list);
  }
  const parentById = new Map(parents.map((parent) => [parent.id, parent]));
  const repliesByParent = new Map<string, BaseThreadMessage[]>();
  for (const reply of replies) {
    const list = repliesByParent.get(reply.replyToId!) ?? [];
    list.push(baseMessage(reply, accountsById, reactionsByMessage.get(reply.id) ?? []));
    repliesByParent.set(reply.replyToId!, list);
  }
  return rows.map((row) => {
    const parent = row.replyToId ? parentById.get(row.replyToId) : undefined;
    const replyTo = parent ? baseMessage(parent, accountsById, []) : null;
    return {
      ...baseMessage(row, accountsById, reactionsByMessage.get(row.id) ?? []),
      thread: { id: thread.id, name: thread.name },
      replyTo: replyTo ? omitReactions(replyTo) : null,
      mentions: [
        ...new Set(
          row.entities.flatMap((entity) => (entity.type === 'mention' ? [entity.accountId] : [])),
        ),
      ].flatMap((id) => {
        const account = accountsById.get(id);
        return account ? [account] : [];
      }),
      replies: repliesByParent.get(row.id) ?? [],
      files: [],
      images: [],
      videos: [],
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

function omitReactions(message: BaseThreadMessage): Omit<BaseThreadMessage, 'reactions'> {
  const { reactions: _reactions, ...rest } = message;
  return rest;
}

export async function toMessage(
  ctx: RequestContext,
  thread: Pick<ThreadRow, 'id' | 'name'>,
  row: MessageRow,
  options: { fresh?: boolean } = {},
): Promise<ThreadMessage> {
  const [message] = await toMessages(ctx, thread, [row], options);
  if (!message) throw new Error('message view lost its row');
  return message;
}
