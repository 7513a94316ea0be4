import type {
  GroupAccess,
  GroupInvitationStatus,
  GroupMemberRole,
  GroupRequestStatus,
} from '@convene/contract';
import { UUID_PATTERN } from '@convene/contract';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  accounts,
  groupAnnouncements,
  groupBlocks,
  groupInvitations,
  groupMemberships,
  groupRequests,
  groups,
} from '../../db/schema/index';
import { likePattern } from '../../lib/search';
import { baseAccountColumns } from '../accounts/account-view';

export type GroupRow = typeof groups.$inferSelect;
export type NewGroup = typeof groups.$inferInsert;
export type MembershipRow = typeof groupMemberships.$inferSelect;
export type RequestRow = typeof groupRequests.$inferSelect;
export type InvitationRow = typeof groupInvitations.$inferSelect;
export type AnnouncementRow = typeof groupAnnouncements.$inferSelect;

export interface Scope {
  organizationId: string;
}
export interface Page {
  limit: number;
  offset: number;
}
export type Direction = 'asc' | 'desc';

const inviters = alias(accounts, 'inviters');
const blockers = alias(accounts, 'blockers');
const creators = alias(accounts, 'creators');

const inviterColumns = {
  id: inviters.id,
  username: inviters.username,
  accountType: inviters.accountType,
  firstName: inviters.firstName,
  lastName: inviters.lastName,
  title: inviters.title,
  company: inviters.company,
  image: inviters.image,
};

const blockerColumns = {
  id: blockers.id,
  username: blockers.username,
  accountType: blockers.accountType,
  firstName: blockers.firstName,
  lastName: blockers.lastName,
  title: blockers.title,
  company: blockers.company,
  image: blockers.image,
};

const creatorColumns = {
  id: creators.id,
  username: creators.username,
  accountType: creators.accountType,
  firstName: creators.firstName,
  lastName: creators.lastName,
  title: creators.title,
  company: creators.company,
  image: creators.image,
};

const baseGroupColumns = {
  id: groups.id,
  slug: groups.slug,
  name: groups.name,
  image: groups.image,
  access: groups.access,
};

function order(column: PgColumn | SQL, direction: Direction) {
  return direction === 'desc' ? desc(column) : asc(column);
}

function accountSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(accounts.username, pattern),
    ilike(accounts.firstName, pattern),
    ilike(accounts.lastName, pattern),
    ilike(
      sql`coalesce(${accounts.firstName}, '') || ' ' || coalesce(${accounts.lastName}, '')`,
      pattern,
    ),
  );
}

// ---------------------------------------------------------------- groups

export async function findGroup(
  db: Executor,
  scope: Scope,
  idOrSlug: string,
): Promise<GroupRow | undefined> {
  const key = UUID_PATTERN.test(idOrSlug)
    ? eq(groups.id, idOrSlug)
    : eq(groups.slug, idOrSlug.toLowerCase());
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.organizationId, scope.organizationId), key));
  return row;
}

/** Several groups by id, in one round trip. */
export async function findGroupsByIds(
  db: Executor,
  scope: Scope,
  ids: string[],
): Promise<GroupRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(groups)
    .where(and(eq(groups.organizationId, scope.organizationId), inArray(groups.id, ids)));
}

/** Locks the group row: membership transitions of one group run one at a time. */
export async function lockGroup(
  db: Executor,
  scope: Scope,
  groupId: string,
): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.organizationId, scope.organizationId), eq(groups.id, groupId)))
    .for('update');
  return row;
}

export async function slugExists(
  db: Executor,
  scope: Scope,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.organizationId, scope.organizationId), eq(groups.slug, slug)));
  return row !== undefined && row.id !== exceptId;
}

export async function insertGroup(db: Executor, values: NewGroup): Promise<GroupRow> {
  const [row] = await db.insert(groups).values(values).returning();
  if (!row) throw new Error('Group insert returned nothing');
  return row;
}

export async function updateGroup(
  db: Executor,
  scope: Scope,
  groupId: string,
  changes: Partial<Omit<NewGroup, 'id' | 'organizationId'>>,
): Promise<GroupRow> {
  const [row] = await db
    .update(groups)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(groups.organizationId, scope.organizationId), eq(groups.id, groupId)))
    .returning();
  if (!row) throw new Error('Group update returned nothing');
  return row;
}

