import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { accounts } from '../../db/schema/index';
import { loginAccounts, logins } from '../../db/schema/index';
import { likePattern } from '../../lib/search';
import { inOrganization, type Scope } from '../../tenancy/scope';
import { accountsAs, insertAccountRow } from '../accounts/sql';

export type LoginRow = typeof logins.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

export interface NewLoginWithAccount {
  organizationId: string;
  email: string;
  passwordHash: string;
  confirmed: boolean;
  admin?: boolean;
  mustChangePassword?: boolean;
  attributes?: Record<string, string>;
  account: Partial<Omit<typeof accounts.$inferInsert, 'organizationId' | 'id'>> & {
    username: string;
  };
}

/** Sign-up: the login and its primary account, in the caller's transaction. */
export async function insertLoginWithAccount(
  db: Executor,
  input: NewLoginWithAccount,
): Promise<{ login: LoginRow; account: AccountRow }> {
  const loginId = crypto.randomUUID();
  const [login] = await db
    .insert(logins)
    .values({
      id: loginId,
      sub: loginId,
      organizationId: input.organizationId,
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      confirmed: input.confirmed,
      admin: input.admin ?? false,
      mustChangePassword: input.mustChangePassword ?? false,
      attributes: input.attributes ?? {},
    })
    .returning();
  if (!login) throw new Error('Login was not created');
  const account = await insertAccountRow(db, {
    ...input.account,
    email: input.email.toLowerCase(),
    organizationId: input.organizationId,
  });
  await db.insert(loginAccounts).values({
    organizationId: input.organizationId,
    loginId: login.id,
    accountId: account.id,
    primary: true,
  });
  return { login, account };
}

export async function findLoginByEmail(
  db: Executor,
  scope: Scope,
  email: string,
): Promise<LoginRow | undefined> {
  const [row] = await db
    .select()
    .from(logins)
    .where(and(inOrganization(logins, scope), eq(logins.email, email.toLowerCase())));
  return row;
}

export interface LoginLinkRow {
  account: AccountRow;
  primary: boolean;
}

export async function findLoginById(
  db: Executor,
  scope: Scope,
  loginId: string,
): Promise<LoginRow | undefined> {
  const [row] = await db
    .select()
    .from(logins)
    .where(and(inOrganization(logins, scope), eq(logins.id, loginId)));
  return row;
}

/** The accounts a login holds, joined on the link's account. */
const heldAccounts = accountsAs('held_account');

/** The accounts a login holds: the primary one first, then by when they were linked. */
export async function listAccountsOfLogin(
  db: Executor,
  scope: Scope,
  loginId: string,
): Promise<LoginLinkRow[]> {
  return db
    .select({ account: heldAccounts, primary: loginAccounts.primary })
    .from(loginAccounts)
    .innerJoin(heldAccounts, eq(heldAccounts.id, loginAccounts.accountId))
    .where(
      and(
        inOrganization(loginAccounts, scope),
        inOrganization(heldAccounts, scope),
        eq(loginAccounts.loginId, loginId),
      ),
    )
    .orderBy(desc(loginAccounts.primary), asc(loginAccounts.createdAt), asc(heldAccounts.id));
}

export type LoginLink = typeof loginAccounts.$inferSelect;

export async function findLink(
  db: Executor,
  scope: Scope,
  loginId: string,
  accountId: string,
): Promise<LoginLink | undefined> {
  const [row] = await db
    .select()
    .from(loginAccounts)
    .where(
      and(
        inOrganization(loginAccounts, scope),
        eq(loginAccounts.loginId, loginId),
        eq(loginAccounts.accountId, accountId),
      ),
    );
  return row;
}

export async function loginHasPrimary(
  db: Executor,
  scope: Scope,
  loginId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(loginAccounts)
    .where(
      and(
        inOrganization(loginAccounts, scope),
        eq(loginAccounts.loginId, loginId),
        eq(loginAccounts.primary, true),
      ),
    );
  return (row?.total ?? 0) > 0;
}

