import type { BaseSession, Image, Session } from '@convene/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventPasses,
  eventSessionAccesses,
  eventSessionLocations,
  eventSessionPassTypes,
  eventSessions,
  eventSessionSections,
} from '../../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type ListWindow,
  type Ordering,
} from '../../../lib/keyset';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import { sessionJson } from '../events/index';

/*
 * Sessions as an attendee sees them: the session with its location, seats left, and the
 * caller's passes that open it or are registered for it — one statement per list.
 */

export type { EventSessionRow as SessionRow } from '../events/sql';

/** A pass that counts: registered (ready, or missing answers), not a draft or canceled. */
export const HELD_PASS = sql`('ready', 'needsInfo')`;

/** Pass `passId` (a column or value) is of a pass type that opens session `sessionId`. */
export function opensSession(sessionId: SQL | string, passTypeId: SQL): SQL {
  return sql`(not exists (select 1 from ${eventSessionPassTypes} spt where spt.session_id = ${sessionId})
    or exists (select 1 from ${eventSessionPassTypes} spt where spt.session_id = ${sessionId}
      and spt.pass_type_id = ${passTypeId}))`;
}

/** Takes `count` seats of a session (negative: gives them back); false when it is full. */
export async function takeSeats(
  db: Executor,
  scope: Scope,
  sessionId: string,
  count: number,
): Promise<boolean> {
  const rows = await db
    .update(eventSessions)
    .set({ sold: sql`${eventSessions.sold} + ${count}` })
    .where(
      and(
        inOrganization(eventSessions, scope),
        eq(eventSessions.id, sessionId),
        sql`(${eventSessions.supply} is null or ${eventSessions.sold} + ${eventSessions.reserved} + ${count} <= ${eventSessions.supply})`,
      ),
    )
    .returning({ id: eventSessions.id });
  return rows.length > 0;
}

const s = eventSessions;
const location = eventSessionLocations;

/** The caller's held passes that open the session in the row (`s`). */
function passIdsSql(accountId: string): SQL<string[]> {
  return sql<string[]>`array(select p.id::text from ${eventPasses} p
    where p.event_id = ${s.eventId} and p.attendee_account_id = ${accountId}
      and p.status in ${HELD_PASS} and ${opensSession(sql`${s.id}`, sql`p.pass_type_id`)}
    order by p.alternate_id)`;
}

/** The caller's passes that hold a seat of the session in the row. */
function registeredPassIdsSql(accountId: string): SQL<string[]> {
  return sql<string[]>`array(select a.pass_id::text from ${eventSessionAccesses} a
    join ${eventPasses} p on p.id = a.pass_id
    where a.session_id = ${s.id} and p.attendee_account_id = ${accountId}
      and a.status in ${HELD_PASS}
    order by p.alternate_id)`;
}

const baseSessionColumns = {
  id: s.id,
  slug: s.slug,
  name: s.name,
  description: s.description,
  longDescription: s.longDescription,
  image: s.image,
  startTime: s.startTime,
  endTime: s.endTime,
  sortOrder: s.sortOrder,
  nonSession: s.nonSession,
  registrationEnabled: s.registrationEnabled,
  price: s.price,
  supply: s.supply,
  sold: s.sold,
  reserved: s.reserved,
  location: {
    id: location.id,
    name: location.name,
    description: location.description,
    address1: location.address1,
    address2: location.address2,
    zip: location.zip,
    city: location.city,
    state: location.state,
    country: location.country,
    image: location.image,
    googlePlaceId: location.googlePlaceId,
  },
};

/** What an SDK Session adds to the base session: its tracks and speakers. */
type SessionDetails = Pick<Session, 'tracks' | 'speakers' | 'sponsors' | 'streamInput'>;

const sessionColumns = (accountId: string) => ({
  ...baseSessionColumns,
  details: sql<SessionDetails>`${sessionJson()}`,
  sections: sql<number>`(select count(*)::int from ${eventSessionSections} sec where sec.session_id = ${s.id})`,
  passIds: passIdsSql(accountId),
  registeredPassIds: registeredPassIdsSql(accountId),
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

export type AttendeeSessionRow = Awaited<ReturnType<typeof selectAttendeeSessions>>[number];

/** The agenda's order: soonest first, then by id. */
export const AGENDA_ORDER: Ordering = [
  { column: s.startTime, type: 'timestamptz', direction: 'asc' },
  { column: s.id, type: 'uuid', direction: 'asc' },
];

/**
 * Sessions of an event with the caller's passes: `available` those taking registration
 * that a held pass opens, `agenda` those a pass holds a seat of (paged by `window`).
 */
export function selectAttendeeSessions(
  db: Executor,
  scope: Scope,
  filter: { eventId: string; accountId: string; of: 'available' | 'agenda' },
  window: ListWindow | null,
) {
  const conditions: (SQL | undefined)[] = [inOrganization(s, scope), eq(s.eventId, filter.eventId)];
  if (filter.of === 'available') {
    conditions.push(
      eq(s.registrationEnabled, true),
      eq(s.nonSession, false),
      sql`cardinality(${passIdsSql(filter.accountId)}) > 0`,
    );
  } else {
    conditions.push(sql`cardinality(${registeredPassIdsSql(filter.accountId)}) > 0`);
  }
  if (window?.after) conditions.push(afterPosition(AGENDA_ORDER, window.after));
  const query = db
    .select({ ...sessionColumns(filter.accountId), position: positionSql(AGENDA_ORDER) })
    .from(s)
    .leftJoin(location, eq(location.id, s.locationId))
    .where(and(...conditions))
    .orderBy(...orderBySql(AGENDA_ORDER));
  return window ? query.limit(window.limit).offset(window.offset) : query.limit(500);
}

type LocationRow = AttendeeSessionRow['location'];

/** SDK BaseSession of a session row (its location when it has one). */
export function toBaseSession(row: {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  image: Image | null;
  startTime: Date;
  endTime: Date;
  sortOrder: number | null;
  nonSession: boolean;
  registrationEnabled: boolean;
  price: number | null;
  location: LocationRow | null;
}): BaseSession {
  const place = row.location?.id ? row.location : null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    location: place
      ? {
          id: place.id!,
          name: place.name!,
          description: place.description,
          address1: place.address1,
          address2: place.address2,
          zip: place.zip,
          city: place.city,
          state: place.state,
          country: place.country,
          image: place.image ?? null,
          googlePlaceId: place.googlePlaceId,
        }
      : null,
    image: row.image ?? null,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    sortOrder: row.sortOrder,
    nonSession: row.nonSession,
    registrationEnabled: row.registrationEnabled,
    price: row.price,
  };
}

/** One session by id with its location, for the accesses that embed it. */
export async function sessionWithLocation(db: Executor, scope: Scope, sessionId: string) {
  const [row] = await db
    .select(baseSessionColumns)
    .from(s)
    .leftJoin(location, eq(location.id, s.locationId))
    .where(and(inOrganization(s, scope), eq(s.id, sessionId)));
  return row;
}
