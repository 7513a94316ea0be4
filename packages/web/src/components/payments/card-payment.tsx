import type { PaymentIntent, PaymentProvider } from '@convene/contract';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';
import {
  PayButton,
  PaymentError,
  PaymentNotice,
  usePaymentCapture,
  type PaymentFormProps,
} from './pay-shared';

/**
 * The test gateway's documented cards (decision 0015): each is a nonce the gateway knows.
 * The demo pays through it, so a card is picked here instead of typed.
 */
export const TEST_CARDS: { nonce: string; label: MessageId }[] = [
  { nonce: 'tok_test_visa', label: 'payments.card.visa' },
  { nonce: 'tok_test_mastercard', label: 'payments.card.mastercard' },
  { nonce: 'tok_test_amex', label: 'payments.card.amex' },
  { nonce: 'tok_test_declined', label: 'payments.card.declined' },
  { nonce: 'tok_test_insufficient_funds', label: 'payments.card.insufficient' },
];

type ProviderForm = ComponentType<PaymentFormProps>;

/** Said in place of a form whose chunk did not arrive (offline, a deploy in between). */
function FormNotLoaded() {
  const intl = useIntl();
  return <PaymentError message={intl.formatMessage({ id: 'payments.loadFailed' })} />;
}

/** A provider's form, in its own chunk; a chunk that fails to load says so in place. */
const providerForm = (load: () => Promise<{ default: ProviderForm }>) =>
  lazy(() => load().catch(() => ({ default: FormNotLoaded })));

/**
 * The real providers' forms, each in its own chunk loaded only when an intent is paid
 * through that provider (their SDKs weigh more than the rest of the registration flow), and
 * what the intent must carry for the form to work: a provider that staff have not finished
 * setting up says so instead of loading a form that cannot pay.
 */
const PROVIDER_FORMS: Partial<
  Record<PaymentProvider, { form: ProviderForm; ready: (intent: PaymentIntent) => boolean }>
> = {
  stripe: {
    form: providerForm(() => import('./pay-stripe')),
    ready: (intent) => Boolean(intent.integration.connectionId && intent.secret),
  },
  paypal: {
    form: providerForm(() => import('./pay-paypal')),
    ready: (intent) => Boolean(intent.integration.connectionId && intent.referenceId),
  },
  braintree: {
    form: providerForm(() => import('./pay-braintree')),
    ready: (intent) => Boolean(intent.secret),
  },
  authorizenet: {
    form: providerForm(() => import('./pay-authorizenet')),
    ready: (intent) => Boolean(intent.integration.connectionId && intent.integration.publicKey),
  },
};

/**
 * Pays an intent with the form of its provider: the test gateway offers its documented
 * cards, a free intent is confirmed without one, a manual one says an invoice follows, and
 * Stripe, PayPal, Braintree and Authorize.Net load their own forms (pay-*.tsx).
 */
export function CardPayment({ intent, onPaid }: PaymentFormProps) {
  const intl = useIntl();
  const type = intent.integration.type;
  const provider = PROVIDER_FORMS[type];
  if (provider) {
    if (!provider.ready(intent))
      return <PaymentNotice>{intl.formatMessage({ id: 'payments.notConfigured' })}</PaymentNotice>;
    const Form = provider.form;
    return (
      <div data-testid="card-payment">
        <Suspense
          fallback={<PaymentNotice>{intl.formatMessage({ id: 'payments.loading' })}</PaymentNotice>}
        >
          <Form intent={intent} onPaid={onPaid} />
        </Suspense>
      </div>
    );
  }
  if (type === 'test' || type === 'free') return <TestPayment intent={intent} onPaid={onPaid} />;
  return (
    <PaymentNotice>
      {intl.formatMessage({
        id: type === 'manual' ? 'payments.manual' : 'payments.unavailable',
      })}
    </PaymentNotice>
  );
}

/**
 * A test card picked from the gateway's documented ones: the registration's, add-ons' and
 * memberships' payment forms all offer them this way.
 */
export function TestCardChoice({
  name,
  value,
  onChange,
}: {
  /** The radio group's name, one per form on the page. */
  name: string;
  value: string;
  onChange: (nonce: string) => void;
}) {
  const intl = useIntl();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{intl.formatMessage({ id: 'payments.card' })}</legend>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {intl.formatMessage({ id: 'payments.testNote' })}
      </p>
      {TEST_CARDS.map((card) => (
        <label
          key={card.nonce}
          className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-200 px-3 dark:border-white/10"
        >
          <input
            type="radio"
            name={name}
            value={card.nonce}
            checked={value === card.nonce}
            onChange={() => onChange(card.nonce)}
            className="h-5 w-5 shrink-0 accent-[var(--color-primary)]"
          />
          {intl.formatMessage({ id: card.label })}
        </label>
      ))}
    </fieldset>
  );
}

/** The test gateway's cards (a free intent needs none). */
function TestPayment({ intent, onPaid }: PaymentFormProps) {
  const { capture, error, pending } = usePaymentCapture({ intent, onPaid });
  const [nonce, setNonce] = useState(TEST_CARDS[0]!.nonce);
  const type = intent.integration.type;

  return (
    <div className="flex flex-col gap-3" data-testid="card-payment">
      {type === 'test' ? (
        <TestCardChoice name={`card-${intent.id}`} value={nonce} onChange={setNonce} />
      ) : null}
      <PaymentError message={error} />
      <PayButton
        intent={intent}
        loading={pending}
        onClick={() => void capture(type === 'test' ? { nonce } : {})}
      />
    </div>
  );
}
