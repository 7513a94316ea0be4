import { createHash } from 'node:crypto';
import {
  PAYMENT_MESSAGES,
  type CaptureIntentBody,
  type Payment,
  type PaymentProvider,
} from '@convene/contract';
import { requireActiveAccount, type RequestContext } from '../../context';
import type { Transaction } from '../../db/client';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import type { Scope } from '../../tenancy/scope';
import { adapterOf, requireEnabledIntegration } from './integrations.service';
import { atProvider } from './intents.service';
import {
  insertPayment,
  listIntentPayments,
  lockIntent,
  markIntentSucceeded,
  type IntentRow,
  type PaymentRow,
} from './intents.repository';
import { toPayment } from './payment-view';
import {
  NO_SETTINGS,
  PROVIDERS,
  type PaymentProviderAdapter,
  type ProviderCaptureResult,
} from './providers/index';
import { receiptIntentOf, writeReceipt, writeRefundNotice } from './receipts';

/** Providers that need no stored integration: nothing to charge, or staff's own record. */
const BUILT_IN: readonly PaymentProvider[] = ['free'];

async function adapterForIntent(
  ctx: Pick<RequestContext, 'config'>,
  tx: Transaction,
  scope: Scope,
  intent: IntentRow,
): Promise<PaymentProviderAdapter> {
  if (BUILT_IN.includes(intent.provider) || !intent.integrationId) {
    return PROVIDERS[intent.provider](NO_SETTINGS);
  }
  return adapterOf(ctx, await requireEnabledIntegration(tx, scope, intent.integrationId));
}

/**
 * Who may capture: the payer, except for a `manual` intent, which is staff's record that
 * the money arrived. Someone else's intent is a 404, like one that does not exist.
 */
function requireCaptureRight(ctx: RequestContext, intent: IntentRow): void {
  const account = requireActiveAccount(ctx);
  if (intent.provider === 'manual') {
    if (!ctx.login?.admin) throw new AppError('FORBIDDEN', PAYMENT_MESSAGES.staffOnly);
    return;
  }
  if (intent.accountId !== account.id) throw new AppError('NOT_FOUND', 'Payment intent not found');
}

/** One capture per intent and payment method: a retried call reuses the provider's answer. */
function captureKey(intentId: string, nonce: string | undefined): string {
  const method = createHash('sha256')
    .update(nonce ?? '')
    .digest('hex')
    .slice(0, 16);
  return `capture-${intentId}-${method}`;
}

/**
 * The one end of every capture, the client's and a provider webhook's, with the intent's row
 * locked and still open: the purpose prepares, `charge` asks the provider (or reports what it
 * already charged), the charge is recorded, the intent marked succeeded and the purpose
 * settled and its receipt written, all in the caller's transaction. A decline throws 402
 * and keeps nothing.
 */
export async function completeCapture(
  tx: Transaction,
  ctx: RequestContext,
  intent: IntentRow,
  charge: (adapter: PaymentProviderAdapter) => Promise<ProviderCaptureResult>,
): Promise<void> {
  const scope = ctx.scope;
  const handler = ctx.seams.paymentPurposes[intent.purpose];
  const settled = receiptIntentOf(intent);
  const prepared = await handler?.prepare?.(tx, ctx, settled);
  const adapter = await adapterForIntent(ctx, tx, scope, intent);
  const result = await atProvider(ctx, adapter, charge);
  if (result.status === 'declined') {
    ctx.log.info(
      { intentId: intent.id, provider: adapter.type, reason: result.reason },
      'payment declined',
    );
    throw new AppError('PAYMENT_FAILED', PAYMENT_MESSAGES.failed);
  }
  const charged = await insertPayment(tx, {
    organizationId: scope.organizationId,
    accountId: intent.accountId,
    intentId: intent.id,
    type: 'charge',
    provider: adapter.type,
    providerReference: result.reference,
    subTotal: intent.subTotal,
    salesTax: intent.salesTax,
    salesTaxRate: intent.salesTaxRate,
    chargedAmt: intent.amount,
    currency: intent.currency,
    last4: result.last4,
    address1: intent.address1,
    address2: intent.address2,
    city: intent.city,
    state: intent.state,
    country: intent.country,
    zip: intent.zip,
  });
  await markIntentSucceeded(tx, intent.id, ctx.now);
  await handler?.captured(tx, ctx, settled, prepared);
  await writeReceipt(tx, ctx, intent, charged);
}

