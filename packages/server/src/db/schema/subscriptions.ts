import type {
  Image,
  PaymentProvider,
  PriceInterval,
  SubscriptionStatus,
  TierResourceType,
} from '@convene/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { organizations } from './organizations';

const org = () => organizationId().references(() => organizations.id, { onDelete: 'cascade' });

/** An account tier (SDK AccountTier): what a subscription grants and a resource may require. */
export const accountTiers = pgTable(
  'account_tiers',
  {
    id: id(),
    organizationId: org(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    priority: integer('priority').notNull().default(0),
    iconName: text('icon_name').notNull().default('star'),
    color: text('color'),
    image: jsonb('image').$type<Image>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('account_tiers_slug_uq').on(table.organizationId, table.slug)],
);

/** A membership plan (SDK SubscriptionProduct); `lapseTo` is where unpaid retries end. */
export const subscriptionProducts = pgTable(
  'subscription_products',
  {
    id: id(),
    organizationId: org(),
    name: text('name').notNull(),
    description: text('description'),
    features: text('features').array().notNull().default([]),
    active: boolean('active').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    lapseTo: text('lapse_to').$type<'unpaid' | 'canceled'>().notNull().default('unpaid'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('subscription_products_org_idx').on(table.organizationId, table.sortOrder)],
);

/** A price of a product: `amount` integer cents every `intervalCount` × `interval`. */
export const subscriptionPrices = pgTable(
  'subscription_prices',
  {
    id: id(),
    organizationId: org(),
    productId: uuid('product_id')
      .notNull()
      .references(() => subscriptionProducts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    interval: text('interval').$type<PriceInterval>().notNull(),
    intervalCount: integer('interval_count').notNull().default(1),
    trialDays: integer('trial_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Stripe Billing's Price id, when the organization bills through Stripe. */
    stripePriceId: text('stripe_price_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('subscription_prices_product_idx').on(table.productId)],
);

/** The tiers a product grants while its subscription runs. */
export const subscriptionProductTiers = pgTable(
  'subscription_product_tiers',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => subscriptionProducts.id, { onDelete: 'cascade' }),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => accountTiers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.tierId] })],
);

/**
 * An account's subscription to a price (quantity 1). The period paid for is
 * [periodStart, periodEnd) (the trial while trialing); `nextAttemptAt` and `failedAttempts`
 * drive the renewal retries of a past_due one (decision 0035).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    organizationId: org(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => subscriptionProducts.id, { onDelete: 'restrict' }),
    priceId: uuid('price_id')
      .notNull()
      .references(() => subscriptionPrices.id, { onDelete: 'restrict' }),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's id of the subscription (Stripe Billing's sub_…), when it renews it. */
    providerReference: text('provider_reference'),
    addressId: uuid('address_id'),
    paymentMethodId: text('payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    periodStart: timestampz('period_start').notNull(),
    periodEnd: timestampz('period_end').notNull(),
    cancelAtEnd: boolean('cancel_at_end').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestampz('next_attempt_at'),
    canceledAt: timestampz('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('subscriptions_account_idx').on(table.organizationId, table.accountId, table.createdAt),
    index('subscriptions_due_idx').on(table.status, table.periodEnd),
    uniqueIndex('subscriptions_provider_reference_uq').on(table.providerReference),
    // One live subscription per plan and account: a checkout started again resumes it.
    uniqueIndex('subscriptions_one_per_product_uq')
      .on(table.organizationId, table.accountId, table.productId)
      .where(sql`${table.status} <> 'canceled'`),
  ],
);

/**
 * A tier a resource requires (a module by name, a channel, a group, an event by id): a
 * viewer needs any one of its rows' tiers. A row without a tier asks for any running
 * subscription (458).
 */
export const tierRequirements = pgTable(
  'tier_requirements',
  {
    id: id(),
    organizationId: org(),
    resourceType: text('resource_type').$type<TierResourceType>().notNull(),
    resourceId: text('resource_id').notNull(),
    tierId: uuid('tier_id').references(() => accountTiers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('tier_requirements_uq')
      .on(table.organizationId, table.resourceType, table.resourceId, table.tierId)
      .nullsNotDistinct(),
  ],
);

/** A sponsorship level (SDK SponsorshipLevel) and its accounts. */
export const sponsorshipLevels = pgTable(
  'sponsorship_levels',
  {
    id: id(),
    organizationId: org(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    color: text('color').notNull().default('#888888'),
    scale: real('scale').notNull().default(1),
    image: jsonb('image').$type<Image>(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('sponsorship_levels_slug_uq').on(table.organizationId, table.slug)],
);

export const sponsorshipLevelAccounts = pgTable(
  'sponsorship_level_accounts',
  {
    levelId: uuid('level_id')
      .notNull()
      .references(() => sponsorshipLevels.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.levelId, table.accountId] })],
);

/** A searchable list of values a question can offer (`/searchlists`). */
export const searchLists = pgTable('search_lists', {
  id: id(),
  organizationId: org(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const searchListValues = pgTable(
  'search_list_values',
  {
    id: id(),
    organizationId: org(),
    searchListId: uuid('search_list_id')
      .notNull()
      .references(() => searchLists.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (table) => [uniqueIndex('search_list_values_uq').on(table.searchListId, table.value)],
);