export async function adjustMembersCount(
  db: Executor,
  scope: Scope,
  groupId: string,
  delta: number,
): Promise<void> {
  await db
    .update(groups)
    .set({ membersCount: sql`greatest(${groups.membersCount} + ${delta}, 0)` })
    .where(and(eq(groups.organizationId, scope.organizationId), eq(groups.id, groupId)));
}

export interface GroupListFilter {
  access?: GroupAccess;
  featured?: boolean;
  search?: string;
  orderBy: { field: 'name' | 'createdAt' | 'members'; direction: Direction };
}

function groupOrder(orderBy: GroupListFilter['orderBy']) {
  const column =
    orderBy.field === 'name'
      ? groups.name
      : orderBy.field === 'members'
        ? groups.membersCount
        : groups.createdAt;
  return [order(column, orderBy.direction), asc(groups.id)];
}

function groupSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(groups.name, pattern), ilike(groups.description, pattern));
}

/** Active groups of the organization. */
export async function listGroups(
  db: Executor,
  scope: Scope,
  filter: GroupListFilter,
  page: Page,
): Promise<GroupRow[]> {
  return db
    .select()
    .from(groups)
    .where(
      and(
        eq(groups.organizationId, scope.organizationId),
        eq(groups.active, true),
        filter.access ? eq(groups.access, filter.access) : undefined,
        filter.featured !== undefined ? eq(groups.featured, filter.featured) : undefined,
        groupSearch(filter.search),
      ),
    )
    .orderBy(...groupOrder(filter.orderBy))
    .limit(page.limit)
    .offset(page.offset);
}

/** Groups where the account has a request (or invitation) in one of the given statuses. */
export async function listGroupsRequestedBy(
  db: Executor,
  scope: Scope,
  accountId: string,
  search: string | undefined,
  page: Page,
): Promise<GroupRow[]> {
  const rows = await db
    .select({ group: groups })
    .from(groupRequests)
    .innerJoin(groups, eq(groups.id, groupRequests.groupId))
    .where(
      and(
        eq(groupRequests.organizationId, scope.organizationId),
        eq(groupRequests.accountId, accountId),
        eq(groupRequests.status, 'requested'),
        groupSearch(search),
      ),
    )
    .orderBy(desc(groupRequests.updatedAt), asc(groups.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.group);
}

export async function listGroupsInviting(
  db: Executor,
  scope: Scope,
  accountId: string,
  status: GroupInvitationStatus,
  search: string | undefined,
  page: Page,
): Promise<GroupRow[]> {
  const rows = await db
    .select({ group: groups })
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
    .where(
      and(
        eq(groupInvitations.organizationId, scope.organizationId),
        eq(groupInvitations.accountId, accountId),
        eq(groupInvitations.status, status),
        groupSearch(search),
      ),
    )
    .orderBy(desc(groupInvitations.updatedAt), asc(groups.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.group);
}

/**
 * Groups an account is a member of. Private groups are included only when
 * `visibleTo` is null (the account itself or an administrator looks) or is a member too.
 */
export async function listAccountGroups(
  db: Executor,
  scope: Scope,
  accountId: string,
  visibleTo: { viewerId: string | null; all: boolean },
  search: string | undefined,
  page: Page,
): Promise<GroupRow[]> {
  const viewerMembership = alias(groupMemberships, 'viewer_membership');
  const privateVisible = visibleTo.all
    ? undefined
    : visibleTo.viewerId
      ? or(
          eq(groups.access, 'public'),
          exists(
            db
              .select({ one: sql`1` })
              .from(viewerMembership)
              .where(
                and(
                  eq(viewerMembership.groupId, groups.id),
                  eq(viewerMembership.accountId, visibleTo.viewerId),
                ),
              ),
          ),
        )
      : eq(groups.access, 'public');
  const rows = await db
    .select({ group: groups })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(
      and(
        eq(groupMemberships.organizationId, scope.organizationId),
        eq(groupMemberships.accountId, accountId),
        eq(groups.active, true),
        privateVisible,
        groupSearch(search),
      ),
    )
    .orderBy(asc(groups.name), asc(groups.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.group);
}

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
    .where(
      and(
        eq(groupMemberships.organizationId, scope.organizationId),
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.accountId, accountId),
      ),
    );
  return row;
}

export async function countManagers(db: Executor, scope: Scope, groupId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.organizationId, scope.organizationId),
        eq(groupMemberships.groupId, groupId),
        inArray(groupMemberships.role, ['moderator', 'admin', 'manager']),
      ),
    );
  return row?.total ?? 0;
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
    .where(
      and(
        eq(groupMemberships.organizationId, scope.organizationId),
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.accountId, accountId),
      ),
    )
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
  const rows = await db
    .delete(groupMemberships)
    .where(
      and(
        eq(groupMemberships.organizationId, scope.organizationId),
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.accountId, accountId),
      ),
    )
    .returning({ accountId: groupMemberships.accountId });
  return rows.length > 0;
}

