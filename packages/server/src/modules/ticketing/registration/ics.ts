import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { wallClockParts } from '@convene/contract';

/*
 * The one iCalendar writer (RFC 5545) of the server: the calendar file attached to the
 * registration confirmation, an attendee's agenda, and the calendar feeds (a member's and
 * an organization's). Text escaped, lines folded at 75 octets with CRLF endings; an event
 * in a time zone is written in its wall time with TZID and the zone's VTIMEZONE, an event
 * in UTC (or an unknown zone) in UTC (decision 0065).
 */

export interface CalendarEvent {
  /** Stable across feeds and files: the same event keeps its UID. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  /** Plain text. */
  description?: string | null;
  location?: string | null;
  /** The event's page (absolute). */
  url?: string | null;
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
  /** The IANA zone the event is held in; UTC when absent. */
  timezone?: string | null;
  /** Increases with each update, so subscribed calendars replace the entry. */
  sequence?: number;
  /** STATUS:CANCELLED, so subscribed calendars strike it. */
  cancelled?: boolean;
}

export interface CalendarHeader {
  productId: string;
  /** X-WR-CALNAME: the name a calendar app gives the subscription. */
  name?: string | null;
}

/** `20260314T093000Z`. */
export function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `20260314T103000`: the wall time of `date` in `timezone` (a local DATE-TIME). */
export function icsLocalTime(date: Date, timezone: string): string {
  const p = wallClockParts(timezone, date);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/** TEXT escaping: backslash, semicolon, comma and newlines. */
export function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into lines of at most 75 octets, never splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation line starts with a space.
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const timezones = new Map<string, string[] | null>();

/** The VTIMEZONE lines of an IANA zone, or null for UTC and zones the table lacks. */
function vtimezone(timezone: string): string[] | null {
  if (/^(Etc\/)?(UTC|GMT|Zulu|UCT)$/i.test(timezone)) return null;
  if (!timezones.has(timezone)) {
    const component = getVtimezoneComponent(timezone);
    const lines = component?.split(/\r?\n/).filter(Boolean) ?? null;
    // The table's TZID must be the zone asked for, or DTSTART's TZID would name nothing.
    timezones.set(timezone, lines?.includes(`TZID:${timezone}`) ? lines : null);
  }
  return timezones.get(timezone) ?? null;
}

function when(name: 'DTSTART' | 'DTEND', date: Date, zone: string | null): string {
  return zone ? `${name};TZID=${zone}:${icsLocalTime(date, zone)}` : `${name}:${icsTime(date)}`;
}

function eventLines(event: CalendarEvent, zone: string | null): string[] {
  const optional = (name: string, value: string | null | undefined) =>
    value ? [`${name}:${icsText(value)}`] : [];
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    when('DTSTART', event.start, zone),
    when('DTEND', event.end, zone),
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence ?? 0))}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...optional('DESCRIPTION', event.description),
    ...optional('LOCATION', event.location),
    // A URI value is not TEXT: written as is, with only line breaks taken out.
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    'END:VEVENT',
  ];
}

/** A calendar of any number of events, with one VTIMEZONE per zone they use. */
export function calendarText(events: readonly CalendarEvent[], header: CalendarHeader): string {
  const zones = new Map<string, string[]>();
  const zoneOf = (event: CalendarEvent): string | null => {
    const lines = event.timezone ? vtimezone(event.timezone) : null;
    if (!lines || !event.timezone) return null;
    zones.set(event.timezone, lines);
    return event.timezone;
  };
  const vevents = events.flatMap((event) => eventLines(event, zoneOf(event)));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${icsText(header.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(header.name ? [`X-WR-CALNAME:${icsText(header.name)}`] : []),
    ...[...zones.values()].flat(),
    ...vevents,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A calendar file of one event. */
export function calendarFile(event: CalendarEvent, productId: string): string {
  return calendarText([event], { productId });
}
