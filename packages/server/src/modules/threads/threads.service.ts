import {
  isGroupManagingRole,
  isGroupMemberRole,
  THREAD_MESSAGES,
  type CreateThreadBody,
  type Thread,
  type ThreadListQuery,
  type UpdateThreadBody,
} from '@convene/contract';
import { requireActiveAccount, requireModule, type RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { listWindow, pageOf, type Paged } from '../../lib/keyset';
import { findUploadedImage } from '../storage/index';
import {
  accessTo,
  isAdmin,
  requireThreadModerator,
  requireThreadReader,
  threadNotFound,
  type ThreadAccess,
} from './access';
import { publishThreadEvent } from './live';
import { postMessage } from './messages.service';
import { eventByKey as findEventByKey, eventRelationOf } from '../ticketing/sql';
import { groupByKey as findGroupByKey, groupRoleOf } from '../groups/sql';
import {
  existingAccountIds,
  findAttachedThread,
  insertThread,
  selectThreads,
  THREAD_ORDER,
  updateThread as writeThread,
  upsertMember,
  type ThreadListFilter,
  type ThreadRow,
} from './threads.repository';
import { toThreads } from './views';
import { coHostsSql } from '../ticketing/sql';

/** A thread as the audience's events carry it: no viewer's own flags. */
export function audienceView(thread: Thread): Thread {
  return { ...thread, membership: null, moderator: false, read: thread._count.messages === 0 };
}

/** One thread as its reader sees it (their read flag, membership, moderation). */
export async function threadFor(ctx: RequestContext, access: ThreadAccess): Promise<Thread> {
  const [thread] = await toThreads(ctx, [access.thread], () => access.moderator);
  if (!thread) throw threadNotFound();
  return thread;
}

/** `GET /threads`: what the caller may read, newest activity first (moderation flags per row). */
export async function listThreads(
  ctx: RequestContext,
  query: ThreadListQuery,
  only: Pick<ThreadListFilter, 'groupsOnly'> = {},
): Promise<Paged<Thread>> {
  const account = requireActiveAccount(ctx);
  const window = listWindow(query, THREAD_ORDER);
  const rows = await selectThreads(
    ctx.db,
    ctx.scope,
    {
      viewerId: account.id,
      admin: isAdmin(ctx),
      ...(query.access ? { access: query.access } : {}),
      ...(query.groupId ? { groupId: query.groupId } : {}),
      ...(query.eventId ? { eventId: query.eventId } : {}),
      ...(query.search ? { search: query.search } : {}),
      ...only,
    },
    window,
  );
  const moderation = new Map<string, boolean>();
  await Promise.all(
    rows.map(async (row) => moderation.set(row.id, (await accessTo(ctx, row)).moderator)),
  );
  const threads = await toThreads(ctx, rows, (row) => moderation.get(row.id) ?? false);
  const byId = new Map(threads.map((thread) => [thread.id, thread]));
  return pageOf(rows, window, (row) => byId.get(row.id) as Thread);
}

/** How many group threads `GET /threads/groups` answers at most: it is not paged. */
const GROUP_THREADS_MAX = 100;

/** The threads of the groups the caller reads, newest activity first, in one answer. */
export async function listGroupThreads(ctx: RequestContext): Promise<Thread[]> {
  const page = await listThreads(
    ctx,
    { page: 1, pageSize: GROUP_THREADS_MAX },
    { groupsOnly: true },
  );
  return page.items;
}

export async function getThread(ctx: RequestContext, threadId: string): Promise<Thread> {
  return threadFor(ctx, await requireThreadReader(ctx, threadId));
}

/** Reads the attached thread, making it on first access (a racing twin's row wins). */
async function attachedThread(
  ctx: RequestContext,
  on: { groupId: string } | { eventId: string },
  values: () => Omit<Parameters<typeof insertThread>[1], 'organizationId'>,
): Promise<ThreadRow> {
  const scope = ctx.scope;
  const existing = await findAttachedThread(ctx.db, scope, on);
  if (existing) return existing;
  const inserted = await insertThread(ctx.db, {
    ...values(),
    organizationId: scope.organizationId,
  });
  if (inserted) return inserted;
  const twin = await findAttachedThread(ctx.db, scope, on);
  if (!twin) throw threadNotFound();
  return twin;
}

/** `GET /threads/groups/{groupId}`: the group's thread, for its members (453 otherwise). */
export async function getGroupThread(ctx: RequestContext, groupKey: string): Promise<Thread> {
  const account = requireActiveAccount(ctx);
  requireModule(ctx, 'groups');
  const group = await findGroupByKey(ctx.db, ctx.scope, groupKey);
  if (!group) throw new AppError('NOT_FOUND', THREAD_MESSAGES.groupNotFound);
  const role = await groupRoleOf(ctx.db, ctx.scope, group.id, account.id);
  if (!isAdmin(ctx) && !isGroupMemberRole(role)) throw new AppError('NOT_GROUP_MEMBER');
  const row = await attachedThread(ctx, { groupId: group.id }, () => ({
    name: group.name,
    access: 'private',
    groupId: group.id,
  }));
  return threadFor(ctx, await accessTo(ctx, row));
}

/** `GET /threads/events/{eventId}`: the event's thread, for attendees and hosts (454 otherwise). */
export async function getEventThread(ctx: RequestContext, eventKey: string): Promise<Thread> {
  const account = requireActiveAccount(ctx);
  requireModule(ctx, 'events');
  const event = await findEventByKey(ctx.db, ctx.scope, eventKey);
  if (!event) throw new AppError('NOT_FOUND', THREAD_MESSAGES.eventNotFound);
  const relation = await eventRelationOf(ctx.db, ctx.scope, event.id, account.id, (event) =>
    coHostsSql(event, account.id),
  );
  if (!isAdmin(ctx) && !relation.registered && !relation.host)
    throw new AppError('NOT_EVENT_REGISTERED');
  const row = await attachedThread(ctx, { eventId: event.id }, () => ({
    name: event.name,
    access: 'private',
    eventId: event.id,
  }));
  return threadFor(ctx, await accessTo(ctx, row));
}

async function imageOf(ctx: RequestContext, imageId: string | null | undefined) {
  if (!imageId) return { imageId: null, image: null };
  const image = await findUploadedImage(ctx, imageId);
  if (!image)
    throw new AppError('VALIDATION', THREAD_MESSAGES.imageNotFound, { field: 'thread.imageId' });
  return { imageId, image };
}

/**
 * `POST /threads`: a standalone thread (its creator moderates it; `accountIds` join as
 * members), or a group's (by a group moderator) or an event's (by a host) when it has
 * none yet; `firstMessage` is posted as the creator's.
 */
export async function createThread(ctx: RequestContext, body: CreateThreadBody): Promise<Thread> {
  const account = requireActiveAccount(ctx);
  const scope = ctx.scope;
  const input = body.thread;
  if (input.groupId && input.eventId)
    throw new AppError('VALIDATION', THREAD_MESSAGES.oneAttachment, { field: 'thread.eventId' });
  if (input.groupId) {
    requireModule(ctx, 'groups');
    const group = await findGroupByKey(ctx.db, scope, input.groupId);
    if (!group) throw new AppError('NOT_FOUND', THREAD_MESSAGES.groupNotFound);
    const role = await groupRoleOf(ctx.db, scope, group.id, account.id);
    if (!isAdmin(ctx) && !isGroupManagingRole(role))
      throw new AppError('FORBIDDEN', THREAD_MESSAGES.notModerator);
    if (await findAttachedThread(ctx.db, scope, { groupId: group.id }))
      throw new AppError('CONFLICT', THREAD_MESSAGES.groupHasThread);
  }
  if (input.eventId) {
    requireModule(ctx, 'events');
    const event = await findEventByKey(ctx.db, scope, input.eventId);
    if (!event) throw new AppError('NOT_FOUND', THREAD_MESSAGES.eventNotFound);
    const relation = await eventRelationOf(ctx.db, scope, event.id, account.id, (column) =>
      coHostsSql(column, account.id),
    );
    if (!isAdmin(ctx) && !relation.host)
      throw new AppError('FORBIDDEN', THREAD_MESSAGES.notModerator);
    if (await findAttachedThread(ctx.db, scope, { eventId: event.id }))
      throw new AppError('CONFLICT', THREAD_MESSAGES.eventHasThread);
  }
  const attached = Boolean(input.groupId || input.eventId);
  const others = [...new Set(body.accountIds)].filter((id) => id !== account.id);
  if (!attached && others.length > 0) {
    const known = await existingAccountIds(ctx.db, scope, others);
    const unknown = others.findIndex((id) => !known.has(id));
    if (unknown >= 0)
      throw new AppError('VALIDATION', THREAD_MESSAGES.accountNotFound, {
        field: `accountIds.${body.accountIds.indexOf(others[unknown] as string)}`,
      });
  }
  const image = await imageOf(ctx, input.imageId);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertThread(tx, {
      organizationId: scope.organizationId,
      name: input.name,
      description: input.description ?? null,
      ...image,
      access: attached ? 'private' : input.access,
      featured: isAdmin(ctx) ? (input.featured ?? false) : false,
      groupId: input.groupId ?? null,
      eventId: input.eventId ?? null,
      creatorId: account.id,
    });
    if (!inserted)
      throw new AppError(
        'CONFLICT',
        input.groupId ? THREAD_MESSAGES.groupHasThread : THREAD_MESSAGES.eventHasThread,
      );
    const base = { organizationId: scope.organizationId, threadId: inserted.id };
    await upsertMember(tx, { ...base, accountId: account.id, role: 'moderator' });
    if (!attached) {
      for (const accountId of others) await upsertMember(tx, { ...base, accountId });
    }
    return inserted;
  });
  const firstMessage = body.firstMessage?.trim();
  if (firstMessage) await postMessage(ctx, row.id, { body: firstMessage, entities: [] });
  const access = await requireThreadReader(ctx, row.id);
  const thread = await threadFor(ctx, access);
  // Everyone else in the audience learns of it (each sees it with their own flags on read).
  await publishThreadEvent(
    ctx,
    access.thread,
    { type: 'thread.created', body: { threadId: thread.id, thread: audienceView(thread) } },
    account.id,
  );
  return thread;
}

