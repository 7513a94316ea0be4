import { isUuid, PAYMENT_MESSAGES, type PaymentProvider } from '@convene/contract';
import type { RequestContext } from '../../context';
import type { Transaction } from '../../db/client';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { chargeIntent, completeCapture, refundOf } from './capture.service';
import { writeRefundNotice } from './receipts';
import { adapterOf } from './integrations.service';
import { findIntegration } from './integrations.repository';
import { atProvider } from './intents.service';
import {
  insertPayment,
  listIntentPayments,
  lockIntent,
  lockIntentByReference,
  type IntentRow,
} from './intents.repository';
import {
  isSupportedProvider,
  WebhookSignatureError,
  type ProviderWebhookEvent,
} from './providers/index';

/** The webhook's request as it came: headers and the raw body its signature covers. */
export interface WebhookDelivery {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  rawBody: Buffer | undefined;
}

const BAD_SIGNATURE = 'The webhook signature does not verify';

function singleHeaders(headers: WebhookDelivery['headers']): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  );
}

/** The event of a delivery, verified with the organization's (sealed) webhook secret. */
async function verifiedEvent(
  ctx: RequestContext,
  type: string,
  delivery: WebhookDelivery,
): Promise<ProviderWebhookEvent> {
  if (!isSupportedProvider(type)) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notEnabled);
  const integration = await findIntegration(ctx.db, ctx.scope, { type });
  if (!integration?.enabled) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notEnabled);
  const adapter = await adapterOf(ctx, integration);
  const request = {
    headers: singleHeaders(delivery.headers),
    rawBody: delivery.rawBody?.toString('utf8') ?? '',
  };
  // A signature that does not verify is the sender's fault (400); the provider failing to
  // answer (PayPal verifies its own) is a 503, which it retries.
  return atProvider(ctx, adapter, async (provider) => {
    try {
      return await provider.verifyWebhook(request);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      throw new AppError('VALIDATION', BAD_SIGNATURE, { field: 'signature' });
    }
  });
}

/** The intent an event is about, locked: by our id when the provider echoes it, else by its reference. */
async function lockEventIntent(
  tx: Transaction,
  ctx: RequestContext,
  type: PaymentProvider,
  event: ProviderWebhookEvent,
): Promise<IntentRow | undefined> {
  const scope = ctx.scope;
  const intent = event.intentId
    ? isUuid(event.intentId)
      ? await lockIntent(tx, scope, event.intentId)
      : undefined
    : event.reference
      ? await lockIntentByReference(tx, scope, type, event.reference)
      : undefined;
  return intent?.provider === type ? intent : undefined;
}

/**
 * A payment that went through at the provider: the intent's capture completed once, through
 * the capture's own path under the intent's lock. Already captured (by the client, by an
 * earlier delivery of this event): nothing to do.
 */
async function settlePaid(
  tx: Transaction,
  ctx: RequestContext,
  intent: IntentRow,
  event: ProviderWebhookEvent,
): Promise<void> {
  if (intent.status === 'succeeded') return;
  if (intent.status !== 'requires_payment') {
    ctx.log.warn(
      { intentId: intent.id, status: intent.status, eventId: event.id },
      'payment webhook for an intent that is no longer open',
    );
    return;
  }
  const { charge } = event;
  await completeCapture(
    tx,
    ctx,
    intent,
    charge ? async () => ({ status: 'captured', ...charge }) : chargeIntent(intent, null),
  );
}

/** A refund made at the provider, recorded once (ours are recorded when we make them). */
async function recordRefund(
  tx: Transaction,
  ctx: RequestContext,
  intent: IntentRow,
  refund: NonNullable<ProviderWebhookEvent['refund']>,
): Promise<void> {
  const rows = await listIntentPayments(tx, intent.id);
  if (rows.some((row) => row.type === 'refund' && row.providerReference === refund.reference)) {
    return;
  }
  const charge = rows.find((row) => row.type === 'charge');
  const refunded = rows
    .filter((row) => row.type === 'refund')
    .reduce((sum, row) => sum + row.chargedAmt, 0);
  if (!charge || refund.amount <= 0 || refund.amount > charge.chargedAmt - refunded) {
    ctx.log.warn(
      { intentId: intent.id, refund: refund.reference },
      'refund webhook that does not fit the intent’s charge',
    );
    return;
  }
  const row = await insertPayment(tx, refundOf(charge, refund.reference, refund.amount));
  await writeRefundNotice(tx, ctx, intent, row);
}

/**
 * `POST /organization/payment-integrations/{type}/webhook`: a provider's event, verified
 * with the organization's webhook secret (400 when it does not verify; 404 'payment
 * integration not enabled'). A payment that succeeded completes its intent's capture once; a
 * refund is recorded once; any other event, or one about no intent of ours, is acknowledged
 * and ignored (200), so the provider stops resending it.
 */
export async function receivePaymentWebhook(
  ctx: RequestContext,
  type: string,
  delivery: WebhookDelivery,
): Promise<null> {
  const event = await verifiedEvent(ctx, type, delivery);
  if (!event.kind || !isSupportedProvider(type)) return null;
  await transaction(ctx, async (tx) => {
    const intent = await lockEventIntent(tx, ctx, type, event);
    if (!intent) {
      ctx.log.info({ provider: type, eventId: event.id }, 'payment webhook for no intent of ours');
      return;
    }
    if (event.kind === 'paid') await settlePaid(tx, ctx, intent, event);
    else if (event.refund) await recordRefund(tx, ctx, intent, event.refund);
  });
  return null;
}
