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
import { scopeOf } from '../../tenancy/scope';
import { existingAccountIds } from '../accounts/sql';
import {
  loadGroup,
  membershipOut,
  requireGroupModerator,
  withLockedGroup,
  withModeratedMember,
} from './group-core';
import { toBlock } from './group-view';
import { adjustMembersCount } from './groups.repository';
import { deleteInvitationOf } from './invitations.repository';
import {
  countManagers,
  deleteMembership,
  deleteRequestOf,
  findMembership,
  updateMembership,
} from './membership.repository';
import { deleteBlock, insertBlock, isBlocked, listBlocks } from './moderation.repository';

/**
 * Moderators manage members: promote, demote and remove them (the group always keeps one
 * moderator), and block accounts from the group or lift a block.
 */

export async function promoteMember(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
): Promise<GroupMembership> {
  return withModeratedMember(
    ctx,
    groupIdOrSlug,
    accountId,
    async (tx, group, membership, scope) => {
      if (membership.role !== 'member')
        throw new AppError('CONFLICT', GROUP_MESSAGES.alreadyModerator);
      await updateMembership(tx, scope, group.id, accountId, { role: 'moderator' });
      return membershipOut(tx, scope, group.id, accountId);
    },
  );
}

/** A moderator becomes a member again; the group always keeps one moderator. */
export async function demoteMember(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
): Promise<GroupMembership> {
  return withModeratedMember(
    ctx,
    groupIdOrSlug,
    accountId,
    async (tx, group, membership, scope) => {
      if (!isGroupManagingRole(membership.role))
        throw new AppError('CONFLICT', GROUP_MESSAGES.notModerator);
      if ((await countManagers(tx, scope, group.id)) <= 1) {
        throw new AppError('CONFLICT', GROUP_MESSAGES.lastModerator);
      }
      await updateMembership(tx, scope, group.id, accountId, { role: 'member' });
      return membershipOut(tx, scope, group.id, accountId);
    },
  );
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
      if (isGroupManagingRole(membership.role) && (await countManagers(tx, scope, group.id)) <= 1) {
        throw new AppError('CONFLICT', GROUP_MESSAGES.lastModeratorRemove);
      }
      await deleteMembership(tx, scope, group.id, accountId);
      await adjustMembersCount(tx, scope, group.id, -1);
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
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    await requireGroupModerator(ctx, group, tx);
    const [known] = await existingAccountIds(tx, scope, [accountId]);
    if (!known) throw new AppError('NOT_FOUND', GROUP_MESSAGES.accountNotFound);
    if (accountId === moderator.id) throw new AppError('CONFLICT', GROUP_MESSAGES.blockSelf);
    if (await isBlocked(tx, scope, group.id, accountId))
      throw new AppError('CONFLICT', GROUP_MESSAGES.accountBlocked);
    const membership = await findMembership(tx, scope, group.id, accountId);
    if (isGroupManagingRole(membership?.role))
      throw new AppError('CONFLICT', GROUP_MESSAGES.blockModerator);
    if (membership) {
      await deleteMembership(tx, scope, group.id, accountId);
      await adjustMembersCount(tx, scope, group.id, -1);
    }
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
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    await requireGroupModerator(ctx, group, tx);
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
  const group = await loadGroup(ctx, groupIdOrSlug);
  await requireGroupModerator(ctx, group);
  const rows = await listBlocks(ctx.db, scopeOf(ctx), group.id, query.search, pageWindow(query));
  return rows.map(toBlock);
}
