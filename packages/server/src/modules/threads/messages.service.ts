import {
  THREAD_MESSAGES,
  type CreateThreadMessageBody,
  type DeleteThreadMessageBody,
  type ThreadEntity,
  type ThreadMessage,
  type ThreadMessageReaction,
  type ThreadMessagesQuery,
  type ThreadReactionBody,
  type ThreadReadBody,
  type ThreadReadState,
  type ThreadRepliesQuery,
  type UpdateThreadMessageBody,
} from '@convene/contract';
import { requireActiveAccount, type RequestContext } from '../../context';
import { threadMessages } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import { decodeCursor, encodeCursor, type Ordering, type Paged } from '../../lib/keyset';
import { baseAccountsByIds } from '../accounts/index';
import { queueOfflineNotifications } from '../conversations/index';
import { notify } from '../notifications/index';
import { requireThreadReader, type ThreadAccess } from './access';
import { validateEntities } from './entities';
import { publishThreadEvent, reservePublishSlot, type PublishSlot } from './live';
import {
  adjustReplyCount,
  deleteMessageTree,
  deleteReaction,
  findMessage,
  insertMessage,
  insertReaction,
  nextSeq,
  selectAfter,
  selectReplies,
  selectTopLevel,
  updateMessage,
  type MessageRow,
} from './messages.repository';
import {
  audienceOf,
  findThread,
  notifiedMemberIds,
  updateMember,
  upsertMember,
  type ThreadRow,
} from './threads.repository';
import { toMessage, toMessages, toReaction } from './views';

/** The cursor of the messages list: the sequence of the last message of the page. */
const SEQ_ORDER: Ordering = [{ column: threadMessages.seq, type: 'integer', direction: 'desc' }];

function messageNotFound(): AppError {
  return new AppError('NOT_FOUND', THREAD_MESSAGES.messageNotFound);
}

async function requireMessage(
  ctx: RequestContext,
  access: ThreadAccess,
  messageId: string,
): Promise<MessageRow> {
  const row = await findMessage(ctx.db, access.thread.id, messageId);
  if (!row) throw messageNotFound();
  return row;
}

/** Writes need an active account that may read the thread. */
async function requireThreadWriter(ctx: RequestContext, threadId: string) {
  requireActiveAccount(ctx);
  return requireThreadReader(ctx, threadId);
}

/** Marks the thread read up to `seq` for a reader who takes part (a member or the audience). */
async function markRead(
  ctx: RequestContext,
  access: ThreadAccess,
  seq: number,
  messageId: string | null,
  explicit = false,
): Promise<ThreadReadState | null> {
  if (!access.member && !access.inAudience) return null;
  // Loading a page of a thread already read changes nothing and tells no one.
  if (!explicit && access.member && access.member.lastReadSeq >= seq) return null;
  const member = await upsertMember(ctx.db, {
    organizationId: ctx.organization.id,
    threadId: access.thread.id,
    accountId: access.account.id,
    lastReadSeq: seq,
    lastReadAt: ctx.now,
  });
  const state = {
    threadId: access.thread.id,
    accountId: access.account.id,
    messageId,
    readAt: (member.lastReadAt ?? ctx.now).toISOString(),
  };
  await publishThreadEvent(ctx, access.thread, {
    type: 'thread.read',
    body: { ...state, messageId: messageId ?? undefined },
  });
  return state;
}

/**
 * `GET /threads/{id}/messages`: top-level messages newest first by cursor (the first page
 * marks the thread read), or with `after` every message after that one, oldest first.
 */
export async function listMessages(
  ctx: RequestContext,
  threadId: string,
  query: ThreadMessagesQuery,
): Promise<Paged<ThreadMessage>> {
  const access = await requireThreadReader(ctx, threadId);
  const thread = access.thread;
  if (query.after) {
    const from = await findMessage(ctx.db, thread.id, query.after);
    if (!from)
      throw new AppError('VALIDATION', THREAD_MESSAGES.messageNotInThread, { field: 'after' });
    const rows = await selectAfter(ctx.db, thread.id, from.seq, query.pageSize);
    const last = rows.at(-1);
    return {
      items: await toMessages(ctx, thread, rows),
      cursor: rows.length === query.pageSize && last ? last.id : null,
    };
  }
  const beforeSeq = query.cursor ? Number(decodeCursor(query.cursor, SEQ_ORDER)[0]) : null;
  const rows = await selectTopLevel(ctx.db, thread.id, {
    beforeSeq,
    limit: query.pageSize,
    ...(query.search ? { search: query.search } : {}),
  });
  if (beforeSeq === null && !query.search) await markRead(ctx, access, thread.messageSeq, null);
  const last = rows.at(-1);
  return {
    items: await toMessages(ctx, thread, rows),
    cursor:
      rows.length === query.pageSize && last
        ? encodeCursor(JSON.stringify([String(last.seq)]))
        : null,
  };
}

