import { and, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { inOrganization, type Scope } from '../../tenancy/scope';

/*
 * The filters the groups tables share: memberships, requests, invitations and blocks
 * all hold one row per (group, account) in an organization.
 */

interface GroupAccountTable {
  organizationId: AnyColumn;
  groupId: AnyColumn;
  accountId: AnyColumn;
}

/** The row of one account in one group. */
export function ofGroupAccount(
  table: GroupAccountTable,
  scope: Scope,
  groupId: string,
  accountId: string,
): SQL | undefined {
  return and(
    inOrganization(table, scope),
    eq(table.groupId, groupId),
    eq(table.accountId, accountId),
  );
}

/** A row of the group by its own id (a request or an invitation). */
export function ofGroupById(
  table: GroupAccountTable & { id: AnyColumn },
  scope: Scope,
  groupId: string,
  id: string,
): SQL | undefined {
  return and(inOrganization(table, scope), eq(table.groupId, groupId), eq(table.id, id));
}

/** The account's rows (in the given groups only, if any), with further conditions. */
export function ofAccountGroups(
  table: GroupAccountTable,
  scope: Scope,
  accountId: string,
  groupIds: string[] | undefined,
  ...conditions: (SQL | undefined)[]
): SQL | undefined {
  return and(
    inOrganization(table, scope),
    eq(table.accountId, accountId),
    groupIds ? inArray(table.groupId, groupIds) : undefined,
    ...conditions,
  );
}

/** The rows of the given accounts in one group. */
export function ofGroupAccounts(
  table: GroupAccountTable,
  scope: Scope,
  groupId: string,
  accountIds: string[],
): SQL | undefined {
  return and(
    inOrganization(table, scope),
    eq(table.groupId, groupId),
    inArray(table.accountId, accountIds),
  );
}

/** Deletes the account's row of the group (a membership or a block); whether there was one. */
export async function deleteGroupAccountRow(
  db: Executor,
  table: PgTable & GroupAccountTable & { accountId: PgColumn },
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(ofGroupAccount(table, scope, groupId, accountId))
    .returning({ accountId: table.accountId });
  return rows.length > 0;
}
