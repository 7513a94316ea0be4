import { createHmac, timingSafeEqual } from 'node:crypto';
import authorizenet from 'authorizenet';
import {
  decimalAmount,
  requireSecret,
  WebhookSignatureError,
  type PaymentProviderAdapter,
  type ProviderCaptureResult,
  type ProviderFactory,
  type ProviderSettings,
} from './provider';

const { APIContracts, APIControllers, Constants } = authorizenet;
const TIMEOUT_MS = 30_000;

/** The SDK's own configuration: its file logger stays off (requests carry the transaction key). */
const SDK_CONFIG = {
  timeout: TIMEOUT_MS,
  clientId: 'sdk-node-convene',
  logger: { enabled: false, location: './', level: 'error' },
  proxy: { setProxy: false, proxyUrl: '' },
};

/** The JSON API's answer to createTransactionRequest (the parts we read). */
interface TransactionAnswer {
  messages?: { resultCode?: string; message?: { code?: string; text?: string }[] };
  transactionResponse?: {
    responseCode?: string;
    transId?: string;
    accountNumber?: string;
    errors?: { errorCode?: string; errorText?: string }[];
  };
}

/** Result codes that mean our request or credentials are wrong, not the buyer's card. */
const OUR_FAULT = new Set(['E00001', 'E00003', 'E00007', 'E00008', 'E00009', 'E00011']);

/**
 * Runs one SDK request. The SDK calls back on a response only and leaves a transport error
 * in getError(), so that is watched for too; the error thrown names no request detail (the
 * SDK's carries the transaction key).
 */
function send(settings: ProviderSettings, request: object): Promise<TransactionAnswer> {
  const controller = new APIControllers.CreateTransactionController(request, SDK_CONFIG);
  controller.setEnvironment(
    settings.baseUrl ??
      (settings.environment === 'production'
        ? Constants.endpoint.production
        : Constants.endpoint.sandbox),
  );
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const watch = setInterval(() => {
      const error = controller.getError() as { response?: { status?: number } } | null;
      if (error || Date.now() - started > TIMEOUT_MS) {
        clearInterval(watch);
        const status = error?.response?.status;
        reject(new Error(`Authorize.Net request failed${status ? ` (HTTP ${status})` : ''}`));
      }
    }, 25);
    controller.execute(() => {
      clearInterval(watch);
      resolve((controller.getResponse() ?? {}) as TransactionAnswer);
    });
  });
}

function merchant(settings: ProviderSettings) {
  return {
    name: settings.connectionId ?? '',
    transactionKey: requireSecret(settings, 'transactionKey'),
  };
}

/** Authorize.Net's 20-character reference fields, from our intent id. */
const shortId = (id: string) => id.replaceAll('-', '').slice(0, 20);

function outcome(answer: TransactionAnswer): ProviderCaptureResult {
  const transaction = answer.transactionResponse;
  if (transaction?.responseCode === '1' && transaction.transId) {
    return {
      status: 'captured',
      reference: transaction.transId,
      last4: transaction.accountNumber?.slice(-4) ?? null,
    };
  }
  const message = answer.messages?.message?.[0];
  if (!transaction && message?.code && OUR_FAULT.has(message.code)) {
    throw new Error(`Authorize.Net refused the request (${message.code})`);
  }
  return {
    status: 'declined',
    reason: transaction?.errors?.[0]?.errorText ?? message?.text ?? 'declined',
  };
}

/**
 * Authorize.Net through its official Node SDK. Accept.js tokenizes the card in the browser
 * with the API login id (`connectionId`) and the public client key (`publicKey`), so the
 * intent needs no call; the capture is an authCaptureTransaction with that opaque data.
 * Authorize.Net takes no idempotency key; its duplicate window and the capture's row lock
 * keep a charge to one per intent.
 */
export const authorizenetProvider: ProviderFactory = (settings): PaymentProviderAdapter => ({
  type: 'authorizenet',
  async createIntent() {
    return { reference: null, secret: '' };
  },
  async capture(request) {
    if (!request.nonce) return { status: 'declined', reason: 'no payment nonce' };
    const answer = await send(settings, {
      createTransactionRequest: {
        merchantAuthentication: merchant(settings),
        refId: shortId(request.intentId),
        transactionRequest: {
          transactionType: APIContracts.TransactionTypeEnum.AUTHCAPTURETRANSACTION,
          amount: decimalAmount(request.amount),
          payment: {
            opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: request.nonce },
          },
          order: { invoiceNumber: shortId(request.intentId) },
        },
      },
    });
    return outcome(answer);
  },
  async refund(request) {
    const answer = await send(settings, {
      createTransactionRequest: {
        merchantAuthentication: merchant(settings),
        refId: shortId(request.idempotencyKey),
        transactionRequest: {
          transactionType: APIContracts.TransactionTypeEnum.REFUNDTRANSACTION,
          amount: decimalAmount(request.amount),
          payment: {
            creditCard: { cardNumber: request.last4 ?? '', expirationDate: 'XXXX' },
          },
          refTransId: request.chargeReference,
        },
      },
    });
    const result = outcome(answer);
    if (result.status !== 'captured') throw new Error(`Authorize.Net refund: ${result.reason}`);
    return { reference: result.reference };
  },
  /** `X-ANET-Signature: sha512=<HMAC-SHA512 of the body with the signature key, hex>`. */
  async verifyWebhook(request) {
    const header = request.headers['x-anet-signature'] ?? '';
    const given = Buffer.from(header.replace(/^sha512=/i, ''), 'hex');
    const expected = createHmac('sha512', requireSecret(settings, 'signatureKey'))
      .update(request.rawBody)
      .digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new WebhookSignatureError();
    }
    const event = JSON.parse(request.rawBody) as {
      notificationId?: string;
      eventType?: string;
      payload?: { id?: string };
    };
    return {
      id: String(event.notificationId),
      type: String(event.eventType),
      reference: event.payload?.id ?? null,
    };
  },
});
