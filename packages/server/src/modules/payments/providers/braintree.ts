import braintree from 'braintree';
import {
  decimalAmount,
  requireSecret,
  WebhookSignatureError,
  type PaymentProviderAdapter,
  type ProviderFactory,
  type ProviderSettings,
} from './provider';

/** The gateway's environment: Braintree's own, or another address (a local sandbox). */
function environmentOf(settings: ProviderSettings): braintree.Environment {
  if (!settings.baseUrl) {
    return settings.environment === 'production'
      ? braintree.Environment.Production
      : braintree.Environment.Sandbox;
  }
  const url = new URL(settings.baseUrl);
  const ssl = url.protocol === 'https:';
  const port = url.port || (ssl ? '443' : '80');
  return new braintree.Environment(url.hostname, port, url.origin, ssl, url.hostname, port);
}

function gateway(settings: ProviderSettings): braintree.BraintreeGateway {
  return new braintree.BraintreeGateway({
    environment: environmentOf(settings),
    merchantId: settings.connectionId ?? '',
    publicKey: requireSecret(settings, 'publicKey'),
    privateKey: requireSecret(settings, 'privateKey'),
  });
}

/**
 * Braintree through its official SDK. The intent's `secret` is a client token for the
 * Drop-in UI; the capture is a sale with the Drop-in's nonce and device data, submitted for
 * settlement. Braintree takes no idempotency key: the capture's row lock is what keeps a
 * sale to one per intent, and `orderId` (our intent id) ties the sale to it.
 */
export const braintreeProvider: ProviderFactory = (settings): PaymentProviderAdapter => {
  const bt = gateway(settings);
  return {
    type: 'braintree',
    async createIntent() {
      const response = await bt.clientToken.generate({});
      if (!response.success) throw new Error(`Braintree client token: ${response.message}`);
      return { reference: null, secret: response.clientToken };
    },
    async capture(request) {
      if (!request.nonce) return { status: 'declined', reason: 'no payment method nonce' };
      const result = await bt.transaction.sale({
        amount: decimalAmount(request.amount),
        paymentMethodNonce: request.nonce,
        ...(request.deviceData ? { deviceData: request.deviceData } : {}),
        orderId: request.intentId,
        options: { submitForSettlement: true },
      });
      if (!result.success) return { status: 'declined', reason: result.message };
      return {
        status: 'captured',
        reference: result.transaction.id,
        last4: result.transaction.creditCard?.last4 ?? null,
      };
    },
    async refund(request) {
      const result = await bt.transaction.refund(
        request.chargeReference,
        decimalAmount(request.amount),
      );
      if (!result.success) throw new Error(`Braintree refund: ${result.message}`);
      return { reference: result.transaction.id };
    },
    /** Braintree posts `bt_signature` and `bt_payload` form fields, signed with the API keys. */
    async verifyWebhook(request) {
      const form = new URLSearchParams(request.rawBody);
      let notification: braintree.WebhookNotification;
      try {
        notification = await bt.webhookNotification.parse(
          form.get('bt_signature') ?? '',
          form.get('bt_payload') ?? '',
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
      }
      const transaction = 'transaction' in notification ? notification.transaction : undefined;
      return {
        id: `${notification.kind}:${notification.timestamp}`,
        type: notification.kind,
        reference: transaction?.id ?? null,
      };
    },
  };
};
