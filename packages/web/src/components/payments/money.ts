import { CURRENCY } from '@convene/contract';
import type { IntlShape } from 'react-intl';

/** Integer cents as money in the page's locale ("$25.00", "25,00 $US"). */
export function formatMoney(intl: IntlShape, cents: number, currency: string = CURRENCY): string {
  return intl.formatNumber(cents / 100, { style: 'currency', currency });
}
