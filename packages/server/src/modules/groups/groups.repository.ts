import type { GroupAccess, GroupInvitationStatus } from '@convene/contract';
import { UUID_PATTERN } from '@convene/contract';
import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { groupInvitations, groupMemberships, groupRequests, groups } from '../../db/schema/index';
import { likePattern } from '../../lib/search';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';

export type GroupRow = typeof groups.$inferSelect;
export type NewGroup = typeof groups.$inferInsert;
export type Direction = 'asc' | 'desc';

/** The group card every membership, request, invitation and announcement row embeds. */
export const baseGroupColumns = {
  id: groups.id,
  slug: groups.slug,
  name: groups.name,
  image: groups.image,
  access: groups.access,
};

function order(column: PgColumn | SQL, direction: Direction) {
  return direction === 'desc' ? desc(column) : asc(column);
}

/** Name or description containing `search` (none: no condition). */
export function groupSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(groups.name, pattern), ilike(groups.description, pattern));
}

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
    .where(and(inOrganization(groups, scope), key));
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
    .where(and(inOrganization(groups, scope), inArray(groups.id, ids)));
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
    .where(and(inOrganization(groups, scope), eq(groups.id, groupId)))
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
    .where(and(inOrganization(groups, scope), eq(groups.slug, slug)));
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
    .where(and(inOrganization(groups, scope), eq(groups.id, groupId)))
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
    .where(and(inOrganization(groups, scope), eq(groups.id, groupId)));
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
        inOrganization(groups, scope),
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

/** Groups where the account has a pending request to join. */
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
        inOrganization(groupRequests, scope),
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

/** Groups where the account has an invitation in the given status. */
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
        inOrganization(groupInvitations, scope),
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
 * Active groups an account is a member of. Private groups are included only when
 * `visibleTo.all` (the account itself or an administrator looks) or the viewer is a member too.
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
        inOrganization(groupMemberships, scope),
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
