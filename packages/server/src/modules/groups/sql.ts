import {
  GROUP_MEMBER_ROLES,
  isUuid,
  type BaseGroup,
  type GroupMemberRole,
} from '@convene/contract';
import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groupMemberships, groups } from '../../db/schema/index';
import { inOrganization, type Scope } from '../../tenancy/scope';

/*
 * The groups module's shared SQL pieces: what other modules' queries embed of a group
 * (the activities feed). A leaf (tables and drizzle only, no module file).
 */

/** `select group_id …`: the groups `accountId` is a member of (any member role). */
export function memberGroupIdsSql(scope: Scope, accountId: string): SQL {
  return sql`select ${groupMemberships.groupId} from ${groupMemberships} where ${and(
    inOrganization(groupMemberships, scope),
    eq(groupMemberships.accountId, accountId),
    inArray(groupMemberships.role, [...GROUP_MEMBER_ROLES]),
  )}`;
}

/** The group card (`{id, slug, name}` JSON, null without a group) of the group in `groupId`. */
export function groupCardJson(groupId: AnyColumn): SQL {
  return sql`(select json_build_object('id', g.id, 'slug', g.slug, 'name', g.name)
    from ${groups} g where g.id = ${groupId})`;
}

/** The group as an event embeds it (`BaseGroup` JSON, null without a group) of `groupId`. */
export function baseGroupJson(groupId: AnyColumn): SQL {
  return sql`(select json_build_object('id', g.id, 'slug', g.slug, 'name', g.name,
    'image', g.image, 'access', g.access) from ${groups} g where g.id = ${groupId})`;
}

// ---------------------------------------------------------------- a group's thread (threads)

/** A group of the organization by id or slug, as the threads module reaches it. */
export async function groupByKey(db: Executor, scope: Scope, key: string) {
  const byKey = isUuid(key) ? or(eq(groups.id, key), eq(groups.slug, key)) : eq(groups.slug, key);
  const [row] = await db
    .select({ id: groups.id, slug: groups.slug, name: groups.name, access: groups.access })
    .from(groups)
    .where(and(inOrganization(groups, scope), byKey));
  return row;
}

/** The account's role in a group (null when it holds no membership). */
export async function groupRoleOf(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<GroupMemberRole | null> {
  const [row] = await db
    .select({ role: groupMemberships.role })
    .from(groupMemberships)
    .where(
      and(
        inOrganization(groupMemberships, scope),
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.accountId, accountId),
      ),
    );
  return row?.role ?? null;
}

/** `select account_id …`: the members of a group (any member role). */
export function groupMemberIdsSql(groupId: string): SQL {
  return sql`select ${groupMemberships.accountId} from ${groupMemberships} where ${and(
    eq(groupMemberships.groupId, groupId),
    inArray(groupMemberships.role, [...GROUP_MEMBER_ROLES]),
  )}`;
}

/** Groups as a thread embeds them (`BaseGroup`), by id. */
export async function baseGroupsByIds(db: Executor, ids: string[]): Promise<BaseGroup[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: groups.id,
      slug: groups.slug,
      name: groups.name,
      image: groups.image,
      access: groups.access,
    })
    .from(groups)
    .where(inArray(groups.id, ids));
  return rows.map((row) => ({ ...row, image: row.image ?? null }));
}
