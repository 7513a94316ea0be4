import type { BaseGroup, GroupAnnouncement, GroupInvitation } from '@convene/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { groupAnnouncements, groupInvitations, groups } from '../../db/schema/index';
import { inOrganization, scopeOf } from '../../tenancy/scope';
import { accountsAs, accountSummaryColumns } from '../accounts/sql';
import { toAnnouncement, toBaseGroup, toInvitation } from './group-view';
import { baseGroupColumns } from './groups.repository';

/*
 * The group objects notifications embed (a group, an invitation, an announcement), by
 * id: the notifications module calls these through the loaders the groups module
 * declares, for the recipient's own notifications.
 */

const invitees = accountsAs('subject_invitees');
const inviters = accountsAs('subject_inviters');
const creators = accountsAs('subject_creators');

export async function groupSubjects(
  ctx: RequestContext,
  ids: string[],
  db: Executor,
): Promise<Map<string, BaseGroup>> {
  const rows = await db
    .select(baseGroupColumns)
    .from(groups)
    .where(and(inOrganization(groups, scopeOf(ctx)), inArray(groups.id, ids)));
  return new Map(rows.map((row) => [row.id, toBaseGroup(row)]));
}

export async function invitationSubjects(
  ctx: RequestContext,
  ids: string[],
  db: Executor,
): Promise<Map<string, GroupInvitation>> {
  const rows = await db
    .select({
      invitation: groupInvitations,
      group: baseGroupColumns,
      account: accountSummaryColumns(invitees),
      inviter: accountSummaryColumns(inviters),
    })
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
    .innerJoin(invitees, eq(invitees.id, groupInvitations.accountId))
    .leftJoin(inviters, eq(inviters.id, groupInvitations.inviterId))
    .where(and(inOrganization(groupInvitations, scopeOf(ctx)), inArray(groupInvitations.id, ids)));
  return new Map(rows.map((row) => [row.invitation.id, toInvitation(row)]));
}

export async function announcementSubjects(
  ctx: RequestContext,
  ids: string[],
  db: Executor,
): Promise<Map<string, GroupAnnouncement>> {
  const rows = await db
    .select({
      announcement: groupAnnouncements,
      group: baseGroupColumns,
      creator: accountSummaryColumns(creators),
    })
    .from(groupAnnouncements)
    .innerJoin(groups, eq(groups.id, groupAnnouncements.groupId))
    .leftJoin(creators, eq(creators.id, groupAnnouncements.creatorId))
    .where(
      and(inOrganization(groupAnnouncements, scopeOf(ctx)), inArray(groupAnnouncements.id, ids)),
    );
  return new Map(rows.map((row) => [row.announcement.id, toAnnouncement(row)]));
}
