import type { BaseAccount } from '@convene/contract';
import { and, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { accounts, blocks, follows } from '../../db/schema/index';
import { likePattern } from '../../lib/search';
import { inOrganization, type Scope } from '../../tenancy/scope';

/*
 * The accounts module's shared SQL pieces: what other modules' queries embed of an
 * account. A leaf (tables and drizzle only, no module), so importing it never closes an
 * import cycle between modules that call each other's services.
 */

/**
 * The accounts table under a name of its own, for another module's query that embeds one
 * or more accounts (a membership's member, an invitation's inviter …): join it on
 * `table.id` and select `accountSummaryColumns(table)`.
 */
export function accountsAs<Name extends string>(name: Name) {
  return alias(accounts, name);
}

type AccountsSource = typeof accounts | ReturnType<typeof accountsAs>;

/** The columns of the account summary (`BaseAccount`) of `table`, for `toBaseAccount`. */
export function accountSummaryColumns<Table extends AccountsSource>(table: Table) {
  return {
    id: table.id,
    username: table.username,
    accountType: table.accountType,
    firstName: table.firstName,
    lastName: table.lastName,
    title: table.title,
    company: table.company,
    image: table.image,
  };
}

/** The account summary columns of the accounts table itself. */
export const baseAccountColumns = accountSummaryColumns(accounts);

export type BaseAccountRow = {
  [K in keyof typeof baseAccountColumns]: (typeof accounts.$inferSelect)[K];
};

/** How an account is embedded everywhere: the contract's `BaseAccount` of its summary row. */
export function toBaseAccount(row: BaseAccountRow): BaseAccount {
  return {
    id: row.id,
    username: row.username,
    accountType: row.accountType,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    company: row.company,
    image: row.image ?? null,
  };
}

/** A left-joined account summary: every column null when there is none. */
export type OptionalBaseAccountRow = { [K in keyof BaseAccountRow]: BaseAccountRow[K] | null };

export function toOptionalBaseAccount(row: OptionalBaseAccountRow | null): BaseAccount | null {
  if (!row || row.id === null || row.username === null || row.accountType === null) return null;
  // The summary's non-null columns are checked above: the row is a summary as it stands (not
  // copied into a new literal with them: that spread is V8's slow path, bench/README.md).
  return toBaseAccount(row as BaseAccountRow);
}

/** The name an account goes by: its first and last name, else its username. */
export function displayNameSql(table: AccountsSource): SQL<string> {
  return sql<string>`coalesce(nullif(trim(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')), ''), ${table.username})`;
}

/** Username or name of the account in `table` containing `search` (none: no condition). */
export function accountNameSearch(
  table: AccountsSource,
  search: string | undefined,
): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(table.username, pattern),
    ilike(table.firstName, pattern),
    ilike(table.lastName, pattern),
    ilike(sql`coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')`, pattern),
  );
}

/**
 * `accountNameSearch`, or, when `search` is an email address, the account with that address
 * matched whole and case-insensitively: its own, or its primary login's when the caller gives
 * `loginAccountIds` (the logins module's piece, `select account_id …` for a lower-case
 * address). A member is found by the address people know them by, while part of an address
 * finds no one; callers answer with the account's summary, which carries no address.
 */
export function accountNameOrEmailSearch(
  table: AccountsSource,
  search: string | undefined,
  loginAccountIds?: (address: string) => SQL,
): SQL | undefined {
  const address = search?.trim().toLowerCase();
  if (!address?.includes('@')) return accountNameSearch(table, search);
  return or(
    accountNameSearch(table, search),
    sql`lower(${table.email}) = ${address}`,
    loginAccountIds ? sql`${table.id} in (${loginAccountIds(address)})` : undefined,
  );
}

/** The enabled accounts of the organization in `table`, the candidates of a list. */
export function enabledAccountsOf(table: AccountsSource, scope: Scope): SQL | undefined {
  return and(inOrganization(table, scope), eq(table.disabled, false));
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
    .where(and(inOrganization(accounts, scope), inArray(accounts.id, ids)));
  return rows.map((row) => row.id);
}

/**
 * True when a block stands between `viewerId` and the account in `accountColumn`, in
 * either direction. Lists and feeds filter with `not(…)`.
 */
export function blockedBetweenSql(scope: Scope, viewerId: string, accountColumn: AnyColumn): SQL {
  return sql`exists (select 1 from ${blocks} where ${inOrganization(blocks, scope)} and (
    (${blocks.blockerId} = ${viewerId} and ${blocks.accountId} = ${accountColumn})
    or (${blocks.accountId} = ${viewerId} and ${blocks.blockerId} = ${accountColumn})))`;
}

/** True when `followerId` follows the account in `accountColumn` (feeds keep such posts). */
export function followsSql(followerId: string, accountColumn: AnyColumn): SQL {
  return sql`exists (select 1 from ${follows} where ${follows.followerId} = ${followerId} and ${follows.accountId} = ${accountColumn})`;
}

export type NewAccountRow = typeof accounts.$inferInsert;

/** Inserts an account (sign-up, another account of a login) in the caller's transaction. */
export async function insertAccountRow(
  db: Executor,
  values: NewAccountRow,
): Promise<typeof accounts.$inferSelect> {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('Account was not created');
  return row;
}
