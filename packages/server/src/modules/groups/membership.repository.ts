import type { GroupMemberRole, GroupRequestStatus } from '@convene/contract';
import { GROUP_MANAGING_ROLES } from '@convene/contract';
import { and, asc, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groupMemberships, groupRequests, groups } from '../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type KeysetPosition,
  type Ordering,
} from '../../lib/keyset';
import { bound, preparedList } from '../../lib/prepared';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import { accountNameSearch, accountsAs, accountSummaryColumns } from '../accounts/sql';
import { deleteGroupAccountRow, ofAccountGroups, ofGroupAccount, ofGroupById } from './group-sql';
import { baseGroupColumns, groupSearch } from './groups.repository';

export type MembershipRow = typeof groupMemberships.$inferSelect;
export type RequestRow = typeof groupRequests.$inferSelect;

const members = accountsAs('members');
const requesters = accountsAs('requesters');

// ---------------------------------------------------------------- memberships

export async function findMembership(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(groupMemberships)
    .where(ofGroupAccount(groupMemberships, scope, groupId, accountId));
  return row;
}

/** How many members may manage the group (moderators, admins, managers). */
export async function countManagers(db: Executor, scope: Scope, groupId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(groupMemberships)
    .where(
      and(
        inOrganization(groupMemberships, scope),
        eq(groupMemberships.groupId, groupId),
        inArray(groupMemberships.role, [...GROUP_MANAGING_ROLES]),
      ),
    );
  return row?.total ?? 0;
}

/** The accounts that manage the group (moderators, admins, managers). */
export async function listManagerIds(
  db: Executor,
  scope: Scope,
  groupId: string,
): Promise<string[]> {
  const rows = await db
    .select({ accountId: groupMemberships.accountId })
    .from(groupMemberships)
    .where(
      and(
        inOrganization(groupMemberships, scope),
        eq(groupMemberships.groupId, groupId),
        inArray(groupMemberships.role, [...GROUP_MANAGING_ROLES]),
      ),
    );
  return rows.map((row) => row.accountId);
}

export async function insertMembership(
  db: Executor,
  values: typeof groupMemberships.$inferInsert,
): Promise<MembershipRow> {
  const [row] = await db.insert(groupMemberships).values(values).returning();
  if (!row) throw new Error('Membership insert returned nothing');
  return row;
}

export async function updateMembership(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
  changes: Partial<
    Pick<
      MembershipRow,
      | 'role'
      | 'activityPushNotification'
      | 'announcementEmailNotification'
      | 'announcementPushNotification'
    >
  >,
): Promise<MembershipRow> {
  const [row] = await db
    .update(groupMemberships)
    .set({ ...changes, updatedAt: new Date() })
    .where(ofGroupAccount(groupMemberships, scope, groupId, accountId))
    .returning();
  if (!row) throw new Error('Membership update returned nothing');
  return row;
}

