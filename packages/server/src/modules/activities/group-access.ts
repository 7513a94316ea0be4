import type { ActivityPlace } from '@convene/contract';
import type { RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { findGroup, findMembership, membershipRolesOf } from '../groups/groups.repository';

const MEMBER_ROLES = new Set(['member', 'moderator', 'admin', 'manager']);
const MODERATOR_ROLES = new Set(['moderator', 'admin', 'manager']);

function scope(ctx: RequestContext) {
  return { organizationId: ctx.organization.id };
}

/** 404 for an unknown group; 453 when it is private and the viewer is not a member. */
export async function requireGroupViewer(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<{ id: string; access: 'public' | 'private' }> {
  const group = await findGroup(ctx.db, scope(ctx), groupIdOrSlug);
  if (!group) throw new AppError('NOT_FOUND', 'Group not found');
  if (group.access === 'private') {
    const membership = ctx.account ? await findMembership(ctx.db, scope(ctx), group.id, ctx.account.id) : undefined;
    if (!membership || !MEMBER_ROLES.has(membership.role)) throw new AppError('NOT_GROUP_MEMBER');
  }
  return { id: group.id, access: group.access };
}

/** Posting in a group needs a membership of any role. */
export async function requireGroupPoster(ctx: RequestContext, groupId: string): Promise<void> {
  const group = await findGroup(ctx.db, scope(ctx), groupId);
  if (!group) throw new AppError('NOT_FOUND', 'Group not found', { field: 'groupId' });
  const membership = ctx.account ? await findMembership(ctx.db, scope(ctx), group.id, ctx.account.id) : undefined;
  if (!membership || !MEMBER_ROLES.has(membership.role)) throw new AppError('NOT_GROUP_MEMBER');
}

export async function isGroupModerator(ctx: RequestContext, groupId: string, accountId: string): Promise<boolean> {
  const membership = await findMembership(ctx.db, scope(ctx), groupId, accountId);
  return Boolean(membership && MODERATOR_ROLES.has(membership.role));
}

/** The groups an account belongs to. */
export async function memberGroupIds(ctx: RequestContext, accountId: string): Promise<string[]> {
  const rows = await membershipRolesOf(ctx.db, scope(ctx), accountId);
  return rows.filter((row) => MEMBER_ROLES.has(row.role)).map((row) => row.groupId);
}

/** The group cards shown on activities, by id. */
export async function groupCards(ctx: RequestContext, groupIds: string[]): Promise<Map<string, ActivityPlace>> {
  const groups = await Promise.all(groupIds.map((id) => findGroup(ctx.db, scope(ctx), id)));
  return new Map(
    groups.flatMap((group) => (group ? [[group.id, { id: group.id, slug: group.slug, name: group.name }] as const] : [])),
  );
}