export async function getMessage(
  ctx: RequestContext,
  threadId: string,
  messageId: string,
): Promise<ThreadMessage> {
  const access = await requireThreadReader(ctx, threadId);
  return toMessage(ctx, access.thread, await requireMessage(ctx, access, messageId));
}

export async function listReplies(
  ctx: RequestContext,
  threadId: string,
  messageId: string,
  query: ThreadRepliesQuery,
): Promise<ThreadMessage[]> {
  const access = await requireThreadReader(ctx, threadId);
  await requireMessage(ctx, access, messageId);
  return toMessages(ctx, access.thread, await selectReplies(ctx.db, messageId, pageWindow(query)));
}

interface NewMessage {
  body: string;
  entities: ThreadEntity[];
  replyToId?: string | null | undefined;
}

/**
 * Stores a message, then publishes `thread.message.created` to the thread's audience in
 * the thread's sequence order (live.ts) and notifies the mentioned. A poster taking part
 * in a public thread or a group's or event's becomes a member (their read state).
 */
export async function postMessage(
  ctx: RequestContext,
  threadId: string,
  input: NewMessage,
  known?: ThreadAccess,
): Promise<ThreadMessage> {
  const access = known ?? (await requireThreadWriter(ctx, threadId));
  const thread = access.thread;
  const account = access.account;
  const mentioned = await validateEntities(ctx.db, ctx.scope, input.body, input.entities);
  let slot: PublishSlot | undefined;
  let row: MessageRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      if (input.replyToId) {
        const parent = await findMessage(tx, thread.id, input.replyToId);
        if (!parent)
          throw new AppError('VALIDATION', THREAD_MESSAGES.replyToUnknown, { field: 'replyToId' });
        if (parent.replyToId)
          throw new AppError('VALIDATION', THREAD_MESSAGES.replyToReply, { field: 'replyToId' });
      }
      const seq = await nextSeq(tx, thread.id, { body: input.body, sentAt: ctx.now });
      // The row lock held from here to the commit orders this thread's publications.
      slot = reservePublishSlot(thread.id, ctx);
      if (input.replyToId) await adjustReplyCount(tx, input.replyToId, 1);
      const inserted = await insertMessage(tx, {
        organizationId: thread.organizationId,
        threadId: thread.id,
        seq,
        accountId: account.id,
        type: 'user',
        body: input.body,
        entities: input.entities,
        replyToId: input.replyToId ?? null,
        sentAt: ctx.now,
      });
      await upsertMember(tx, {
        organizationId: thread.organizationId,
        threadId: thread.id,
        accountId: account.id,
        lastReadSeq: seq,
        lastReadAt: ctx.now,
      });
      // Its members who are offline hear of it once per burst (decision 0031).
      await queueOfflineNotifications(tx, {
        organizationId: thread.organizationId,
        kind: 'thread',
        conversationId: thread.id,
        title: thread.name,
        senderId: account.id,
        recipientIds: await notifiedMemberIds(tx, thread.id),
        now: ctx.now,
      });
      for (const recipientId of mentioned) {
        await notify(tx, ctx, {
          type: 'MENTION',
          recipientId,
          senderId: account.id,
          groupId: thread.groupId,
          eventId: thread.eventId,
        });
      }
      return inserted;
    });
  } catch (error) {
    slot?.cancel();
    throw error;
  }
  // Read after the commit, beside the message's view.
  const audience = audienceOf(ctx.db, thread);
  audience.catch(() => undefined);
  let message: ThreadMessage;
  try {
    message = await toMessage(ctx, thread, row, { fresh: true });
  } catch (error) {
    slot?.cancel();
    throw error;
  }
  slot?.publish(() =>
    publishThreadEvent(
      ctx,
      thread,
      { type: 'thread.message.created', body: { threadId: thread.id, message } },
      undefined,
      audience,
    ),
  );
  return message;
}

export function createMessage(
  ctx: RequestContext,
  threadId: string,
  body: CreateThreadMessageBody,
): Promise<ThreadMessage> {
  return postMessage(ctx, threadId, body);
}

export function createReply(
  ctx: RequestContext,
  threadId: string,
  messageId: string,
  body: { body: string; entities: ThreadEntity[] },
): Promise<ThreadMessage> {
  return postMessage(ctx, threadId, { ...body, replyToId: messageId });
}

async function publishUpdated(ctx: RequestContext, thread: ThreadRow, message: ThreadMessage) {
  await publishThreadEvent(ctx, thread, {
    type: 'thread.message.updated',
    body: { threadId: thread.id, message },
  });
}

/** `PUT …/messages/{id}`: the author edits the body and entities. */
export async function editMessage(
  ctx: RequestContext,
  threadId: string,
  messageId: string,
  body: UpdateThreadMessageBody,
): Promise<ThreadMessage> {
  const access = await requireThreadWriter(ctx, threadId);
  const existing = await requireMessage(ctx, access, messageId);
  if (existing.accountId !== access.account.id)
    throw new AppError('FORBIDDEN', THREAD_MESSAGES.notAuthor);
  await validateEntities(ctx.db, ctx.scope, body.body, body.entities);
  const row = await updateMessage(ctx.db, messageId, {
    body: body.body,
    entities: body.entities,
    editedAt: ctx.now,
    updatedAt: ctx.now,
  });
  if (!row) throw messageNotFound();
  const message = await toMessage(ctx, access.thread, row);
  await publishUpdated(ctx, access.thread, message);
  return message;
}

