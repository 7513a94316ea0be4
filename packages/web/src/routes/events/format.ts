import { dateTimeFormat } from '@convene/contract';
import type { IntlShape } from 'react-intl';
import { zoneOf } from '../../lib/event-when';
/** Money is formatted by the payment pieces both areas share. */
export { formatMoney } from '../../components/payments/money';
/** When an event happens is said the same way on its page and on a pass. */
export { formatEventWhen, formatHours, zoneOf } from '../../lib/event-when';

/** Month and day for a date badge ("JAN", "5"), in the event's time zone. */
export function dateBadge(locale: string, event: { eventStart: string; timezone: string | null }) {
  const date = new Date(event.eventStart);
  const timeZone = zoneOf(event);
  return {
    month: dateTimeFormat(locale, { month: 'short', timeZone }).format(date),
    day: dateTimeFormat(locale, { day: 'numeric', timeZone }).format(date),
  };
}

/** A day heading of the agenda ("Saturday, March 6"). */
export function formatDay(locale: string, date: string, timeZone: string): string {
  return dateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(new Date(date));
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD (for grouping). */
export function dayKey(date: string, timeZone: string): string {
  return dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(new Date(date));
}

/** A calendar date (YYYY-MM-DD, no time) in the page's locale. */
export function formatCalendarDate(intl: IntlShape, date: string): string {
  return intl.formatDate(`${date.slice(0, 10)}T12:00:00Z`, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
}

interface Place {
  venue?: string | null;
  location?: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

/** The lines of a place's address, empty parts left out. */
export function addressLines(place: Place): string[] {
  const town = [place.zip, place.city].filter(Boolean).join(' ');
  return [place.venue, place.address1, place.address2, town, place.state, place.country].filter(
    (line): line is string => Boolean(line?.trim()),
  );
}

/** A map search for the place (OpenStreetMap), or null when it has no address. */
export function mapUrl(place: Place): string | null {
  const street = [place.address1, place.zip, place.city, place.state, place.country].filter(
    Boolean,
  );
  const query = street.length > 0 ? street : [place.location ?? place.venue].filter(Boolean);
  if (query.length === 0) return null;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query.join(', '))}`;
}

/** The town line of a card ("Gothenburg"), else the venue. */
export function shortPlace(place: Place): string | null {
  return place.city ?? place.venue ?? place.location ?? null;
}
