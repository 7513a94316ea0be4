import { z } from 'zod';
import { UuidSchema } from '../core/ids';
import { ListQuerySchema } from '../core/pagination';
import { CURRENCY } from './payments';
import {
  AccountTierSchema,
  PriceIntervalSchema,
  SubscriptionProductPriceSchema,
  SubscriptionProductSchema,
  TierResourceTypeSchema,
} from './subscriptions';

/**
 * What organization administrators set up for memberships (decision 0042): plans with
 * their prices, features and the tiers they grant; tiers; the tiers a resource requires;
 * sponsorship levels and their accounts.
 */

const name = z.string().trim().min(1, 'A name is required').max(120);
const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);

/** A slug: lowercase letters, digits and dashes. Derived from the name when omitted. */
export const AdminSlugSchema = z
  .string()
  .trim()
  .min(2, 'A slug has at least 2 characters')
  .max(70)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug has lowercase letters, digits and dashes');

/** `#rgb` or `#rrggbb`. */
export const HexColorSchema = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'A colour is written #rrggbb');

/** What happens to a deleted plan or price: removed, or archived because subscriptions use it. */
export const DeletionOutcomeSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });
export type DeletionOutcome = z.infer<typeof DeletionOutcomeSchema>;

// ------------------------------------------------------------------ plans and prices

/** A price as administrators see it: archived ones too, its Stripe id and how many use it. */
export const ManagedPriceSchema = SubscriptionProductPriceSchema.extend({
  stripePriceId: z.string().nullable(),
  subscriptions: z.number().int(),
});
export type ManagedPrice = z.infer<typeof ManagedPriceSchema>;

/** A plan as administrators see it: inactive ones too, with every price. */
export const ManagedProductSchema = SubscriptionProductSchema.extend({
  sortOrder: z.number().int(),
  lapseTo: z.enum(['unpaid', 'canceled']),
  prices: z.array(ManagedPriceSchema),
});
export type ManagedProduct = z.infer<typeof ManagedProductSchema>;

/** `POST` and `PUT` of a plan: the whole plan (features in order; the tiers it grants). */
export const ProductBodySchema = z.object({
  name,
  description: optionalText(2000),
  features: z
    .array(z.string().trim().min(1, 'A feature is not empty').max(200))
    .max(30)
    .default([]),
  active: z.boolean().default(true),
  featured: z.boolean().default(false),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
  /** Where a subscription whose renewal retries all failed ends (decision 0035). */
  lapseTo: z.enum(['unpaid', 'canceled']).default('unpaid'),
  tierIds: z.array(UuidSchema).max(50).default([]),
});
export type ProductBody = z.infer<typeof ProductBodySchema>;
export type ProductBodyInput = z.input<typeof ProductBodySchema>;

/**
 * A new price. Amount (integer cents), currency, interval and interval count are fixed
 * once created: subscribers signed up at them (make a new price to charge another amount).
 */
export const PriceBodySchema = z.object({
  amount: z.number().int('The amount is in whole cents').min(0).max(100_000_000),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === CURRENCY, `Prices are in ${CURRENCY}`)
    .default(CURRENCY),
  interval: PriceIntervalSchema,
  intervalCount: z.number().int().min(1).max(365).default(1),
  trialDays: z.number().int().min(0).max(730).default(0),
  stripePriceId: z.string().trim().min(1).max(255).nullable().default(null),
  active: z.boolean().default(true),
});
export type PriceBody = z.infer<typeof PriceBodySchema>;
export type PriceBodyInput = z.input<typeof PriceBodySchema>;

/** `PUT` of a price: what may change on a price in use (archive or restore, trial, Stripe id). */
export const PriceUpdateBodySchema = PriceBodySchema.pick({
  active: true,
  trialDays: true,
  stripePriceId: true,
});
export type PriceUpdateBody = z.infer<typeof PriceUpdateBodySchema>;
export type PriceUpdateBodyInput = z.input<typeof PriceUpdateBodySchema>;

export const ProductParamSchema = z.object({ productId: UuidSchema });
export const PriceParamSchema = z.object({ productId: UuidSchema, priceId: UuidSchema });

// ------------------------------------------------------------------ tiers and locks

export const TierBodySchema = z.object({
  slug: AdminSlugSchema.optional(),
  name,
  description: optionalText(2000),
  priority: z.number().int().min(0).max(10_000).default(0),
  iconName: z.string().trim().min(1).max(60).default('star'),
  color: HexColorSchema.nullable().default(null),
});
export type TierBody = z.infer<typeof TierBodySchema>;
export type TierBodyInput = z.input<typeof TierBodySchema>;
export const TierParamSchema = z.object({ tierId: UuidSchema });

/** A locked resource: the tiers it requires, or any running subscription (458). */
export const ManagedTierLockSchema = z.object({
  type: TierResourceTypeSchema,
  resourceId: z.string(),
  /** The channel's, group's or event's name; the module's own name for a module. */
  name: z.string(),
  tiers: z.array(AccountTierSchema),
  anySubscription: z.boolean(),
});
export type ManagedTierLock = z.infer<typeof ManagedTierLockSchema>;

export const TierLocksQuerySchema = ListQuerySchema.extend({
  type: TierResourceTypeSchema.optional(),
});
export type TierLocksQuery = z.infer<typeof TierLocksQuerySchema>;

/** `PUT /organization/tier-locks/{type}/{id}`: some tiers, or any subscription, not both. */
export const TierLockBodySchema = z
  .object({
    tierIds: z.array(UuidSchema).max(20).default([]),
    anySubscription: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    if (body.anySubscription === body.tierIds.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['tierIds'],
        message: body.anySubscription
          ? 'Lock behind tiers or behind any subscription, not both'
          : 'Choose at least one tier, or any subscription',
      });
    }
  });
export type TierLockBody = z.infer<typeof TierLockBodySchema>;
export type TierLockBodyInput = z.input<typeof TierLockBodySchema>;

// ------------------------------------------------------------------ sponsorship levels

export const LevelBodySchema = z.object({
  slug: AdminSlugSchema.optional(),
  name,
  subtitle: optionalText(200),
  description: optionalText(2000),
  color: HexColorSchema.default('#888888'),
  scale: z.number().min(0.1).max(10).default(1),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
});
export type LevelBody = z.infer<typeof LevelBodySchema>;
export type LevelBodyInput = z.input<typeof LevelBodySchema>;
export const LevelAccountParamSchema = z.object({ levelId: UuidSchema, accountId: UuidSchema });
