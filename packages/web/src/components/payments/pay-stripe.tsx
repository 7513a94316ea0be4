import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import {
  loadStripe,
  type PaymentIntent as StripePaymentIntent,
  type Stripe,
  type StripeElementLocale,
  type StripeError,
} from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  baseLanguage,
  PaymentError,
  PaymentNotice,
  PayButton,
  usePaymentCapture,
  useProviderSdk,
  type PaymentFormProps,
} from './pay-shared';

/** Stripe.js once per publishable key: Elements must keep the same Stripe object. */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string, locale: StripeElementLocale) {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { locale });
    loaded.set(publishableKey, stripe);
    // A script that did not load can be tried again on the next mount.
    stripe.catch(() => loaded.delete(publishableKey));
  }
  return stripe;
}

/** Stripe's errors it words for the buyer (in the Elements' locale); others get ours. */
const BUYER_ERRORS = new Set<StripeError['type']>(['card_error', 'validation_error']);

/**
 * The PaymentIntent confirmed and waiting for our capture (the intent has manual capture):
 * the one just confirmed, or one confirmed before whose capture did not reach us (a retry
 * after a lost answer: Stripe then refuses the second confirmation with the intent attached).
 */
function awaitingCapture(result: {
  paymentIntent?: StripePaymentIntent;
  error?: StripeError;
}): StripePaymentIntent | undefined {
  const intent = result.paymentIntent ?? result.error?.payment_intent;
  return intent && ['requires_capture', 'succeeded'].includes(intent.status) ? intent : undefined;
}

function StripeForm({ intent, onPaid }: PaymentFormProps) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const { capture, fail, error, pending } = usePaymentCapture({ intent, onPaid });
  const [confirming, setConfirming] = useState(false);
  const [ready, setReady] = useState(false);

  // The server's Stripe capture confirms with the nonce as a PaymentMethod id when the
  // intent is still unconfirmed, and otherwise captures what was confirmed in the browser.
  const captureConfirmed = (confirmed: StripePaymentIntent) => {
    const method = confirmed.payment_method;
    const nonce = typeof method === 'string' ? method : method?.id;
    return capture(nonce ? { nonce } : {});
  };

  // An intent already confirmed at Stripe (the payer came back from a redirect-based method,
  // or our capture's answer was lost) is captured as soon as its form shows again, instead
  // of asking for the card a second time.
  const secret = intent.secret;
  useEffect(() => {
    if (!stripe) return;
    let current = true;
    void stripe.retrievePaymentIntent(secret).then((result) => {
      const confirmed = current ? awaitingCapture(result) : undefined;
      if (confirmed) void captureConfirmed(confirmed);
    });
    return () => {
      current = false;
    };
    // Once per Stripe and intent: captureConfirmed is a new closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stripe, secret]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setConfirming(true);
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      // Only a redirect-based method leaves the page; it comes back here.
      confirmParams: { return_url: window.location.href },
    });
    setConfirming(false);
    const confirmed = awaitingCapture(result);
    if (!confirmed) {
      const stripeError = result.error;
      fail(
        stripeError?.message && BUYER_ERRORS.has(stripeError.type)
          ? stripeError.message
          : intl.formatMessage({ id: 'payments.failed' }),
      );
      return;
    }
    await captureConfirmed(confirmed);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" data-testid="stripe-payment">
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      {ready ? null : (
        <PaymentNotice>{intl.formatMessage({ id: 'payments.loading' })}</PaymentNotice>
      )}
      <PaymentError message={error} />
      <PayButton
        intent={intent}
        disabled={!stripe || !elements || !ready}
        loading={confirming || pending}
      />
    </form>
  );
}

/**
 * Pays a Stripe intent with the Payment Element: the organization's publishable key
 * (`integration.connectionId`) loads Stripe.js, the intent's client secret (`secret`) binds
 * the Element to the PaymentIntent the server created with manual capture. The card is
 * confirmed in the browser (3-D Secure included), then our capture captures it.
 */
export default function StripePayment({ intent, onPaid }: PaymentFormProps) {
  const intl = useIntl();
  const locale = baseLanguage(intl.locale) as StripeElementLocale;
  const publishableKey = intent.integration.connectionId ?? '';
  const stripe = useProviderSdk(() => stripeFor(publishableKey, locale), publishableKey);

  if (stripe === 'failed')
    return <PaymentError message={intl.formatMessage({ id: 'payments.loadFailed' })} />;
  if (!stripe)
    return <PaymentNotice>{intl.formatMessage({ id: 'payments.loading' })}</PaymentNotice>;
  const dark = document.documentElement.classList.contains('dark');
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: intent.secret,
        locale,
        appearance: { theme: dark ? 'night' : 'stripe' },
      }}
    >
      <StripeForm intent={intent} onPaid={onPaid} />
    </Elements>
  );
}
