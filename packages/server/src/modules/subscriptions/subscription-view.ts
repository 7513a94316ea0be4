import type {
  AccountTier,
  BaseAccount,
  SubscriptionPaymentMethod,
  Subscription,
  SubscriptionProduct,
  SubscriptionProductPrice,
} from '@convene/contract';
import { CardBrandSchema } from '@convene/contract';
import type { PriceRow, ProductRow, TierRow } from './products.repository';
import type { SubscriptionRow } from './subscriptions.repository';

export function toTier(row: TierRow): AccountTier {
  return {
    id: row.id,
    slug: row.slug,
    priority: row.priority,
    name: row.name,
    iconName: row.iconName,
    color: row.color,
    image: row.image ?? null,
    description: row.description,
  };
}

export function toPrice(row: PriceRow): SubscriptionProductPrice {
  return {
    id: row.id,
    active: row.active,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    intervalCount: row.intervalCount,
    maxAmount: row.amount,
    minAmount: row.amount,
    type: 'fixed',
    trialDays: row.trialDays,
  };
}

export function toBaseProduct(row: ProductRow) {
  return {
    id: row.id,
    active: row.active,
    name: row.name,
    description: row.description,
    featured: row.featured,
  };
}

export function toProduct(
  row: ProductRow,
  prices: readonly PriceRow[],
  tiers: readonly TierRow[],
): SubscriptionProduct {
  return {
    ...toBaseProduct(row),
    prices: prices.map(toPrice),
    features: row.features,
    tiers: tiers.map(toTier),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPaymentMethod(row: SubscriptionRow): SubscriptionPaymentMethod | null {
  if (!row.paymentMethodId) return null;
  const brand = CardBrandSchema.safeParse(row.cardBrand);
  return {
    brand: brand.success ? brand.data : null,
    last4: row.cardLast4,
    expMonth: null,
    expYear: null,
  };
}

export interface SubscriptionParts {
  product: ProductRow;
  price: PriceRow;
  tiers: readonly TierRow[];
  account: BaseAccount;
}

export function toSubscription(row: SubscriptionRow, parts: SubscriptionParts): Subscription {
  return {
    id: row.id,
    status: row.status,
    expiresAt: row.periodEnd.toISOString(),
    cancelAtEnd: row.cancelAtEnd,
    productId: row.productId,
    priceId: row.priceId,
    quantity: 1,
    paymentMethodId: row.paymentMethodId,
    subscriptionProduct: toBaseProduct(parts.product),
    price: toPrice(parts.price),
    account: parts.account,
    paymentMethod: toPaymentMethod(row),
    tiers: parts.tiers.map(toTier),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
