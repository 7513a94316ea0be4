import { isGroupMemberRole, type ActivityPlace } from '@convene/contract';
import type { RequestContext } from '../../context';
import { findGroup, membershipRolesOf } from '../groups/groups.repository';

/** The groups module's guards, as activities use them. */
export { isGroupModerator, requireGroupPoster, requireGroupViewer } from '../groups/groups.service';

/**
 * The groups an account belongs to (any member role). Read with the groups module's own
 * membership query: one round trip on every feed read, where `groupRolesOf` would take three.
 */
export async function memberGroupIds(ctx: RequestContext, accountId: string): Promise<string[]> {
  const rows = await membershipRolesOf(ctx.db, { organizationId: ctx.organization.id }, accountId);
  return rows.flatMap((row) => (isGroupMemberRole(row.role) ? [row.groupId] : []));
}

/** The group cards shown on activities, by id (the distinct groups of one page). */
export async function groupCards(
  ctx: RequestContext,
  groupIds: string[],
): Promise<Map<string, ActivityPlace>> {
  const scope = { organizationId: ctx.organization.id };
  const groups = await Promise.all(groupIds.map((id) => findGroup(ctx.db, scope, id)));
  return new Map(
    groups.flatMap((group) =>
      group ? [[group.id, { id: group.id, slug: group.slug, name: group.name }] as const] : [],
    ),
  );
}
