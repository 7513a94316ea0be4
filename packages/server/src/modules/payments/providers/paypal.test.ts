import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeGateway, requestTo, type GatewayRequest } from '../test/fake-gateway';
import { paypalProvider } from './paypal';
import { WebhookSignatureError, type ProviderSettings } from './provider';

/** PayPal's documented REST answers (OAuth, Orders v2, Payments v2, webhook verification). */
function paypalApi(request: GatewayRequest) {
  const path = request.path.split('?')[0]!;
  if (path === '/v1/oauth2/token') {
    return {
      body: {
        access_token: 'A21AAFake',
        token_type: 'Bearer',
        expires_in: 32400,
        scope: 'https://uri.paypal.com/services/payments',
      },
    };
  }
  if (request.method === 'POST' && path === '/v2/checkout/orders') {
    return {
      status: 201,
      body: {
        id: '5O190127TN364715T',
        status: 'CREATED',
        links: [
          {
            href: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
            rel: 'approve',
            method: 'GET',
          },
        ],
      },
    };
  }
  if (request.method === 'POST' && path === '/v2/checkout/orders/5O190127TN364715T/capture') {
    return {
      status: 201,
      body: {
        id: '5O190127TN364715T',
        status: 'COMPLETED',
        payment_source: { card: { last_digits: '1111', brand: 'VISA' } },
        purchase_units: [
          {
            reference_id: 'intent-1',
            payments: {
              captures: [
                {
                  id: '3C679366HH908993F',
                  status: 'COMPLETED',
                  amount: { currency_code: 'USD', value: '30.00' },
                },
              ],
            },
          },
        ],
      },
    };
  }
  if (request.method === 'POST' && path === '/v2/checkout/orders/8DECLINED/capture') {
    return {
      status: 422,
      body: {
        name: 'UNPROCESSABLE_ENTITY',
        details: [
          {
            issue: 'INSTRUMENT_DECLINED',
            description:
              "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
          },
        ],
        message:
          'The requested action could not be performed, semantically incorrect, or failed business validation.',
        debug_id: 'f2f6b0a4a1b2c',
      },
    };
  }
  if (request.method === 'POST' && path === '/v2/payments/captures/3C679366HH908993F/refund') {
    return { status: 201, body: { id: '1JU08902781691411', status: 'COMPLETED' } };
  }
  if (request.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
    const body = JSON.parse(request.body) as { transmission_sig?: string; webhook_id?: string };
    const genuine = body.transmission_sig === 'genuine' && body.webhook_id === 'WH-CONVENE';
    return { body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
  }
  return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
}

describe('the PayPal adapter (official server SDK against a local PayPal API)', () => {
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  let settings: ProviderSettings;

  beforeAll(async () => {
    gateway = await fakeGateway(paypalApi);
    settings = {
      environment: 'sandbox',
      connectionId: 'client-convene',
      publicKey: null,
      baseUrl: gateway.url,
      secrets: { clientSecret: 'secret-convene', webhookId: 'WH-CONVENE' },
    };
  });
  afterAll(() => gateway.close());

  it('creates an order to capture, signed in with client credentials', async () => {
    const created = await paypalProvider(settings).createIntent({
      intentId: 'intent-1',
      amount: 3000,
      currency: 'USD',
      description: 'Invoice #1001',
      metadata: {},
    });
    expect(created).toEqual({ reference: '5O190127TN364715T', secret: '5O190127TN364715T' });
    const [token] = requestTo(gateway.requests, 'POST', '/v1/oauth2/token');
    expect(token!.headers.authorization).toBe(
      `Basic ${Buffer.from('client-convene:secret-convene').toString('base64')}`,
    );
    const [order] = requestTo(gateway.requests, 'POST', '/v2/checkout/orders');
    expect(order!.headers.authorization).toBe('Bearer A21AAFake');
    expect(order!.headers['paypal-request-id']).toBe('intent-intent-1');
    expect(JSON.parse(order!.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'intent-1',
          custom_id: 'intent-1',
          description: 'Invoice #1001',
          amount: { currency_code: 'USD', value: '30.00' },
        },
      ],
    });
  });

  it('captures the approved order', async () => {
    const result = await paypalProvider(settings).capture({
      intentId: 'intent-1',
      reference: '5O190127TN364715T',
      amount: 3000,
      currency: 'USD',
      nonce: undefined,
      deviceData: undefined,
      idempotencyKey: 'capture-intent-1-x',
    });
    expect(result).toEqual({ status: 'captured', reference: '3C679366HH908993F', last4: '1111' });
    const [capture] = requestTo(
      gateway.requests,
      'POST',
      '/v2/checkout/orders/5O190127TN364715T/capture',
    );
    expect(capture!.headers['paypal-request-id']).toBe('capture-intent-1-x');
  });

  it('reads INSTRUMENT_DECLINED as a decline', async () => {
    const result = await paypalProvider(settings).capture({
      intentId: 'intent-2',
      reference: '8DECLINED',
      amount: 3000,
      currency: 'USD',
      nonce: undefined,
      deviceData: undefined,
      idempotencyKey: 'capture-intent-2-x',
    });
    expect(result).toEqual({ status: 'declined', reason: 'INSTRUMENT_DECLINED' });
  });

  it('refunds a capture', async () => {
    const refund = await paypalProvider(settings).refund({
      chargeReference: '3C679366HH908993F',
      amount: 1000,
      currency: 'USD',
      last4: null,
      idempotencyKey: 'refund-1',
    });
    expect(refund).toEqual({ reference: '1JU08902781691411' });
    const [call] = requestTo(
      gateway.requests,
      'POST',
      '/v2/payments/captures/3C679366HH908993F/refund',
    );
    expect(JSON.parse(call!.body)).toEqual({ amount: { currency_code: 'USD', value: '10.00' } });
  });

  it('has PayPal verify a webhook’s signature', async () => {
    const rawBody = JSON.stringify({
      id: 'WH-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: '3C679366HH908993F' },
    });
    const headers = (sig: string) => ({
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': 'trans-1',
      'paypal-transmission-sig': sig,
      'paypal-transmission-time': '2025-01-01T00:00:00Z',
    });
    const adapter = paypalProvider(settings);
    await expect(adapter.verifyWebhook({ headers: headers('genuine'), rawBody })).resolves.toEqual({
      id: 'WH-1',
      type: 'PAYMENT.CAPTURE.COMPLETED',
      reference: '3C679366HH908993F',
    });
    await expect(
      adapter.verifyWebhook({ headers: headers('forged'), rawBody }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
