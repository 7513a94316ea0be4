import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeGateway, type GatewayRequest } from '../test/fake-gateway';
import { authorizenetProvider } from './authorizenet';
import { WebhookSignatureError, type ProviderSettings } from './provider';

type TransactionRequest = {
  createTransactionRequest: {
    merchantAuthentication: { name: string; transactionKey: string };
    transactionRequest: {
      transactionType: string;
      payment: { opaqueData?: { dataValue: string }; creditCard?: object };
    };
  };
};

/** Authorize.Net's JSON API (one endpoint; answers start with a byte-order mark, as the real one's do). */
function authorizenetApi(request: GatewayRequest) {
  const json = (body: object) => ({ body: `\uFEFF${JSON.stringify(body)}` });
  const { createTransactionRequest: call } = JSON.parse(request.body) as TransactionRequest;
  if (call.merchantAuthentication.transactionKey !== 'key-convene') {
    return json({
      messages: {
        resultCode: 'Error',
        message: [
          {
            code: 'E00007',
            text: 'User authentication failed due to invalid authentication values.',
          },
        ],
      },
    });
  }
  const ok = (transId: string) =>
    json({
      transactionResponse: {
        responseCode: '1',
        authCode: '2BAT3R',
        transId,
        accountNumber: 'XXXX1111',
        accountType: 'Visa',
        messages: [{ code: '1', description: 'This transaction has been approved.' }],
      },
      refId: '123456',
      messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
    });
  if (call.transactionRequest.transactionType === 'refundTransaction') return ok('60000000002');
  if (call.transactionRequest.payment.opaqueData?.dataValue === 'declined-opaque-value') {
    return json({
      transactionResponse: {
        responseCode: '2',
        transId: '0',
        accountNumber: 'XXXX0027',
        errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }],
      },
      messages: {
        resultCode: 'Error',
        message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }],
      },
    });
  }
  return ok('60000000001');
}

describe('the Authorize.Net adapter (official SDK against a local Authorize.Net API)', () => {
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  let settings: ProviderSettings;
  const capture = (nonce: string, given = settings) =>
    authorizenetProvider(given).capture({
      intentId: '0190f0b4-aaaa-7bbb-8ccc-123456789abc',
      reference: null,
      amount: 3000,
      currency: 'USD',
      nonce,
      deviceData: undefined,
      idempotencyKey: 'capture-x',
    });

  beforeAll(async () => {
    gateway = await fakeGateway(authorizenetApi);
    settings = {
      environment: 'sandbox',
      connectionId: 'login-convene',
      publicKey: 'client-key-convene',
      baseUrl: `${gateway.url}/xml/v1/request.api`,
      secrets: { transactionKey: 'key-convene', signatureKey: 'ABCDEF0123456789' },
    };
  });
  afterAll(() => gateway.close());

  it('charges the Accept.js opaque data in one authCaptureTransaction', async () => {
    expect(await capture('eyJjb2RlIjoiNTBfMl8wNjAw')).toEqual({
      status: 'captured',
      reference: '60000000001',
      last4: '1111',
    });
    const request = gateway.requests.at(-1)!;
    expect(request.path).toBe('/xml/v1/request.api');
    const body = JSON.parse(request.body) as TransactionRequest;
    expect(body.createTransactionRequest).toMatchObject({
      merchantAuthentication: { name: 'login-convene', transactionKey: 'key-convene' },
      refId: '0190f0b4aaaa7bbb8ccc',
      transactionRequest: {
        transactionType: 'authCaptureTransaction',
        amount: '30.00',
        payment: {
          opaqueData: {
            dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
            dataValue: 'eyJjb2RlIjoiNTBfMl8wNjAw',
          },
        },
        order: { invoiceNumber: '0190f0b4aaaa7bbb8ccc' },
      },
    });
  });

  it('reads a declined transaction as a decline, a refused login as an error', async () => {
    expect(await capture('declined-opaque-value')).toEqual({
      status: 'declined',
      reason: 'This transaction has been declined.',
    });
    const wrongKey = { ...settings, secrets: { ...settings.secrets, transactionKey: 'wrong' } };
    await expect(capture('eyJjb2RlIjoiNTBfMl8wNjAw', wrongKey)).rejects.toThrow('E00007');
  });

  it('refunds with the card’s last digits and the original transaction', async () => {
    const refund = await authorizenetProvider(settings).refund({
      chargeReference: '60000000001',
      amount: 1000,
      currency: 'USD',
      last4: '1111',
      idempotencyKey: 'refund-1',
    });
    expect(refund).toEqual({ reference: '60000000002' });
    const body = JSON.parse(gateway.requests.at(-1)!.body) as TransactionRequest;
    expect(body.createTransactionRequest.transactionRequest).toMatchObject({
      transactionType: 'refundTransaction',
      amount: '10.00',
      payment: { creditCard: { cardNumber: '1111', expirationDate: 'XXXX' } },
      refTransId: '60000000001',
    });
  });

  it('fails, naming no secret, when the gateway cannot be reached', async () => {
    const unreachable = { ...settings, baseUrl: 'http://127.0.0.1:9/xml/v1/request.api' };
    const failure = await capture('eyJjb2RlIjoiNTBfMl8wNjAw', unreachable).catch(
      (error: Error) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).not.toContain('key-convene');
  });

  it('verifies webhook signatures (HMAC-SHA512 with the signature key)', async () => {
    const rawBody = JSON.stringify({
      notificationId: 'd0e8e7fe-c3e7-4add-a480-27bc5ce28e3a',
      eventType: 'net.authorize.payment.authcapture.created',
      payload: { id: '60000000001' },
    });
    const signature = createHmac('sha512', 'ABCDEF0123456789')
      .update(rawBody)
      .digest('hex')
      .toUpperCase();
    const adapter = authorizenetProvider(settings);
    await expect(
      adapter.verifyWebhook({ headers: { 'x-anet-signature': `sha512=${signature}` }, rawBody }),
    ).resolves.toEqual({
      id: 'd0e8e7fe-c3e7-4add-a480-27bc5ce28e3a',
      type: 'net.authorize.payment.authcapture.created',
      reference: '60000000001',
    });
    await expect(
      adapter.verifyWebhook({ headers: { 'x-anet-signature': 'sha512=00' }, rawBody }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
