import type { Image } from '@convene/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { inOrganization, type Scope } from '../../tenancy/scope';
import type { AccountRow } from './account-view';

/** The acting account's own row (`/self`): its profile fields, images and deletion. */
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
  scope: Scope,
  accountId: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(inOrganization(accounts, scope), eq(accounts.id, accountId)));
  return row;
}

export async function updateAccount(
  db: Executor,
  scope: Scope,
  accountId: string,
  changes: AccountChanges,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(accounts)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(inOrganization(accounts, scope), eq(accounts.id, accountId)))
    .returning();
  return row;
}

/** Sets the avatar (`image`) or the banner of an account; answers the updated row. */
export async function setAccountImage(
  db: Executor,
  scope: Scope,
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
    .where(and(inOrganization(accounts, scope), eq(accounts.id, accountId)))
    .returning();
  return row;
}

/** Deletes an account; its login links go with it (ON DELETE CASCADE). */
export async function deleteAccount(
  db: Executor,
  scope: Scope,
  accountId: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .delete(accounts)
    .where(and(inOrganization(accounts, scope), eq(accounts.id, accountId)))
    .returning();
  return row;
}
