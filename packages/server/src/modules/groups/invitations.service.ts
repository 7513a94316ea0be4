import {
  GROUP_MESSAGES,
  type GroupInvitation,
  type GroupInvitationsQuery,
  type GroupMembership,
  type InvitableAccount,
  type ListQuery,
} from '@convene/contract';
import { requireAccount, requireActiveAccount, type RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import type { Scope } from '../../tenancy/scope';
import { accountMapper } from '../accounts/index';
import { existingAccountIds } from '../accounts/sql';
import { notify } from '../notifications/index';
import {
  addMember,
  listForModerator,
  loadModeratedGroup,
  membershipOut,
  ONE,
  requireActiveGroup,
  withLockedGroup,
  withModeratedGroup,
} from './group-core';
import { toInvitation } from './group-view';
import type { GroupRow } from './groups.repository';
import {
  deleteInvitationOf,
  findInvitationById,
  findInvitationOf,
  listInvitableAccounts,
  listInvitations,
  setInvitationStatus,
  upsertInvitation,
} from './invitations.repository';
import { findMembership } from './membership.repository';
import { isBlocked } from './moderation.repository';

/**
 * Invitations: a moderator invites accounts (again after a rejection or cancellation, or
 * cancels a pending one); the invited account accepts and becomes a member, or rejects.
 */

async function invitationOut(db: Executor, scope: Scope, groupId: string, invitationId: string) {
  const [row] = await listInvitations(db, scope, { groupId, invitationId }, ONE);
  if (!row) throw new AppError('NOT_FOUND', GROUP_MESSAGES.invitationNotFound);
  return toInvitation(row);
}

/** The group's invitation by id (404 when unknown). */
async function invitationById(tx: Executor, scope: Scope, groupId: string, invitationId: string) {
  const invitation = await findInvitationById(tx, scope, groupId, invitationId);
  if (!invitation) throw new AppError('NOT_FOUND', GROUP_MESSAGES.invitationNotFound);
  return invitation;
}

/** The account's pending invitation to the group (409 when it has none). */
async function pendingInvitationOf(tx: Executor, scope: Scope, groupId: string, accountId: string) {
  const invitation = await findInvitationOf(tx, scope, groupId, accountId);
  if (invitation?.status !== 'invited')
    throw new AppError('CONFLICT', GROUP_MESSAGES.noPendingInvitation);
  return invitation;
}

/** 409 when the account is already a member of the group or blocked from it. */
async function requireInvitable(
  tx: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
  options: { field?: string } = {},
): Promise<void> {
  if (await findMembership(tx, scope, groupId, accountId)) {
    throw new AppError('CONFLICT', GROUP_MESSAGES.accountAlreadyMember, options);
  }
  if (await isBlocked(tx, scope, groupId, accountId)) {
    throw new AppError('CONFLICT', GROUP_MESSAGES.accountBlocked, options);
  }
}

async function sendInvitationNotice(
  tx: Executor,
  ctx: RequestContext,
  group: GroupRow,
  invitation: { id: string; accountId: string },
  inviterId: string,
): Promise<void> {
  await notify(tx, ctx, {
    type: 'GROUP_INVITATION',
    recipientId: invitation.accountId,
    senderId: inviterId,
    groupId: group.id,
    invitationId: invitation.id,
    email: {
      subject: { id: 'groups.invitation.subject', values: { group: group.name } },
      text: { id: 'groups.invitation.text', values: { group: group.name } },
    },
  });
}

/** A moderator invites accounts; pending invitations stay as they are. Answers message 'ok'. */
export async function inviteAccounts(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountIds: string[],
): Promise<void> {
  const inviter = requireActiveAccount(ctx);
  const ids = [...new Set(accountIds.map((id) => id.toLowerCase()))];
  await withModeratedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    requireActiveGroup(group);
    const known = new Set(await existingAccountIds(tx, scope, ids));
    if (ids.some((id) => !known.has(id))) {
      throw new AppError('NOT_FOUND', GROUP_MESSAGES.accountNotFound, { field: 'accountIds' });
    }
    for (const accountId of ids) {
      await requireInvitable(tx, scope, group.id, accountId, { field: 'accountIds' });
    }
    for (const accountId of ids) {
      const existing = await findInvitationOf(tx, scope, group.id, accountId);
      if (existing?.status === 'invited') continue;
      const invitation = await upsertInvitation(tx, {
        organizationId: scope.organizationId,
        groupId: group.id,
        accountId,
        inviterId: inviter.id,
      });
      await sendInvitationNotice(tx, ctx, group, invitation, inviter.id);
    }
  });
}

