import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  calendarFeeds,
  eventPasses,
  eventSessionAccesses,
  eventSessionLocations,
  eventSessions,
  events,
} from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import type { CalendarEventRow, CalendarSessionRow } from '../registration/index';

/*
 * The calendar feeds' rows (decision 0065): a member's feed token (only its hash), and the
 * events and sessions a feed lists, each in one statement.
 */

/** The most entries a feed lists, soonest first. */
const FEED_ENTRIES = 500;

export type FeedRow = typeof calendarFeeds.$inferSelect;

export async function findFeedOf(
  db: Executor,
  scope: Scope,
  accountId: string,
): Promise<FeedRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(inOrganization(calendarFeeds, scope), eq(calendarFeeds.accountId, accountId)));
  return row;
}

/** The account of the feed whose token hashes to `tokenHash`, in this organization only. */
export async function findFeedByHash(
  db: Executor,
  scope: Scope,
  tokenHash: string,
): Promise<FeedRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(inOrganization(calendarFeeds, scope), eq(calendarFeeds.tokenHash, tokenHash)));
  return row;
}

/** Makes the account's feed, or replaces its token (the previous address stops working). */
export async function saveFeed(
  db: Executor,
  scope: Scope,
  accountId: string,
  feed: { tokenHash: string; createdAt: Date },
): Promise<FeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ organizationId: scope.organizationId, accountId, ...feed })
    .onConflictDoUpdate({
      target: [calendarFeeds.organizationId, calendarFeeds.accountId],
      set: feed,
    })
    .returning();
  return row!;
}

export async function deleteFeed(db: Executor, scope: Scope, accountId: string): Promise<void> {
  await db
    .delete(calendarFeeds)
    .where(and(inOrganization(calendarFeeds, scope), eq(calendarFeeds.accountId, accountId)));
}

const eventColumns = {
  id: events.id,
  slug: events.slug,
  name: events.name,
  shortDescription: events.shortDescription,
  status: events.status,
  timezone: events.timezone,
  eventStart: events.eventStart,
  eventEnd: events.eventEnd,
  venue: events.venue,
  address1: events.address1,
  city: events.city,
  state: events.state,
  country: events.country,
  eventType: events.eventType,
  meetingUrl: events.meetingUrl,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

/** Published events (a canceled one stays, so that subscribed calendars strike it). */
const PUBLISHED = inArray(events.status, ['ready', 'canceled']);

function listedEvents(db: Executor, scope: Scope, since: Date, condition: SQL) {
  return db
    .select(eventColumns)
    .from(events)
    .where(and(inOrganization(events, scope), PUBLISHED, gte(events.eventEnd, since), condition))
    .orderBy(asc(events.eventStart), asc(events.id))
    .limit(FEED_ENTRIES);
}

/** The organization's public events: not private, not for a group's members only. */
export function publicEvents(db: Executor, scope: Scope, since: Date): Promise<CalendarEventRow[]> {
  return listedEvents(
    db,
    scope,
    since,
    sql`${events.visibility} = 'public' and not ${events.groupOnly}`,
  );
}

/**
 * The events the account holds a pass of; when the event was canceled, the passes its
 * cancel canceled count too, so that the entry shows as canceled rather than vanishing.
 */
export function memberEvents(
  db: Executor,
  scope: Scope,
  accountId: string,
  since: Date,
): Promise<CalendarEventRow[]> {
  return listedEvents(
    db,
    scope,
    since,
    sql`exists (select 1 from ${eventPasses} p where p.event_id = ${events.id}
      and p.attendee_account_id = ${accountId}
      and (p.status in ('ready', 'needsInfo')
        or (${events.status} = 'canceled' and p.status = 'canceled')))`,
  );
}

export type MemberSessionRow = CalendarSessionRow & { eventId: string };

/** The sessions the account's passes hold a seat of, as the agenda lists them. */
export function memberSessions(
  db: Executor,
  scope: Scope,
  accountId: string,
  since: Date,
): Promise<MemberSessionRow[]> {
  const s = eventSessions;
  return db
    .select({
      id: s.id,
      eventId: s.eventId,
      name: s.name,
      description: s.description,
      startTime: s.startTime,
      endTime: s.endTime,
      location: eventSessionLocations.name,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
    })
    .from(s)
    .leftJoin(eventSessionLocations, eq(eventSessionLocations.id, s.locationId))
    .where(
      and(
        inOrganization(s, scope),
        gte(s.endTime, since),
        sql`exists (select 1 from ${eventSessionAccesses} a
          join ${eventPasses} p on p.id = a.pass_id
          where a.session_id = ${s.id} and p.attendee_account_id = ${accountId}
            and (a.status in ('ready', 'needsInfo') or (a.status = 'canceled' and exists (
              select 1 from ${events} e where e.id = ${s.eventId} and e.status = 'canceled'))))`,
      ),
    )
    .orderBy(asc(s.startTime), asc(s.id))
    .limit(FEED_ENTRIES);
}

/** Events by id (the events of a member's sessions), whatever their visibility. */
export function eventsByIds(
  db: Executor,
  scope: Scope,
  ids: readonly string[],
): Promise<CalendarEventRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select(eventColumns)
    .from(events)
    .where(and(inOrganization(events, scope), PUBLISHED, inArray(events.id, [...ids])));
}
