import type { CartTotals, PaymentIntent, Registration } from '@convene/contract';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';
import { passOrdinal } from './cart-body';
import { formatMoney } from './format';
import { PassExtras } from './pass-details';

const PARTS: { part: keyof Omit<CartTotals, 'discount' | 'subTotal'>; label: MessageId }[] = [
  { part: 'passes', label: 'events.totals.passes' },
  { part: 'packages', label: 'events.totals.packages' },
  { part: 'addOns', label: 'events.totals.addOns' },
  { part: 'reservations', label: 'events.totals.reservations' },
  { part: 'questions', label: 'events.totals.questions' },
];

function Line({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: string;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'text-lg font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{amount}</dd>
    </div>
  );
}

/** What the cart holds, pass by pass, and what it costs; with the intent, tax and the total. */
export function CartSummary({
  registration,
  intent,
}: {
  registration: Registration;
  intent?: PaymentIntent;
}) {
  const intl = useIntl();
  const money = (cents: number) => formatMoney(intl, cents);
  const totals = registration.totals;
  return (
    <div className="flex flex-col gap-3" data-testid="cart-summary">
      <ul className="flex flex-col gap-2">
        {registration.passes.map((pass) => (
          <li key={pass.id} className="text-sm">
            <span className="font-medium">
              {intl.formatMessage(
                { id: 'events.pass.heading' },
                { number: String(passOrdinal(registration, pass)), name: pass.ticket.name },
              )}
            </span>
            <PassExtras pass={pass} />
          </li>
        ))}
      </ul>
      <dl className="border-t border-gray-200 pt-2 dark:border-white/10">
        {PARTS.filter(({ part }) => totals[part] !== 0).map(({ part, label }) => (
          <Line key={part} label={intl.formatMessage({ id: label })} amount={money(totals[part])} />
        ))}
        {totals.discount !== 0 ? (
          <Line
            label={intl.formatMessage(
              { id: 'events.totals.discount' },
              { code: registration.coupon?.code ?? '' },
            )}
            amount={`−${money(Math.abs(totals.discount))}`}
          />
        ) : null}
        <Line
          label={intl.formatMessage({ id: 'events.totals.subTotal' })}
          amount={money(totals.subTotal)}
        />
        {intent ? (
          <>
            <Line
              label={intl.formatMessage({ id: 'events.totals.tax' })}
              amount={money(intent.salesTax)}
            />
            <Line
              label={intl.formatMessage({ id: 'events.total' })}
              amount={money(intent.amount)}
              strong
            />
          </>
        ) : null}
      </dl>
    </div>
  );
}
