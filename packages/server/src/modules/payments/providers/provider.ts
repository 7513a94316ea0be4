import type { PaymentEnvironment, PaymentProvider } from '@convene/contract';

/**
 * One payment provider behind one small interface (docs/architecture.md#payments): create an intent,
 * capture it, refund a charge, verify a webhook. Amounts are integer cents. Every call that
 * moves money carries an idempotency key, so that a retried call never charges twice.
 */
export interface PaymentProviderAdapter {
  readonly type: PaymentProvider;
  createIntent(request: ProviderIntentRequest): Promise<ProviderIntent>;
  capture(request: ProviderCaptureRequest): Promise<ProviderCaptureResult>;
  refund(request: ProviderRefundRequest): Promise<ProviderRefund>;
  /** The event a webhook delivers; throws `WebhookSignatureError` when it is not genuine. */
  verifyWebhook(request: ProviderWebhookRequest): Promise<ProviderWebhookEvent>;
}

/** An organization's settings for a provider, secrets included (adapters only). */
export interface ProviderSettings {
  environment: PaymentEnvironment;
  connectionId: string | null;
  publicKey: string | null;
  /** Another gateway address than the provider's own (a local sandbox in tests). */
  baseUrl: string | null;
  secrets: Readonly<Record<string, string>>;
}

/** Settings of a provider that needs none (free, manual, test). */
export const NO_SETTINGS: ProviderSettings = {
  environment: 'sandbox',
  connectionId: null,
  publicKey: null,
  baseUrl: null,
  secrets: {},
};

export interface ProviderIntentRequest {
  /** Our intent id: the provider's idempotency key and metadata reference. */
  intentId: string;
  amount: number;
  currency: string;
  description: string | null;
  metadata: Readonly<Record<string, string>>;
}

export interface ProviderIntent {
  /** The provider's id of the intent (Stripe PaymentIntent, PayPal order …), if any. */
  reference: string | null;
  /** What the client's payment form needs: a client secret, a client token, an order id. */
  secret: string;
}

export interface ProviderCaptureRequest {
  intentId: string;
  reference: string | null;
  amount: number;
  currency: string;
  /** The payment form's token of the payment method (card nonce, opaque data …). */
  nonce: string | undefined;
  /** The device fingerprint some providers take (Braintree's deviceData). */
  deviceData: string | undefined;
  idempotencyKey: string;
}

export type ProviderCaptureResult =
  | { status: 'captured'; reference: string; last4: string | null }
  | { status: 'declined'; reason: string };

export interface ProviderRefundRequest {
  /** The provider's reference of the captured charge. */
  chargeReference: string;
  amount: number;
  currency: string;
  last4: string | null;
  idempotencyKey: string;
}

export interface ProviderRefund {
  reference: string;
}

export interface ProviderWebhookRequest {
  headers: Readonly<Record<string, string | undefined>>;
  rawBody: string;
}

export interface ProviderWebhookEvent {
  id: string;
  type: string;
  /** The provider's reference of the intent or charge the event is about, when it says. */
  reference: string | null;
  /**
   * What the event means to us, when it means something: `paid` (the payment of an intent
   * succeeded at the provider), `refunded` (a refund of its charge was made). Any other
   * event is acknowledged and ignored.
   */
  kind?: 'paid' | 'refunded';
  /** Our intent id, when the provider echoes it (metadata, order id, custom id). */
  intentId?: string;
  /** The charge a `paid` event reports; without it the capture asks the provider. */
  charge?: { reference: string; last4: string | null };
  /** The refund a `refunded` event reports (integer cents). */
  refund?: { reference: string; amount: number };
}

/** Cents of a decimal amount string ("10.50" → 1050); NaN when it is not one. */
export function centsOf(decimal: string | undefined): number {
  if (!decimal || !/^\d+(\.\d{1,2})?$/.test(decimal)) return Number.NaN;
  const [whole, fraction = ''] = decimal.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export class WebhookSignatureError extends Error {
  constructor(message = 'webhook signature does not verify') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export type ProviderFactory = (settings: ProviderSettings) => PaymentProviderAdapter;

/** Cents as the decimal string REST APIs take: 1050 → "10.50". */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A secret the integration must have; the error names it, never its value. */
export function requireSecret(settings: ProviderSettings, name: string): string {
  const value = settings.secrets[name];
  if (!value) throw new Error(`payment integration secret "${name}" is not set`);
  return value;
}
