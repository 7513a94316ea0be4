import type { Image } from '@convene/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/index';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountChanges = Partial<
  Pick<
    typeof accounts.$inferInsert,
    | 'username'
    | 'firstName'
    | 'lastName'
    | 'title'
    | 'company'
    | 'bio'
    | 'website'
    | 'timezone'
    | 'phone'
    | 'locale'
  >
>;

export async function findAccountById(
  db: Executor,
  organizationId: string,
  accountId: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.organizationId, organizationId), eq(accounts.id, accountId)));
  return row;
}

/** Whether another account of the organization already uses the username. */
export async function isUsernameTaken(
  db: Executor,
  organizationId: string,
  username: string,
  exceptAccountId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.organizationId, organizationId),
        eq(accounts.username, username),
        exceptAccountId ? ne(accounts.id, exceptAccountId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateAccount(
  db: Executor,
  organizationId: string,
  accountId: string,
  changes: AccountChanges,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(accounts)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(accounts.organizationId, organizationId), eq(accounts.id, accountId)))
    .returning();
  return row;
}

/** Sets the avatar (`image`) or the banner of an account; answers the updated row. */
export async function setAccountImage(
  db: Executor,
  organizationId: string,
  accountId: string,
  kind: 'image' | 'banner',
  image: Image | null,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(accounts)
    .set(
      kind === 'image'
        ? { image, updatedAt: new Date() }
        : { banner: image, updatedAt: new Date() },
    )
    .where(and(eq(accounts.organizationId, organizationId), eq(accounts.id, accountId)))
    .returning();
  return row;
}

/** Deletes an account; its login links go with it (ON DELETE CASCADE). */
export async function deleteAccount(
  db: Executor,
  organizationId: string,
  accountId: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .delete(accounts)
    .where(and(eq(accounts.organizationId, organizationId), eq(accounts.id, accountId)))
    .returning();
  return row;
}
