import { foldLine, icsText, icsTime } from '../registration/index';

/*
 * An agenda as one calendar (RFC 5545) with an event per session, built from the
 * registration module's line pieces (times in UTC, text escaped, lines folded, CRLF).
 */

export interface AgendaEntry {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string | null;
  location: string | null;
}

export function agendaCalendarText(
  entries: readonly AgendaEntry[],
  calendar: { name: string; stamp: Date; productId: string },
): string {
  const optional = (name: string, value: string | null) =>
    value ? [`${name}:${icsText(value)}`] : [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${icsText(calendar.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...optional('X-WR-CALNAME', calendar.name),
    ...entries.flatMap((entry) => [
      'BEGIN:VEVENT',
      `UID:${icsText(entry.uid)}`,
      `DTSTAMP:${icsTime(calendar.stamp)}`,
      `DTSTART:${icsTime(entry.start)}`,
      `DTEND:${icsTime(entry.end)}`,
      `SUMMARY:${icsText(entry.summary)}`,
      ...optional('DESCRIPTION', entry.description),
      ...optional('LOCATION', entry.location),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