const membershipColumns = {
  membership: groupMemberships,
  group: baseGroupColumns,
  account: baseAccountColumns,
};

export type MembershipDetailRow = Awaited<ReturnType<typeof listMembers>>[number];

export async function listMembers(
  db: Executor,
  scope: Scope,
  filter: {
    groupId?: string;
    accountId?: string;
    role?: GroupMemberRole;
    search?: string;
    /** Only groups that are active (the signed-in account's own list). */
    activeGroups?: boolean;
  },
  page: Page,
) {
  return db
    .select(membershipColumns)
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .innerJoin(accounts, eq(accounts.id, groupMemberships.accountId))
    .where(
      and(
        eq(groupMemberships.organizationId, scope.organizationId),
        filter.groupId ? eq(groupMemberships.groupId, filter.groupId) : undefined,
        filter.accountId ? eq(groupMemberships.accountId, filter.accountId) : undefined,
        filter.role ? eq(groupMemberships.role, filter.role) : undefined,
        filter.activeGroups ? eq(groups.active, true) : undefined,
        filter.groupId ? accountSearch(filter.search) : groupSearch(filter.search),
      ),
    )
    .orderBy(
      filter.groupId
        ? sql`case ${groupMemberships.role} when 'member' then 1 else 0 end`
        : asc(groups.name),
      asc(groupMemberships.createdAt),
      asc(groupMemberships.accountId),
      asc(groupMemberships.groupId),
    )
    .limit(page.limit)
    .offset(page.offset);
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
    .where(
      and(
        eq(groupMemberships.organizationId, scope.organizationId),
        eq(groupMemberships.groupId, groupId),
      ),
    );
}

// ---------------------------------------------------------------- relationship roles

export async function membershipRolesOf(db: Executor, scope: Scope, accountId: string) {
  return db
    .select({ groupId: groupMemberships.groupId, role: groupMemberships.role })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.organizationId, scope.organizationId),
        eq(groupMemberships.accountId, accountId),
      ),
    );
}

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
      and(
        eq(groupRequests.organizationId, scope.organizationId),
        eq(groupRequests.accountId, accountId),
        eq(groupRequests.status, 'requested'),
        groupIds ? inArray(groupRequests.groupId, groupIds) : undefined,
      ),
    );
  return rows.map((row) => row.groupId);
}

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
      and(
        eq(groupInvitations.organizationId, scope.organizationId),
        eq(groupInvitations.accountId, accountId),
        eq(groupInvitations.status, 'invited'),
        groupIds ? inArray(groupInvitations.groupId, groupIds) : undefined,
      ),
    );
  return rows.map((row) => row.groupId);
}

export async function membershipRolesIn(
  db: Executor,
  scope: Scope,
  accountId: string,
  groupIds: string[],
) {
  return db
    .select({ groupId: groupMemberships.groupId, role: groupMemberships.role })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.organizationId, scope.organizationId),
        eq(groupMemberships.accountId, accountId),
        inArray(groupMemberships.groupId, groupIds),
      ),
    );
}

// ---------------------------------------------------------------- requests

export async function findRequestOf(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(groupRequests)
    .where(
      and(
        eq(groupRequests.organizationId, scope.organizationId),
        eq(groupRequests.groupId, groupId),
        eq(groupRequests.accountId, accountId),
      ),
    );
  return row;
}

