import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeGateway, requestTo, type GatewayRequest } from '../test/fake-gateway';
import { WebhookSignatureError, type ProviderSettings } from './provider';
import { stripeProvider } from './stripe';

/** Stripe's documented answers to the calls the adapter makes (API objects, form bodies). */
function stripeApi(request: GatewayRequest) {
  const path = request.path.split('?')[0]!;
  const intent = (id: string, status: string, extra: object = {}) => ({
    id,
    object: 'payment_intent',
    amount: 3000,
    currency: 'usd',
    capture_method: 'manual',
    client_secret: `${id}_secret_abc`,
    status,
    latest_charge: null,
    last_payment_error: null,
    ...extra,
  });
  const charge = {
    id: 'ch_3Paid',
    object: 'charge',
    payment_method_details: { card: { last4: '4242' } },
  };
  if (request.method === 'POST' && path === '/v1/payment_intents') {
    return { body: intent('pi_3Created', 'requires_payment_method') };
  }
  if (request.method === 'GET' && path === '/v1/payment_intents/pi_3Confirmed') {
    return { body: intent('pi_3Confirmed', 'requires_capture', { latest_charge: charge }) };
  }
  if (request.method === 'POST' && path === '/v1/payment_intents/pi_3Confirmed/capture') {
    return { body: intent('pi_3Confirmed', 'succeeded', { latest_charge: charge }) };
  }
  if (request.method === 'GET' && path === '/v1/payment_intents/pi_3Unconfirmed') {
    return { body: intent('pi_3Unconfirmed', 'requires_payment_method') };
  }
  if (request.method === 'POST' && path === '/v1/payment_intents/pi_3Unconfirmed/confirm') {
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      },
    };
  }
  if (request.method === 'POST' && path === '/v1/refunds') {
    return {
      body: {
        id: 're_3Refund',
        object: 'refund',
        amount: 1000,
        charge: 'ch_3Paid',
        status: 'succeeded',
      },
    };
  }
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
  };
}

describe('the Stripe adapter (official SDK against a local Stripe API)', () => {
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  let settings: ProviderSettings;

  beforeAll(async () => {
    gateway = await fakeGateway(stripeApi);
    settings = {
      environment: 'sandbox',
      connectionId: 'pk_test_convene',
      publicKey: null,
      baseUrl: gateway.url,
      secrets: { secretKey: 'sk_test_convene', webhookSecret: 'whsec_convene' },
    };
  });
  afterAll(() => gateway.close());

  it('creates a manual-capture PaymentIntent with an idempotency key', async () => {
    const created = await stripeProvider(settings).createIntent({
      intentId: 'intent-1',
      amount: 3000,
      currency: 'USD',
      description: 'Invoice #1001',
      metadata: { purpose: 'invoice' },
    });
    expect(created).toEqual({ reference: 'pi_3Created', secret: 'pi_3Created_secret_abc' });
    const [call] = requestTo(gateway.requests, 'POST', '/v1/payment_intents');
    expect(call!.headers.authorization).toBe('Bearer sk_test_convene');
    expect(call!.headers['idempotency-key']).toBe('intent-intent-1');
    const form = new URLSearchParams(call!.body);
    expect(form.get('amount')).toBe('3000');
    expect(form.get('currency')).toBe('usd');
    expect(form.get('capture_method')).toBe('manual');
    expect(form.get('metadata[conveneIntentId]')).toBe('intent-1');
    expect(form.get('metadata[purpose]')).toBe('invoice');
  });

  it('captures a confirmed PaymentIntent and reads the charge', async () => {
    const result = await stripeProvider(settings).capture({
      intentId: 'intent-2',
      reference: 'pi_3Confirmed',
      amount: 3000,
      currency: 'USD',
      nonce: undefined,
      deviceData: undefined,
      idempotencyKey: 'capture-intent-2-x',
    });
    expect(result).toEqual({ status: 'captured', reference: 'ch_3Paid', last4: '4242' });
    const [call] = requestTo(gateway.requests, 'POST', '/v1/payment_intents/pi_3Confirmed/capture');
    expect(call!.headers['idempotency-key']).toBe('capture-intent-2-x');
  });

  it('confirms with the nonce first, and a card error is a decline', async () => {
    const result = await stripeProvider(settings).capture({
      intentId: 'intent-3',
      reference: 'pi_3Unconfirmed',
      amount: 3000,
      currency: 'USD',
      nonce: 'pm_card_chargeDeclined',
      deviceData: undefined,
      idempotencyKey: 'capture-intent-3-y',
    });
    expect(result).toEqual({ status: 'declined', reason: 'card_declined' });
    const [confirm] = requestTo(
      gateway.requests,
      'POST',
      '/v1/payment_intents/pi_3Unconfirmed/confirm',
    );
    expect(new URLSearchParams(confirm!.body).get('payment_method')).toBe('pm_card_chargeDeclined');
  });

  it('refunds part of a charge', async () => {
    const refund = await stripeProvider(settings).refund({
      chargeReference: 'ch_3Paid',
      amount: 1000,
      currency: 'USD',
      last4: '4242',
      idempotencyKey: 'refund-1',
    });
    expect(refund).toEqual({ reference: 're_3Refund' });
    const [call] = requestTo(gateway.requests, 'POST', '/v1/refunds');
    expect(Object.fromEntries(new URLSearchParams(call!.body))).toEqual({
      charge: 'ch_3Paid',
      amount: '1000',
    });
  });

  it('verifies webhook signatures with the endpoint secret', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_3Confirmed', object: 'payment_intent' } },
    });
    const stripe = new Stripe('sk_test_convene');
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_convene' });
    const adapter = stripeProvider(settings);
    await expect(
      adapter.verifyWebhook({ headers: { 'stripe-signature': header }, rawBody: payload }),
    ).resolves.toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      reference: 'pi_3Confirmed',
      kind: 'paid',
    });
    await expect(
      adapter.verifyWebhook({ headers: { 'stripe-signature': header }, rawBody: `${payload} ` }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
