import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { UuidSchema } from '../core/ids';
import {
  CaptureIntentBodySchema,
  PaymentIntegrationSchema,
  UpdatePaymentIntegrationBodySchema,
} from './payments';

const tags = ['payments'];

export const IntentIdParamSchema = z.object({ intentId: UuidSchema });
/** Any text: an unknown provider is answered 'Payment integration not supported'. */
export const PaymentIntegrationTypeParamSchema = z.object({ type: z.string().min(1).max(40) });

export const paymentEndpoints = {
  capture: defineEndpoint({
    method: 'POST',
    path: '/organization/intents/:intentId/capture',
    auth: 'account',
    tags,
    summary:
      'Captures a payment intent with the payment form’s nonce: idempotent (a second capture charges nothing)',
    description:
      'Declined: 402 "Payment failed. Please try another payment method.". On success the purpose the intent pays for (an invoice, a registration …) is settled in the same transaction.',
    params: IntentIdParamSchema,
    body: CaptureIntentBodySchema.nullish(),
    data: z.null(),
  }),
  integrations: defineEndpoint({
    method: 'GET',
    path: '/organization/payment-integrations',
    auth: 'account',
    access: 'administrators',
    tags,
    summary: 'Staff: the payment providers of the organization (secrets never shown)',
    data: z.array(PaymentIntegrationSchema),
  }),
  updateIntegration: defineEndpoint({
    method: 'PUT',
    path: '/organization/payment-integrations/:type',
    auth: 'account',
    access: 'administrators',
    tags,
    summary: 'Staff: enables, configures or disables one payment provider',
    params: PaymentIntegrationTypeParamSchema,
    body: UpdatePaymentIntegrationBodySchema,
    data: PaymentIntegrationSchema,
  }),
  webhook: defineEndpoint({
    method: 'POST',
    path: '/organization/payment-integrations/:type/webhook',
    auth: 'webhook',
    tags,
    summary: 'A payment provider’s webhook (signed by the provider, no bearer token)',
    description:
      'The raw body is verified with the organization’s webhook secret: 400 when the signature does not verify, 404 "payment integration not enabled". A payment that succeeded completes its intent’s capture once; a refund is recorded once; other events are acknowledged and ignored.',
    params: PaymentIntegrationTypeParamSchema,
    data: z.null(),
  }),
};
