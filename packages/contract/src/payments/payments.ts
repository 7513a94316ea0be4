import { z } from 'zod';
import { PostalAddressSchema } from '../people/addresses';
import { UuidSchema } from '../core/ids';

/** The currency every amount is in; amounts are integer cents. */
export const CURRENCY = 'USD';

/**
 * The payer's saved address an intent is taxed by (`addressId` of every intent query).
 * Needed only when the deployment taxes by address (the configuration's
 * `BILLING_ADDRESS_REQUIRED`); without one the intent is taxed at 0.
 */
export const BillingAddressIdSchema = UuidSchema.optional();

/**
 * Payment providers (and the SDK's PaymentIntegrationType at HEAD), plus `test`:
 * a sandbox gateway with documented test nonces, for the demo and the tests.
 */
export const PAYMENT_PROVIDERS = [
  'free',
  'manual',
  'test',
  'stripe',
  'paypal',
  'braintree',
  'authorizenet',
] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

/** What a payment intent pays for; the module that owns the purpose settles it on capture. */
export const PAYMENT_PURPOSES = [
  'registration',
  'invoice',
  'booking',
  'coupon',
  'addOns',
  'session',
  'subscription',
] as const;
export const PaymentPurposeSchema = z.enum(PAYMENT_PURPOSES);
export type PaymentPurpose = z.infer<typeof PaymentPurposeSchema>;

/** The payment messages the client SDK shows, and ours beside them. */
export const PAYMENT_MESSAGES = {
  failed: 'Payment failed. Please try another payment method.',
  notSupported: 'Payment integration not supported',
  notEnabled: 'payment integration not enabled',
  notOpen: 'This payment is no longer open',
  staffOnly: 'This payment is recorded by staff',
  testGatewayOff:
    'The test payment gateway is off on this installation (PAYMENTS_TEST_GATEWAY=true turns it on)',
} as const;

export const PaymentIntentStatusSchema = z.enum(['requires_payment', 'succeeded', 'canceled']);
export type PaymentIntentStatus = z.infer<typeof PaymentIntentStatusSchema>;

export const PaymentEnvironmentSchema = z.enum(['sandbox', 'production']);
export type PaymentEnvironment = z.infer<typeof PaymentEnvironmentSchema>;

const Cents = z.number().int();

/**
 * The provider an intent is paid through, as a client needs it to show the payment form:
 * `connectionId` is the provider's public id (Stripe publishable key, PayPal client id,
 * Braintree merchant id, Authorize.Net API login id), `publicKey` the Authorize.Net public
 * client key. Never a secret.
 */
export const PaymentIntentIntegrationSchema = z.object({
  type: PaymentProviderSchema,
  connectionId: z.string().nullable(),
  publicKey: z.string().nullable(),
  environment: PaymentEnvironmentSchema,
});

export const PaymentTypeSchema = z.enum(['charge', 'refund']);

/** A captured charge or a refund (the SDK's BasePayment), amounts in integer cents. */
export const PaymentSchema = PostalAddressSchema.extend({
  id: z.string().uuid(),
  type: PaymentTypeSchema,
  provider: PaymentProviderSchema,
  subTotal: Cents,
  salesTax: Cents,
  salesTaxRate: z.number(),
  chargedAmt: Cents,
  currency: z.string(),
  last4: z.string().nullable(),
  stripeId: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * SDK Payment of a subscription: what the payment paid for besides the membership period,
 * which is nothing (no add-on, pass, coupon or session access): the lists are empty.
 */
export const SubscriptionPaymentSchema = PaymentSchema.extend({
  addOns: z.array(z.never()),
  purchases: z.array(z.never()),
  coupons: z.array(z.never()),
  accesses: z.array(z.never()),
});
export type SubscriptionPayment = z.infer<typeof SubscriptionPaymentSchema>;

/** `POST /organization/intents/{id}/capture {nonce, deviceData}`. */
export const CaptureIntentBodySchema = z.object({
  nonce: z.string().trim().max(4096).optional(),
  deviceData: z.string().max(8192).optional(),
});
export type CaptureIntentBody = z.infer<typeof CaptureIntentBodySchema>;

/**
 * An organization's settings for one provider, as staff see them: secrets are never
 * answered, only the names of those that are set.
 */
export const PaymentIntegrationSchema = z.object({
  type: PaymentProviderSchema,
  enabled: z.boolean(),
  /** The provider new intents use (one per organization). */
  default: z.boolean(),
  environment: PaymentEnvironmentSchema,
  connectionId: z.string().nullable(),
  publicKey: z.string().nullable(),
  /** A gateway address other than the provider's own (a local sandbox, a proxy). */
  baseUrl: z.string().nullable(),
  secretsSet: z.array(z.string()),
  updatedAt: z.string(),
});
export type PaymentIntegration = z.infer<typeof PaymentIntegrationSchema>;

/** The secrets each provider takes (`PUT /organization/payment-integrations/{type}`). */
export const PAYMENT_SECRET_NAMES = {
  free: [],
  manual: [],
  test: ['webhookSecret'],
  stripe: ['secretKey', 'webhookSecret'],
  paypal: ['clientSecret', 'webhookId'],
  braintree: ['publicKey', 'privateKey'],
  authorizenet: ['transactionKey', 'signatureKey'],
} as const satisfies Record<PaymentProvider, readonly string[]>;

const SecretValue = z.string().trim().min(1).max(500);

/**
 * Staff's change to one provider. Secrets given replace those stored (null removes one);
 * secrets not given stay as they are.
 */
export const UpdatePaymentIntegrationBodySchema = z.object({
  enabled: z.boolean().optional(),
  default: z.boolean().optional(),
  environment: PaymentEnvironmentSchema.optional(),
  connectionId: z.string().trim().max(500).nullable().optional(),
  publicKey: z.string().trim().max(500).nullable().optional(),
  baseUrl: z.string().trim().url().max(500).nullable().optional(),
  secrets: z.record(z.string().max(40), SecretValue.nullable()).optional(),
});
export type UpdatePaymentIntegrationBody = z.infer<typeof UpdatePaymentIntegrationBodySchema>;
