import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderAdapter, ProviderFactory, ProviderWebhookEvent } from './provider';
import { WebhookSignatureError } from './provider';

/**
 * The test gateway: a sandbox that behaves like a card processor, for the demo and the
 * tests. It accepts the documented nonces below and declines every other one. Charges are
 * idempotent by key (like Stripe's Idempotency-Key): the same key answers the same charge.
 * Its ledger lives in the process (a sandbox keeps no money).
 */
export const TEST_NONCES = {
  /** Approved: Visa ending 4242. */
  tok_test_visa: { approved: true, last4: '4242' },
  /** Approved: Mastercard ending 4444. */
  tok_test_mastercard: { approved: true, last4: '4444' },
  /** Approved: American Express ending 0005. */
  tok_test_amex: { approved: true, last4: '0005' },
  /** Declined: card_declined. */
  tok_test_declined: { approved: false, reason: 'card_declined' },
  /** Declined: insufficient_funds. */
  tok_test_insufficient_funds: { approved: false, reason: 'insufficient_funds' },
} as const satisfies Record<
  string,
  { approved: true; last4: string } | { approved: false; reason: string }
>;
export type TestNonce = keyof typeof TEST_NONCES;

export interface TestCharge {
  reference: string;
  intentId: string;
  amount: number;
  currency: string;
  last4: string;
  refunded: number;
}

const chargesByKey = new Map<string, TestCharge>();
const chargesByReference = new Map<string, TestCharge>();
const refundsByKey = new Map<string, string>();

/** The charges the test gateway made for an intent (tests count them). */
export function testGatewayCharges(intentId: string): TestCharge[] {
  return [...chargesByReference.values()].filter((charge) => charge.intentId === intentId);
}

/**
 * The test gateway's webhook signature (header `test-signature`): hex HMAC-SHA256 of the raw
 * body under the integration's `webhookSecret`, random per installation unless staff set one.
 */
export function signTestWebhook(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * The body of a test gateway webhook. `payment.succeeded` reports a charge of an intent
 * (`reference`: the intent's `test_pi_…`; `charge`, `last4`); `refund.succeeded` a refund of it
 * (`refund`, `amount` in cents). Other types are events we do not act on.
 */
export interface TestWebhookBody {
  id: string;
  type: string;
  reference?: string;
  charge?: string;
  last4?: string;
  refund?: string;
  amount?: number;
}

/** A signed test gateway webhook: the raw body and its headers. */
export function testWebhook(body: TestWebhookBody, secret: string) {
  const rawBody = JSON.stringify(body);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'test-signature': signTestWebhook(rawBody, secret),
    },
  };
}

const TEST_INTENT_PREFIX = 'test_pi_';

function testEvent(event: TestWebhookBody): ProviderWebhookEvent {
  const base = {
    id: String(event.id),
    type: String(event.type),
    reference: event.reference ?? null,
  };
  const intentId = base.reference?.startsWith(TEST_INTENT_PREFIX)
    ? base.reference.slice(TEST_INTENT_PREFIX.length)
    : undefined;
  if (event.type === 'payment.succeeded' && intentId && typeof event.charge === 'string') {
    return {
      ...base,
      kind: 'paid',
      intentId,
      charge: { reference: event.charge, last4: event.last4 ?? null },
    };
  }
  if (
    event.type === 'refund.succeeded' &&
    intentId &&
    typeof event.refund === 'string' &&
    Number.isInteger(event.amount)
  ) {
    return {
      ...base,
      kind: 'refunded',
      intentId,
      refund: { reference: event.refund, amount: event.amount! },
    };
  }
  return base;
}

function nonceOutcome(nonce: string | undefined) {
  if (nonce && Object.hasOwn(TEST_NONCES, nonce)) return TEST_NONCES[nonce as TestNonce];
  return { approved: false as const, reason: 'unknown_test_nonce' };
}

export const testProvider: ProviderFactory = (settings): PaymentProviderAdapter => ({
  type: 'test',
  async createIntent(request) {
    return { reference: `test_pi_${request.intentId}`, secret: `test_secret_${request.intentId}` };
  },
  async capture(request) {
    const done = chargesByKey.get(request.idempotencyKey);
    if (done) return { status: 'captured', reference: done.reference, last4: done.last4 };
    const outcome = nonceOutcome(request.nonce);
    if (!outcome.approved) return { status: 'declined', reason: outcome.reason };
    const charge: TestCharge = {
      reference: `test_ch_${randomUUID()}`,
      intentId: request.intentId,
      amount: request.amount,
      currency: request.currency,
      last4: outcome.last4,
      refunded: 0,
    };
    chargesByKey.set(request.idempotencyKey, charge);
    chargesByReference.set(charge.reference, charge);
    return { status: 'captured', reference: charge.reference, last4: charge.last4 };
  },
  async refund(request) {
    const done = refundsByKey.get(request.idempotencyKey);
    if (done) return { reference: done };
    const charge = chargesByReference.get(request.chargeReference);
    if (!charge || charge.refunded + request.amount > charge.amount) {
      throw new Error('test gateway: nothing left to refund on this charge');
    }
    charge.refunded += request.amount;
    const reference = `test_re_${randomUUID()}`;
    refundsByKey.set(request.idempotencyKey, reference);
    return { reference };
  },
  async verifyWebhook(request) {
    // No secret (an integration saved before secrets were made for it): nothing verifies.
    const secret = settings.secrets.webhookSecret;
    if (!secret) throw new WebhookSignatureError('no webhook secret is set');
    const given = Buffer.from(request.headers['test-signature'] ?? '', 'hex');
    const expected = Buffer.from(signTestWebhook(request.rawBody, secret), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new WebhookSignatureError();
    }
    let event: unknown;
    try {
      event = JSON.parse(request.rawBody);
    } catch {
      throw new WebhookSignatureError('the webhook body is not JSON');
    }
    if (!event || typeof event !== 'object') throw new WebhookSignatureError('not an event');
    return testEvent(event as TestWebhookBody);
  },
});
