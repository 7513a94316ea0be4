import type { RequestContext } from '../../context';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import type { BillingChange } from './billing';
import { billingOf } from './charges';
import { findByProviderReference, updateSubscription } from './subscriptions.repository';

const BAD_SIGNATURE = 'The webhook signature does not verify';

/** Applies what a provider says of one of its subscriptions (status, period, cancel at end). */
export async function applyBillingChange(
  ctx: RequestContext,
  change: BillingChange,
): Promise<void> {
  await transaction(ctx, async (tx) => {
    const row = await findByProviderReference(tx, ctx.scope, change.reference);
    if (!row) return;
    await updateSubscription(tx, ctx, row.id, {
      ...(change.status ? { status: change.status } : {}),
      ...(change.periodStart ? { periodStart: change.periodStart } : {}),
      ...(change.periodEnd ? { periodEnd: change.periodEnd } : {}),
      ...(change.cancelAtEnd !== undefined ? { cancelAtEnd: change.cancelAtEnd } : {}),
      ...(change.status === 'canceled' && row.status !== 'canceled' ? { canceledAt: ctx.now } : {}),
    });
  });
}

/**
 * `POST /organization/subscriptions/webhook`: Stripe Billing's events, verified with the
 * Stripe integration's webhook secret. An event about a subscription we do not know, or
 * of a type we do not act on, is acknowledged and ignored; replays set the same values.
 */
export async function receiveBillingWebhook(
  ctx: RequestContext,
  delivery: {
    headers: Readonly<Record<string, string | string[] | undefined>>;
    rawBody: Buffer | undefined;
  },
): Promise<null> {
  const billing = await billingOf(ctx, null);
  if (!billing) throw new AppError('NOT_FOUND', 'payment integration not enabled');
  const header = delivery.headers['stripe-signature'];
  const signature = (Array.isArray(header) ? header[0] : header) ?? '';
  let change: BillingChange | null;
  try {
    change = billing.adapter.verifyWebhook(delivery.rawBody?.toString('utf8') ?? '', signature);
  } catch {
    throw new AppError('VALIDATION', BAD_SIGNATURE, { field: 'signature' });
  }
  if (change) await applyBillingChange(ctx, change);
  return null;
}
