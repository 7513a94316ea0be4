import type { EventPrices, EventSummary, EventType } from '@convene/contract';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Card } from '../../components/card';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { dateBadge, formatEventWhen, formatMoney, shortPlace } from './format';

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';

export function Badge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'brand' | 'accent';
}) {
  const colours = {
    neutral: 'bg-gray-100 text-gray-700 dark:bg-white/10 dark:text-gray-200',
    brand: 'bg-primary/15 font-semibold text-gray-900 dark:text-white',
    accent: 'bg-secondary text-on-secondary',
  }[tone];
  return <span className={`${BADGE} ${colours}`}>{children}</span>;
}

export function EventTypeBadge({ type }: { type: EventType }) {
  const intl = useIntl();
  return <Badge>{intl.formatMessage({ id: `events.type.${type}` })}</Badge>;
}

/** The event's start and end in its own time zone, as a <time> (ICU output differs slightly by engine). */
export function EventWhen({
  event,
  className = '',
}: {
  event: Pick<EventSummary, 'eventStart' | 'eventEnd' | 'timezone'>;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <time dateTime={event.eventStart} className={className} suppressHydrationWarning>
      {formatEventWhen(intl.locale, event)}
    </time>
  );
}

/**
 * What a place costs before Register: "Sold out", "Waitlist open", "Free", "$25.00",
 * "From $19.00" (the lowest price on sale) or "Free – $15.00" (free and paid passes), in the
 * page's locale; null when the event sells nothing.
 */
export function eventPriceText(intl: IntlShape, prices: EventPrices): string | null {
  const { availability, minPrice, maxPrice, free } = prices;
  if (availability === 'none' || minPrice === null) return null;
  if (availability === 'soldOut') return intl.formatMessage({ id: 'events.soldOut' });
  if (availability === 'waitlist') return intl.formatMessage({ id: 'events.price.waitlist' });
  if (free) return intl.formatMessage({ id: 'events.price.free' });
  if (minPrice === 0 && maxPrice !== null) {
    return intl.formatMessage(
      { id: 'events.price.freeTo' },
      { price: formatMoney(intl, maxPrice) },
    );
  }
  const price = formatMoney(intl, minPrice);
  return minPrice === maxPrice ? price : intl.formatMessage({ id: 'events.price.from' }, { price });
}

/** An event in a list: date badge, image, name, when and where, its kind and flags. */
export function EventCard({
  event,
  registered = false,
}: {
  event: EventSummary;
  registered?: boolean;
}) {
  const intl = useIntl();
  const badge = dateBadge(intl.locale, event);
  const price = eventPriceText(intl, event.prices);
  // Online events say so with their badge; the others name their town.
  const place = event.eventType === 'virtual' ? null : shortPlace(event);
  return (
    <Link
      to={`/events/${event.slug}`}
      className="block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      data-testid="event-card"
    >
      <Card className="flex h-full gap-4 p-3 transition hover:shadow-md sm:p-4">
        <div className="relative shrink-0">
          <Image
            src={event.image?.uri}
            alt=""
            className="h-24 w-24 rounded-xl object-cover sm:h-28 sm:w-28"
          />
          <span
            aria-hidden="true"
            className="absolute top-1.5 left-1.5 flex w-11 flex-col items-center rounded-lg bg-white/95 py-0.5 leading-tight text-gray-900 shadow-sm dark:bg-night/90 dark:text-white"
            suppressHydrationWarning
          >
            <span className="text-[0.65rem] font-semibold uppercase">{badge.month}</span>
            <span className="text-lg font-bold">{badge.day}</span>
          </span>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h2 className="line-clamp-2 text-base font-semibold sm:text-lg">{event.name}</h2>
          <EventWhen event={event} className="text-sm text-gray-700 dark:text-gray-300" />
          {place ? (
            <p className="truncate text-sm text-gray-600 dark:text-gray-400">{place}</p>
          ) : null}
          <div className="mt-auto flex flex-wrap items-center gap-1.5 pt-1">
            {price ? (
              <Badge tone="brand">
                <span data-testid="event-price">{price}</span>
              </Badge>
            ) : null}
            <EventTypeBadge type={event.eventType} />
            {event.featured ? (
              <Badge tone="accent">{intl.formatMessage({ id: 'events.featured' })}</Badge>
            ) : null}
            {event.groupOnly ? (
              <Badge>{intl.formatMessage({ id: 'events.groupOnly' })}</Badge>
            ) : null}
            {registered ? (
              <Badge tone="brand">{intl.formatMessage({ id: 'events.registered' })}</Badge>
            ) : null}
          </div>
        </div>
      </Card>
    </Link>
  );
}