/** A new account held by an existing login, in the caller's transaction. */
export async function insertAccountForLogin(
  db: Executor,
  input: {
    organizationId: string;
    loginId: string;
    primary: boolean;
    account: Partial<Omit<typeof accounts.$inferInsert, 'organizationId' | 'id'>> & {
      username: string;
    };
  },
): Promise<AccountRow> {
  const account = await insertAccountRow(db, {
    ...input.account,
    organizationId: input.organizationId,
  });
  await db.insert(loginAccounts).values({
    organizationId: input.organizationId,
    loginId: input.loginId,
    accountId: account.id,
    primary: input.primary,
  });
  return account;
}

export async function insertLink(
  db: Executor,
  input: { organizationId: string; loginId: string; accountId: string; primary: boolean },
): Promise<void> {
  await db.insert(loginAccounts).values(input);
}

export async function deleteLink(
  db: Executor,
  scope: Scope,
  loginId: string,
  accountId: string,
): Promise<number> {
  const rows = await db
    .delete(loginAccounts)
    .where(
      and(
        inOrganization(loginAccounts, scope),
        eq(loginAccounts.loginId, loginId),
        eq(loginAccounts.accountId, accountId),
      ),
    )
    .returning({ loginId: loginAccounts.loginId });
  return rows.length;
}

export async function countLoginsOfAccount(
  db: Executor,
  scope: Scope,
  accountId: string,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(loginAccounts)
    .where(and(inOrganization(loginAccounts, scope), eq(loginAccounts.accountId, accountId)));
  return row?.total ?? 0;
}

export interface AccountLoginRow {
  id: string;
  email: string;
  primary: boolean;
  createdAt: Date;
}

/** The logins that share an account, oldest link first (or by email), one page. */
export async function listLoginsOfAccount(
  db: Executor,
  scope: Scope,
  accountId: string,
  options: {
    limit: number;
    offset: number;
    search?: string;
    orderBy: { field: 'email' | 'createdAt'; direction: 'asc' | 'desc' };
  },
): Promise<AccountLoginRow[]> {
  const sortColumn = options.orderBy.field === 'email' ? logins.email : loginAccounts.createdAt;
  const direction = options.orderBy.direction === 'desc' ? desc : asc;
  return db
    .select({
      id: logins.id,
      email: logins.email,
      primary: loginAccounts.primary,
      createdAt: loginAccounts.createdAt,
    })
    .from(loginAccounts)
    .innerJoin(logins, eq(logins.id, loginAccounts.loginId))
    .where(
      and(
        inOrganization(loginAccounts, scope),
        inOrganization(logins, scope),
        eq(loginAccounts.accountId, accountId),
        options.search ? ilike(logins.email, likePattern(options.search)) : undefined,
      ),
    )
    .orderBy(direction(sortColumn), asc(logins.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** Makes the oldest remaining account of a login its primary one (after the primary was deleted). */
export async function promoteOldestLink(
  db: Executor,
  scope: Scope,
  loginId: string,
): Promise<string | undefined> {
  const [oldest] = await db
    .select({ accountId: loginAccounts.accountId })
    .from(loginAccounts)
    .where(and(inOrganization(loginAccounts, scope), eq(loginAccounts.loginId, loginId)))
    .orderBy(asc(loginAccounts.createdAt), asc(loginAccounts.accountId))
    .limit(1);
  if (!oldest) return undefined;
  await db
    .update(loginAccounts)
    .set({ primary: true })
    .where(
      and(
        inOrganization(loginAccounts, scope),
        eq(loginAccounts.loginId, loginId),
        eq(loginAccounts.accountId, oldest.accountId),
      ),
    );
  return oldest.accountId;
}

export async function deleteLogin(db: Executor, scope: Scope, loginId: string): Promise<void> {
  await db.delete(logins).where(and(inOrganization(logins, scope), eq(logins.id, loginId)));
}

/** The logins whose primary account this is. */
export async function listPrimaryLoginIdsOfAccount(
  db: Executor,
  scope: Scope,
  accountId: string,
): Promise<string[]> {
  const rows = await db
    .select({ loginId: loginAccounts.loginId })
    .from(loginAccounts)
    .where(
      and(
        inOrganization(loginAccounts, scope),
        eq(loginAccounts.accountId, accountId),
        eq(loginAccounts.primary, true),
      ),
    );
  return rows.map((row) => row.loginId);
}
