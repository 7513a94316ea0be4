import { z } from 'zod';
import { BaseAccountSchema, BaseAccountTierSchema, ImageSchema } from '../people/account';
import { UuidSchema } from '../core/ids';
import { ListQuerySchema } from '../core/pagination';
import { PaymentIntentSchema } from './payment-intents';
import { BillingAddressIdSchema } from './payments';

/**
 * Memberships: products with prices and features, sold as
 * subscriptions of quantity 1 that grant account tiers while they run (decision 0035).
 */

/** The statuses; `unknown` is a subscription whose first payment has not gone through. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'canceled',
  'paused',
  'trialing',
  'past_due',
  'unpaid',
  'unknown',
] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** The statuses in which a subscription grants its product's tiers (decision 0035). */
export const TIER_GRANTING_STATUSES = [
  'active',
  'trialing',
  'past_due',
] as const satisfies readonly SubscriptionStatus[];

export const PriceIntervalSchema = z.enum(['day', 'week', 'month', 'year']);
export type PriceInterval = z.infer<typeof PriceIntervalSchema>;

/** A subscription's quantity is fixed at 1. */
export const SUBSCRIPTION_QUANTITY_MESSAGE = 'Subscription quantity is fixed at 1';

/** The SDK's BaseAccountTier with its description (an AccountTier). */
export const AccountTierSchema = BaseAccountTierSchema.extend({
  description: z.string().nullable(),
});
export type AccountTier = z.infer<typeof AccountTierSchema>;

export const BaseSubscriptionProductSchema = z.object({
  id: z.string().uuid(),
  active: z.boolean(),
  name: z.string(),
  description: z.string().nullable(),
  featured: z.boolean(),
});
export type BaseSubscriptionProduct = z.infer<typeof BaseSubscriptionProductSchema>;

/** A price: `amount` in integer cents (USD) every `intervalCount` × `interval`; `trialDays` ours. */
export const SubscriptionProductPriceSchema = z.object({
  id: z.string().uuid(),
  active: z.boolean(),
  amount: z.number().int(),
  currency: z.string(),
  interval: PriceIntervalSchema,
  intervalCount: z.number().int(),
  maxAmount: z.number().int(),
  minAmount: z.number().int(),
  type: z.string(),
  trialDays: z.number().int(),
});
export type SubscriptionProductPrice = z.infer<typeof SubscriptionProductPriceSchema>;

/** The SDK's SubscriptionProduct, with the tiers it grants (ours). */
export const SubscriptionProductSchema = BaseSubscriptionProductSchema.extend({
  prices: z.array(SubscriptionProductPriceSchema),
  features: z.array(z.string()),
  tiers: z.array(AccountTierSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubscriptionProduct = z.infer<typeof SubscriptionProductSchema>;

export const CardBrandSchema = z.enum(['amex', 'discover', 'mastercard', 'visa', 'unknown']);

export const SubscriptionPaymentMethodSchema = z.object({
  brand: CardBrandSchema.nullable(),
  last4: z.string().nullable(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
});
export type SubscriptionPaymentMethod = z.infer<typeof SubscriptionPaymentMethodSchema>;

/**
 * The SDK's Subscription. `expiresAt` is the end of the period paid for (of the trial when
 * trialing); `cancelAtEnd` says it ends there. Its productId, priceId, quantity (1)
 * and payment method id beside it.
 */
export const SubscriptionSchema = z.object({
  id: z.string().uuid(),
  status: SubscriptionStatusSchema,
  expiresAt: z.string(),
  cancelAtEnd: z.boolean(),
  productId: z.string().uuid(),
  priceId: z.string().uuid(),
  quantity: z.literal(1),
  paymentMethodId: z.string().nullable(),
  subscriptionProduct: BaseSubscriptionProductSchema,
  price: SubscriptionProductPriceSchema,
  account: BaseAccountSchema,
  paymentMethod: SubscriptionPaymentMethodSchema.nullable(),
  tiers: z.array(AccountTierSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionIdParamSchema = z.object({ subscriptionId: UuidSchema });

export const SelfSubscriptionsQuerySchema = ListQuerySchema.extend({
  status: SubscriptionStatusSchema.optional(),
});
export type SelfSubscriptionsQuery = z.infer<typeof SelfSubscriptionsQuerySchema>;

/**
 * `POST /self/subscriptions {productId, priceId, quantity: 1}`. Ours beside them: the address
 * the payments are taxed by (the primary one when omitted) and the payment method to charge
 * now and at each renewal (with the test gateway, one of its test nonces).
 */
export const CreateSubscriptionBodySchema = z.object({
  productId: UuidSchema,
  priceId: UuidSchema,
  quantity: z
    .number({ error: SUBSCRIPTION_QUANTITY_MESSAGE })
    .refine((value) => value === 1, SUBSCRIPTION_QUANTITY_MESSAGE)
    .default(1),
  addressId: BillingAddressIdSchema,
  paymentMethodId: z.string().trim().min(1).max(255).optional(),
});
export type CreateSubscriptionBody = z.infer<typeof CreateSubscriptionBodySchema>;

/**
 * The SDK's CreateSubscriptionResponse {type, clientSecret}: the provider and the secret its
 * payment form confirms (empty when nothing is left to confirm), with the subscription.
 */
export const CreateSubscriptionResponseSchema = z.object({
  type: z.string(),
  clientSecret: z.string(),
  intentId: z.string().uuid().nullable(),
  /** The intent the first period is paid with, while it waits for the payment form. */
  intent: PaymentIntentSchema.nullable(),
  subscription: SubscriptionSchema,
});
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponseSchema>;

export const UpdateSubscriptionPaymentMethodBodySchema = z.object({
  paymentMethodId: z.string().trim().min(1, 'A payment method is required').max(255),
});
export type UpdateSubscriptionPaymentMethodBody = z.infer<
  typeof UpdateSubscriptionPaymentMethodBodySchema
>;

/** What unlocks a tier-locked resource (a 457/458 answer's `unlock`, and its own read). */
export const TierLockSchema = z.object({
  tiers: z.array(AccountTierSchema),
  products: z.array(SubscriptionProductSchema),
});
export type TierLock = z.infer<typeof TierLockSchema>;

export const TIER_RESOURCE_TYPES = ['module', 'channel', 'group', 'event'] as const;
export const TierResourceTypeSchema = z.enum(TIER_RESOURCE_TYPES);
export type TierResourceType = z.infer<typeof TierResourceTypeSchema>;

export const TierLockParamSchema = z.object({
  type: TierResourceTypeSchema,
  resourceId: z.string().min(1).max(200),
});

/** Sponsorship levels (the SDK's "Level"). */
export const BaseSponsorshipLevelSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  subtitle: z.string().nullable(),
  color: z.string(),
  scale: z.number(),
  image: ImageSchema.nullable(),
});
export const SponsorshipLevelSchema = BaseSponsorshipLevelSchema.extend({
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  accounts: z.array(BaseAccountSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SponsorshipLevel = z.infer<typeof SponsorshipLevelSchema>;
export const LevelIdParamSchema = z.object({ levelId: UuidSchema });

/** A searchable question list's value (the SDK's SearchValue). */
export const SearchListValueSchema = z.object({ id: z.string().uuid(), value: z.string() });
export type SearchListValue = z.infer<typeof SearchListValueSchema>;
export const SearchListIdParamSchema = z.object({ searchListId: UuidSchema });
