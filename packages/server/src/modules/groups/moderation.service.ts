import {
  GROUP_MESSAGES,
  isGroupManagingRole,
  type GroupBlock,
  type GroupMembership,
  type ListQuery,
} from '@convene/contract';
import { requireActiveAccount, type RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import { existingAccountIds } from '../accounts/sql';
import {
  listForModerator,
  membershipOut,
  dropMembership,
  requireAnotherManager,
  withModeratedGroup,
  withModeratedMember,
} from './group-core';
import { toBlock } from './group-view';
import { deleteInvitationOf } from './invitations.repository';
import { deleteRequestOf, findMembership, updateMembership } from './membership.repository';
import { deleteBlock, insertBlock, isBlocked, listBlocks } from './moderation.repository';

/**
 * Moderators manage members: promote, demote and remove them (the group always keeps one
 * moderator), and block accounts from the group or lift a block.
 */

/**
 * A member becomes a moderator, or a moderator a member again; the group always keeps
 * one moderator.
 */
async function setMemberRole(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
  role: 'member' | 'moderator',
): Promise<GroupMembership> {
  return withModeratedMember(
    ctx,
    groupIdOrSlug,
    accountId,
    async (tx, group, membership, scope) => {
      if (role === 'moderator' && membership.role !== 'member')
        throw new AppError('CONFLICT', GROUP_MESSAGES.alreadyModerator);
      if (role === 'member') {
        if (!isGroupManagingRole(membership.role))
          throw new AppError('CONFLICT', GROUP_MESSAGES.notModerator);
        await requireAnotherManager(tx, scope, group.id, GROUP_MESSAGES.lastModerator);
      }
      await updateMembership(tx, scope, group.id, accountId, { role });
      return membershipOut(tx, scope, group.id, accountId);
    },
  );
}

export function promoteMember(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
): Promise<GroupMembership> {
  return setMemberRole(ctx, groupIdOrSlug, accountId, 'moderator');
}

export function demoteMember(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
): Promise<GroupMembership> {
  return setMemberRole(ctx, groupIdOrSlug, accountId, 'member');
}

export async function removeMember(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
): Promise<null> {
  return withModeratedMember(
    ctx,
    groupIdOrSlug,
    accountId,
    async (tx, group, membership, scope) => {
      if (isGroupManagingRole(membership.role))
        await requireAnotherManager(tx, scope, group.id, GROUP_MESSAGES.lastModeratorRemove);
      await dropMembership(tx, scope, group.id, accountId);
      return null;
    },
  );
}

/** A moderator blocks an account: it is removed and can no longer request, join or be invited. */
export async function blockMember(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
): Promise<null> {
  const moderator = requireActiveAccount(ctx);
  return withModeratedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    const [known] = await existingAccountIds(tx, scope, [accountId]);
    if (!known) throw new AppError('NOT_FOUND', GROUP_MESSAGES.accountNotFound);
    if (accountId === moderator.id) throw new AppError('CONFLICT', GROUP_MESSAGES.blockSelf);
    if (await isBlocked(tx, scope, group.id, accountId))
      throw new AppError('CONFLICT', GROUP_MESSAGES.accountBlocked);
    const membership = await findMembership(tx, scope, group.id, accountId);
    if (isGroupManagingRole(membership?.role))
      throw new AppError('CONFLICT', GROUP_MESSAGES.blockModerator);
    if (membership) await dropMembership(tx, scope, group.id, accountId);
    await deleteRequestOf(tx, scope, group.id, accountId);
    await deleteInvitationOf(tx, scope, group.id, accountId);
    await insertBlock(tx, {
      organizationId: scope.organizationId,
      groupId: group.id,
      accountId,
      blockerId: moderator.id,
    });
    return null;
  });
}

export async function unblockMember(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
): Promise<null> {
  return withModeratedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    if (!(await deleteBlock(tx, scope, group.id, accountId))) {
      throw new AppError('CONFLICT', GROUP_MESSAGES.notBlocked);
    }
    return null;
  });
}

export async function listGroupBlocks(
  ctx: RequestContext,
  groupIdOrSlug: string,
  query: ListQuery,
): Promise<GroupBlock[]> {
  return listForModerator(
    ctx,
    groupIdOrSlug,
    (db, scope, groupId) => listBlocks(db, scope, groupId, query.search, pageWindow(query)),
    toBlock,
  );
}