/** `PATCH /threads/{id}`: its moderators; `featured` is the administrators'. */
export async function updateThread(
  ctx: RequestContext,
  threadId: string,
  body: UpdateThreadBody,
): Promise<Thread> {
  requireActiveAccount(ctx);
  const access = await requireThreadModerator(ctx, threadId);
  const input = body.thread;
  const attached = Boolean(access.thread.groupId || access.thread.eventId);
  if (attached && input.access !== undefined && input.access !== access.thread.access)
    throw new AppError('VALIDATION', THREAD_MESSAGES.attachedThreadAccess, {
      field: 'thread.access',
    });
  if (input.featured !== undefined && !isAdmin(ctx)) throw new AppError('FORBIDDEN');
  const image = input.imageId === undefined ? {} : await imageOf(ctx, input.imageId);
  const row = await writeThread(ctx.db, ctx.scope, threadId, {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.featured === undefined ? {} : { featured: input.featured }),
    ...(input.visible === undefined ? {} : { visible: input.visible }),
    ...(input.access === undefined || attached ? {} : { access: input.access }),
    ...image,
  });
  if (!row) throw threadNotFound();
  const thread = await threadFor(ctx, { ...access, thread: row });
  await publishThreadEvent(ctx, row, {
    type: 'thread.updated',
    body: { threadId, thread: audienceView(thread) },
  });
  return thread;
}
