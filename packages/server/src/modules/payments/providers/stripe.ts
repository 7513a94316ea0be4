import Stripe from 'stripe';
import {
  requireSecret,
  WebhookSignatureError,
  type PaymentProviderAdapter,
  type ProviderCaptureResult,
  type ProviderFactory,
  type ProviderSettings,
  type ProviderWebhookEvent,
} from './provider';

/** Host, port and protocol of a gateway address other than api.stripe.com. */
function gatewayOptions(baseUrl: string | null): Stripe.StripeConfig {
  if (!baseUrl) return {};
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

function client(settings: ProviderSettings): Stripe {
  return new Stripe(requireSecret(settings, 'secretKey'), {
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    ...gatewayOptions(settings.baseUrl),
  });
}

/** The captured charge's id and card digits of a succeeded PaymentIntent (latest_charge expanded). */
function captured(intent: Stripe.PaymentIntent): ProviderCaptureResult {
  const charge = intent.latest_charge;
  if (charge && typeof charge === 'object') {
    return {
      status: 'captured',
      reference: charge.id,
      last4: charge.payment_method_details?.card?.last4 ?? null,
    };
  }
  return { status: 'captured', reference: charge ?? intent.id, last4: null };
}

/** Stripe events that say an intent's payment went through (confirmed, or captured). */
const PAID_EVENTS: readonly string[] = [
  'payment_intent.succeeded',
  'payment_intent.amount_capturable_updated',
];
const REFUND_EVENTS: readonly string[] = ['refund.created', 'refund.updated'];

/**
 * What a verified Stripe event means to us: a PaymentIntent that succeeded or awaits its
 * capture (`paid`, our intent id from its metadata; the capture asks Stripe for the
 * charge), or a refund that succeeded (`refunded`, by its PaymentIntent).
 */
function stripeEvent(event: Stripe.Event): ProviderWebhookEvent {
  const object = event.data.object as {
    id?: unknown;
    metadata?: Record<string, string> | null;
    payment_intent?: unknown;
    amount?: unknown;
    status?: unknown;
  };
  const base = {
    id: event.id,
    type: event.type,
    reference: typeof object.id === 'string' ? object.id : null,
  };
  const intentId = object.metadata?.conveneIntentId;
  if (PAID_EVENTS.includes(event.type) && base.reference) {
    return { ...base, kind: 'paid', ...(intentId ? { intentId } : {}) };
  }
  if (
    REFUND_EVENTS.includes(event.type) &&
    object.status === 'succeeded' &&
    typeof object.payment_intent === 'string' &&
    typeof object.amount === 'number' &&
    base.reference
  ) {
    return {
      ...base,
      reference: object.payment_intent,
      kind: 'refunded',
      refund: { reference: base.reference, amount: object.amount },
    };
  }
  return base;
}

/**
 * Stripe through its official SDK. The intent is a PaymentIntent with manual capture: the
 * client confirms it with Stripe Elements (the `secret` is its client secret), and our
 * capture captures it — or first confirms it with the nonce (a PaymentMethod id) when the
 * client sent one instead. Every call carries an idempotency key.
 */
export const stripeProvider: ProviderFactory = (settings): PaymentProviderAdapter => {
  const stripe = client(settings);
  return {
    type: 'stripe',
    async createIntent(request) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          capture_method: 'manual',
          automatic_payment_methods: { enabled: true },
          ...(request.description ? { description: request.description } : {}),
          metadata: { ...request.metadata, conveneIntentId: request.intentId },
        },
        { idempotencyKey: `intent-${request.intentId}` },
      );
      return { reference: intent.id, secret: intent.client_secret ?? '' };
    },
    async capture(request) {
      if (!request.reference) return { status: 'declined', reason: 'no Stripe PaymentIntent' };
      try {
        let intent = await stripe.paymentIntents.retrieve(request.reference, {
          expand: ['latest_charge'],
        });
        const unconfirmed = ['requires_payment_method', 'requires_confirmation'];
        if (unconfirmed.includes(intent.status) && request.nonce) {
          intent = await stripe.paymentIntents.confirm(
            request.reference,
            { payment_method: request.nonce, expand: ['latest_charge'] },
            { idempotencyKey: `${request.idempotencyKey}-confirm` },
          );
        }
        if (intent.status === 'requires_capture') {
          intent = await stripe.paymentIntents.capture(
            request.reference,
            { expand: ['latest_charge'] },
            { idempotencyKey: request.idempotencyKey },
          );
        }
        if (intent.status === 'succeeded') return captured(intent);
        return {
          status: 'declined',
          reason: intent.last_payment_error?.code ?? `payment intent ${intent.status}`,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return { status: 'declined', reason: error.code ?? 'card_error' };
        }
        throw error;
      }
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        { charge: request.chargeReference, amount: request.amount },
        { idempotencyKey: request.idempotencyKey },
      );
      return { reference: refund.id };
    },
    async verifyWebhook(request) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.rawBody,
          request.headers['stripe-signature'] ?? '',
          requireSecret(settings, 'webhookSecret'),
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
      }
      return stripeEvent(event);
    },
  };
};
