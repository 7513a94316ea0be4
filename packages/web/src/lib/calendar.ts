/** What a calendar entry needs: the event's times (ISO instants), name, place and page. */
export interface CalendarEvent {
  id: string;
  name: string;
  eventStart: string;
  eventEnd: string;
  place: string;
  stamp: string;
  /** A line or two about it, and where to read more (the event's page). */
  description?: string | undefined;
  url?: string | undefined;
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
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(lines.join('\r\n') + '\r\n')}`;
}

/** The description a web calendar shows: the text and the event's page under it. */
function details(event: CalendarEvent): string {
  return [event.description, event.url].filter(Boolean).join('\n\n');
}

/** Google Calendar's "add event" page, filled in (times in UTC). */
export function googleCalendarHref(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${icsTime(event.eventStart)}/${icsTime(event.eventEnd)}`,
    details: details(event),
    location: event.place,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web's compose page, filled in (ISO times). */
export function outlookCalendarHref(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.name,
    startdt: new Date(event.eventStart).toISOString(),
    enddt: new Date(event.eventEnd).toISOString(),
    body: details(event),
    location: event.place,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
