/** What an .ics event needs: the event's times (ISO instants), name and place. */
export interface CalendarEvent {
  id: string;
  name: string;
  eventStart: string;
  eventEnd: string;
  place: string;
  stamp: string;
}

/** An ISO instant as iCalendar UTC time: 20270105T180000Z. */
function icsTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
function icsText(text: string): string {
  return text.replace(/[\\;,]/g, (match) => `\\${match}`).replace(/\r?\n/g, '\\n');
}

/** A one-event calendar file (RFC 5545, CRLF lines) as a data: URL for a download link. */
export function icsHref(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Convene//Tickets//EN',
    'BEGIN:VEVENT',
    `UID:${event.id}@convene`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.eventStart)}`,
    `DTEND:${icsTime(event.eventEnd)}`,
    `SUMMARY:${icsText(event.name)}`,
    ...(event.place ? [`LOCATION:${icsText(event.place)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(lines.join('\r\n') + '\r\n')}`;
}
