import type {
  CreateSubscriptionBody,
  CreateSubscriptionResponse,
  ListQuery,
  SubscriptionPayment,
  SelfSubscriptionsQuery,
  Subscription,
  SubscriptionProduct,
  UpdateSubscriptionPaymentMethodBody,
} from '@convene/contract';
import { requireAccount, requireActiveAccount, type RequestContext } from '../../context';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import { baseAccountsByIds } from '../accounts/index';
import { paymentsOf } from '../payments/index';
import { billingOf, chargePeriod } from './charges';
import { cardOf } from './billing';
import {
  findPrice,
  findProductsByIds,
  listActiveProducts,
  listPrices,
  tiersOfProducts,
  type PriceRow,
  type ProductRow,
} from './products.repository';
import { isRunning, nextStatus } from './state-machine';
import {
  findOwnSubscription,
  insertOrFindSubscription,
  listOwnSubscriptions,
  lockSubscription,
  updateSubscription,
  type AccountScope,
  type SubscriptionRow,
} from './subscriptions.repository';
import { toProduct, toSubscription } from './subscription-view';
import { DAY_MS } from './periods';

export const SUBSCRIPTION_MESSAGES = {
  notFound: 'Subscription not found',
  priceNotFound: 'Price not found',
  alreadySubscribed: 'You already have a subscription to this plan',
  canceled: 'This subscription is canceled',
} as const;

const notFound = () => new AppError('NOT_FOUND', SUBSCRIPTION_MESSAGES.notFound);

function selfScope(ctx: RequestContext): AccountScope {
  return { organizationId: ctx.organization.id, accountId: requireAccount(ctx).id };
}

/** Products with their prices (active only unless `allPrices`) and tiers, in `rows` order. */
export async function productViews(
  ctx: RequestContext,
  rows: readonly ProductRow[],
  allPrices = false,
): Promise<SubscriptionProduct[]> {
  const scope = ctx.scope;
  const ids = rows.map((row) => row.id);
  const [prices, tiers] = await Promise.all([
    listPrices(ctx.db, scope, ids, allPrices),
    tiersOfProducts(ctx.db, scope, ids),
  ]);
  return rows.map((row) =>
    toProduct(
      row,
      prices.filter((price) => price.productId === row.id),
      tiers.get(row.id) ?? [],
    ),
  );
}

/** `GET /organization/subscriptions`: the plans on sale. */
export async function listProducts(
  ctx: RequestContext,
  query: ListQuery,
): Promise<SubscriptionProduct[]> {
  return productViews(ctx, await listActiveProducts(ctx.db, ctx.scope, pageWindow(query)));
}

/** Products granting tiers, for what unlocks a resource. */
export async function productsByIds(ctx: RequestContext, ids: readonly string[]) {
  const rows = await findProductsByIds(ctx.db, ctx.scope, ids);
  return productViews(ctx, rows);
}

async function subscriptionViews(
  ctx: RequestContext,
  rows: readonly SubscriptionRow[],
): Promise<Subscription[]> {
  const scope = ctx.scope;
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const [products, prices, tiers, accounts] = await Promise.all([
    findProductsByIds(ctx.db, scope, productIds),
    listPrices(ctx.db, scope, productIds, true),
    tiersOfProducts(ctx.db, scope, productIds),
    baseAccountsByIds(
      ctx,
      rows.map((row) => row.accountId),
    ),
  ]);
  return rows.map((row) => {
    const product = products.find((candidate) => candidate.id === row.productId);
    const price = prices.find((candidate) => candidate.id === row.priceId);
    const account = accounts.get(row.accountId);
    if (!product || !price || !account) throw new Error(`subscription ${row.id} lost its parts`);
    return toSubscription(row, { product, price, tiers: tiers.get(product.id) ?? [], account });
  });
}

async function subscriptionView(ctx: RequestContext, row: SubscriptionRow) {
  const [view] = await subscriptionViews(ctx, [row]);
  return view!;
}

