import type { GroupAccess, GroupInvitationStatus, GroupRole } from '@convene/contract';
import { UUID_PATTERN } from '@convene/contract';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { groupInvitations, groupMemberships, groupRequests, groups } from '../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type KeysetPosition,
  type ListWindow,
  type Ordering,
  type SortKey,
} from '../../lib/keyset';
import { bound, preparedList, preparedStatement } from '../../lib/prepared';
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
  // Prepared (lib/prepared.ts): every read of a group's page and lists starts here.
  const byId = UUID_PATTERN.test(idOrSlug);
  const name = byId ? 'group_by_id' : 'group_by_slug';
  const statement = preparedStatement(db, name, () =>
    db
      .select()
      .from(groups)
      .where(
        and(
          inOrganization(groups, { organizationId: bound('organizationId') }),
          eq(byId ? groups.id : groups.slug, bound('key')),
        ),
      )
      .prepare(name),
  );
  const [row] = await statement.execute({
    organizationId: scope.organizationId,
    key: byId ? idOrSlug : idOrSlug.toLowerCase(),
  });
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

/** The sort key of each `orderBy` field of the groups list; ties go by id. */
const GROUP_ORDER = {
  name: { column: groups.name, type: 'text' },
  createdAt: { column: groups.createdAt, type: 'timestamptz' },
  members: { column: groups.membersCount, type: 'integer' },
} as const satisfies Record<GroupListFilter['orderBy']['field'], Omit<SortKey, 'direction'>>;

/** The keyset order of the groups list (indexes `(organization_id, <field>, id)`). */
export function groupOrdering(orderBy: GroupListFilter['orderBy']): Ordering {
  return [
    { ...GROUP_ORDER[orderBy.field], direction: orderBy.direction },
    { column: groups.id, type: 'uuid', direction: 'asc' },
  ];
}

/**
 * The viewer's role in the group of the row: its membership's role, else a pending
 * invitation or request (as groupRolesOf ranks them); null for anonymous viewers.
 */
function viewerRoleSql(viewerId: string | null): SQL<GroupRole | null> {
  // Qualified by hand: drizzle writes a lone table's columns unqualified in a selection,
  // where the subqueries' own `id` columns would shadow the group's.
  const groupId = sql`${groups}.${sql.identifier(groups.id.name)}`;
  return sql<GroupRole | null>`coalesce(
    (select m.role from ${groupMemberships} m where m.group_id = ${groupId} and m.account_id = ${viewerId}::uuid),
    (select 'invited' from ${groupInvitations} i where i.group_id = ${groupId} and i.account_id = ${viewerId}::uuid and i.status = 'invited'),
    (select 'requested' from ${groupRequests} r where r.group_id = ${groupId} and r.account_id = ${viewerId}::uuid and r.status = 'requested'))`;
}

export interface GroupListRow {
  group: GroupRow;
  viewerRole: GroupRole | null;
  position: string;
}

function groupListQuery(
  db: Executor,
  scope: Scope,
  filter: GroupListFilter,
  viewerId: string | null,
  after: KeysetPosition | readonly (Placeholder | null)[] | null,
) {
  const ordering = groupOrdering(filter.orderBy);
  return db
    .select({ group: groups, viewerRole: viewerRoleSql(viewerId), position: positionSql(ordering) })
    .from(groups)
    .where(
      and(
        inOrganization(groups, scope),
        eq(groups.active, true),
        filter.access ? eq(groups.access, filter.access) : undefined,
        filter.featured !== undefined ? eq(groups.featured, filter.featured) : undefined,
        groupSearch(filter.search),
        after ? afterPosition(ordering, after) : undefined,
      ),
    )
    .orderBy(...orderBySql(ordering))
    .$dynamic();
}

/** The groups page as people open it (newest, no filter or search): prepared (lib/prepared.ts). */
function isGroupsPage(filter: GroupListFilter): boolean {
  return (
    !filter.access &&
    filter.featured === undefined &&
    !filter.search &&
    filter.orderBy.field === 'createdAt' &&
    filter.orderBy.direction === 'desc'
  );
}

/** Active groups of the organization with the viewer's role, in one statement. */
export async function listGroups(
  db: Executor,
  scope: Scope,
  filter: GroupListFilter,
  viewerId: string | null,
  window: ListWindow,
): Promise<GroupListRow[]> {
  if (!isGroupsPage(filter)) {
    return groupListQuery(db, scope, filter, viewerId, window.after)
      .limit(window.limit)
      .offset(window.offset);
  }
  return preparedList(
    db,
    'groups_list',
    window,
    (position) =>
      groupListQuery(
        db,
        { organizationId: bound('organizationId') },
        filter,
        bound('viewerId'),
        position,
      ),
    { organizationId: scope.organizationId, viewerId },
  );
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

/**
 * The active public groups (a private group's page shows little but how to join): id, slug
 * and last change, the latest changed first (the sitemap).
 */
export function selectPublicGroupPages(db: Executor, scope: Scope, limit: number) {
  return db
    .select({ id: groups.id, slug: groups.slug, updatedAt: groups.updatedAt })
    .from(groups)
    .where(and(inOrganization(groups, scope), eq(groups.active, true), eq(groups.access, 'public')))
    .orderBy(desc(groups.updatedAt))
    .limit(limit);
}
