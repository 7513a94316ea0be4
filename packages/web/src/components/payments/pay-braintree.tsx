import type { Dropin } from 'braintree-web-drop-in';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  PaymentError,
  PaymentNotice,
  PayButton,
  regionalLocale,
  usePaymentCapture,
  type PaymentFormProps,
} from './pay-shared';

/**
 * Pays a Braintree intent with the Drop-in UI: the intent's `secret` is the client token the
 * server generated; the Drop-in tokenizes the card (or PayPal account) and collects device
 * data for fraud checks, and our capture makes the sale with both.
 */
export default function BraintreePayment({ intent, onPaid }: PaymentFormProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const [dropin, setDropin] = useState<Dropin | null | 'failed'>(null);
  const { capture, fail, error, pending } = usePaymentCapture({ intent, onPaid });
  const [requesting, setRequesting] = useState(false);
  const locale = regionalLocale(intl.locale);

  useEffect(() => {
    if (!container.current) return;
    let current = true;
    let instance: Dropin | undefined;
    const element = container.current;
    // Imported here, not at the top: the server's bundle (which inlines this chunk) then
    // never loads the Drop-in, which is browser-only and large.
    import('braintree-web-drop-in')
      .then(({ create }) =>
        create({ authorization: intent.secret, container: element, locale, dataCollector: true }),
      )
      .then(
        (created) => {
          instance = created;
          if (current) setDropin(created);
          else void created.teardown();
        },
        () => current && setDropin('failed'),
      );
    return () => {
      current = false;
      void instance?.teardown().catch(() => undefined);
    };
  }, [intent.secret, locale]);

  const pay = async () => {
    if (!dropin || dropin === 'failed') return;
    setRequesting(true);
    let payload: Awaited<ReturnType<Dropin['requestPaymentMethod']>>;
    try {
      payload = await dropin.requestPaymentMethod();
    } catch {
      // The Drop-in marks the fields it refused; this says why nothing happened.
      fail(intl.formatMessage({ id: 'payments.card.invalid' }));
      return;
    } finally {
      setRequesting(false);
    }
    const paid = await capture({
      nonce: payload.nonce,
      ...(payload.deviceData ? { deviceData: payload.deviceData } : {}),
    });
    // A declined nonce cannot be used again: the buyer chooses or enters another.
    if (!paid) dropin.clearSelectedPaymentMethod();
  };

  if (dropin === 'failed')
    return <PaymentError message={intl.formatMessage({ id: 'payments.loadFailed' })} />;
  return (
    <div className="flex flex-col gap-3" data-testid="braintree-payment">
      <div ref={container} />
      {dropin ? null : (
        <PaymentNotice>{intl.formatMessage({ id: 'payments.loading' })}</PaymentNotice>
      )}
      <PaymentError message={error} />
      <PayButton
        intent={intent}
        disabled={!dropin}
        loading={requesting || pending}
        onClick={() => void pay()}
      />
    </div>
  );
}
