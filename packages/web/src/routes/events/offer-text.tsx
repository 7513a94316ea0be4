import { useIntl } from 'react-intl';
import { formatMoney } from './format';

/** What an option offers (an add-on, a room): its name and description, and its price or sold out. */
export function OfferText({
  name,
  description,
  price,
  perNight,
  soldOut,
}: {
  name: string;
  description: string | null;
  price: number;
  perNight: boolean;
  soldOut: boolean;
}) {
  const intl = useIntl();
  return (
    <>
      <span className="flex-1">
        <span className="block font-medium">{name}</span>
        {description ? (
          <span className="block text-sm text-gray-600 dark:text-gray-400">{description}</span>
        ) : null}
      </span>
      <span className="text-sm font-semibold">
        {soldOut
          ? intl.formatMessage({ id: 'events.soldOut' })
          : intl.formatMessage(
              { id: perNight ? 'events.price.perNight' : 'events.price.each' },
              { price: formatMoney(intl, price) },
            )}
      </span>
    </>
  );
}
