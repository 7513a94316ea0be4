import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { testGatewayCharges } from './index';
import { testWebhook, type TestWebhookBody } from './providers/test-gateway';
import { fakeGateway } from './test/fake-gateway';
import { paymentWorld } from './test/payment-world';

const HOST = 'pay-webhooks.example.test';
const ORG_SECRET = 'whsec_org_own';

describe('payment provider webhooks', () => {
  let t: TestApp;
  let org: TestOrganization;
  let admin: TestUser;
  let maya: TestUser;
  let stripeApi: Awaited<ReturnType<typeof fakeGateway>>;
  const world = paymentWorld(() => t);

  /** Delivers a webhook as a provider does: to the organization's host, no bearer token. */
  function deliver(type: string, delivery: { rawBody: string; headers: Record<string, string> }) {
    return t.inject({
      method: 'POST',
      url: `/api/organization/payment-integrations/${type}/webhook`,
      headers: { host: HOST, ...delivery.headers },
      payload: delivery.rawBody,
    });
  }

  async function openIntent() {
    const invoiceId = await world.invoice(org, maya);
    const intent = await world.ok<{ id: string; referenceId: string }>(
      maya,
      'GET',
      `/invoices/${invoiceId}/intent?addressId=${await world.address(maya)}`,
    );
    return { invoiceId, intent };
  }

  const invoiceOf = (invoiceId: string) =>
    world.ok<{
      status: string;
      payments: { type: string; chargedAmt: number; stripeId: string | null; last4: string }[];
    }>(maya, 'GET', `/invoices/${invoiceId}`);

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization({ hosts: [HOST] });
    admin = await t.createUser(org, { admin: true });
    maya = await t.createUser(org);
    await world.enableProvider(admin, 'test', {
      default: true,
      secrets: { webhookSecret: ORG_SECRET },
    });
    // Stripe's API as the capture reads it: the PaymentIntent succeeded, its charge expanded.
    stripeApi = await fakeGateway((request) => {
      const path = request.path.split('?')[0];
      if (path === '/v1/payment_intents') {
        return { body: { id: 'pi_3Hook', object: 'payment_intent', client_secret: 'pi_3Hook_s' } };
      }
      if (path === '/v1/payment_intents/pi_3Hook') {
        return {
          body: {
            id: 'pi_3Hook',
            object: 'payment_intent',
            status: 'succeeded',
            latest_charge: {
              id: 'ch_3Hook',
              object: 'charge',
              payment_method_details: { card: { last4: '1881' } },
            },
          },
        };
      }
      return { status: 404, body: { error: { type: 'invalid_request_error' } } };
    });
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.close();
  });

  it('completes the capture once from a signed payment webhook, however often it comes', async () => {
    const { invoiceId, intent } = await openIntent();
    const event: TestWebhookBody = {
      id: 'evt_paid_1',
      type: 'payment.succeeded',
      reference: intent.referenceId,
      charge: 'test_ch_from_webhook',
      last4: '9911',
    };
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const response = await deliver('test', testWebhook(event, ORG_SECRET));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', message: 'OK', data: null });
    }
    const invoice = await invoiceOf(invoiceId);
    expect(invoice.status).toBe('paid');
    expect(invoice.payments).toEqual([
      expect.objectContaining({ type: 'charge', chargedAmt: 3000, last4: '9911' }),
    ]);
    // The client's capture afterwards finds it paid: nothing charged at the gateway.
    await world.ok(maya, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_visa',
    });
    expect(testGatewayCharges(intent.id)).toHaveLength(0);
    expect((await invoiceOf(invoiceId)).payments).toHaveLength(1);
  });

  it('changes nothing when the webhook comes after the client’s capture', async () => {
    const { invoiceId, intent } = await openIntent();
    await world.ok(maya, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_visa',
    });
    const [charge] = testGatewayCharges(intent.id);
    const response = await deliver(
      'test',
      testWebhook(
        {
          id: 'evt_paid_2',
          type: 'payment.succeeded',
          reference: intent.referenceId,
          charge: charge!.reference,
        },
        ORG_SECRET,
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await invoiceOf(invoiceId)).payments).toEqual([
      expect.objectContaining({ type: 'charge', last4: '4242' }),
    ]);
  });

  it('records a refund made at the provider once', async () => {
    const { invoiceId, intent } = await openIntent();
    await world.ok(maya, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_visa',
    });
    const refund: TestWebhookBody = {
      id: 'evt_refund_1',
      type: 'refund.succeeded',
      reference: intent.referenceId,
      refund: 'test_re_at_gateway',
      amount: 1000,
    };
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const response = await deliver('test', testWebhook(refund, ORG_SECRET));
      expect(response.statusCode, response.body).toBe(200);
    }
    const tooMuch = await deliver(
      'test',
      testWebhook(
        { ...refund, id: 'evt_refund_2', refund: 'test_re_2', amount: 99_999 },
        ORG_SECRET,
      ),
    );
    expect(tooMuch.statusCode).toBe(200);
    const invoice = await invoiceOf(invoiceId);
    expect(invoice.payments.map((payment) => [payment.type, payment.chargedAmt])).toEqual([
      ['charge', 3000],
      ['refund', 1000],
    ]);
  });

  it('acknowledges events it does not act on, and ones about no intent of ours', async () => {
    for (const event of [
      { id: 'evt_other', type: 'customer.created' },
      {
        id: 'evt_stranger',
        type: 'payment.succeeded',
        reference: `test_pi_${crypto.randomUUID()}`,
        charge: 'test_ch_x',
      },
      { id: 'evt_bad_id', type: 'payment.succeeded', reference: 'test_pi_nope', charge: 'c' },
    ]) {
      const response = await deliver('test', testWebhook(event, ORG_SECRET));
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('answers 400 when the signature does not verify with the organization’s secret', async () => {
    const { invoiceId, intent } = await openIntent();
    const body: TestWebhookBody = {
      id: 'evt_forged',
      type: 'payment.succeeded',
      reference: intent.referenceId,
      charge: 'test_ch_forged',
    };
    // Signed with the secret this code once fell back to, not the one the organization set.
    const forged = [
      testWebhook(body, 'whsec_test_convene'),
      { ...testWebhook(body, ORG_SECRET), headers: { 'content-type': 'application/json' } },
      { ...testWebhook(body, ORG_SECRET), rawBody: JSON.stringify({ ...body, charge: 'x' }) },
    ];
    for (const delivery of forged) {
      const response = await deliver('test', delivery);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        field: 'signature',
        message: 'The webhook signature does not verify',
      });
    }
    expect((await invoiceOf(invoiceId)).status).toBe('sent');
  });

  it('answers 404 "payment integration not enabled" for a provider the organization has not enabled', async () => {
    for (const type of ['paypal', 'bogus']) {
      const response = await deliver(type, testWebhook({ id: 'e', type: 'x' }, ORG_SECRET));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('payment integration not enabled');
    }
    const unknownHost = await t.inject({
      method: 'POST',
      url: '/api/organization/payment-integrations/test/webhook',
      headers: { host: 'nobody.example.test', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknownHost.statusCode).toBe(404);
  });

  it('takes a form-encoded body (Braintree’s) without refusing its content type', async () => {
    const response = await deliver('test', {
      rawBody: 'bt_signature=a&bt_payload=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'test-signature': '00' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('signature');
  });

  it('completes a Stripe capture from payment_intent.succeeded, asking Stripe for the charge', async () => {
    await world.enableProvider(admin, 'stripe', {
      default: true,
      baseUrl: stripeApi.url,
      secrets: { secretKey: 'sk_test_hook', webhookSecret: 'whsec_stripe_hook' },
    });
    const { invoiceId, intent } = await openIntent();
    expect(intent.referenceId).toBe('pi_3Hook');
    const payload = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_3Hook',
          object: 'payment_intent',
          metadata: { conveneIntentId: intent.id },
        },
      },
    });
    const signature = new Stripe('sk_test_hook').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_stripe_hook',
    });
    const headers = { 'content-type': 'application/json', 'stripe-signature': signature };
    expect((await deliver('stripe', { rawBody: payload, headers })).statusCode).toBe(200);
    expect((await deliver('stripe', { rawBody: payload, headers })).statusCode).toBe(200);
    const invoice = await invoiceOf(invoiceId);
    expect(invoice.status).toBe('paid');
    expect(invoice.payments).toEqual([
      expect.objectContaining({ type: 'charge', stripeId: 'ch_3Hook', last4: '1881' }),
    ]);
    const forged = await deliver('stripe', { rawBody: `${payload} `, headers });
    expect(forged.statusCode).toBe(400);
    await world.enableProvider(admin, 'test', { default: true });
  });
});