/** The provider call of a capture: the intent's charge with the payment form's nonce. */
export function chargeIntent(intent: IntentRow, body: CaptureIntentBody | null | undefined) {
  return (provider: PaymentProviderAdapter) =>
    provider.capture({
      intentId: intent.id,
      reference: intent.providerReference,
      amount: intent.amount,
      currency: intent.currency,
      nonce: body?.nonce,
      deviceData: body?.deviceData,
      idempotencyKey: captureKey(intent.id, body?.nonce),
    });
}

/**
 * Captures an intent (`POST /organization/intents/{id}/capture`). The intent's row is locked
 * for the whole capture, so concurrent captures of it (and its provider's webhooks) run one
 * at a time: the first charges, the others find it succeeded and charge nothing
 * (idempotent). The purpose's handler settles what was paid for in the same transaction. A
 * decline keeps nothing and answers 'Payment failed. Please try another payment method.'.
 */
export async function captureIntent(
  ctx: RequestContext,
  intentId: string,
  body: CaptureIntentBody | null | undefined,
): Promise<null> {
  const scope = ctx.scope;
  await transaction(ctx, async (tx) => {
    const intent = await lockIntent(tx, scope, intentId);
    if (!intent) throw new AppError('NOT_FOUND', 'Payment intent not found');
    requireCaptureRight(ctx, intent);
    if (intent.status === 'succeeded') return;
    if (intent.status !== 'requires_payment') {
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.notOpen);
    }
    await completeCapture(tx, ctx, intent, chargeIntent(intent, body));
  });
  return null;
}

/** A refund row of a charge: its reference at the provider and its amount. */
export function refundOf(charge: PaymentRow, reference: string, amount: number) {
  return {
    ...charge,
    id: undefined,
    createdAt: undefined,
    type: 'refund' as const,
    providerReference: reference,
    chargedAmt: amount,
  };
}

/**
 * Refunds `amount` cents (all that is left when omitted) of an intent's charge through its
 * provider and records the refund; for the modules that cancel what was paid for.
 */
export function refundIntent(
  ctx: RequestContext,
  intentId: string,
  amount?: number,
): Promise<Payment> {
  return transaction(ctx, (tx) => refundIntentIn(tx, ctx, intentId, amount));
}

/**
 * As `refundIntent`, inside the caller's transaction (the intent locked until it commits),
 * for a module that records what the refund was for in the same transaction.
 */
export async function refundIntentIn(
  tx: Transaction,
  ctx: RequestContext,
  intentId: string,
  amount?: number,
): Promise<Payment> {
  const scope = ctx.scope;
  const intent = await lockIntent(tx, scope, intentId);
  if (!intent) throw new AppError('NOT_FOUND', 'Payment intent not found');
  const rows = await listIntentPayments(tx, intent.id);
  const charge = rows.find((row) => row.type === 'charge');
  if (!charge?.providerReference) throw new AppError('CONFLICT', 'Nothing was charged');
  const refunded = rows
    .filter((row) => row.type === 'refund')
    .reduce((sum, row) => sum + row.chargedAmt, 0);
  const left = charge.chargedAmt - refunded;
  const refundAmount = amount ?? left;
  if (!Number.isInteger(refundAmount) || refundAmount <= 0 || refundAmount > left) {
    throw new AppError('VALIDATION', 'Nothing left to refund of this amount', {
      field: 'amount',
    });
  }
  const adapter = await adapterForIntent(ctx, tx, scope, intent);
  const refund = await atProvider(ctx, adapter, (provider) =>
    provider.refund({
      chargeReference: charge.providerReference!,
      amount: refundAmount,
      currency: charge.currency,
      last4: charge.last4,
      idempotencyKey: `refund-${intent.id}-${refunded}-${refundAmount}`,
    }),
  );
  const row = await insertPayment(tx, refundOf(charge, refund.reference, refundAmount));
  await writeRefundNotice(tx, ctx, intent, row);
  return toPayment(row);
}