async function requireOwn(ctx: RequestContext, id: string): Promise<SubscriptionRow> {
  const row = await findOwnSubscription(ctx.db, selfScope(ctx), id);
  if (!row) throw notFound();
  return row;
}

export async function listSelfSubscriptions(
  ctx: RequestContext,
  query: SelfSubscriptionsQuery,
): Promise<Subscription[]> {
  const rows = await listOwnSubscriptions(ctx.db, selfScope(ctx), pageWindow(query), query.status);
  return subscriptionViews(ctx, rows);
}

export async function getSelfSubscription(ctx: RequestContext, id: string): Promise<Subscription> {
  return subscriptionView(ctx, await requireOwn(ctx, id));
}

/** `GET /self/subscriptions/{id}/payments`: its charges and refunds, newest first. */
export async function listSubscriptionPayments(
  ctx: RequestContext,
  id: string,
  query: ListQuery,
): Promise<SubscriptionPayment[]> {
  const row = await requireOwn(ctx, id);
  const payments = (await paymentsOf(ctx.db, ctx.scope, 'subscription', [row.id])).get(row.id);
  const window = pageWindow(query);
  return [...(payments ?? [])]
    .reverse()
    .slice(window.offset, window.offset + window.limit)
    .map((payment) => ({ ...payment, addOns: [], purchases: [], coupons: [], accesses: [] }));
}

/** The price of the product, both on sale, of this organization (404 otherwise). */
async function requirePriceOnSale(
  ctx: RequestContext,
  productId: string,
  priceId: string,
): Promise<{ product: ProductRow; price: PriceRow }> {
  const scope = ctx.scope;
  const price = await findPrice(ctx.db, scope, priceId);
  const [product] = await findProductsByIds(ctx.db, scope, [productId]);
  if (!price || !product || price.productId !== product.id || !price.active || !product.active) {
    throw new AppError('NOT_FOUND', SUBSCRIPTION_MESSAGES.priceNotFound, { field: 'priceId' });
  }
  return { product, price };
}

/** Only a checkout never paid (or unpaid) is resumed; a running plan is not bought twice. */
function canResume(row: SubscriptionRow): boolean {
  return (row.status === 'unknown' || row.status === 'unpaid') && !row.providerReference;
}

/**
 * `POST /self/subscriptions`: a trial starts trialing; otherwise the subscription waits
 * (`unknown`) for its first payment, charged now with `paymentMethodId` (a decline cancels
 * it and answers 402) or confirmed by the client with the answered secret. With Stripe
 * Billing, Stripe keeps the subscription and its webhooks set the status.
 */
