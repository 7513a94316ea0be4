import type { Payment, RegistrationPass } from '@convene/contract';
import { useIntl } from 'react-intl';
import { formatMoney } from './format';

/** What a pass comes with: its add-ons and its room, one line each. */
export function PassExtras({ pass }: { pass: RegistrationPass }) {
  const intl = useIntl();
  return (
    <>
      {pass.passAddOns.length > 0 ? (
        <span className="block text-sm text-gray-700 dark:text-gray-300">
          {intl.formatMessage(
            { id: 'events.pass.addOns' },
            { names: pass.passAddOns.map((item) => item.addOn.name).join(', ') },
          )}
        </span>
      ) : null}
      {pass.reservation ? (
        <span className="block text-sm text-gray-700 dark:text-gray-300">
          {intl.formatMessage(
            { id: 'events.rooms.stay' },
            { name: pass.reservation.eventRoomType.name, count: pass.reservation.nights },
          )}
        </span>
      ) : null}
    </>
  );
}

/** Charges, one line each: "$25.00 paid on Jan 5, 2027 with the card ending 4242". */
export function PaymentList({ payments }: { payments: readonly Payment[] }) {
  const intl = useIntl();
  const charges = payments.filter((payment) => payment.type === 'charge');
  if (charges.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200">
      {charges.map((payment) => (
        <li key={payment.id}>
          {intl.formatMessage(
            { id: payment.last4 ? 'events.confirmation.paidCard' : 'events.confirmation.paid' },
            {
              amount: formatMoney(intl, payment.chargedAmt, payment.currency),
              last4: payment.last4 ?? '',
              date: intl.formatDate(payment.createdAt, { dateStyle: 'medium' }),
            },
          )}
        </li>
      ))}
    </ul>
  );
}
