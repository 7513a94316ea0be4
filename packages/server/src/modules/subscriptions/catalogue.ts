import type { Image, PriceInterval } from '@convene/contract';
import type { Executor } from '../../db/client';
import {
  accountTiers,
  searchListValues,
  searchLists,
  sponsorshipLevelAccounts,
  sponsorshipLevels,
  subscriptionPrices,
  subscriptionProducts,
  subscriptionProductTiers,
} from '../../db/schema/index';
import type { Scope } from '../../tenancy/scope';

/*
 * What staff set up (the seed and the tests until a staff console exists): tiers, plans
 * with their prices and tiers, sponsorship levels and search lists.
 */

export interface NewTier {
  slug: string;
  name: string;
  description?: string | null;
  priority?: number;
  iconName?: string;
  color?: string | null;
}

export async function createTier(db: Executor, scope: Scope, tier: NewTier): Promise<string> {
  const [row] = await db
    .insert(accountTiers)
    .values({ organizationId: scope.organizationId, ...tier })
    .returning({ id: accountTiers.id });
  return row!.id;
}

export interface NewPlan {
  name: string;
  description?: string | null;
  features?: string[];
  featured?: boolean;
  sortOrder?: number;
  lapseTo?: 'unpaid' | 'canceled';
  tierIds?: string[];
  prices: {
    amount: number;
    interval: PriceInterval;
    intervalCount?: number;
    trialDays?: number;
    stripePriceId?: string | null;
  }[];
}

export async function createPlan(
  db: Executor,
  scope: Scope,
  plan: NewPlan,
): Promise<{ productId: string; priceIds: string[] }> {
  const { prices, tierIds = [], ...product } = plan;
  const [row] = await db
    .insert(subscriptionProducts)
    .values({ organizationId: scope.organizationId, ...product })
    .returning({ id: subscriptionProducts.id });
  const productId = row!.id;
  const inserted = await db
    .insert(subscriptionPrices)
    .values(prices.map((price) => ({ organizationId: scope.organizationId, productId, ...price })))
    .returning({ id: subscriptionPrices.id });
  if (tierIds.length) {
    await db
      .insert(subscriptionProductTiers)
      .values(tierIds.map((tierId) => ({ productId, tierId })));
  }
  return { productId, priceIds: inserted.map((price) => price.id) };
}

export interface NewLevel {
  slug: string;
  name: string;
  subtitle?: string | null;
  description?: string | null;
  color?: string;
  scale?: number;
  image?: Image | null;
  sortOrder?: number;
  accountIds?: string[];
}

export async function createLevel(db: Executor, scope: Scope, level: NewLevel): Promise<string> {
  const { accountIds = [], ...fields } = level;
  const [row] = await db
    .insert(sponsorshipLevels)
    .values({ organizationId: scope.organizationId, ...fields })
    .returning({ id: sponsorshipLevels.id });
  if (accountIds.length) {
    await db
      .insert(sponsorshipLevelAccounts)
      .values(
        accountIds.map((accountId, sortOrder) => ({ levelId: row!.id, accountId, sortOrder })),
      );
  }
  return row!.id;
}

export async function createSearchList(
  db: Executor,
  scope: Scope,
  name: string,
  values: readonly string[],
): Promise<string> {
  const [row] = await db
    .insert(searchLists)
    .values({ organizationId: scope.organizationId, name })
    .returning({ id: searchLists.id });
  if (values.length) {
    await db.insert(searchListValues).values(
      values.map((value) => ({
        organizationId: scope.organizationId,
        searchListId: row!.id,
        value,
      })),
    );
  }
  return row!.id;
}
