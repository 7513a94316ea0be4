import type { AttendeeSession, CalendarFile, KeysetListQuery } from '@convene/contract';
import { requireAccount, type RequestContext } from '../../../context';
import { listWindow, pageOf, type Paged } from '../../../lib/keyset';
import { requireEventViewer } from '../events/index';
import { eventRowById } from '../events/sql';
import { calendarProductId, calendarText, sessionEntry } from '../registration/index';
import {
  AGENDA_ORDER,
  selectAttendeeSessions,
  toBaseSession,
  type AttendeeSessionRow,
} from './sessions.repository';

/*
 * The sessions an attendee can register for, and their own agenda (the sessions their
 * passes hold a seat of), as a list and as a calendar file.
 */

function toAttendeeSession(row: AttendeeSessionRow): AttendeeSession {
  return {
    ...toBaseSession(row),
    longDescription: row.longDescription,
    tracks: row.details.tracks,
    speakers: row.details.speakers,
    sponsors: row.details.sponsors,
    streamInput: row.details.streamInput,
    _count: { sections: row.sections },
    supply: row.supply,
    remaining: row.supply === null ? null : Math.max(0, row.supply - row.sold - row.reserved),
    passIds: row.passIds,
    registeredPassIds: row.registeredPassIds,
  };
}

async function attendeeOf(ctx: RequestContext, eventId: string) {
  const account = requireAccount(ctx);
  const event = await requireEventViewer(ctx, eventId);
  return { scope: ctx.scope, eventId: event.id, accountId: account.id };
}

/** `GET /self/events/{id}/attendee/available/sessions`. */
export async function availableSessions(
  ctx: RequestContext,
  eventId: string,
): Promise<AttendeeSession[]> {
  const { scope, ...filter } = await attendeeOf(ctx, eventId);
  const rows = await selectAttendeeSessions(ctx.db, scope, { ...filter, of: 'available' }, null);
  return rows.map(toAttendeeSession);
}

/** `GET /self/events/{id}/sessions`: my agenda, soonest first, by keyset. */
export async function agenda(
  ctx: RequestContext,
  eventId: string,
  query: KeysetListQuery,
): Promise<Paged<AttendeeSession>> {
  const { scope, ...filter } = await attendeeOf(ctx, eventId);
  const window = listWindow(query, AGENDA_ORDER);
  const rows = await selectAttendeeSessions(ctx.db, scope, { ...filter, of: 'agenda' }, window);
  return pageOf(rows, window, toAttendeeSession);
}

/** `GET /self/events/{id}/sessions/calendar`: my agenda as an .ics file. */
export async function agendaCalendar(ctx: RequestContext, eventId: string): Promise<CalendarFile> {
  const { scope, ...filter } = await attendeeOf(ctx, eventId);
  const [event, rows] = await Promise.all([
    eventRowById(ctx.db, scope, filter.eventId),
    selectAttendeeSessions(ctx.db, scope, { ...filter, of: 'agenda' }, null),
  ]);
  const entries = event
    ? rows.map((row) =>
        sessionEntry(ctx, { ...row, location: row.location?.name ?? event.venue ?? null }, event),
      )
    : [];
  const text = calendarText(entries, {
    productId: calendarProductId(ctx),
    name: event?.name ?? null,
  });
  return {
    name: `${event?.slug ?? 'agenda'}-agenda.ics`,
    contentType: 'text/calendar',
    dataUri: `data:text/calendar;charset=utf-8;base64,${Buffer.from(text, 'utf8').toString('base64')}`,
  };
}
