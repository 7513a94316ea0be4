import { LISTING_MESSAGES, type EventListing } from '@convene/contract';
import type { RequestContext } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { findEventDetail, toEvent, viewerOf } from '../events/index';
import type { HostRole } from './access';
import { eventInterestIds } from './interests';

/*
 * What every listing service shares: the host's view of the event, stored images, slugs
 * and the time rules (decision 0021).
 */

/** The listing as its host or a co-host reads it: the event page, drafts and meeting URL included. */
export async function loadListing(
  ctx: RequestContext,
  eventId: string,
  role: HostRole,
): Promise<EventListing> {
  const row = await findEventDetail(ctx.db, viewerOf(ctx), eventId);
  if (!row) throw new AppError('NOT_FOUND', 'Event not found');
  const interestIds = await eventInterestIds(ctx.db, ctx.scope, row.event.id);
  return Object.assign(toEvent(row), {
    meetingUrl: row.event.meetingUrl,
    visible: row.event.visibility === 'public',
    // Convene has no per-event activity notifications to its creator: kept off (SDK fields).
    newActivityCreatorEmailNotification: false,
    newActivityCreatorPushNotification: false,
    role,
    interestIds,
  });
}

export function validation(message: string, field: string): AppError {
  return new AppError('VALIDATION', message, { field });
}

/** The event ends after it starts (400 on `event.eventEnd`). */
export function checkEventTimes(start: Date, end: Date): void {
  if (end.getTime() <= start.getTime()) {
    throw validation(LISTING_MESSAGES.timesOrder, 'event.eventEnd');
  }
}

/** A session ends after it starts, within the event's times. */
export function checkSessionTimes(
  event: { eventStart: Date; eventEnd: Date },
  start: Date,
  end: Date,
  field: string,
): void {
  if (end.getTime() <= start.getTime()) {
    throw validation(LISTING_MESSAGES.sessionTimesOrder, `${field}.endTime`);
  }
  if (start < event.eventStart || end > event.eventEnd) {
    throw validation(LISTING_MESSAGES.sessionOutsideEvent, `${field}.startTime`);
  }
}

/** Moved event times still hold every session (400 on the bound that would cut one off). */
export function checkEventAroundSessions(
  event: { eventStart: Date; eventEnd: Date },
  sessions: { start: Date; end: Date } | null,
): void {
  if (!sessions) return;
  if (sessions.start < event.eventStart) {
    throw validation(LISTING_MESSAGES.eventAroundSessions, 'event.eventStart');
  }
  if (sessions.end > event.eventEnd) {
    throw validation(LISTING_MESSAGES.eventAroundSessions, 'event.eventEnd');
  }
}

/** A nullable optional text: undefined stays undefined (unchanged), blank becomes null. */
export function nullable(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value;
}

/** Drops the keys whose value is undefined (a partial update sets only what was sent). */
export function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
