import { isGroupMemberRole, type ActivityPlace } from '@convene/contract';
import type { RequestContext } from '../../context';
import { findGroup } from '../groups/groups.repository';
import { groupRolesOf } from '../groups/groups.service';

/** The groups module's guards, as activities use them. */
export { isGroupModerator, requireGroupPoster, requireGroupViewer } from '../groups/groups.service';

/** The groups an account belongs to (any member role; pending requests and invitations excluded). */
export async function memberGroupIds(ctx: RequestContext, accountId: string): Promise<string[]> {
  const roles = await groupRolesOf(ctx.db, ctx.organization.id, accountId);
  return Object.entries(roles).flatMap(([groupId, role]) => (isGroupMemberRole(role) ? [groupId] : []));
}

/** The group cards shown on activities, by id (the distinct groups of one page). */
export async function groupCards(ctx: RequestContext, groupIds: string[]): Promise<Map<string, ActivityPlace>> {
  const scope = { organizationId: ctx.organization.id };
  const groups = await Promise.all(groupIds.map((id) => findGroup(ctx.db, scope, id)));
  return new Map(
    groups.flatMap((group) =>
      group ? [[group.id, { id: group.id, slug: group.slug, name: group.name }] as const] : [],
    ),
  );
}