export async function deleteMembership(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<boolean> {
  return deleteGroupAccountRow(db, groupMemberships, scope, groupId, accountId);
}

/** Moderators (any role but member) before members. */
const managersFirst = sql`case ${groupMemberships.role} when 'member' then 1 else 0 end`;

/**
 * The keyset orders of memberships: a group's members, moderators first then by joining
 * (the index `group_memberships_group_order_idx`), or an account's groups by group name.
 */
export function membershipOrdering(of: 'group' | 'account'): Ordering {
  return of === 'group'
    ? [
        { column: managersFirst, type: 'integer', direction: 'asc' },
        { column: groupMemberships.createdAt, type: 'timestamptz', direction: 'asc' },
        { column: groupMemberships.accountId, type: 'uuid', direction: 'asc' },
      ]
    : [
        { column: groups.name, type: 'text', direction: 'asc' },
        { column: groupMemberships.createdAt, type: 'timestamptz', direction: 'asc' },
        { column: groupMemberships.groupId, type: 'uuid', direction: 'asc' },
      ];
}

export interface MembershipFilter {
  groupId?: string;
  accountId?: string;
  role?: GroupMemberRole;
  search?: string;
}

function membersQuery(
  db: Executor,
  scope: Scope,
  filter: MembershipFilter,
  after: KeysetPosition | readonly (Placeholder | null)[] | null,
) {
  const ordering = membershipOrdering(filter.groupId ? 'group' : 'account');
  return db
    .select({
      membership: groupMemberships,
      group: baseGroupColumns,
      account: accountSummaryColumns(members),
      position: positionSql(ordering),
    })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .innerJoin(members, eq(members.id, groupMemberships.accountId))
    .where(
      and(
        inOrganization(groupMemberships, scope),
        filter.groupId ? eq(groupMemberships.groupId, filter.groupId) : undefined,
        filter.accountId ? eq(groupMemberships.accountId, filter.accountId) : undefined,
        filter.role ? eq(groupMemberships.role, filter.role) : undefined,
        filter.groupId ? accountNameSearch(members, filter.search) : groupSearch(filter.search),
        after ? afterPosition(ordering, after) : undefined,
      ),
    )
    .orderBy(...orderBySql(ordering))
    .$dynamic();
}

export type MembershipDetailRow = Awaited<ReturnType<typeof listMembers>>[number];

/**
 * Memberships with their group and account: a group's members (moderators first, search
 * by name) or an account's groups (by group name, search by group). A group's whole member
 * list, the hot one, is a prepared statement (lib/prepared.ts).
 */
export async function listMembers(
  db: Executor,
  scope: Scope,
  filter: MembershipFilter,
  window: Page & { after?: KeysetPosition | null },
) {
  const after = window.after ?? null;
  const { groupId, accountId, role, search } = filter;
  if (!groupId || accountId || role || search) {
    return membersQuery(db, scope, filter, after).limit(window.limit).offset(window.offset);
  }
  return preparedList(
    db,
    'group_members',
    { ...window, after },
    (position) =>
      membersQuery(
        db,
        { organizationId: bound('organizationId') },
        { groupId: bound('groupId') },
        position,
      ),
    { organizationId: scope.organizationId, groupId },
  );
}

export async function findMembershipDetail(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<MembershipDetailRow | undefined> {
  const [row] = await listMembers(db, scope, { groupId, accountId }, { limit: 1, offset: 0 });
  return row;
}

/** Member ids of a group with their announcement settings (announcement fan-out). */
export async function listMemberSettings(db: Executor, scope: Scope, groupId: string) {
  return db
    .select({
      accountId: groupMemberships.accountId,
      announcementEmailNotification: groupMemberships.announcementEmailNotification,
      announcementPushNotification: groupMemberships.announcementPushNotification,
    })
    .from(groupMemberships)
    .where(and(inOrganization(groupMemberships, scope), eq(groupMemberships.groupId, groupId)));
}

/** The account's role in each of its groups (or in the given groups only). */
export async function membershipRolesOf(
  db: Executor,
  scope: Scope,
  accountId: string,
  groupIds?: string[],
) {
  return db
    .select({ groupId: groupMemberships.groupId, role: groupMemberships.role })
    .from(groupMemberships)
    .where(ofAccountGroups(groupMemberships, scope, accountId, groupIds));
}

// ---------------------------------------------------------------- requests to join

/** The groups the account asked to join and waits for (of the given groups only, if any). */
export async function pendingRequestGroupsOf(
  db: Executor,
  scope: Scope,
  accountId: string,
  groupIds?: string[],
) {
  const rows = await db
    .select({ groupId: groupRequests.groupId })
    .from(groupRequests)
    .where(
      ofAccountGroups(
        groupRequests,
        scope,
        accountId,
        groupIds,
        eq(groupRequests.status, 'requested'),
      ),
    );
  return rows.map((row) => row.groupId);
}

/** The group's request of an account, or the group's request by its own id. */
export async function findRequest(
  db: Executor,
  scope: Scope,
  groupId: string,
  key: { accountId: string } | { requestId: string },
): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(groupRequests)
    .where(
      'accountId' in key
        ? ofGroupAccount(groupRequests, scope, groupId, key.accountId)
        : ofGroupById(groupRequests, scope, groupId, key.requestId),
    );
  return row;
}

export async function insertRequest(
  db: Executor,
  values: typeof groupRequests.$inferInsert,
): Promise<RequestRow> {
  const [row] = await db.insert(groupRequests).values(values).returning();
  if (!row) throw new Error('Request insert returned nothing');
  return row;
}

export async function setRequestStatus(
  db: Executor,
  scope: Scope,
  requestId: string,
  status: GroupRequestStatus,
): Promise<RequestRow> {
  const [row] = await db
    .update(groupRequests)
    .set({ status, updatedAt: new Date() })
    .where(and(inOrganization(groupRequests, scope), eq(groupRequests.id, requestId)))
    .returning();
  if (!row) throw new Error('Request update returned nothing');
  return row;
}

export async function deleteRequestOf(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<void> {
  await db.delete(groupRequests).where(ofGroupAccount(groupRequests, scope, groupId, accountId));
}

export type RequestDetailRow = Awaited<ReturnType<typeof listRequests>>[number];

export async function listRequests(
  db: Executor,
  scope: Scope,
  filter: { groupId: string; status?: GroupRequestStatus; requestId?: string; search?: string },
  page: Page,
) {
  return db
    .select({
      request: groupRequests,
      group: baseGroupColumns,
      account: accountSummaryColumns(requesters),
    })
    .from(groupRequests)
    .innerJoin(groups, eq(groups.id, groupRequests.groupId))
    .innerJoin(requesters, eq(requesters.id, groupRequests.accountId))
    .where(
      and(
        inOrganization(groupRequests, scope),
        eq(groupRequests.groupId, filter.groupId),
        filter.status ? eq(groupRequests.status, filter.status) : undefined,
        filter.requestId ? eq(groupRequests.id, filter.requestId) : undefined,
        accountNameSearch(requesters, filter.search),
      ),
    )
    .orderBy(desc(groupRequests.updatedAt), asc(groupRequests.id))
    .limit(page.limit)
    .offset(page.offset);
}
