import { useEventPassTypes, useGroupTicketsIntent } from '@convene/client';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { useBillingAddress } from '../../components/payments/billing-address';
import { formatMoney } from '../../components/payments/money';
import { PaymentStep } from '../../components/payments/payment-step';
import { showSuccessToast } from '../../components/toasts';
import { useLocale } from '../../i18n/locale-context';

const FIELD_CLASS =
  'min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:outline-2 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100';

/**
 * Passes for others, once registered: a paid pass type that sells group tickets, how many,
 * then the payment; the bought passes are a code to share (each use is one pass), shown on
 * the event's group tickets page.
 */
export function BuyForOthers({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const typeId = useId();
  const quantityId = useId();
  const passTypes = useEventPassTypes(eventId);
  const offered = (passTypes.data?.passTypes ?? []).filter(
    (passType) => passType.enableCoupons && passType.price > 0 && passType.remaining !== 0,
  );
  const [ticketId, setTicketId] = useState('');
  const [quantity, setQuantity] = useState(2);
  const [paying, setPaying] = useState(false);
  const billing = useBillingAddress();
  const chosen = offered.find((passType) => passType.id === ticketId) ?? offered[0];
  const min = chosen?.minCouponQuantity ?? 1;
  const max = Math.min(chosen?.maxCouponQuantity ?? 100, chosen?.remaining ?? 100);
  const count = Math.min(Math.max(quantity, min), max);
  const intent = useGroupTicketsIntent(eventId, {
    ticketId: paying && chosen ? chosen.id : '',
    quantity: count,
    addressId: paying ? billing.addressId : '',
  });
  if (!chosen) return null;
  const paid = () => {
    showSuccessToast(intl.formatMessage({ id: 'events.forOthers.bought' }, { count }));
    void navigate(localize(`/tickets/${eventId}/group-tickets`));
  };
  return (
    <section aria-labelledby={`${typeId}-title`} className="mb-6">
      <Card className="flex flex-col gap-3 p-5 sm:p-6">
        <h2 id={`${typeId}-title`} className="text-xl font-semibold">
          {intl.formatMessage({ id: 'events.forOthers.title' })}
        </h2>
        <p className="text-gray-700 dark:text-gray-300">
          {intl.formatMessage({ id: 'events.forOthers.body' })}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <label htmlFor={typeId} className="flex flex-col gap-1 text-sm font-medium">
            {intl.formatMessage({ id: 'events.forOthers.passType' })}
            <select
              id={typeId}
              value={chosen.id}
              disabled={paying}
              onChange={(event) => setTicketId(event.target.value)}
              className={FIELD_CLASS}
            >
              {offered.map((passType) => (
                <option key={passType.id} value={passType.id}>
                  {`${passType.name} · ${formatMoney(intl, passType.price)}`}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={quantityId} className="flex flex-col gap-1 text-sm font-medium">
            {intl.formatMessage({ id: 'events.forOthers.quantity' })}
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              value={quantity}
              disabled={paying}
              onChange={(event) => setQuantity(Number(event.target.value) || min)}
              className={`${FIELD_CLASS} w-28`}
            />
          </label>
        </div>
        {paying ? (
          <PaymentStep
            billing={billing}
            intent={intent}
            onPaid={paid}
            onCancel={() => setPaying(false)}
          />
        ) : (
          <Button className="self-start" onClick={() => setPaying(true)}>
            {intl.formatMessage(
              { id: 'events.forOthers.buy' },
              { count, total: formatMoney(intl, chosen.price * count) },
            )}
          </Button>
        )}
      </Card>
    </section>
  );
}
