/*
 * Session times in the form: `datetime-local` inputs hold the wall time of the event's own
 * time zone (whatever zone the host's browser is in); the API takes instants (ISO-8601, UTC).
 */
import { zoneOf } from '../../lib/event-when';
import { instantToZoned, zonedToInstant } from '../../lib/zoned-input';

type Zoned = { timezone: string | null };

/** An instant as a `datetime-local` value in the event's time zone (empty when unset). */
export function toEventInput(iso: string | null | undefined, event: Zoned): string {
  return iso ? instantToZoned(iso, zoneOf(event)) : '';
}

/** A `datetime-local` value in the event's time zone as an instant, or null when not a time. */
export function fromEventInput(value: string, event: Zoned): string | null {
  return zonedToInstant(value, zoneOf(event)) || null;
}

const HOUR = 60 * 60 * 1000;

/** A new session's suggested times: the event's first hour (all of it when shorter). */
export function firstHour(event: { eventStart: string; eventEnd: string }): {
  start: string;
  end: string;
} {
  const start = Date.parse(event.eventStart);
  const end = Math.min(start + HOUR, Date.parse(event.eventEnd));
  return { start: event.eventStart, end: new Date(end).toISOString() };
}
