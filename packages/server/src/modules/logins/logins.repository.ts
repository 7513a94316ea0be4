import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, loginAccounts, logins } from '../../db/schema/index';

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
  const [account] = await db
    .insert(accounts)
    .values({
      ...input.account,
      email: input.email.toLowerCase(),
      organizationId: input.organizationId,
    })
    .returning();
  if (!login || !account) throw new Error('Login or account was not created');
  await db
    .insert(loginAccounts)
    .values({
      organizationId: input.organizationId,
      loginId: login.id,
      accountId: account.id,
      primary: true,
    });
  return { login, account };
}

export async function findLoginByEmail(
  db: Executor,
  organizationId: string,
  email: string,
): Promise<LoginRow | undefined> {
  const [row] = await db
    .select()
    .from(logins)
    .where(and(eq(logins.organizationId, organizationId), eq(logins.email, email.toLowerCase())));
  return row;
}
