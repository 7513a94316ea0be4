import type {
  PaymentProviderAdapter,
  ProviderCaptureRequest,
  ProviderCaptureResult,
  ProviderFactory,
} from './provider';
import { WebhookSignatureError } from './provider';

/** Providers that move no money themselves send no webhooks. */
async function noWebhooks(): Promise<never> {
  throw new WebhookSignatureError('this provider sends no webhooks');
}

/** `free`: intents that cost nothing; it captures zero and declines anything more. */
export const freeProvider: ProviderFactory = (): PaymentProviderAdapter => ({
  type: 'free',
  async createIntent() {
    return { reference: null, secret: '' };
  },
  async capture(request: ProviderCaptureRequest): Promise<ProviderCaptureResult> {
    if (request.amount !== 0) return { status: 'declined', reason: 'free integration: not free' };
    return { status: 'captured', reference: `free_${request.intentId}`, last4: null };
  },
  async refund(request) {
    return { reference: `free_refund_${request.idempotencyKey}` };
  },
  verifyWebhook: noWebhooks,
});

/**
 * `manual`: the invoice is sent and staff mark it paid when the money arrives (a cheque, a
 * bank transfer). Capturing is that mark: the service lets only staff do it, and the nonce,
 * when given, is kept as the reference (the cheque or transfer number).
 */
export const manualProvider: ProviderFactory = (): PaymentProviderAdapter => ({
  type: 'manual',
  async createIntent() {
    return { reference: null, secret: '' };
  },
  async capture(request) {
    return {
      status: 'captured',
      reference: request.nonce || `manual_${request.intentId}`,
      last4: null,
    };
  },
  async refund(request) {
    return { reference: `manual_refund_${request.idempotencyKey}` };
  },
  verifyWebhook: noWebhooks,
});
