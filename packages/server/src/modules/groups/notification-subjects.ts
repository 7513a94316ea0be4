import type { BaseGroup, GroupAnnouncement, GroupInvitation } from '@convene/contract';
import { and, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { groupAnnouncements, groupInvitations, groups } from '../../db/schema/index';
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
  const rows = await db
    .select(baseGroupColumns)
    .from(groups)
    .where(and(inOrganization(groups, ctx.scope), inArray(groups.id, ids)));
  return new Map(rows.map((row) => [row.id, toBaseGroup(row)]));
}

export async function invitationSubjects(
  ctx: RequestContext,
  ids: string[],
  db: Executor,
): Promise<Map<string, GroupInvitation>> {
  const rows = await selectInvitationDetails(
    db,
    and(inOrganization(groupInvitations, ctx.scope), inArray(groupInvitations.id, ids)),
  );
  return new Map(rows.map((row) => [row.invitation.id, toInvitation(row)]));
}

export async function announcementSubjects(
  ctx: RequestContext,
  ids: string[],
  db: Executor,
): Promise<Map<string, GroupAnnouncement>> {
  const rows = await selectAnnouncementDetails(
    db,
    and(inOrganization(groupAnnouncements, ctx.scope), inArray(groupAnnouncements.id, ids)),
  );
  return new Map(rows.map((row) => [row.announcement.id, toAnnouncement(row)]));
}