export async function findRequestById(
  db: Executor,
  scope: Scope,
  groupId: string,
  requestId: string,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(groupRequests)
    .where(
      and(
        eq(groupRequests.organizationId, scope.organizationId),
        eq(groupRequests.groupId, groupId),
        eq(groupRequests.id, requestId),
      ),
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
    .where(
      and(eq(groupRequests.organizationId, scope.organizationId), eq(groupRequests.id, requestId)),
    )
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
  await db
    .delete(groupRequests)
    .where(
      and(
        eq(groupRequests.organizationId, scope.organizationId),
        eq(groupRequests.groupId, groupId),
        eq(groupRequests.accountId, accountId),
      ),
    );
}

export type RequestDetailRow = Awaited<ReturnType<typeof listRequests>>[number];

export async function listRequests(
  db: Executor,
  scope: Scope,
  filter: { groupId: string; status?: GroupRequestStatus; requestId?: string; search?: string },
  page: Page,
) {
  return db
    .select({ request: groupRequests, group: baseGroupColumns, account: baseAccountColumns })
    .from(groupRequests)
    .innerJoin(groups, eq(groups.id, groupRequests.groupId))
    .innerJoin(accounts, eq(accounts.id, groupRequests.accountId))
    .where(
      and(
        eq(groupRequests.organizationId, scope.organizationId),
        eq(groupRequests.groupId, filter.groupId),
        filter.status ? eq(groupRequests.status, filter.status) : undefined,
        filter.requestId ? eq(groupRequests.id, filter.requestId) : undefined,
        accountSearch(filter.search),
      ),
    )
    .orderBy(desc(groupRequests.updatedAt), asc(groupRequests.id))
    .limit(page.limit)
    .offset(page.offset);
}

// ---------------------------------------------------------------- invitations

export async function findInvitationOf(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(groupInvitations)
    .where(
      and(
        eq(groupInvitations.organizationId, scope.organizationId),
        eq(groupInvitations.groupId, groupId),
        eq(groupInvitations.accountId, accountId),
      ),
    );
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
    .where(
      and(
        eq(groupInvitations.organizationId, scope.organizationId),
        eq(groupInvitations.groupId, groupId),
        eq(groupInvitations.id, invitationId),
      ),
    );
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
    .where(
      and(
        eq(groupInvitations.organizationId, scope.organizationId),
        eq(groupInvitations.id, invitationId),
      ),
    )
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
    .where(
      and(
        eq(groupInvitations.organizationId, scope.organizationId),
        eq(groupInvitations.groupId, groupId),
        eq(groupInvitations.accountId, accountId),
      ),
    );
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
  return db
    .select({
      invitation: groupInvitations,
      group: baseGroupColumns,
      account: baseAccountColumns,
      inviter: inviterColumns,
    })
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
    .innerJoin(accounts, eq(accounts.id, groupInvitations.accountId))
    .leftJoin(inviters, eq(inviters.id, groupInvitations.inviterId))
    .where(
      and(
        eq(groupInvitations.organizationId, scope.organizationId),
        eq(groupInvitations.groupId, filter.groupId),
        filter.status ? eq(groupInvitations.status, filter.status) : undefined,
        filter.invitationId ? eq(groupInvitations.id, filter.invitationId) : undefined,
        accountSearch(filter.search),
      ),
    )
    .orderBy(desc(groupInvitations.updatedAt), asc(groupInvitations.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Accounts of the organization that are neither members of the group nor blocked from it. */
export async function listInvitableAccounts(
  db: Executor,
  scope: Scope,
  groupId: string,
  search: string | undefined,
  page: Page,
) {
  const rows = await db
    .select(baseAccountColumns)
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, scope.organizationId),
        eq(accounts.disabled, false),
        notExists(
          db
            .select({ one: sql`1` })
            .from(groupMemberships)
            .where(
              and(
                eq(groupMemberships.groupId, groupId),
                eq(groupMemberships.accountId, accounts.id),
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(groupBlocks)
            .where(and(eq(groupBlocks.groupId, groupId), eq(groupBlocks.accountId, accounts.id))),
        ),
        accountSearch(search),
      ),
    )
    .orderBy(asc(accounts.username), asc(accounts.id))
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
      .where(
        and(
          eq(groupRequests.organizationId, scope.organizationId),
          eq(groupRequests.groupId, groupId),
          inArray(groupRequests.accountId, ids),
        ),
      ),
    db
      .select({
        id: groupInvitations.id,
        accountId: groupInvitations.accountId,
        status: groupInvitations.status,
      })
      .from(groupInvitations)
      .where(
        and(
          eq(groupInvitations.organizationId, scope.organizationId),
          eq(groupInvitations.groupId, groupId),
          inArray(groupInvitations.accountId, ids),
        ),
      ),
  ]);
  return { accounts: rows, requests, invitations };
}

/** Which of the given ids are accounts of the organization. */
export async function existingAccountIds(
  db: Executor,
  scope: Scope,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.organizationId, scope.organizationId), inArray(accounts.id, ids)));
  return rows.map((row) => row.id);
}

