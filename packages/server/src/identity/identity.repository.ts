import { isUuid } from '@convene/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accounts, loginAccounts, logins, organizations } from '../db/schema/index';
import type { LoginRow } from '../modules/logins/index';

export type { LoginRow };

/**
 * A user of the pool by the name a client sends: the email (the sign-up Username) or
 * the subject (what tokens and challenges call the user).
 */
export async function findLoginByUsername(
  db: Executor,
  organizationId: string,
  username: string,
): Promise<LoginRow | undefined> {
  const name = username.trim().toLowerCase();
  const match = isUuid(name) ? eq(logins.sub, name) : eq(logins.email, name);
  const [row] = await db
    .select()
    .from(logins)
    .where(and(eq(logins.organizationId, organizationId), match));
  return row;
}

export async function findLoginBySub(
  db: Executor,
  organizationId: string,
  sub: string,
): Promise<LoginRow | undefined> {
  const [row] = await db
    .select()
    .from(logins)
    .where(and(eq(logins.organizationId, organizationId), eq(logins.sub, sub)));
  return row;
}

export async function isAccountUsernameTaken(
  db: Executor,
  organizationId: string,
  username: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.organizationId, organizationId), eq(accounts.username, username)));
  return row !== undefined;
}

/** The id of the organization whose user pool this is, if any. */
export async function organizationIdForPool(
  db: Executor,
  userPoolId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.userPoolId, userPoolId));
  return row?.id;
}

export async function recordSignIn(db: Executor, loginId: string, now: Date): Promise<void> {
  await db.update(logins).set({ lastLoginAt: now }).where(eq(logins.id, loginId));
}

/**
 * Sets a new password, clears a pending forced change, and raises the token
 * version so that every refresh token issued before is revoked. With `expectedVersion`,
 * only if no other change came first (undefined otherwise).
 */
export async function replacePassword(
  db: Executor,
  loginId: string,
  passwordHash: string,
  options: { confirm?: boolean; expectedVersion?: number } = {},
): Promise<LoginRow | undefined> {
  const version =
    options.expectedVersion === undefined
      ? undefined
      : eq(logins.tokenVersion, options.expectedVersion);
  const [row] = await db
    .update(logins)
    .set({
      passwordHash,
      mustChangePassword: false,
      tokenVersion: sql`${logins.tokenVersion} + 1`,
      ...(options.confirm ? { confirmed: true } : {}),
    })
    .where(and(eq(logins.id, loginId), version))
    .returning();
  return row;
}

export async function markConfirmed(db: Executor, loginId: string): Promise<void> {
  await db.update(logins).set({ confirmed: true }).where(eq(logins.id, loginId));
}

/** The saved locale of the login's primary account (what its mails are written in). */
export async function findPrimaryAccountLocale(
  db: Executor,
  loginId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ locale: accounts.locale })
    .from(loginAccounts)
    .innerJoin(accounts, eq(accounts.id, loginAccounts.accountId))
    .where(and(eq(loginAccounts.loginId, loginId), eq(loginAccounts.primary, true)))
    .limit(1);
  return row?.locale;
}
