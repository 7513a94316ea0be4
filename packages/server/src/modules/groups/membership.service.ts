import {
  GROUP_MESSAGES,
  isGroupManagingRole,
  type Group,
  type GroupMembership,
  type GroupRequest,
  type GroupRequestsQuery,
  type SelfGroupsQuery,
  type UpdateGroupMembershipBody,
} from '@convene/contract';
import {
  requireAccount,
  requireActiveAccount,
  requireModule,
  type RequestContext,
} from '../../context';
import type { Executor } from '../../db/client';
import type { Paged } from '../../lib/keyset';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import type { Scope } from '../../tenancy/scope';
import { notify } from '../notifications/index';
import {
  addMember,
  groupFor,
  groupNotFound,
  listForModerator,
  loadGroup,
  loadModeratedGroup,
  membershipOut,
  membershipsOut,
  ONE,
  dropMembership,
  requireActiveGroup,
  requireAnotherManager,
  requireMayJoin,
  withLockedGroup,
  withModeratedGroup,
} from './group-core';
import { toMembership, toRequest } from './group-view';
import { lockGroup } from './groups.repository';
import { findInvitationOf } from './invitations.repository';
import {
  deleteRequestOf,
  findMembership,
  findMembershipDetail,
  findRequest,
  insertRequest,
  listManagerIds,
  listRequests,
  setRequestStatus,
  updateMembership,
} from './membership.repository';

/**
 * The membership state machine, from the account's side: public groups are joined
 * directly, private ones through a request a moderator accepts or rejects; a member
 * leaves unless it is the last moderator. Every transition runs with the group locked.
 */

async function requestOut(db: Executor, scope: Scope, groupId: string, requestId: string) {
  const [row] = await listRequests(db, scope, { groupId, requestId }, ONE);
  if (!row) throw new AppError('NOT_FOUND', GROUP_MESSAGES.requestNotFound);
  return toRequest(row);
}

/** The group's request by id, still pending (404 when unknown, 409 when decided). */
async function pendingRequest(tx: Executor, scope: Scope, groupId: string, requestId: string) {
  const request = await findRequest(tx, scope, groupId, { requestId });
  if (!request) throw new AppError('NOT_FOUND', GROUP_MESSAGES.requestNotFound);
  if (request.status !== 'requested')
    throw new AppError('CONFLICT', GROUP_MESSAGES.requestNotPending);
  return request;
}

/** The group's moderators hear of a request to join, in-app and by push (no email). */
async function tellManagers(
  tx: Executor,
  ctx: RequestContext,
  group: { id: string; name: string },
  requesterId: string,
): Promise<void> {
  for (const managerId of await listManagerIds(tx, ctx.scope, group.id)) {
    await notify(tx, ctx, {
      type: 'GROUP_REQUEST',
      recipientId: managerId,
      senderId: requesterId,
      groupId: group.id,
      pushText: { id: 'groups.request.push', values: { group: group.name } },
    });
  }
}

/** Join a public group directly. */
export async function joinGroup(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<GroupMembership> {
  const account = requireActiveAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    requireActiveGroup(group);
    await requireMayJoin(tx, scope, group.id, account.id);
    if (group.access === 'private') throw new AppError('VALIDATION', GROUP_MESSAGES.privateJoin);
    await addMember(tx, scope, group, account.id);
    return membershipOut(tx, scope, group.id, account.id);
  });
}

/** Leave a group; the last moderator cannot. */
export async function leaveGroup(ctx: RequestContext, groupIdOrSlug: string): Promise<null> {
  const account = requireAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    const membership = await findMembership(tx, scope, group.id, account.id);
    if (!membership) throw new AppError('CONFLICT', GROUP_MESSAGES.notMember);
    if (isGroupManagingRole(membership.role))
      await requireAnotherManager(tx, scope, group.id, GROUP_MESSAGES.lastModerator);
    await dropMembership(tx, scope, group.id, account.id);
    return null;
  });
}

// ---------------------------------------------------------------- requests to join

/** Ask to join a private group (public groups are joined directly). */
export async function requestToJoin(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<GroupRequest> {
  const account = requireActiveAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    requireActiveGroup(group);
    await requireMayJoin(tx, scope, group.id, account.id);
    if (group.access === 'public') throw new AppError('VALIDATION', GROUP_MESSAGES.publicRequest);
    const invitation = await findInvitationOf(tx, scope, group.id, account.id);
    if (invitation?.status === 'invited')
      throw new AppError('CONFLICT', GROUP_MESSAGES.invitationPending);
    const existing = await findRequest(tx, scope, group.id, { accountId: account.id });
    if (existing?.status === 'requested')
      throw new AppError('CONFLICT', GROUP_MESSAGES.requestPending);
    const request = existing
      ? await setRequestStatus(tx, scope, existing.id, 'requested')
      : await insertRequest(tx, {
          organizationId: scope.organizationId,
          groupId: group.id,
          accountId: account.id,
        });
    await tellManagers(tx, ctx, group, account.id);
    return requestOut(tx, scope, group.id, request.id);
  });
}