export async function findAccountIdByIdOrUsername(
  db: Executor,
  scope: Scope,
  idOrUsername: string,
): Promise<string | undefined> {
  const key = UUID_PATTERN.test(idOrUsername)
    ? eq(accounts.id, idOrUsername)
    : eq(accounts.username, idOrUsername.toLowerCase());
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.organizationId, scope.organizationId), key));
  return row?.id;
}

// ---------------------------------------------------------------- blocks

export async function isBlocked(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ accountId: groupBlocks.accountId })
    .from(groupBlocks)
    .where(
      and(
        eq(groupBlocks.organizationId, scope.organizationId),
        eq(groupBlocks.groupId, groupId),
        eq(groupBlocks.accountId, accountId),
      ),
    );
  return row !== undefined;
}

export async function insertBlock(
  db: Executor,
  values: typeof groupBlocks.$inferInsert,
): Promise<void> {
  await db.insert(groupBlocks).values(values).onConflictDoNothing();
}

export async function deleteBlock(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<boolean> {
  const rows = await db
    .delete(groupBlocks)
    .where(
      and(
        eq(groupBlocks.organizationId, scope.organizationId),
        eq(groupBlocks.groupId, groupId),
        eq(groupBlocks.accountId, accountId),
      ),
    )
    .returning({ accountId: groupBlocks.accountId });
  return rows.length > 0;
}

export async function listBlocks(
  db: Executor,
  scope: Scope,
  groupId: string,
  search: string | undefined,
  page: Page,
) {
  return db
    .select({ block: groupBlocks, account: baseAccountColumns, blocker: blockerColumns })
    .from(groupBlocks)
    .innerJoin(accounts, eq(accounts.id, groupBlocks.accountId))
    .leftJoin(blockers, eq(blockers.id, groupBlocks.blockerId))
    .where(
      and(
        eq(groupBlocks.organizationId, scope.organizationId),
        eq(groupBlocks.groupId, groupId),
        accountSearch(search),
      ),
    )
    .orderBy(desc(groupBlocks.createdAt), asc(groupBlocks.accountId))
    .limit(page.limit)
    .offset(page.offset);
}

// ---------------------------------------------------------------- announcements

export async function insertAnnouncement(
  db: Executor,
  values: typeof groupAnnouncements.$inferInsert,
): Promise<AnnouncementRow> {
  const [row] = await db.insert(groupAnnouncements).values(values).returning();
  if (!row) throw new Error('Announcement insert returned nothing');
  return row;
}

export type AnnouncementDetailRow = Awaited<ReturnType<typeof listAnnouncements>>[number];

export async function listAnnouncements(
  db: Executor,
  scope: Scope,
  filter: { groupId?: string; announcementId?: string; search?: string },
  page: Page,
) {
  return db
    .select({ announcement: groupAnnouncements, group: baseGroupColumns, creator: creatorColumns })
    .from(groupAnnouncements)
    .innerJoin(groups, eq(groups.id, groupAnnouncements.groupId))
    .leftJoin(creators, eq(creators.id, groupAnnouncements.creatorId))
    .where(
      and(
        eq(groupAnnouncements.organizationId, scope.organizationId),
        filter.groupId ? eq(groupAnnouncements.groupId, filter.groupId) : undefined,
        filter.announcementId ? eq(groupAnnouncements.id, filter.announcementId) : undefined,
        filter.search ? ilike(groupAnnouncements.title, likePattern(filter.search)) : undefined,
      ),
    )
    .orderBy(desc(groupAnnouncements.createdAt), desc(groupAnnouncements.id))
    .limit(page.limit)
    .offset(page.offset);
}
