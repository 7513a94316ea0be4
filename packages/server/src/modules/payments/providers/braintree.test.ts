import braintree from 'braintree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeGateway, requestTo, type GatewayRequest } from '../test/fake-gateway';
import { braintreeProvider } from './braintree';
import { WebhookSignatureError, type ProviderSettings } from './provider';

const MERCHANT = 'convenemerchant';
const xml = (body: string, status = 201) => ({
  status,
  type: 'application/xml; charset=utf-8',
  body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}`,
});

/** Braintree's gateway API: JSON requests, XML answers, as its SDK speaks to it. */
function braintreeApi(request: GatewayRequest) {
  const path = request.path.split('?')[0]!;
  if (request.method === 'POST' && path === `/merchants/${MERCHANT}/client_token`) {
    return xml('<client-token>\n  <value>eyJ2ZXJzaW9uIjoyfQ==</value>\n</client-token>');
  }
  if (request.method === 'POST' && path === `/merchants/${MERCHANT}/transactions`) {
    const { transaction } = JSON.parse(request.body) as {
      transaction: { payment_method_nonce: string };
    };
    if (transaction.payment_method_nonce === 'fake-processor-declined-visa-nonce') {
      return xml(
        `<api-error-response>
  <errors><errors type="array"/></errors>
  <message>Do Not Honor</message>
  <transaction>
    <id>declined1</id>
    <status>processor_declined</status>
    <type>sale</type>
    <amount>30.00</amount>
    <processor-response-code>2000</processor-response-code>
    <processor-response-text>Do Not Honor</processor-response-text>
  </transaction>
</api-error-response>`,
        422,
      );
    }
    return xml(`<transaction>
  <id>txn7abc</id>
  <status>submitted_for_settlement</status>
  <type>sale</type>
  <amount>30.00</amount>
  <order-id>intent-1</order-id>
  <credit-card>
    <last-4>1881</last-4>
    <card-type>Visa</card-type>
  </credit-card>
</transaction>`);
  }
  if (request.method === 'POST' && path === `/merchants/${MERCHANT}/transactions/txn7abc/refund`) {
    return xml(
      '<transaction>\n  <id>refund9</id>\n  <type>credit</type>\n  <amount>10.00</amount>\n</transaction>',
    );
  }
  return xml('<api-error-response><message>Not Found</message></api-error-response>', 404);
}

describe('the Braintree adapter (official SDK against a local Braintree gateway)', () => {
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  let settings: ProviderSettings;

  beforeAll(async () => {
    gateway = await fakeGateway(braintreeApi);
    settings = {
      environment: 'sandbox',
      connectionId: MERCHANT,
      publicKey: null,
      baseUrl: gateway.url,
      secrets: { publicKey: 'public-convene', privateKey: 'private-convene' },
    };
  });
  afterAll(() => gateway.close());

  it('hands out a client token for the Drop-in', async () => {
    const created = await braintreeProvider(settings).createIntent({
      intentId: 'intent-1',
      amount: 3000,
      currency: 'USD',
      description: null,
      metadata: {},
    });
    expect(created).toEqual({ reference: null, secret: 'eyJ2ZXJzaW9uIjoyfQ==' });
    const [call] = requestTo(gateway.requests, 'POST', `/merchants/${MERCHANT}/client_token`);
    expect(call!.headers.authorization).toBe(
      `Basic ${Buffer.from('public-convene:private-convene').toString('base64')}`,
    );
  });

  it('sells with the nonce and device data, submitted for settlement', async () => {
    const result = await braintreeProvider(settings).capture({
      intentId: 'intent-1',
      reference: null,
      amount: 3000,
      currency: 'USD',
      nonce: 'fake-valid-nonce',
      deviceData: '{"correlation_id":"abc"}',
      idempotencyKey: 'capture-intent-1-x',
    });
    expect(result).toEqual({ status: 'captured', reference: 'txn7abc', last4: '1881' });
    const sales = requestTo(gateway.requests, 'POST', `/merchants/${MERCHANT}/transactions`);
    expect(JSON.parse(sales.at(-1)!.body)).toEqual({
      transaction: {
        amount: '30.00',
        payment_method_nonce: 'fake-valid-nonce',
        device_data: '{"correlation_id":"abc"}',
        order_id: 'intent-1',
        options: { submit_for_settlement: true },
        type: 'sale',
      },
    });
  });

  it('reads a processor decline as a decline', async () => {
    const result = await braintreeProvider(settings).capture({
      intentId: 'intent-2',
      reference: null,
      amount: 3000,
      currency: 'USD',
      nonce: 'fake-processor-declined-visa-nonce',
      deviceData: undefined,
      idempotencyKey: 'capture-intent-2-x',
    });
    expect(result).toEqual({ status: 'declined', reason: 'Do Not Honor' });
  });

  it('refunds a transaction', async () => {
    const refund = await braintreeProvider(settings).refund({
      chargeReference: 'txn7abc',
      amount: 1000,
      currency: 'USD',
      last4: '1881',
      idempotencyKey: 'refund-1',
    });
    expect(refund).toEqual({ reference: 'refund9' });
    const [call] = requestTo(
      gateway.requests,
      'POST',
      `/merchants/${MERCHANT}/transactions/txn7abc/refund`,
    );
    expect(JSON.parse(call!.body)).toEqual({ transaction: { amount: '10.00' } });
  });

  it('verifies webhook notifications signed with the API keys', async () => {
    const signer = new braintree.BraintreeGateway({
      environment: braintree.Environment.Sandbox,
      merchantId: MERCHANT,
      publicKey: 'public-convene',
      privateKey: 'private-convene',
    });
    const sample = await signer.webhookTesting.sampleNotification('transaction_settled', 'txn7abc');
    const fields = { bt_signature: sample.bt_signature, bt_payload: sample.bt_payload };
    const rawBody = new URLSearchParams(fields).toString();
    const adapter = braintreeProvider(settings);
    await expect(adapter.verifyWebhook({ headers: {}, rawBody })).resolves.toMatchObject({
      type: 'transaction_settled',
      reference: 'txn7abc',
    });
    const forged = new URLSearchParams({
      ...fields,
      bt_signature: 'public-convene|deadbeef',
    }).toString();
    await expect(adapter.verifyWebhook({ headers: {}, rawBody: forged })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});
