import { isGroupManagingRole, isGroupMemberRole, THREAD_MESSAGES } from '@convene/contract';
import { requireAccount, type ActingAccount, type RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { eventRelationOf } from '../ticketing/sql';
import { groupRoleOf } from '../groups/sql';
import { findMember, findThread, type MemberRow, type ThreadRow } from './threads.repository';
import { coHostsSql } from '../ticketing/sql';

/**
 * Who may read and moderate a thread (contract threads.endpoints.ts):
 * - standalone public: every account of the organization reads; private: its members;
 *   its moderators moderate;
 * - a group's: the group's members read, the group's moderators moderate (453 otherwise);
 * - an event's: registered attendees and hosts read, hosts moderate (454 otherwise);
 * - organization administrators read and moderate every thread.
 * `inAudience`: the account is one the thread's live events go to (audienceOf).
 */
export interface ThreadAccess {
  thread: ThreadRow;
  account: ActingAccount;
  member: MemberRow | undefined;
  inAudience: boolean;
  canRead: boolean;
  moderator: boolean;
  /** Why reading is refused, when it is. */
  refusal: AppError | null;
}

export function threadNotFound(): AppError {
  return new AppError('NOT_FOUND', THREAD_MESSAGES.threadNotFound);
}

export function isAdmin(ctx: RequestContext): boolean {
  return ctx.login?.admin === true;
}

/** The acting account's relation to a thread it already loaded. */
export async function accessTo(ctx: RequestContext, thread: ThreadRow): Promise<ThreadAccess> {
  const account = requireAccount(ctx);
  const admin = isAdmin(ctx);
  const member = await findMember(ctx.db, thread.id, account.id);
  const memberModerates = member?.role === 'moderator';
  let inAudience: boolean;
  let moderator: boolean;
  let refusal: AppError;
  let openToAll = false;
  if (thread.groupId) {
    const role = await groupRoleOf(ctx.db, ctx.scope, thread.groupId, account.id);
    inAudience = isGroupMemberRole(role);
    moderator = isGroupManagingRole(role) || (inAudience && memberModerates);
    refusal = new AppError('NOT_GROUP_MEMBER');
  } else if (thread.eventId) {
    const relation = await eventRelationOf(ctx.db, ctx.scope, thread.eventId, account.id, (event) =>
      coHostsSql(event, account.id),
    );
    inAudience = relation.registered || relation.host;
    moderator = relation.host || (inAudience && memberModerates);
    refusal = new AppError('NOT_EVENT_REGISTERED');
  } else {
    inAudience = member !== undefined;
    moderator = memberModerates;
    openToAll = thread.access === 'public';
    refusal = new AppError('FORBIDDEN', THREAD_MESSAGES.notMember);
  }
  const canRead = inAudience || openToAll || admin;
  return {
    thread,
    account,
    member,
    inAudience,
    canRead,
    moderator: moderator || admin,
    refusal: canRead ? null : refusal,
  };
}

/** A thread of the organization the acting account may read (404 unknown, else the refusal). */
export async function requireThreadReader(
  ctx: RequestContext,
  threadId: string,
): Promise<ThreadAccess> {
  requireAccount(ctx);
  const thread = await findThread(ctx.db, ctx.scope, threadId);
  if (!thread) throw threadNotFound();
  const access = await accessTo(ctx, thread);
  if (access.refusal) throw access.refusal;
  return access;
}

/** As requireThreadReader, and a moderator of it (403 otherwise). */
export async function requireThreadModerator(
  ctx: RequestContext,
  threadId: string,
): Promise<ThreadAccess> {
  const access = await requireThreadReader(ctx, threadId);
  if (!access.moderator) throw new AppError('FORBIDDEN', THREAD_MESSAGES.notModerator);
  return access;
}
