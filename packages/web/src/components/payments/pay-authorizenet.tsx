import type { PaymentEnvironment } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../text-field';
import type { MessageId } from '../../i18n/catalogue';
import {
  PaymentError,
  PaymentNotice,
  PayButton,
  usePaymentCapture,
  useProviderSdk,
  type PaymentFormProps,
} from './pay-shared';

/** Accept.js's answer to dispatchData (the parts we read). */
export interface AcceptResponse {
  messages: { resultCode: 'Ok' | 'Error'; message: { code: string; text: string }[] };
  opaqueData?: { dataDescriptor: string; dataValue: string };
}

/** The global Accept.js defines. */
export interface AcceptJs {
  dispatchData(
    secureData: {
      authData: { clientKey: string; apiLoginID: string };
      cardData: { cardNumber: string; month: string; year: string; cardCode: string };
    },
    respond: (response: AcceptResponse) => void,
  ): void;
}

declare global {
  interface Window {
    Accept?: AcceptJs;
  }
}

/** Authorize.Net serves Accept.js itself (it may not be bundled); the sandbox has its own. */
const ACCEPT_JS: Record<PaymentEnvironment, string> = {
  production: 'https://js.authorize.net/v1/Accept.js',
  sandbox: 'https://jstest.authorize.net/v1/Accept.js',
};

/** Loads Accept.js once (a page that has it already, or a test's stand-in, is used as is). */
function loadAcceptJs(environment: PaymentEnvironment): Promise<AcceptJs> {
  if (window.Accept) return Promise.resolve(window.Accept);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = ACCEPT_JS[environment];
    script.charset = 'utf-8';
    script.onload = () => (window.Accept ? resolve(window.Accept) : reject(new Error('Accept.js')));
    script.onerror = () => {
      script.remove();
      reject(new Error('Accept.js did not load'));
    };
    document.head.appendChild(script);
  });
}

/** Accept.js's codes for card fields it refuses, and the field each is about. */
const CARD_ERRORS: Record<string, MessageId> = {
  E_WC_05: 'payments.card.invalidNumber',
  E_WC_06: 'payments.card.invalidExpiry',
  E_WC_07: 'payments.card.invalidExpiry',
  E_WC_08: 'payments.card.invalidExpiry',
  E_WC_15: 'payments.card.invalidCvc',
};

/** `MM/YY` or `MM/YYYY` → month and two-digit year; undefined when not a date. */
export function parseExpiry(value: string): { month: string; year: string } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  return { month: match[1]!.padStart(2, '0'), year: match[2]!.slice(-2) };
}

/**
 * Pays an Authorize.Net intent with our own card fields and Accept.js: the card goes from
 * the browser to Authorize.Net with the organization's API login id (`connectionId`) and
 * public client key (`publicKey`), which answers opaque payment data; our capture charges
 * that (the server sends it as COMMON.ACCEPT.INAPP.PAYMENT data, so only its value travels).
 */
export default function AuthorizeNetPayment({ intent, onPaid }: PaymentFormProps) {
  const intl = useIntl();
  const { integration } = intent;
  const accept = useProviderSdk(
    () => loadAcceptJs(integration.environment),
    integration.environment,
  );
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [tokenizing, setTokenizing] = useState(false);
  const { capture, fail, error, pending } = usePaymentCapture({ intent, onPaid });

  const tokenize = (acceptJs: AcceptJs, expiry: { month: string; year: string }) =>
    new Promise<AcceptResponse>((resolve) =>
      acceptJs.dispatchData(
        {
          authData: {
            clientKey: integration.publicKey ?? '',
            apiLoginID: integration.connectionId ?? '',
          },
          cardData: {
            cardNumber: card.number.replace(/\D/g, ''),
            month: expiry.month,
            year: expiry.year,
            cardCode: card.cvc.trim(),
          },
        },
        resolve,
      ),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accept || accept === 'failed') return;
    const expiry = parseExpiry(card.expiry);
    if (!expiry) return fail(intl.formatMessage({ id: 'payments.card.invalidExpiry' }));
    setTokenizing(true);
    const response = await tokenize(accept, expiry).finally(() => setTokenizing(false));
    const dataValue = response.opaqueData?.dataValue;
    if (response.messages.resultCode !== 'Ok' || !dataValue) {
      const code = response.messages.message[0]?.code ?? '';
      return fail(intl.formatMessage({ id: CARD_ERRORS[code] ?? 'payments.failed' }));
    }
    await capture({ nonce: dataValue });
  };

  if (accept === 'failed')
    return <PaymentError message={intl.formatMessage({ id: 'payments.loadFailed' })} />;
  const field = (name: keyof typeof card) => ({
    value: card[name],
    onChange: (change: { target: { value: string } }) =>
      setCard((before) => ({ ...before, [name]: change.target.value })),
    required: true,
  });
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" data-testid="authorizenet-payment">
      <TextField
        label={intl.formatMessage({ id: 'payments.card.number' })}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        {...field('number')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={intl.formatMessage({ id: 'payments.card.expiry' })}
          placeholder={intl.formatMessage({ id: 'payments.card.expiryPlaceholder' })}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
          {...field('expiry')}
        />
        <TextField
          label={intl.formatMessage({ id: 'payments.card.cvc' })}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          {...field('cvc')}
        />
      </div>
      {accept ? null : (
        <PaymentNotice>{intl.formatMessage({ id: 'payments.loading' })}</PaymentNotice>
      )}
      <PaymentError message={error} />
      <PayButton intent={intent} disabled={!accept} loading={tokenizing || pending} />
    </form>
  );
}
