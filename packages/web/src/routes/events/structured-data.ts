import { CURRENCY, type Event, type PassType } from '@convene/contract';
import { absoluteUrl } from '../../app/seo-head';
import { instantWithOffset } from '../../lib/zoned-input';

/*
 * An event page's schema.org Event (https://schema.org/Event), the JSON-LD search engines
 * show dates, place and prices from: times on the event's own clock with their offset, the
 * place with its postal address or the online location, an offer per pass type on sale
 * with its price and whether any is left, the organization that runs the site.
 */

const SCHEMA = 'https://schema.org/';

const ATTENDANCE_MODES: Record<Event['eventType'], string> = {
  physical: `${SCHEMA}OfflineEventAttendanceMode`,
  virtual: `${SCHEMA}OnlineEventAttendanceMode`,
  hybrid: `${SCHEMA}MixedEventAttendanceMode`,
};

/** The object without its null, undefined and empty-string values. */
function present(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  );
}

function place(event: Event) {
  const street = [event.address1, event.address2].filter(Boolean).join(', ');
  const address = present({
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: event.city,
    addressRegion: event.state,
    postalCode: event.zip,
    addressCountry: event.country,
  });
  return present({
    '@type': 'Place',
    name: event.venue ?? event.location ?? event.city,
    address: Object.keys(address).length > 1 ? address : event.location,
  });
}

function locationOf(event: Event, pageUrl: string) {
  const online = { '@type': 'VirtualLocation', url: event.externalUrl ?? pageUrl };
  if (event.eventType === 'virtual') return online;
  if (event.eventType === 'hybrid') return [place(event), online];
  return place(event);
}

/** Whether the event takes no more registrations (its limit reached). */
const full = (event: Event) =>
  event.registrationLimit !== null && event.registrationCount >= event.registrationLimit;

function offersOf(event: Event, passTypes: readonly PassType[], pageUrl: string) {
  if (!event.registration) return undefined;
  const validFrom = instantWithOffset(event.registrationStart ?? event.createdAt, event.timezone);
  const offer = (name: string | undefined, cents: number, soldOut: boolean) =>
    present({
      '@type': 'Offer',
      name,
      price: (cents / 100).toFixed(2),
      priceCurrency: CURRENCY,
      availability: `${SCHEMA}${soldOut || full(event) ? 'SoldOut' : 'InStock'}`,
      url: pageUrl,
      validFrom,
    });
  // Registration without passes on sale is free.
  if (passTypes.length === 0) return [offer(undefined, 0, false)];
  return passTypes.map((type) => offer(type.name, type.price, type.remaining === 0));
}

export function eventStructuredData(options: {
  event: Event;
  /** The pass types on sale (`GET /events/{id}/passTypes`); empty when not read. */
  passTypes: readonly PassType[];
  /** The event page's canonical address. */
  pageUrl: string;
  origin: string;
  organizationName: string;
}): Record<string, unknown> {
  const { event, pageUrl, origin } = options;
  return present({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.shortDescription,
    url: pageUrl,
    startDate: instantWithOffset(event.eventStart, event.timezone),
    endDate: instantWithOffset(event.eventEnd, event.timezone),
    eventStatus: `${SCHEMA}${event.status === 'canceled' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: ATTENDANCE_MODES[event.eventType],
    location: locationOf(event, pageUrl),
    image: event.image ? [absoluteUrl(origin, event.image.uri)] : undefined,
    organizer: { '@type': 'Organization', name: options.organizationName, url: origin },
    offers: offersOf(event, options.passTypes, pageUrl),
  });
}
