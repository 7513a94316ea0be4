import type { PaymentIntent, PaymentProvider } from '@convene/contract';
import type { RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { findPrimaryAddress } from '../addresses/index';
import {
  captureIntent,
  createPaymentIntent,
  integrationSettings,
  requireDefaultIntegration,
} from '../payments/index';
import { stripeBilling, type RecurringBilling } from './billing';
import { periodEndOf } from './periods';
import { findPrice, findProductsByIds, type PriceRow } from './products.repository';
import { nextStatus } from './state-machine';
import {
  lockSubscription,
  updateSubscription,
  type SubscriptionRow,
} from './subscriptions.repository';
import type { PurposeHandler } from '../seams';

/**
 * The provider that renews subscriptions itself, when the organization has one: Stripe
 * Billing when its default integration is Stripe (and the price is known to Stripe, when
 * a price is given). Otherwise (null) our clock renews through the payments module.
 */
export async function billingOf(
  ctx: RequestContext,
  price: PriceRow | null,
): Promise<{ provider: PaymentProvider; adapter: RecurringBilling } | null> {
  let integration;
  try {
    integration = await requireDefaultIntegration(ctx.db, ctx.scope);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  if (integration.type !== 'stripe') return null;
  if (price && !price.stripePriceId) return null;
  return {
    provider: 'stripe',
    adapter: stripeBilling(await integrationSettings(ctx, integration)),
  };
}

/** The address a period is taxed by: the one chosen, else the primary one (if any). */
async function addressIdOf(ctx: RequestContext, row: SubscriptionRow): Promise<string | null> {
  if (row.addressId) return row.addressId;
  const address = await findPrimaryAddress(ctx.db, {
    organizationId: row.organizationId,
    accountId: row.accountId,
  });
  return address?.id ?? null;
}

/**
 * The intent paying a subscription's next period through the payments module, captured
 * with `nonce` (the saved payment method) when `capture`. A decline throws 402 and keeps
 * nothing; a capture moves the subscription on (`subscriptionPurpose`).
 */
export async function chargePeriod(
  ctx: RequestContext,
  row: SubscriptionRow,
  options: { capture: boolean; nonce: string | undefined },
): Promise<PaymentIntent> {
  const scope = ctx.scope;
  const [price, [product]] = await Promise.all([
    findPrice(ctx.db, scope, row.priceId),
    findProductsByIds(ctx.db, scope, [row.productId]),
  ]);
  if (!price || !product) throw new Error(`subscription ${row.id} lost its price`);
  const intent = await createPaymentIntent(ctx, {
    purpose: 'subscription',
    referenceId: row.id,
    accountId: row.accountId,
    addressId: await addressIdOf(ctx, row),
    subTotal: price.amount,
    description: `${product.name} membership`,
    metadata: { subscriptionId: row.id },
  });
  if (options.capture) {
    await captureIntent(
      ctx,
      intent.id,
      options.nonce === undefined ? {} : { nonce: options.nonce },
    );
  }
  return intent;
}

/**
 * Settles a subscription's payment inside the capture's transaction: it must not be
 * canceled; once paid it is active for the next period. The first payment (and one after
 * unpaid) starts a period now; a renewal continues from the end of the last one.
 */
export const subscriptionPurpose: PurposeHandler = {
  async prepare(tx, ctx, intent) {
    const row = await lockSubscription(tx, ctx.scope, intent.referenceId);
    if (!row) throw new AppError('NOT_FOUND', 'Subscription not found');
    if (row.status === 'canceled') {
      throw new AppError('CONFLICT', 'This subscription is canceled');
    }
  },
  async captured(tx, ctx, intent) {
    const scope = ctx.scope;
    const row = await lockSubscription(tx, scope, intent.referenceId);
    const price = row && (await findPrice(tx, scope, row.priceId));
    if (!row || !price) throw new AppError('NOT_FOUND', 'Subscription not found');
    const fresh = row.status === 'unknown' || row.status === 'unpaid';
    let start = fresh ? ctx.now : row.periodEnd;
    let end = periodEndOf(start, price.interval, price.intervalCount);
    if (end <= ctx.now) {
      start = ctx.now;
      end = periodEndOf(start, price.interval, price.intervalCount);
    }
    await updateSubscription(tx, ctx, row.id, {
      status: nextStatus(row.status, 'paid'),
      periodStart: start,
      periodEnd: end,
      failedAttempts: 0,
      nextAttemptAt: null,
    });
  },
};
