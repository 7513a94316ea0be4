import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  type Order,
} from '@paypal/paypal-server-sdk';
import {
  decimalAmount,
  requireSecret,
  WebhookSignatureError,
  type PaymentProviderAdapter,
  type ProviderCaptureResult,
  type ProviderFactory,
  type ProviderSettings,
} from './provider';

const PAYPAL_HOSTS = {
  production: 'https://api-m.paypal.com',
  sandbox: 'https://api-m.sandbox.paypal.com',
} as const;

/** What the SDK's axios-based HTTP client hands its adapter (the parts we read). */
interface AxiosRequestConfig {
  url?: string;
  method?: string;
  headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
  data?: unknown;
  auth?: { username: string; password: string };
  timeout?: number;
}

/**
 * An HTTP adapter for the SDK's axios client that sends each request to `baseUrl` instead of
 * PayPal's host (same path and query): the SDK has no base-URL option of its own, and a
 * local gateway (the tests', a proxy) needs one.
 */
function rebasedAdapter(baseUrl: string) {
  const base = new URL(baseUrl);
  return async (config: AxiosRequestConfig) => {
    const target = new URL(config.url ?? '/');
    target.protocol = base.protocol;
    target.host = base.host;
    const headers = new Headers();
    const given = config.headers?.toJSON?.() ?? config.headers ?? {};
    for (const [name, value] of Object.entries(given)) {
      if (value !== undefined && value !== null && typeof value !== 'function') {
        headers.set(name, String(value));
      }
    }
    if (config.auth) {
      const credentials = `${config.auth.username}:${config.auth.password}`;
      headers.set('authorization', `Basic ${Buffer.from(credentials).toString('base64')}`);
    }
    const response = await fetch(target, {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      ...(typeof config.data === 'string' ? { body: config.data } : {}),
      signal: AbortSignal.timeout(config.timeout || 30_000),
    });
    return {
      data: await response.text(),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers),
      config,
      request: {},
    };
  };
}

function client(settings: ProviderSettings): Client {
  return new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: settings.connectionId ?? '',
      oAuthClientSecret: requireSecret(settings, 'clientSecret'),
    },
    environment:
      settings.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: 30_000,
    ...(settings.baseUrl
      ? { unstable_httpClientOptions: { adapter: rebasedAdapter(settings.baseUrl) } }
      : {}),
  });
}

/** PayPal's answer when the buyer's instrument or approval is the problem, not our call. */
const DECLINE_ISSUES = [
  'INSTRUMENT_DECLINED',
  'ORDER_NOT_APPROVED',
  'PAYER_ACTION_REQUIRED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
];

function declineIssue(error: ApiError): string | undefined {
  if (error.statusCode !== 422) return undefined;
  const body = typeof error.body === 'string' ? error.body : '';
  return DECLINE_ISSUES.find((issue) => body.includes(issue));
}

function captureOf(order: Order): ProviderCaptureResult {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (order.status !== 'COMPLETED' || !capture?.id || capture.status === 'DECLINED') {
    return { status: 'declined', reason: `order ${order.status ?? 'unknown'}` };
  }
  return {
    status: 'captured',
    reference: capture.id,
    last4: order.paymentSource?.card?.lastDigits ?? null,
  };
}

/**
 * PayPal through its official server SDK (Orders v2). The intent is an order with intent
 * CAPTURE; its id is the `secret` the PayPal JS buttons approve; our capture captures the
 * approved order. Requests carry PayPal-Request-Id, PayPal's idempotency key.
 */
export const paypalProvider: ProviderFactory = (settings): PaymentProviderAdapter => {
  const paypal = client(settings);
  const orders = new OrdersController(paypal);
  const payments = new PaymentsController(paypal);
  const host = settings.baseUrl ?? PAYPAL_HOSTS[settings.environment];
  return {
    type: 'paypal',
    async createIntent(request) {
      const { result } = await orders.createOrder({
        paypalRequestId: `intent-${request.intentId}`,
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: request.intentId,
              customId: request.intentId,
              ...(request.description ? { description: request.description.slice(0, 127) } : {}),
              amount: { currencyCode: request.currency, value: decimalAmount(request.amount) },
            },
          ],
        },
      });
      if (!result.id) throw new Error('PayPal created an order without an id');
      return { reference: result.id, secret: result.id };
    },
    async capture(request) {
      if (!request.reference) return { status: 'declined', reason: 'no PayPal order' };
      try {
        const { result } = await orders.captureOrder({
          id: request.reference,
          paypalRequestId: request.idempotencyKey,
          prefer: 'return=representation',
        });
        return captureOf(result);
      } catch (error) {
        const issue = error instanceof ApiError ? declineIssue(error) : undefined;
        if (issue) return { status: 'declined', reason: issue };
        throw error;
      }
    },
    async refund(request) {
      const { result } = await payments.refundCapturedPayment({
        captureId: request.chargeReference,
        paypalRequestId: request.idempotencyKey,
        body: {
          amount: { currencyCode: request.currency, value: decimalAmount(request.amount) },
        },
      });
      if (!result.id) throw new Error('PayPal refunded without an id');
      return { reference: result.id };
    },
    /** PayPal verifies its own signatures: POST /v1/notifications/verify-webhook-signature. */
    async verifyWebhook(request) {
      const event = JSON.parse(request.rawBody) as {
        id?: string;
        event_type?: string;
        resource?: { id?: string };
      };
      const token = await paypal.clientCredentialsAuthManager.fetchToken();
      const response = await fetch(`${host}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token.accessToken}`,
        },
        body: JSON.stringify({
          auth_algo: request.headers['paypal-auth-algo'],
          cert_url: request.headers['paypal-cert-url'],
          transmission_id: request.headers['paypal-transmission-id'],
          transmission_sig: request.headers['paypal-transmission-sig'],
          transmission_time: request.headers['paypal-transmission-time'],
          webhook_id: requireSecret(settings, 'webhookId'),
          webhook_event: event,
        }),
        signal: AbortSignal.timeout(30_000),
      });
      const verdict = (await response.json().catch(() => ({}))) as {
        verification_status?: string;
      };
      if (!response.ok || verdict.verification_status !== 'SUCCESS') {
        throw new WebhookSignatureError();
      }
      return {
        id: String(event.id),
        type: String(event.event_type),
        reference: event.resource?.id ?? null,
      };
    },
  };
};