export async function createSubscription(
  ctx: RequestContext,
  body: CreateSubscriptionBody,
): Promise<CreateSubscriptionResponse> {
  const account = requireActiveAccount(ctx);
  const { product, price } = await requirePriceOnSale(ctx, body.productId, body.priceId);
  const card = body.paymentMethodId ? cardOf(body.paymentMethodId) : null;
  const trial = price.trialDays > 0;
  const billing = await billingOf(ctx, price);
  const checkout = {
    priceId: price.id,
    provider: billing?.provider ?? 'test',
    addressId: body.addressId ?? null,
    paymentMethodId: body.paymentMethodId ?? null,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    periodStart: ctx.now,
    periodEnd: trial ? new Date(ctx.now.getTime() + price.trialDays * DAY_MS) : ctx.now,
  } as const;
  const found = await insertOrFindSubscription(ctx.db, {
    organizationId: ctx.organization.id,
    accountId: account.id,
    productId: product.id,
    status: 'unknown',
    ...checkout,
  });
  if (!found.created && !canResume(found.row)) {
    throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.alreadySubscribed);
  }
  // A checkout started again goes on with the subscription it left waiting.
  const row = found.created
    ? found.row
    : await updateSubscription(ctx.db, ctx, found.row.id, checkout);
  if (billing) {
    const started = await billing.adapter.start({
      subscriptionId: row.id,
      organizationId: ctx.organization.id,
      accountId: account.id,
      providerPriceId: price.stripePriceId!,
      trialDays: price.trialDays,
      paymentMethodId: body.paymentMethodId,
    });
    const updated = await updateSubscription(ctx.db, ctx, row.id, {
      providerReference: started.reference,
      status: started.status,
      periodEnd: started.periodEnd ?? row.periodEnd,
    });
    return {
      type: billing.provider,
      clientSecret: started.clientSecret,
      intentId: null,
      intent: null,
      subscription: await subscriptionView(ctx, updated),
    };
  }
  if (trial) {
    const trialing = await updateSubscription(ctx.db, ctx, row.id, {
      status: nextStatus(row.status, 'trialStarted'),
    });
    return {
      type: 'trial',
      clientSecret: '',
      intentId: null,
      intent: null,
      subscription: await subscriptionView(ctx, trialing),
    };
  }
  const charge = body.paymentMethodId !== undefined || price.amount === 0;
  try {
    const intent = await chargePeriod(ctx, row, { capture: charge, nonce: body.paymentMethodId });
    const after = await requireOwn(ctx, row.id);
    return {
      type: intent.integration.type,
      clientSecret: after.status === 'unknown' ? intent.secret : '',
      intentId: intent.id,
      intent: after.status === 'unknown' ? intent : null,
      subscription: await subscriptionView(ctx, after),
    };
  } catch (error) {
    await updateSubscription(ctx.db, ctx, row.id, {
      status: nextStatus(row.status, 'canceledNow'),
      canceledAt: ctx.now,
    });
    throw error;
  }
}

/**
 * `PUT /self/subscriptions/{id}/payment-method`: renewals are charged to it from now on; a
 * subscription waiting for a payment (unknown, past_due, unpaid) is charged with it now,
 * and keeps its old card when the new one is declined (402).
 */
export async function updatePaymentMethod(
  ctx: RequestContext,
  id: string,
  body: UpdateSubscriptionPaymentMethodBody,
): Promise<null> {
  requireActiveAccount(ctx);
  const row = await requireOwn(ctx, id);
  if (row.status === 'canceled') throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.canceled);
  const card = cardOf(body.paymentMethodId);
  if (row.providerReference) {
    const billing = await billingOf(ctx, null);
    await billing?.adapter.setPaymentMethod(row.providerReference, body.paymentMethodId);
  } else if (row.status === 'unknown' || row.status === 'past_due' || row.status === 'unpaid') {
    await chargePeriod(ctx, row, { capture: true, nonce: body.paymentMethodId });
  }
  await updateSubscription(ctx.db, ctx, row.id, {
    paymentMethodId: body.paymentMethodId,
    cardBrand: card.brand,
    cardLast4: card.last4,
  });
  return null;
}

/**
 * `DELETE /self/subscriptions/{id}`: a running subscription ends at its period's end (its
 * tiers stay until then); one never paid, unpaid or paused ends now. Canceling twice is
 * no error.
 */
export async function cancelSubscription(ctx: RequestContext, id: string): Promise<null> {
  requireActiveAccount(ctx);
  const own = await requireOwn(ctx, id);
  await transaction(ctx, async (tx) => {
    const row = await lockSubscription(tx, ctx.scope, own.id);
    if (!row || row.status === 'canceled' || row.cancelAtEnd) return;
    if (isRunning(row.status)) {
      await updateSubscription(tx, ctx, row.id, { cancelAtEnd: true });
      return;
    }
    await updateSubscription(tx, ctx, row.id, {
      status: nextStatus(row.status, 'canceledNow'),
      canceledAt: ctx.now,
    });
  });
  if (own.providerReference && isRunning(own.status) && !own.cancelAtEnd) {
    const billing = await billingOf(ctx, null);
    await billing?.adapter.cancelAtPeriodEnd(own.providerReference);
  }
  return null;
}
