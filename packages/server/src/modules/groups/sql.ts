import { GROUP_MEMBER_ROLES } from '@convene/contract';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
