import { formatDateTimeRange } from '@convene/contract';

/** Events without a time zone are shown in UTC, the same on the server and in the browser. */
export function zoneOf(event: { timezone: string | null }): string {
  return event.timezone ?? 'UTC';
}

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** "Tue, Jan 5, 2027, 6:00 – 8:00 PM GMT+1", in the event's own time zone. */
export function formatEventWhen(
  locale: string,
  event: { eventStart: string; eventEnd: string; timezone: string | null },
): string {
  return formatDateTimeRange(locale, new Date(event.eventStart), new Date(event.eventEnd), {
    ...WHEN,
    timeZone: zoneOf(event),
    timeZoneName: 'short',
  });
}

/** A session's hours ("10:00 – 11:30"), in the event's time zone. */
export function formatHours(locale: string, start: string, end: string, timeZone: string): string {
  return formatDateTimeRange(locale, new Date(start), new Date(end), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}
