import {
  THREAD_MESSAGES,
  type AddThreadMemberBody,
  type ThreadMember,
  type ThreadMembersQuery,
  type UpdateThreadMemberBody,
} from '@convene/contract';
import { requireActiveAccount, type RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import { requireThreadReader, type ThreadAccess } from './access';
import { publishToThreadAccounts } from './live';
import {
  countModerators,
  deleteMember,
  existingAccountIds,
  findMember,
  findMemberWithAccount,
  listMembers,
  updateMember,
  upsertMember,
} from './threads.repository';
import { audienceView, threadFor } from './threads.service';
import { toMember } from './views';

function memberNotFound(): AppError {
  return new AppError('NOT_FOUND', THREAD_MESSAGES.memberNotFound);
}

/** Members of a group's or event's thread come from the group or event, not from here. */
function requireStandalone(access: ThreadAccess): void {
  if (access.thread.groupId || access.thread.eventId)
    throw new AppError('VALIDATION', THREAD_MESSAGES.attachedMembers, { field: 'threadId' });
}

async function memberView(
  ctx: RequestContext,
  thread: { id: string; name: string },
  accountId: string,
) {
  const row = await findMemberWithAccount(ctx.db, thread.id, accountId);
  if (!row) throw memberNotFound();
  return toMember(row.member, row.account, { id: thread.id, name: thread.name });
}

export async function listThreadMembers(
  ctx: RequestContext,
  threadId: string,
  query: ThreadMembersQuery,
): Promise<ThreadMember[]> {
  const access = await requireThreadReader(ctx, threadId);
  const rows = await listMembers(ctx.db, access.thread.id, {
    ...pageWindow(query),
    ...(query.role ? { role: query.role } : {}),
    ...(query.search ? { search: query.search } : {}),
  });
  const thread = { id: access.thread.id, name: access.thread.name };
  return rows.map((row) => toMember(row.member, row.account, thread));
}

export async function getThreadMember(
  ctx: RequestContext,
  threadId: string,
  accountId: string,
): Promise<ThreadMember> {
  const access = await requireThreadReader(ctx, threadId);
  return memberView(ctx, access.thread, accountId);
}

/**
 * `POST /threads/{id}/members/{accountId}`: a moderator adds anyone of the organization
 * (with a role); anyone may join a public thread themselves, as a member. The new member
 * gets `thread.created` on their socket.
 */
export async function addThreadMember(
  ctx: RequestContext,
  threadId: string,
  accountId: string,
  body: AddThreadMemberBody,
): Promise<ThreadMember> {
  const account = requireActiveAccount(ctx);
  const access = await requireThreadReader(ctx, threadId);
  requireStandalone(access);
  const selfJoin =
    accountId === account.id && access.thread.access === 'public' && body.role === 'member';
  if (!selfJoin && !access.moderator) throw new AppError('FORBIDDEN', THREAD_MESSAGES.notModerator);
  const known = await existingAccountIds(ctx.db, ctx.scope, [accountId]);
  if (!known.has(accountId)) throw new AppError('NOT_FOUND', THREAD_MESSAGES.accountNotFound);
  const existed = await findMember(ctx.db, access.thread.id, accountId);
  await upsertMember(
    ctx.db,
    {
      organizationId: access.thread.organizationId,
      threadId: access.thread.id,
      accountId,
      role: body.role,
    },
    access.moderator,
  );
  if (!existed && accountId !== account.id) {
    const thread = audienceView(await threadFor(ctx, access));
    await publishToThreadAccounts(ctx, access.thread, [accountId], {
      type: 'thread.created',
      body: { threadId: thread.id, thread },
    });
  }
  return memberView(ctx, access.thread, accountId);
}

/** `PATCH …/members/{accountId}`: the role (moderators), one's own notifications. */
export async function updateThreadMember(
  ctx: RequestContext,
  threadId: string,
  accountId: string,
  body: UpdateThreadMemberBody,
): Promise<ThreadMember> {
  const account = requireActiveAccount(ctx);
  const access = await requireThreadReader(ctx, threadId);
  const existing = await findMember(ctx.db, access.thread.id, accountId);
  if (!existing) throw memberNotFound();
  if (body.role !== undefined && body.role !== existing.role) {
    if (!access.moderator) throw new AppError('FORBIDDEN', THREAD_MESSAGES.notModerator);
    if (existing.role === 'moderator' && !access.thread.groupId && !access.thread.eventId) {
      if ((await countModerators(ctx.db, access.thread.id)) <= 1)
        throw new AppError('CONFLICT', THREAD_MESSAGES.lastModerator);
    }
  }
  if (body.notifications !== undefined && accountId !== account.id) throw new AppError('FORBIDDEN');
  await updateMember(ctx.db, access.thread.id, accountId, {
    ...(body.role === undefined ? {} : { role: body.role }),
    ...(body.notifications === undefined ? {} : { notifications: body.notifications }),
  });
  return memberView(ctx, access.thread, accountId);
}

/** `DELETE …/members/{accountId}`: a moderator removes a member, a member leaves. */
export async function removeThreadMember(
  ctx: RequestContext,
  threadId: string,
  accountId: string,
): Promise<null> {
  const account = requireActiveAccount(ctx);
  const access = await requireThreadReader(ctx, threadId);
  requireStandalone(access);
  if (accountId !== account.id && !access.moderator)
    throw new AppError('FORBIDDEN', THREAD_MESSAGES.notModerator);
  const existing = await findMember(ctx.db, access.thread.id, accountId);
  if (!existing) throw memberNotFound();
  if (existing.role === 'moderator' && (await countModerators(ctx.db, access.thread.id)) <= 1) {
    const others = await listMembers(ctx.db, access.thread.id, { limit: 2, offset: 0 });
    if (others.length > 1) throw new AppError('CONFLICT', THREAD_MESSAGES.lastModerator);
  }
  await deleteMember(ctx.db, access.thread.id, accountId);
  return null;
}
