import type { EventSummary } from '@convene/contract';
import type { CalendarEvent } from './calendar';

type CalendarSource = Pick<
  EventSummary,
  | 'id'
  | 'slug'
  | 'name'
  | 'shortDescription'
  | 'eventStart'
  | 'eventEnd'
  | 'eventType'
  | 'venue'
  | 'location'
  | 'address1'
  | 'city'
  | 'state'
  | 'country'
>;

/** Where: online, or the venue and its address in one line. */
export function placeOf(event: CalendarSource, online: string): string {
  if (event.eventType === 'virtual') return online;
  const parts = [event.venue, event.address1 ?? event.location, event.city, event.state];
  return [...parts, event.country].filter(Boolean).join(', ');
}

/**
 * The event as a calendar entry: its times, place, short description and its page on this
 * site (`pagePath`, already localized; the origin is known in the browser only, where these
 * signed-in pages show it).
 */
export function calendarEntryOf(
  event: CalendarSource,
  options: { online: string; stamp: string; pagePath: string },
): CalendarEvent {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return {
    id: event.id,
    name: event.name,
    eventStart: event.eventStart,
    eventEnd: event.eventEnd,
    place: placeOf(event, options.online),
    stamp: options.stamp,
    description: event.shortDescription,
    url: origin ? `${origin}${options.pagePath}` : undefined,
  };
}

/** A session as a calendar entry: its times and room, named with its event, linking to it. */
export function sessionCalendarEntryOf(
  session: {
    id: string;
    name: string;
    description: string | null;
    startTime: string;
    endTime: string;
    location: { name: string } | null;
  },
  event: CalendarSource,
  options: { online: string; pagePath: string },
): CalendarEvent {
  const entry = calendarEntryOf(event, { ...options, stamp: session.startTime });
  return {
    ...entry,
    id: session.id,
    name: `${session.name} — ${event.name}`,
    eventStart: session.startTime,
    eventEnd: session.endTime,
    place: session.location?.name ?? entry.place,
    description: session.description ?? undefined,
  };
}
