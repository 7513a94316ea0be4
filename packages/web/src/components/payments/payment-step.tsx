import type { PaymentIntent } from '@convene/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../button';
import { AddressPicker } from './address-picker';
import type { BillingAddress } from './billing-address';
import { IntentPayment } from './intent-payment';
import { useIntl } from 'react-intl';

/**
 * Paying something after purchase (add-ons, a paid session, passes for others): the
 * billing address the intent is taxed by (only when the organization asks one), then the
 * intent paid through its provider's form (the same forms as the registration; the demo
 * pays through the test gateway). The caller holds the address (`useBillingAddress`) and
 * reads the intent for it, so each purchase keeps its own intent query.
 */
export function PaymentStep({
  billing,
  intent,
  onPaid,
  onCancel,
}: {
  billing: BillingAddress;
  intent: UseQueryResult<PaymentIntent>;
  onPaid: () => void;
  /** Leaves the step without paying. */
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-4" data-testid="payment-step">
      {billing.required ? (
        <AddressPicker value={billing.addressId ?? ''} onChange={billing.choose} />
      ) : null}
      {billing.addressId === '' ? null : <IntentPayment intent={intent} onPaid={onPaid} />}
      <Button variant="white" className="self-start" onClick={onCancel}>
        {intl.formatMessage({ id: 'payments.notNow' })}
      </Button>
    </div>
  );
}
