import { PAGE_PATHS } from '@convene/contract';
import type { RequestContext } from '../../../context';
import { originOf } from '../../../lib/site-origin';
import type { EventRow } from '../events/sql';
import type { CalendarEvent } from './ics';

/*
 * An event and a session as calendar entries, the same in the confirmation's file, the
 * agenda and the feeds (decision 0065): one UID per event or session, so a subscribed
 * calendar and a downloaded file name the same thing, and a SEQUENCE derived from the
 * row's update time, so each update supersedes the last.
 */

type EntryContext = Pick<RequestContext, 'config' | 'origin' | 'organization'>;

/** Seconds between the row's creation and its last update: grows with every update. */
export function sequenceOf(row: { createdAt: Date; updatedAt: Date }): number {
  return Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000));
}

/** The PRODID of the organization's calendars. */
export function calendarProductId(ctx: Pick<RequestContext, 'organization'>): string {
  return `-//${ctx.organization.config.NAME}//Convene//EN`;
}

/** The venue and its address in one line ('' when none); mails say it too. */
export function whereOf(
  event: Pick<EventRow, 'venue' | 'address1' | 'city' | 'state' | 'country'>,
): string {
  return [event.venue, event.address1, event.city, event.state, event.country]
    .filter((part): part is string => !!part)
    .join(', ');
}

/** Where an event is held: its venue and address, else its meeting link. */
export function eventPlace(
  event: Pick<
    EventRow,
    'venue' | 'address1' | 'city' | 'state' | 'country' | 'eventType' | 'meetingUrl'
  >,
): string | null {
  return whereOf(event) || (event.eventType === 'physical' ? null : event.meetingUrl);
}

/** The absolute address of the event's page. */
export function eventPageUrl(ctx: EntryContext, slug: string): string {
  return `${originOf(ctx)}${PAGE_PATHS.event(slug)}`;
}

export type CalendarEventRow = Pick<
  EventRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'shortDescription'
  | 'status'
  | 'timezone'
  | 'eventStart'
  | 'eventEnd'
  | 'venue'
  | 'address1'
  | 'city'
  | 'state'
  | 'country'
  | 'eventType'
  | 'meetingUrl'
  | 'createdAt'
  | 'updatedAt'
>;

export function eventEntry(ctx: EntryContext, event: CalendarEventRow): CalendarEvent {
  return {
    uid: `event-${event.id}@${ctx.organization.slug}.convene`,
    start: event.eventStart,
    end: event.eventEnd,
    summary: event.name,
    description: event.shortDescription || null,
    location: eventPlace(event),
    url: eventPageUrl(ctx, event.slug),
    stamp: event.updatedAt,
    timezone: event.timezone,
    sequence: sequenceOf(event),
    cancelled: event.status === 'canceled',
  };
}

export interface CalendarSessionRow {
  id: string;
  name: string;
  description: string | null;
  startTime: Date;
  endTime: Date;
  location: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A session, in its event's zone, linking to its event's page. */
export function sessionEntry(
  ctx: EntryContext,
  session: CalendarSessionRow,
  event: CalendarEventRow,
): CalendarEvent {
  return {
    uid: `session-${session.id}@${ctx.organization.slug}.convene`,
    start: session.startTime,
    end: session.endTime,
    summary: `${session.name} — ${event.name}`,
    description: session.description || null,
    location: session.location ?? eventPlace(event),
    url: eventPageUrl(ctx, event.slug),
    stamp: session.updatedAt > event.updatedAt ? session.updatedAt : event.updatedAt,
    timezone: event.timezone,
    // The event's changes (a cancel, a new place) move its sessions too.
    sequence: sequenceOf(session) + sequenceOf(event),
    cancelled: event.status === 'canceled',
  };
}
