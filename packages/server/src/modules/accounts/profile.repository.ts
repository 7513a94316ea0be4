import type { Image } from '@convene/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
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

/** The rows of the accounts of `ids` in the organization (unknown ids left out). */
export async function findAccountsByIds(
  db: Executor,
  scope: Scope,
  ids: readonly string[],
): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(accounts)
    .where(and(inOrganization(accounts, scope), inArray(accounts.id, [...new Set(ids)])));
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

/** An account's picture or banner found by its image id (`GET /storage/images/{id}`). */
export interface AccountImage {
  image: Image;
  kind: 'image' | 'banner';
  /** When the account last changed: the picture's own time is not kept apart from it. */
  updatedAt: Date;
  createdAt: Date;
}

export async function findAccountImage(
  db: Executor,
  scope: Scope,
  imageId: string,
): Promise<AccountImage | null> {
  const [row] = await db
    .select({
      image: accounts.image,
      banner: accounts.banner,
      createdAt: accounts.createdAt,
      updatedAt: accounts.updatedAt,
    })
    .from(accounts)
    .where(
      and(
        inOrganization(accounts, scope),
        or(sql`${accounts.image}->>'id' = ${imageId}`, sql`${accounts.banner}->>'id' = ${imageId}`),
      ),
    )
    .limit(1);
  if (!row) return null;
  const kind = row.image?.id === imageId ? 'image' : 'banner';
  const image = kind === 'image' ? row.image : row.banner;
  return image ? { image, kind, createdAt: row.createdAt, updatedAt: row.updatedAt } : null;
}