export async function cancelRequest(ctx: RequestContext, groupIdOrSlug: string): Promise<null> {
  const account = requireActiveAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    const request = await findRequest(tx, scope, group.id, { accountId: account.id });
    if (request?.status !== 'requested')
      throw new AppError('CONFLICT', GROUP_MESSAGES.noPendingRequest);
    await deleteRequestOf(tx, scope, group.id, account.id);
    return null;
  });
}

/** A moderator accepts a pending request: the account becomes a member. */
export async function acceptRequest(
  ctx: RequestContext,
  groupIdOrSlug: string,
  requestId: string,
): Promise<Group> {
  const moderator = requireActiveAccount(ctx);
  const row = await withModeratedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    const request = await pendingRequest(tx, scope, group.id, requestId);
    if (await findMembership(tx, scope, group.id, request.accountId)) {
      await deleteRequestOf(tx, scope, group.id, request.accountId);
      throw new AppError('CONFLICT', GROUP_MESSAGES.accountAlreadyMember);
    }
    await addMember(tx, scope, group, request.accountId);
    await notify(tx, ctx, {
      type: 'GROUP_REQUEST_ACCEPTED',
      recipientId: request.accountId,
      senderId: moderator.id,
      groupId: group.id,
      email: {
        subject: { id: 'groups.requestAccepted.subject', values: { group: group.name } },
        text: { id: 'groups.requestAccepted.text', values: { group: group.name } },
      },
    });
    return lockGroup(tx, scope, group.id);
  });
  if (!row) throw groupNotFound();
  return groupFor(ctx, row);
}

export async function rejectRequest(
  ctx: RequestContext,
  groupIdOrSlug: string,
  requestId: string,
): Promise<GroupRequest> {
  return withModeratedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    const request = await pendingRequest(tx, scope, group.id, requestId);
    await setRequestStatus(tx, scope, request.id, 'rejected');
    return requestOut(tx, scope, group.id, request.id);
  });
}

export async function listGroupRequests(
  ctx: RequestContext,
  groupIdOrSlug: string,
  query: GroupRequestsQuery,
): Promise<GroupRequest[]> {
  return listForModerator(
    ctx,
    groupIdOrSlug,
    (db, scope, groupId) =>
      listRequests(
        db,
        scope,
        { groupId, status: query.status, search: query.search },
        pageWindow(query),
      ),
    toRequest,
  );
}

export async function getGroupRequest(
  ctx: RequestContext,
  groupIdOrSlug: string,
  requestId: string,
): Promise<GroupRequest> {
  const group = await loadModeratedGroup(ctx, groupIdOrSlug);
  return requestOut(ctx.db, ctx.scope, group.id, requestId);
}

// ---------------------------------------------------------------- self

export async function listSelfGroups(
  ctx: RequestContext,
  query: SelfGroupsQuery,
): Promise<Paged<GroupMembership>> {
  requireModule(ctx, 'groups');
  const account = requireAccount(ctx);
  return membershipsOut(ctx, { accountId: account.id }, query);
}

export async function getSelfMembership(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<GroupMembership> {
  const account = requireAccount(ctx);
  const group = await loadGroup(ctx, groupIdOrSlug);
  const row = await findMembershipDetail(ctx.db, ctx.scope, group.id, account.id);
  if (!row) throw new AppError('NOT_FOUND', GROUP_MESSAGES.notMember);
  return toMembership(row);
}

export async function updateSelfMembership(
  ctx: RequestContext,
  groupIdOrSlug: string,
  body: UpdateGroupMembershipBody,
): Promise<GroupMembership> {
  const account = requireAccount(ctx);
  const group = await loadGroup(ctx, groupIdOrSlug);
  const scope = ctx.scope;
  if (!(await findMembership(ctx.db, scope, group.id, account.id))) {
    throw new AppError('NOT_FOUND', GROUP_MESSAGES.notMember);
  }
  await updateMembership(ctx.db, scope, group.id, account.id, body);
  return membershipOut(ctx.db, scope, group.id, account.id);
}
