import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { loginAccounts, logins } from '../../db/schema/index';

/*
 * The logins module's shared SQL pieces: what other modules' queries embed of a login.
 * A leaf (tables and drizzle only, no module), so importing it never closes an import
 * cycle between modules that call each other's services.
 */

/**
 * The email of the primary login of the account in `accountId` (null when none): where
 * an account without an address of its own is written to.
 */
export function primaryLoginEmailOf(accountId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(select ${logins.email} from ${loginAccounts}
    inner join ${logins} on ${logins.id} = ${loginAccounts.loginId}
    where ${loginAccounts.accountId} = ${accountId} and ${loginAccounts.primary}
    limit 1)`;
}

/**
 * `select account_id …`: the accounts whose primary login signs in with `address` (logins
 * keep their address in lower case), for a search by email.
 */
export function primaryLoginAccountIdsSql(address: string): SQL {
  return sql`select ${loginAccounts.accountId} from ${loginAccounts}
    inner join ${logins} on ${logins.id} = ${loginAccounts.loginId}
    where ${logins.email} = ${address.toLowerCase()} and ${loginAccounts.primary}`;
}
