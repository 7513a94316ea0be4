import type { GroupInvitationStatus } from '@convene/contract';
import { and, asc, desc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  groupBlocks,
  groupInvitations,
  groupMemberships,
  groupRequests,
  groups,
} from '../../db/schema/index';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import {
  accountNameSearch,
  accountsAs,
  accountSummaryColumns,
  enabledAccountsOf,
} from '../accounts/sql';
import { ofAccountGroups, ofGroupAccount, ofGroupAccounts, ofGroupById } from './group-sql';
import { baseGroupColumns } from './groups.repository';

export type InvitationRow = typeof groupInvitations.$inferSelect;

const invitees = accountsAs('invitees');
const inviters = accountsAs('inviters');
const candidates = accountsAs('candidates');

/** The groups inviting the account, pending (of the given groups only, if any). */
export async function pendingInvitationGroupsOf(
  db: Executor,
  scope: Scope,
  accountId: string,
  groupIds?: string[],
) {
  const rows = await db
    .select({ groupId: groupInvitations.groupId })
    .from(groupInvitations)
    .where(
      ofAccountGroups(
        groupInvitations,
        scope,
        accountId,
        groupIds,
        eq(groupInvitations.status, 'invited'),
      ),
    );
  return rows.map((row) => row.groupId);
}

export async function findInvitationOf(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(groupInvitations)
    .where(ofGroupAccount(groupInvitations, scope, groupId, accountId));
  return row;
}

export async function findInvitationById(
  db: Executor,
  scope: Scope,
  groupId: string,
  invitationId: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(groupInvitations)
    .where(ofGroupById(groupInvitations, scope, groupId, invitationId));
  return row;
}

/** Creates the invitation, or reopens an earlier one (rejected or canceled) for the same account. */
export async function upsertInvitation(
  db: Executor,
  values: { organizationId: string; groupId: string; accountId: string; inviterId: string },
): Promise<InvitationRow> {
  const [row] = await db
    .insert(groupInvitations)
    .values({ ...values, status: 'invited' })
    .onConflictDoUpdate({
      target: [groupInvitations.groupId, groupInvitations.accountId],
      set: { status: 'invited', inviterId: values.inviterId, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('Invitation upsert returned nothing');
  return row;
}

export async function setInvitationStatus(
  db: Executor,
  scope: Scope,
  invitationId: string,
  status: GroupInvitationStatus,
  inviterId?: string,
): Promise<InvitationRow> {
  const [row] = await db
    .update(groupInvitations)
    .set({ status, updatedAt: new Date(), ...(inviterId ? { inviterId } : {}) })
    .where(and(inOrganization(groupInvitations, scope), eq(groupInvitations.id, invitationId)))
    .returning();
  if (!row) throw new Error('Invitation update returned nothing');
  return row;
}

export async function deleteInvitationOf(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<void> {
  await db
    .delete(groupInvitations)
    .where(ofGroupAccount(groupInvitations, scope, groupId, accountId));
}

/** Invitations with their group, invitee and inviter, where `where` holds. */
export function selectInvitationDetails(db: Executor, where: SQL | undefined) {
  return db
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
    .where(where);
}

export type InvitationDetailRow = Awaited<ReturnType<typeof listInvitations>>[number];

export async function listInvitations(
  db: Executor,
  scope: Scope,
  filter: {
    groupId: string;
    status?: GroupInvitationStatus;
    invitationId?: string;
    search?: string;
  },
  page: Page,
) {
  return selectInvitationDetails(
    db,
    and(
      inOrganization(groupInvitations, scope),
      eq(groupInvitations.groupId, filter.groupId),
      filter.status ? eq(groupInvitations.status, filter.status) : undefined,
      filter.invitationId ? eq(groupInvitations.id, filter.invitationId) : undefined,
      accountNameSearch(invitees, filter.search),
    ),
  )
    .orderBy(desc(groupInvitations.updatedAt), asc(groupInvitations.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Enabled accounts of the organization that are neither members of the group nor blocked
 * from it, with their request and invitation to the group.
 */
export async function listInvitableAccounts(
  db: Executor,
  scope: Scope,
  groupId: string,
  search: string | undefined,
  page: Page,
) {
  const rows = await db
    .select()
    .from(candidates)
    .where(
      and(
        enabledAccountsOf(candidates, scope),
        notExists(
          db
            .select({ one: sql`1` })
            .from(groupMemberships)
            .where(
              and(
                eq(groupMemberships.groupId, groupId),
                eq(groupMemberships.accountId, candidates.id),
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(groupBlocks)
            .where(and(eq(groupBlocks.groupId, groupId), eq(groupBlocks.accountId, candidates.id))),
        ),
        accountNameSearch(candidates, search),
      ),
    )
    .orderBy(asc(candidates.username), asc(candidates.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return { accounts: rows, requests: [], invitations: [] };
  const ids = rows.map((row) => row.id);
  const [requests, invitations] = await Promise.all([
    db
      .select({
        id: groupRequests.id,
        accountId: groupRequests.accountId,
        status: groupRequests.status,
      })
      .from(groupRequests)
      .where(ofGroupAccounts(groupRequests, scope, groupId, ids)),
    db
      .select({
        id: groupInvitations.id,
        accountId: groupInvitations.accountId,
        status: groupInvitations.status,
      })
      .from(groupInvitations)
      .where(ofGroupAccounts(groupInvitations, scope, groupId, ids)),
  ]);
  return { accounts: rows, requests, invitations };
}
