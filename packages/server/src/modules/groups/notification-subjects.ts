import type { BaseGroup, GroupAnnouncement, GroupInvitation } from '@convene/contract';
import { and } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { groupAnnouncements, groupInvitations, groups } from '../../db/schema/index';
import { anyOfBoundIds, boundScope, preparedStatement } from '../../lib/prepared';
import { inOrganization } from '../../tenancy/scope';
import { selectAnnouncementDetails } from './announcements.repository';
import { toAnnouncement, toBaseGroup, toInvitation } from './group-view';
import { baseGroupColumns } from './groups.repository';
import { selectInvitationDetails } from './invitations.repository';

/*
 * The group objects notifications embed (a group, an invitation, an announcement), by
 * id: the notifications module calls these through the loaders the groups module
 * declares, for the recipient's own notifications.
 */

export async function groupSubjects(
  ctx: RequestContext,
  ids: string[],
  db: Executor,
): Promise<Map<string, BaseGroup>> {
  const statement = preparedStatement(db, 'notification_groups', () =>
    db
      .select(baseGroupColumns)
      .from(groups)
      .where(and(inOrganization(groups, boundScope()), anyOfBoundIds(groups.id)))
      .prepare('notification_groups'),
  );
  const rows = await statement.execute({ organizationId: ctx.scope.organizationId, ids });
  return new Map(rows.map((row) => [row.id, toBaseGroup(row)]));
}

export async function invitationSubjects(
  ctx: RequestContext,
  ids: string[],
  db: Executor,
): Promise<Map<string, GroupInvitation>> {
  const statement = preparedStatement(db, 'notification_invitations', () =>
    selectInvitationDetails(
      db,
      and(inOrganization(groupInvitations, boundScope()), anyOfBoundIds(groupInvitations.id)),
    ).prepare('notification_invitations'),
  );
  const rows = await statement.execute({ organizationId: ctx.scope.organizationId, ids });
  return new Map(rows.map((row) => [row.invitation.id, toInvitation(row)]));
}

export async function announcementSubjects(
  ctx: RequestContext,
  ids: string[],
  db: Executor,
): Promise<Map<string, GroupAnnouncement>> {
  const statement = preparedStatement(db, 'notification_announcements', () =>
    selectAnnouncementDetails(
      db,
      and(inOrganization(groupAnnouncements, boundScope()), anyOfBoundIds(groupAnnouncements.id)),
    ).prepare('notification_announcements'),
  );
  const rows = await statement.execute({ organizationId: ctx.scope.organizationId, ids });
  return new Map(rows.map((row) => [row.announcement.id, toAnnouncement(row)]));
}
