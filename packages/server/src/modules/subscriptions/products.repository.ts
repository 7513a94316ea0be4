import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accountTiers,
  subscriptionPrices,
  subscriptionProducts,
  subscriptionProductTiers,
} from '../../db/schema/index';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';

export type ProductRow = typeof subscriptionProducts.$inferSelect;
export type PriceRow = typeof subscriptionPrices.$inferSelect;
export type TierRow = typeof accountTiers.$inferSelect;

/** A page of the organization's active products, by sort order then name. */
export function listActiveProducts(db: Executor, scope: Scope, page: Page): Promise<ProductRow[]> {
  return db
    .select()
    .from(subscriptionProducts)
    .where(and(inOrganization(subscriptionProducts, scope), eq(subscriptionProducts.active, true)))
    .orderBy(
      asc(subscriptionProducts.sortOrder),
      asc(subscriptionProducts.name),
      asc(subscriptionProducts.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function findProductsByIds(
  db: Executor,
  scope: Scope,
  ids: readonly string[],
): Promise<ProductRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(subscriptionProducts)
    .where(
      and(inOrganization(subscriptionProducts, scope), inArray(subscriptionProducts.id, [...ids])),
    );
}

/** The prices of products (active ones only unless `all`), cheapest first. */
export async function listPrices(
  db: Executor,
  scope: Scope,
  productIds: readonly string[],
  all = false,
): Promise<PriceRow[]> {
  if (!productIds.length) return [];
  return db
    .select()
    .from(subscriptionPrices)
    .where(
      and(
        inOrganization(subscriptionPrices, scope),
        inArray(subscriptionPrices.productId, [...productIds]),
        all ? undefined : eq(subscriptionPrices.active, true),
      ),
    )
    .orderBy(asc(subscriptionPrices.amount), asc(subscriptionPrices.id));
}

export async function findPrice(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<PriceRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionPrices)
    .where(and(inOrganization(subscriptionPrices, scope), eq(subscriptionPrices.id, id)));
  return row;
}

/** The tiers each product grants, by product id. */
export async function tiersOfProducts(
  db: Executor,
  scope: Scope,
  productIds: readonly string[],
): Promise<Map<string, TierRow[]>> {
  const byProduct = new Map<string, TierRow[]>();
  if (!productIds.length) return byProduct;
  const rows = await db
    .select({ productId: subscriptionProductTiers.productId, tier: accountTiers })
    .from(subscriptionProductTiers)
    .innerJoin(accountTiers, eq(accountTiers.id, subscriptionProductTiers.tierId))
    .where(
      and(
        inOrganization(accountTiers, scope),
        inArray(subscriptionProductTiers.productId, [...productIds]),
      ),
    )
    .orderBy(asc(accountTiers.priority), asc(accountTiers.name));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row.tier);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** Active products granting any of the tiers. */
export async function productIdsGranting(
  db: Executor,
  scope: Scope,
  tierIds: readonly string[],
): Promise<string[]> {
  if (!tierIds.length) return [];
  const rows = await db
    .selectDistinct({ id: subscriptionProducts.id })
    .from(subscriptionProductTiers)
    .innerJoin(
      subscriptionProducts,
      eq(subscriptionProducts.id, subscriptionProductTiers.productId),
    )
    .where(
      and(
        inOrganization(subscriptionProducts, scope),
        eq(subscriptionProducts.active, true),
        inArray(subscriptionProductTiers.tierId, [...tierIds]),
      ),
    );
  return rows.map((row) => row.id);
}

export async function findTiersByIds(
  db: Executor,
  scope: Scope,
  ids: readonly string[],
): Promise<TierRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(accountTiers)
    .where(and(inOrganization(accountTiers, scope), inArray(accountTiers.id, [...ids])))
    .orderBy(asc(accountTiers.priority), asc(accountTiers.name));
}
