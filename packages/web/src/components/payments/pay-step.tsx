import type { BillingAddressChoice } from '@convene/client';
import type { PaymentIntent } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { AddressPicker } from './address-picker';
import { useBillingAddress } from './billing-address';
import { IntentPayment } from './intent-payment';
import { formatMoney } from './money';

export interface PayStepProps {
  title: string;
  /** The button that takes the chosen address on to the card (when an address is asked). */
  continueLabel: string;
  /** The line naming the sales tax the intent adds, given the formatted amount. */
  withTax: (tax: string) => string;
  /** What is paid: the id `useIntent` takes. */
  payableId: string;
  /** The query hook of the intent made for the chosen address (idle while it is ''). */
  useIntent: (
    payableId: string,
    addressId: BillingAddressChoice,
  ) => {
    data?: PaymentIntent;
    error: Error | null;
  };
  /** What follows a payment; by default the step starts over for another one. */
  onPaid?: () => void;
}

/**
 * Pay: the billing address (when the organization asks one), then the intent it makes, then
 * the card (invoices, bookings). Without an address to ask, the card form is there at once.
 */
export function PayStep({
  title,
  continueLabel,
  withTax,
  payableId,
  useIntent,
  onPaid,
}: PayStepProps) {
  const intl = useIntl();
  const billing = useBillingAddress();
  const [confirmed, setConfirmed] = useState(!billing.required);
  const intent = useIntent(payableId, confirmed ? billing.addressId : '');
  return (
    <>
      <h2 className="text-lg font-semibold">{title}</h2>
      {billing.required ? (
        <AddressPicker
          value={billing.addressId ?? ''}
          onChange={(id) => {
            billing.choose(id);
            setConfirmed(false);
          }}
        />
      ) : null}
      {!confirmed ? (
        <Button
          variant="primary"
          disabled={billing.addressId === ''}
          onClick={() => setConfirmed(true)}
          className="self-start"
        >
          {continueLabel}
        </Button>
      ) : (
        <>
          {intent.data && intent.data.salesTax > 0 ? (
            <p>{withTax(formatMoney(intl, intent.data.salesTax, intent.data.currency))}</p>
          ) : null}
          <IntentPayment intent={intent} onPaid={onPaid ?? (() => setConfirmed(false))} />
        </>
      )}
    </>
  );
}
