import type { TierResourceType } from '@convene/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accountTiers,
  subscriptionPrices,
  subscriptionProducts,
  subscriptionProductTiers,
  subscriptions,
  tierRequirements,
} from '../../db/schema/index';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import type { ProductRow, TierRow } from './products.repository';

/*
 * What the administrators' tools write (decision 0042), beside the readers of
 * products.repository.ts and tiers.repository.ts.
 */

/** A page of every product, inactive ones too, by sort order then name. */
export function listAllProducts(db: Executor, scope: Scope, page: Page): Promise<ProductRow[]> {
  return db
    .select()
    .from(subscriptionProducts)
    .where(inOrganization(subscriptionProducts, scope))
    .orderBy(
      asc(subscriptionProducts.sortOrder),
      asc(subscriptionProducts.name),
      asc(subscriptionProducts.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

/** How many subscriptions (of any status) use each price. */
export async function subscriptionCountsByPrice(
  db: Executor,
  scope: Scope,
  priceIds: readonly string[],
): Promise<Map<string, number>> {
  if (!priceIds.length) return new Map();
  const rows = await db
    .select({ priceId: subscriptions.priceId, count: count() })
    .from(subscriptions)
    .where(and(inOrganization(subscriptions, scope), inArray(subscriptions.priceId, [...priceIds])))
    .groupBy(subscriptions.priceId);
  return new Map(rows.map((row) => [row.priceId, row.count]));
}

/**
 * Locks the product (or, given, its price) for a deletion: a subscription being created
 * holds a key-share lock on both (its foreign keys), so `inUse` after this sees it.
 */
export async function lockForDeletion(
  db: Executor,
  scope: Scope,
  by: { productId: string; priceId?: string },
): Promise<void> {
  if (by.priceId) {
    await db
      .select({ id: subscriptionPrices.id })
      .from(subscriptionPrices)
      .where(and(inOrganization(subscriptionPrices, scope), eq(subscriptionPrices.id, by.priceId)))
      .for('update');
    return;
  }
  await db
    .select({ id: subscriptionProducts.id })
    .from(subscriptionProducts)
    .where(
      and(inOrganization(subscriptionProducts, scope), eq(subscriptionProducts.id, by.productId)),
    )
    .for('update');
}

/** Whether any subscription (of any status) uses the product or, given, one of its prices. */
export async function inUse(
  db: Executor,
  scope: Scope,
  by: { productId: string; priceId?: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inOrganization(subscriptions, scope),
        by.priceId
          ? eq(subscriptions.priceId, by.priceId)
          : eq(subscriptions.productId, by.productId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type ProductFields = Omit<
  typeof subscriptionProducts.$inferInsert,
  'id' | 'organizationId' | 'createdAt' | 'updatedAt'
>;

export async function insertProduct(
  db: Executor,
  scope: Scope,
  fields: ProductFields,
): Promise<string> {
  const [row] = await db
    .insert(subscriptionProducts)
    .values({ ...fields, organizationId: scope.organizationId })
    .returning({ id: subscriptionProducts.id });
  return row!.id;
}

export async function updateProductRow(
  db: Executor,
  scope: Scope,
  id: string,
  fields: Partial<ProductFields>,
): Promise<void> {
  await db
    .update(subscriptionProducts)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(inOrganization(subscriptionProducts, scope), eq(subscriptionProducts.id, id)));
}

export async function deleteProductRow(db: Executor, scope: Scope, id: string): Promise<void> {
  await db
    .delete(subscriptionProducts)
    .where(and(inOrganization(subscriptionProducts, scope), eq(subscriptionProducts.id, id)));
}

/** The tiers a product grants, replaced by `tierIds`. */
export async function setProductTiers(
  db: Executor,
  productId: string,
  tierIds: readonly string[],
): Promise<void> {
  await db
    .delete(subscriptionProductTiers)
    .where(eq(subscriptionProductTiers.productId, productId));
  if (!tierIds.length) return;
  await db
    .insert(subscriptionProductTiers)
    .values([...new Set(tierIds)].map((tierId) => ({ productId, tierId })));
}

export type PriceFields = Omit<
  typeof subscriptionPrices.$inferInsert,
  'id' | 'organizationId' | 'productId' | 'createdAt' | 'updatedAt'
>;

export async function insertPrice(
  db: Executor,
  scope: Scope,
  productId: string,
  fields: PriceFields,
): Promise<void> {
  await db
    .insert(subscriptionPrices)
    .values({ ...fields, productId, organizationId: scope.organizationId });
}

/** Changes the prices of a product: one (`priceId`) or all of them. */
export async function updatePriceRows(
  db: Executor,
  scope: Scope,
  where: { productId: string; priceId?: string },
  fields: Partial<PriceFields>,
): Promise<void> {
  await db
    .update(subscriptionPrices)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(
      and(
        inOrganization(subscriptionPrices, scope),
        eq(subscriptionPrices.productId, where.productId),
        where.priceId ? eq(subscriptionPrices.id, where.priceId) : undefined,
      ),
    );
}

export async function deletePriceRow(db: Executor, scope: Scope, id: string): Promise<void> {
  await db
    .delete(subscriptionPrices)
    .where(and(inOrganization(subscriptionPrices, scope), eq(subscriptionPrices.id, id)));
}

// ------------------------------------------------------------------ tiers

export function listAllTiers(db: Executor, scope: Scope, page: Page): Promise<TierRow[]> {
  return db
    .select()
    .from(accountTiers)
    .where(inOrganization(accountTiers, scope))
    .orderBy(asc(accountTiers.priority), asc(accountTiers.name), asc(accountTiers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type TierFields = Omit<
  typeof accountTiers.$inferInsert,
  'id' | 'organizationId' | 'createdAt' | 'updatedAt'
>;

export async function slugTaken(
  db: Executor,
  scope: Scope,
  slug: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: accountTiers.id })
    .from(accountTiers)
    .where(and(inOrganization(accountTiers, scope), eq(accountTiers.slug, slug)));
  return rows.some((row) => row.id !== exceptId);
}

export async function insertTier(db: Executor, scope: Scope, fields: TierFields): Promise<TierRow> {
  const [row] = await db
    .insert(accountTiers)
    .values({ ...fields, organizationId: scope.organizationId })
    .returning();
  return row!;
}

export async function updateTierRow(
  db: Executor,
  scope: Scope,
  id: string,
  fields: TierFields,
): Promise<TierRow | undefined> {
  const [row] = await db
    .update(accountTiers)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(inOrganization(accountTiers, scope), eq(accountTiers.id, id)))
    .returning();
  return row;
}

export async function deleteTierRow(db: Executor, scope: Scope, id: string): Promise<void> {
  await db
    .delete(accountTiers)
    .where(and(inOrganization(accountTiers, scope), eq(accountTiers.id, id)));
}

/** Whether a resource is locked behind the tier. */
export async function tierLocksSomething(
  db: Executor,
  scope: Scope,
  tierId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: tierRequirements.id })
    .from(tierRequirements)
    .where(and(inOrganization(tierRequirements, scope), eq(tierRequirements.tierId, tierId)))
    .limit(1);
  return Boolean(row);
}

export interface LockedResource {
  type: TierResourceType;
  resourceId: string;
  tierIds: (string | null)[];
}

/** A page of the locked resources (by type, then id) with the tiers each requires. */
export async function listLockedResources(
  db: Executor,
  scope: Scope,
  type: TierResourceType | undefined,
  page: Page,
): Promise<LockedResource[]> {
  const rows = await db
    .select({
      type: tierRequirements.resourceType,
      resourceId: tierRequirements.resourceId,
      tierIds: sql<(string | null)[]>`array_agg(${tierRequirements.tierId}::text)`,
    })
    .from(tierRequirements)
    .where(
      and(
        inOrganization(tierRequirements, scope),
        type ? eq(tierRequirements.resourceType, type) : undefined,
      ),
    )
    .groupBy(tierRequirements.resourceType, tierRequirements.resourceId)
    .orderBy(asc(tierRequirements.resourceType), asc(tierRequirements.resourceId))
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}
