import type { SubscriptionStatus } from '@convene/contract';
import Stripe from 'stripe';
import { TEST_NONCES, type ProviderSettings } from '../payments/index';

/**
 * Recurring billing beside the payments seam (decision 0035). Two ways a subscription
 * renews:
 * - `clock`: our periodic job charges each period through the payments module (an intent
 *   of purpose `subscription`, captured with the saved payment method): the test gateway,
 *   and every provider that has no billing of its own.
 * - `provider`: the provider keeps the subscription and renews it (Stripe Billing); its
 *   webhooks (customer.subscription.*, invoice.*) tell us the status and the period.
 */
export interface RecurringBilling {
  readonly renews: 'provider';
  start(request: BillingStart): Promise<BillingStarted>;
  cancelAtPeriodEnd(reference: string): Promise<void>;
  setPaymentMethod(reference: string, paymentMethodId: string): Promise<void>;
  /** The verified event; throws when the signature does not verify. */
  verifyWebhook(rawBody: string, signature: string): BillingChange | null;
}

export interface BillingStart {
  subscriptionId: string;
  organizationId: string;
  accountId: string;
  providerPriceId: string;
  trialDays: number;
  paymentMethodId: string | undefined;
}

export interface BillingStarted {
  reference: string;
  clientSecret: string;
  status: SubscriptionStatus;
  periodEnd: Date | null;
}

/** What a provider's event says of one of its subscriptions. */
export interface BillingChange {
  eventId: string;
  reference: string;
  status?: SubscriptionStatus;
  periodStart?: Date;
  periodEnd?: Date;
  cancelAtEnd?: boolean;
  card?: { brand: string | null; last4: string | null };
}

/** Stripe's subscription statuses in ours: never paid is `unknown`. */
export function statusOfStripe(status: string): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'canceled':
    case 'paused':
    case 'trialing':
    case 'past_due':
    case 'unpaid':
      return status;
    case 'incomplete':
      return 'unknown';
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'unknown';
  }
}

const seconds = (value: number | null | undefined) =>
  typeof value === 'number' ? new Date(value * 1000) : undefined;

function subscriptionChange(eventId: string, subscription: Stripe.Subscription): BillingChange {
  const item = subscription.items?.data?.[0];
  const change: BillingChange = {
    eventId,
    reference: subscription.id,
    status: statusOfStripe(subscription.status),
    cancelAtEnd: subscription.cancel_at_period_end,
  };
  const start = seconds(item?.current_period_start);
  const end = seconds(item?.current_period_end ?? subscription.trial_end);
  if (start) change.periodStart = start;
  if (end) change.periodEnd = end;
  return change;
}

function referenceOf(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (!subscription) return null;
  return typeof subscription === 'string' ? subscription : subscription.id;
}

/** The change a Stripe Billing event makes (null for events we do not act on). */
export function stripeBillingChange(event: Stripe.Event): BillingChange | null {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.trial_will_end':
      return subscriptionChange(event.id, event.data.object);
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const reference = referenceOf(event.data.object);
      return reference ? { eventId: event.id, reference, status: 'active' } : null;
    }
    case 'invoice.payment_failed': {
      const reference = referenceOf(event.data.object);
      return reference ? { eventId: event.id, reference, status: 'past_due' } : null;
    }
    default:
      return null;
  }
}

function stripeClient(settings: ProviderSettings): Stripe {
  const secretKey = settings.secrets.secretKey;
  if (!secretKey) throw new Error('payment integration secret "secretKey" is not set');
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 30_000, telemetry: false };
  if (settings.baseUrl) {
    const url = new URL(settings.baseUrl);
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    if (url.port) options.port = url.port;
  }
  return new Stripe(secretKey, options);
}

/** Stripe Billing through the official SDK: Stripe renews, its webhooks tell us. */
export function stripeBilling(settings: ProviderSettings): RecurringBilling {
  const stripe = stripeClient(settings);
  return {
    renews: 'provider',
    async start(request) {
      const customer = await stripe.customers.create(
        { metadata: { accountId: request.accountId, organizationId: request.organizationId } },
        { idempotencyKey: `customer-${request.subscriptionId}` },
      );
      const subscription = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price: request.providerPriceId, quantity: 1 }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
          ...(request.paymentMethodId ? { default_payment_method: request.paymentMethodId } : {}),
          metadata: { subscriptionId: request.subscriptionId },
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: `subscription-${request.subscriptionId}` },
      );
      const invoice = subscription.latest_invoice;
      const clientSecret =
        invoice && typeof invoice === 'object'
          ? (invoice.confirmation_secret?.client_secret ?? '')
          : '';
      const change = subscriptionChange('start', subscription);
      return {
        reference: subscription.id,
        clientSecret,
        status: change.status ?? 'unknown',
        periodEnd: change.periodEnd ?? null,
      };
    },
    async cancelAtPeriodEnd(reference) {
      await stripe.subscriptions.update(reference, { cancel_at_period_end: true });
    },
    async setPaymentMethod(reference, paymentMethodId) {
      await stripe.subscriptions.update(reference, { default_payment_method: paymentMethodId });
    },
    verifyWebhook(rawBody, signature) {
      const secret = settings.secrets.webhookSecret;
      if (!secret) throw new Error('payment integration secret "webhookSecret" is not set');
      return stripeBillingChange(stripe.webhooks.constructEvent(rawBody, signature, secret));
    },
  };
}

/** The card of a saved payment method, as far as we know it (the test gateway's nonces). */
export function cardOf(paymentMethodId: string): { brand: string | null; last4: string | null } {
  if (Object.hasOwn(TEST_NONCES, paymentMethodId)) {
    const nonce = TEST_NONCES[paymentMethodId as keyof typeof TEST_NONCES];
    const brand = paymentMethodId.replace(/^tok_test_/, '');
    return nonce.approved ? { brand, last4: nonce.last4 } : { brand: 'unknown', last4: null };
  }
  return { brand: null, last4: null };
}