/** `DELETE …/messages/{id}`: its author, or a moderator saying `{moderator: true}`. */
export async function deleteMessage(
  ctx: RequestContext,
  threadId: string,
  messageId: string,
  body: DeleteThreadMessageBody,
): Promise<null> {
  const access = await requireThreadWriter(ctx, threadId);
  const existing = await requireMessage(ctx, access, messageId);
  const own = existing.accountId === access.account.id;
  if (!own) {
    if (body?.moderator !== true) throw new AppError('FORBIDDEN', THREAD_MESSAGES.notAuthor);
    if (!access.moderator) throw new AppError('FORBIDDEN', THREAD_MESSAGES.notModerator);
  }
  const removed = await ctx.db.transaction(async (tx) => {
    const count = await deleteMessageTree(tx, access.thread.id, messageId);
    if (count > 0 && existing.replyToId) await adjustReplyCount(tx, existing.replyToId, -1);
    return count;
  });
  if (removed === 0) throw messageNotFound();
  await publishThreadEvent(ctx, access.thread, {
    type: 'thread.message.deleted',
    body: { threadId, messageId },
  });
  return null;
}

/** `POST …/reactions`: one per account per emoji; repeating answers the same reaction. */
export async function addReaction(
  ctx: RequestContext,
  threadId: string,
  messageId: string,
  body: ThreadReactionBody,
): Promise<ThreadMessageReaction> {
  const access = await requireThreadWriter(ctx, threadId);
  await requireMessage(ctx, access, messageId);
  const { row, created } = await insertReaction(ctx.db, {
    organizationId: access.thread.organizationId,
    threadId: access.thread.id,
    messageId,
    accountId: access.account.id,
    emojiName: body.emojiName,
  });
  if (created) await publishReactionChange(ctx, access, messageId);
  const accounts = await baseAccountsByIds(ctx, [access.account.id]);
  const account = accounts.get(access.account.id);
  if (!account) throw new AppError('NOT_FOUND', THREAD_MESSAGES.accountNotFound);
  return toReaction(row, account);
}

async function publishReactionChange(ctx: RequestContext, access: ThreadAccess, messageId: string) {
  const row = await findMessage(ctx.db, access.thread.id, messageId);
  if (row) await publishUpdated(ctx, access.thread, await toMessage(ctx, access.thread, row));
}

export async function removeReaction(
  ctx: RequestContext,
  threadId: string,
  messageId: string,
  body: ThreadReactionBody,
): Promise<null> {
  const access = await requireThreadWriter(ctx, threadId);
  await requireMessage(ctx, access, messageId);
  const removed = await deleteReaction(ctx.db, messageId, access.account.id, body.emojiName);
  if (!removed) throw new AppError('NOT_FOUND', THREAD_MESSAGES.reactionNotFound);
  await publishReactionChange(ctx, access, messageId);
  return null;
}

/** `POST /threads/{id}/read`: read up to a message (the newest when none is given). */
export async function readThread(
  ctx: RequestContext,
  threadId: string,
  body: ThreadReadBody,
): Promise<ThreadReadState> {
  const access = await requireThreadReader(ctx, threadId);
  let seq = access.thread.messageSeq;
  if (body.messageId) seq = (await requireMessage(ctx, access, body.messageId)).seq;
  const state = await markRead(ctx, access, seq, body.messageId ?? null, true);
  if (!state) throw new AppError('FORBIDDEN', THREAD_MESSAGES.notMember);
  return state;
}

/** `POST /threads/{id}/unread`: the newest message shows unread again. */
export async function unreadThread(ctx: RequestContext, threadId: string): Promise<null> {
  const access = await requireThreadReader(ctx, threadId);
  if (!access.member && !access.inAudience)
    throw new AppError('FORBIDDEN', THREAD_MESSAGES.notMember);
  const thread = (await findThread(ctx.db, ctx.scope, threadId)) ?? access.thread;
  await upsertMember(ctx.db, {
    organizationId: thread.organizationId,
    threadId: thread.id,
    accountId: access.account.id,
  });
  await updateMember(ctx.db, thread.id, access.account.id, {
    lastReadSeq: Math.max(thread.messageSeq - 1, 0),
  });
  return null;
}

/** `POST /threads/{id}/typing`: `thread.typing` to the rest of the audience. */
export async function typing(ctx: RequestContext, threadId: string): Promise<null> {
  const access = await requireThreadReader(ctx, threadId);
  await publishThreadEvent(
    ctx,
    access.thread,
    {
      type: 'thread.typing',
      body: { threadId, accountId: access.account.id, typingAt: ctx.now.toISOString() },
    },
    access.account.id,
  );
  return null;
}
