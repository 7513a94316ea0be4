import { dateTimeFormat } from './date-time-format';

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
  const format = dateTimeFormat(locale, {
    ...WHEN,
    timeZone: zoneOf(event),
    timeZoneName: 'short',
  });
  return format.formatRange(new Date(event.eventStart), new Date(event.eventEnd));
}
