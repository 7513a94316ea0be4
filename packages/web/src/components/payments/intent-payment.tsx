import type { PaymentIntent } from '@convene/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CardPayment } from './card-payment';
import { PaymentError, PaymentNotice } from './pay-shared';

/**
 * Paying an intent: its error, a notice while it is being made, then its provider's card
 * form. The one ending of every payment — the registration's review, the pay step of
 * invoices and bookings, purchases after registration — each asking for its intent once
 * what it needs (a billing address, agreed terms) is there.
 */
export function IntentPayment({
  intent,
  onPaid,
  renderError,
}: {
  intent: { data?: PaymentIntent | undefined; error: Error | null };
  onPaid: () => void;
  /** How the intent's error reads (by default the server's message, as an alert). */
  renderError?: (error: Error) => ReactNode;
}) {
  const intl = useIntl();
  if (intent.error)
    return renderError ? (
      renderError(intent.error)
    ) : (
      <PaymentError message={intent.error.message} />
    );
  if (!intent.data)
    return <PaymentNotice>{intl.formatMessage({ id: 'payments.loading' })}</PaymentNotice>;
  return <CardPayment intent={intent.data} onPaid={onPaid} />;
}
