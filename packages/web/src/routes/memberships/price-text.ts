import type { SubscriptionProductPrice } from '@convene/contract';
import type { IntlShape } from 'react-intl';
import { formatMoney } from '../../components/payments/money';

/** "$8.00 a month" in the page's language. */
export function priceText(intl: IntlShape, price: SubscriptionProductPrice): string {
  return intl.formatMessage(
    { id: `memberships.interval.${price.interval}` },
    { amount: formatMoney(intl, price.amount, price.currency) },
  );
}
