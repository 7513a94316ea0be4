import type { BaseBookingSpace } from '@convene/contract';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../components/payments/money';

/** A space's price per slot, slot length and how many take one slot. */
export function SpaceFacts({ space }: { space: BaseBookingSpace }) {
  const intl = useIntl();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
      <li className="font-semibold text-gray-900 dark:text-white">
        {space.price > 0
          ? formatMoney(intl, space.price)
          : intl.formatMessage({ id: 'bookings.space.free' })}
      </li>
      <li>
        {intl.formatMessage({ id: 'bookings.space.duration' }, { minutes: space.slotDuration })}
      </li>
      <li>{intl.formatMessage({ id: 'bookings.space.supply' }, { count: space.supply })}</li>
    </ul>
  );
}