export async function cancelInvitation(
  ctx: RequestContext,
  groupIdOrSlug: string,
  invitationId: string,
): Promise<GroupInvitation> {
  return withModeratedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    const invitation = await invitationById(tx, scope, group.id, invitationId);
    if (invitation.status !== 'invited')
      throw new AppError('CONFLICT', GROUP_MESSAGES.invitationNotPending);
    await setInvitationStatus(tx, scope, invitation.id, 'canceled');
    return invitationOut(tx, scope, group.id, invitation.id);
  });
}

export async function reinvite(
  ctx: RequestContext,
  groupIdOrSlug: string,
  invitationId: string,
): Promise<GroupInvitation> {
  const inviter = requireActiveAccount(ctx);
  return withModeratedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    requireActiveGroup(group);
    const invitation = await invitationById(tx, scope, group.id, invitationId);
    if (invitation.status === 'invited')
      throw new AppError('CONFLICT', GROUP_MESSAGES.invitationAlreadyPending);
    await requireInvitable(tx, scope, group.id, invitation.accountId);
    const updated = await setInvitationStatus(tx, scope, invitation.id, 'invited', inviter.id);
    await sendInvitationNotice(tx, ctx, group, updated, inviter.id);
    return invitationOut(tx, scope, group.id, invitation.id);
  });
}

/** The invited account accepts: it becomes a member. */
export async function acceptInvitation(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<GroupMembership> {
  const account = requireActiveAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    await pendingInvitationOf(tx, scope, group.id, account.id);
    requireActiveGroup(group);
    if (await isBlocked(tx, scope, group.id, account.id))
      throw new AppError('FORBIDDEN', GROUP_MESSAGES.blocked);
    if (await findMembership(tx, scope, group.id, account.id)) {
      await deleteInvitationOf(tx, scope, group.id, account.id);
      throw new AppError('CONFLICT', GROUP_MESSAGES.alreadyMember);
    }
    await addMember(tx, scope, group, account.id);
    return membershipOut(tx, scope, group.id, account.id);
  });
}

export async function rejectInvitation(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<GroupInvitation> {
  const account = requireAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    const invitation = await pendingInvitationOf(tx, scope, group.id, account.id);
    await setInvitationStatus(tx, scope, invitation.id, 'rejected');
    return invitationOut(tx, scope, group.id, invitation.id);
  });
}

export async function listGroupInvitations(
  ctx: RequestContext,
  groupIdOrSlug: string,
  query: GroupInvitationsQuery,
): Promise<GroupInvitation[]> {
  return listForModerator(
    ctx,
    groupIdOrSlug,
    (db, scope, groupId) =>
      listInvitations(
        db,
        scope,
        { groupId, status: query.status, search: query.search },
        pageWindow(query),
      ),
    toInvitation,
  );
}

/** Accounts a moderator can invite: not members, not blocked, with their request and invitation. */
export async function listGroupInvitableAccounts(
  ctx: RequestContext,
  groupIdOrSlug: string,
  query: ListQuery,
): Promise<InvitableAccount[]> {
  const group = await loadModeratedGroup(ctx, groupIdOrSlug);
  const result = await listInvitableAccounts(
    ctx.db,
    ctx.scope,
    group.id,
    query.search,
    pageWindow(query),
  );
  const toAccount = await accountMapper(ctx, result.accounts);
  return result.accounts.map((account) => ({
    ...toAccount(account),
    groupRequests: result.requests
      .filter((request) => request.accountId === account.id)
      .map(({ id, status }) => ({ id, status })),
    groupInvitations: result.invitations
      .filter((invitation) => invitation.accountId === account.id)
      .map(({ id, status }) => ({ id, status })),
    groups: [],
  }));
}
