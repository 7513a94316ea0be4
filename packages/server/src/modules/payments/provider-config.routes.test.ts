import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContextFor } from '../../test/service-support';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { refundIntent, testGatewayCharges } from './index';
import { signTestWebhook, testProvider } from './providers/test-gateway';
import { NO_SETTINGS, WebhookSignatureError } from './providers/index';
import { fakeGateway, requestTo } from './test/fake-gateway';
import { paymentWorld } from './test/payment-world';

describe('providers configured per organization', () => {
  let t: TestApp;
  let org: TestOrganization;
  let admin: TestUser;
  let maya: TestUser;
  let stripeApi: Awaited<ReturnType<typeof fakeGateway>>;
  const world = paymentWorld(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    admin = await t.createUser(org, { admin: true });
    maya = await t.createUser(org);
    // A local Stripe API: the intent needs the client's confirmation, which it has had.
    stripeApi = await fakeGateway((request) => {
      const intent = (status: string) => ({
        id: 'pi_3Local',
        object: 'payment_intent',
        amount: 3000,
        currency: 'usd',
        status,
        client_secret: 'pi_3Local_secret_xyz',
        latest_charge:
          status === 'succeeded'
            ? {
                id: 'ch_3Local',
                object: 'charge',
                payment_method_details: { card: { last4: '4242' } },
              }
            : null,
      });
      const path = request.path.split('?')[0];
      if (path === '/v1/payment_intents') return { body: intent('requires_payment_method') };
      if (path === '/v1/payment_intents/pi_3Local') return { body: intent('requires_capture') };
      if (path === '/v1/payment_intents/pi_3Local/capture') return { body: intent('succeeded') };
      return { status: 404, body: { error: { type: 'invalid_request_error' } } };
    });
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.close();
  });

  it('pays an invoice through Stripe with the organization’s keys', async () => {
    const settings = await world.enableProvider(admin, 'stripe', {
      default: true,
      connectionId: 'pk_test_local',
      baseUrl: stripeApi.url,
      secrets: { secretKey: 'sk_test_local' },
    });
    expect(settings).toMatchObject({ type: 'stripe', default: true, secretsSet: ['secretKey'] });
    const invoiceId = await world.invoice(org, maya);
    const intent = await world.ok<{
      id: string;
      secret: string;
      referenceId: string;
      integration: object;
    }>(maya, 'GET', `/invoices/${invoiceId}/intent?addressId=${await world.address(maya)}`);
    expect(intent).toMatchObject({
      secret: 'pi_3Local_secret_xyz',
      referenceId: 'pi_3Local',
      integration: { type: 'stripe', connectionId: 'pk_test_local', environment: 'sandbox' },
    });
    const captured = await world.call(
      maya,
      'POST',
      `/organization/intents/${intent.id}/capture`,
      {},
    );
    expect(captured.statusCode, captured.body).toBe(200);
    const [create] = requestTo(stripeApi.requests, 'POST', '/v1/payment_intents');
    expect(create!.headers.authorization).toBe('Bearer sk_test_local');
    expect(new URLSearchParams(create!.body).get('amount')).toBe('3000');
    const invoice = await world.ok<{ status: string; payments: object[] }>(
      maya,
      'GET',
      `/invoices/${invoiceId}`,
    );
    expect(invoice.status).toBe('paid');
    expect(invoice.payments).toEqual([
      expect.objectContaining({ provider: 'stripe', stripeId: 'ch_3Local', last4: '4242' }),
    ]);
  });

  it('answers "payment integration not enabled" when the intent’s provider was turned off', async () => {
    const invoiceId = await world.invoice(org, maya);
    const intent = await world.ok<{ id: string }>(
      maya,
      'GET',
      `/invoices/${invoiceId}/intent?addressId=${await world.address(maya)}`,
    );
    await world.ok(admin, 'PUT', '/organization/payment-integrations/stripe', { enabled: false });
    const captured = await world.call(
      maya,
      'POST',
      `/organization/intents/${intent.id}/capture`,
      {},
    );
    expect(captured.statusCode).toBe(400);
    expect(captured.json().message).toBe('payment integration not enabled');
  });

  it('refunds a test-gateway charge, whole or in parts, never more', async () => {
    await world.enableProvider(admin, 'test', { default: true });
    const invoiceId = await world.invoice(org, maya);
    const intent = await world.ok<{ id: string }>(
      maya,
      'GET',
      `/invoices/${invoiceId}/intent?addressId=${await world.address(maya)}`,
    );
    await world.ok(maya, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_visa',
    });
    const ctx = await requestContextFor(t, org, admin, { admin: true });
    expect(await refundIntent(ctx, intent.id, 1000)).toMatchObject({
      type: 'refund',
      chargedAmt: 1000,
    });
    expect(await refundIntent(ctx, intent.id)).toMatchObject({ type: 'refund', chargedAmt: 2000 });
    await expect(refundIntent(ctx, intent.id, 1)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(testGatewayCharges(intent.id)[0]!.refunded).toBe(3000);
    const invoice = await world.ok<{ payments: { type: string }[] }>(
      maya,
      'GET',
      `/invoices/${invoiceId}`,
    );
    expect(invoice.payments.map((payment) => payment.type)).toEqual(['charge', 'refund', 'refund']);
  });

  it('verifies the test gateway’s signed webhooks', async () => {
    const rawBody = JSON.stringify({
      id: 'evt_1',
      type: 'charge.succeeded',
      reference: 'test_ch_1',
    });
    const secret = 'whsec_set_by_staff';
    const gateway = testProvider({ ...NO_SETTINGS, secrets: { webhookSecret: secret } });
    await expect(
      gateway.verifyWebhook({
        headers: { 'test-signature': signTestWebhook(rawBody, secret) },
        rawBody,
      }),
    ).resolves.toEqual({ id: 'evt_1', type: 'charge.succeeded', reference: 'test_ch_1' });
    await expect(
      gateway.verifyWebhook({ headers: { 'test-signature': 'ab' }, rawBody }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    // Without a secret of its own nothing verifies, whatever constant signed it.
    const unset = testProvider(NO_SETTINGS);
    for (const constant of ['whsec_test_convene', '', 'secret']) {
      await expect(
        unset.verifyWebhook({
          headers: { 'test-signature': signTestWebhook(rawBody, constant) },
          rawBody,
        }),
      ).rejects.toBeInstanceOf(WebhookSignatureError);
    }
  });
});
