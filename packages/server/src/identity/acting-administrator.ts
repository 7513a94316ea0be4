import { and, eq, sql } from 'drizzle-orm';
import type { ActingAccount, AuthLogin } from '../context';
import type { Executor } from '../db/client';
import { accounts, logins } from '../db/schema/index';
import type { Scope } from '../tenancy/scope';

/**
 * The login `loginId` of the organization, with the account `accountId` it acts for, while
 * the login is an organization administrator; undefined otherwise (no longer one, or gone).
 * What an API key acts for (decision 0073): a key stops working when its creator stops
 * being an administrator.
 */
export async function actingAdministrator(
  db: Executor,
  scope: Scope,
  loginId: string,
  accountId: string | null,
): Promise<{ login: AuthLogin; account: ActingAccount | null } | undefined> {
  const [row] = await db
    .select({
      login: { id: logins.id, email: logins.email, admin: logins.admin },
      account: { id: accounts.id, username: accounts.username, disabled: accounts.disabled },
    })
    .from(logins)
    .leftJoin(
      accounts,
      accountId
        ? and(eq(accounts.organizationId, scope.organizationId), eq(accounts.id, accountId))
        : sql`false`,
    )
    .where(
      and(
        eq(logins.organizationId, scope.organizationId),
        eq(logins.id, loginId),
        eq(logins.admin, true),
      ),
    );
  if (!row) return undefined;
  return { login: row.login, account: row.account };
}
