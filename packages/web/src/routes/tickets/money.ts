import { CURRENCY } from '@convene/contract';
import type { IntlShape } from 'react-intl';

/** Integer cents as money in the page's locale (areas do not import each other's helpers). */
export function formatMoney(intl: IntlShape, cents: number): string {
  return intl.formatNumber(cents / 100, { style: 'currency', currency: CURRENCY });
}
