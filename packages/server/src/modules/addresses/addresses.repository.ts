import type { AddressBody } from '@convene/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses } from '../../db/schema/index';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import { updateReturning } from '../../db/update';

export type AddressRow = typeof addresses.$inferSelect;

/** The addresses of one account of the organization. */
export interface AccountScope extends Scope {
  accountId: string;
}

const owned = (scope: AccountScope) =>
  and(inOrganization(addresses, scope), eq(addresses.accountId, scope.accountId));

export function listAddresses(db: Executor, scope: AccountScope, page: Page) {
  return db
    .select()
    .from(addresses)
    .where(owned(scope))
    .orderBy(desc(addresses.primary), desc(addresses.createdAt), desc(addresses.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findAddress(
  db: Executor,
  scope: AccountScope,
  id: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(owned(scope), eq(addresses.id, id)));
  return row;
}

/** Locks the account's addresses (primary flag changes run one at a time per account). */
export async function lockAddresses(db: Executor, scope: AccountScope): Promise<AddressRow[]> {
  return db.select().from(addresses).where(owned(scope)).for('update');
}

export async function clearPrimary(db: Executor, scope: AccountScope, except: string | null) {
  await db
    .update(addresses)
    .set({ primary: false })
    .where(
      and(owned(scope), eq(addresses.primary, true), except ? ne(addresses.id, except) : undefined),
    );
}

export async function insertAddress(
  db: Executor,
  scope: AccountScope,
  values: AddressBody,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, organizationId: scope.organizationId, accountId: scope.accountId })
    .returning();
  return row!;
}

export async function updateAddress(
  db: Executor,
  scope: AccountScope,
  id: string,
  values: AddressBody,
): Promise<AddressRow | undefined> {
  const [row] = await updateReturning(
    db,
    addresses,
    values,
    and(owned(scope), eq(addresses.id, id)),
  );
  return row;
}

export async function deleteAddress(
  db: Executor,
  scope: AccountScope,
  id: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(addresses)
    .where(and(owned(scope), eq(addresses.id, id)))
    .returning();
  return row;
}

export async function setPrimary(db: Executor, scope: AccountScope, id: string): Promise<void> {
  await db
    .update(addresses)
    .set({ primary: true })
    .where(and(owned(scope), eq(addresses.id, id)));
}

/** The account's primary address (else its latest), for a payment that names none. */
export async function findPrimaryAddress(
  db: Executor,
  scope: AccountScope,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(owned(scope))
    .orderBy(desc(addresses.primary), desc(addresses.createdAt))
    .limit(1);
  return row;
}
