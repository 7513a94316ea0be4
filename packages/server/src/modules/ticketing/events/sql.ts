import { isUuid, type BaseEvent } from '@convene/contract';
import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventRegistrations, eventSessions, eventSpeakers, events } from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/*
 * The events module's shared SQL pieces: what other modules' queries embed of an event
 * (the activity card). A leaf (tables and drizzle only, no module file).
 */

/** The event card (`{id, slug, name}` JSON, null without an event) of the event in `eventId`. */
export function eventCardJson(eventId: AnyColumn): SQL {
  return sql`(select json_build_object('id', e.id, 'slug', e.slug, 'name', e.name)
    from ${events} e where e.id = ${eventId})`;
}

export type EventRow = typeof events.$inferSelect;

/** An event's own row, for the registration cart (its window, limit, times and place). */
export async function eventRowById(
  db: Executor,
  scope: Scope,
  eventId: string,
): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(inOrganization(events, scope), eq(events.id, eventId)));
  return row;
}

/**
 * Counts `count` more registrations (negative: fewer) against the event's limit with one
 * conditional update (decision 0014); false when the event is full.
 */
export async function countRegistrations(
  db: Executor,
  scope: Scope,
  eventId: string,
  count: number,
): Promise<boolean> {
  const rows = await db
    .update(events)
    .set({ registrationCount: sql`${events.registrationCount} + ${count}` })
    .where(
      and(
        inOrganization(events, scope),
        eq(events.id, eventId),
        sql`(${events.registrationLimit} is null or ${events.registrationCount} + ${count} <= ${events.registrationLimit})`,
      ),
    )
    .returning({ id: events.id });
  return rows.length > 0;
}

export type EventSessionRow = typeof eventSessions.$inferSelect;

/** A session of an event by id (none when it is another event's or organization's). */
export async function eventSessionById(
  db: Executor,
  scope: Scope,
  eventId: string,
  sessionId: string,
): Promise<EventSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(eventSessions)
    .where(
      and(
        inOrganization(eventSessions, scope),
        eq(eventSessions.eventId, eventId),
        eq(eventSessions.id, sessionId),
      ),
    );
  return row;
}

// ---------------------------------------------------------------- an event's thread (threads)

/** An event of the organization by id or slug, as the threads module reaches it. */
export async function eventByKey(db: Executor, scope: Scope, key: string) {
  const byKey = isUuid(key) ? or(eq(events.id, key), eq(events.slug, key)) : eq(events.slug, key);
  const [row] = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(inOrganization(events, scope), byKey));
  return row;
}

/**
 * The account's relation to an event: a registered attendee; a host (its creator, a host
 * speaker, or a co-host when the caller gives `coHosts`, the listings module's test).
 */
export async function eventRelationOf(
  db: Executor,
  scope: Scope,
  eventId: string,
  accountId: string,
  coHosts?: (event: AnyColumn) => SQL<boolean>,
): Promise<{ registered: boolean; host: boolean }> {
  const [[event], [registration], [hostSpeaker]] = await Promise.all([
    db
      .select({
        creatorId: events.creatorId,
        coHost: coHosts ? coHosts(events.id) : sql<boolean>`false`,
      })
      .from(events)
      .where(and(inOrganization(events, scope), eq(events.id, eventId))),
    db
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          eq(eventRegistrations.accountId, accountId),
          eq(eventRegistrations.status, 'registered'),
        ),
      ),
    db
      .select({ id: eventSpeakers.id })
      .from(eventSpeakers)
      .where(
        and(
          eq(eventSpeakers.eventId, eventId),
          eq(eventSpeakers.accountId, accountId),
          eq(eventSpeakers.isHost, true),
        ),
      )
      .limit(1),
  ]);
  if (!event) return { registered: false, host: false };
  return {
    registered: registration !== undefined,
    host: event.creatorId === accountId || hostSpeaker !== undefined || event.coHost,
  };
}

/**
 * `select account_id …`: an event's registered attendees, host speakers and creator. Its
 * co-hosts belong to the listings module: a caller that counts them adds its piece
 * (listings/sql.ts `coHostIdsSql`), as the event thread's audience does.
 */
export function eventPeopleIdsSql(eventId: string): SQL {
  return sql`select ${eventRegistrations.accountId} from ${eventRegistrations}
      where ${eventRegistrations.eventId} = ${eventId} and ${eventRegistrations.status} = 'registered'
    union select ${eventSpeakers.accountId} from ${eventSpeakers}
      where ${eventSpeakers.eventId} = ${eventId} and ${eventSpeakers.isHost}
      and ${eventSpeakers.accountId} is not null
    union select ${events.creatorId} from ${events}
      where ${events.id} = ${eventId} and ${events.creatorId} is not null`;
}

/**
 * `select event_id …`: the events `accountId` attends (registered) or hosts as creator or
 * host speaker (co-hosting: listings/sql.ts `coHostedEventIdsSql`, added by the caller).
 */
export function attendedEventIdsSql(accountId: string): SQL {
  return sql`select ${eventRegistrations.eventId} from ${eventRegistrations}
      where ${eventRegistrations.accountId} = ${accountId} and ${eventRegistrations.status} = 'registered'
    union select ${events.id} from ${events} where ${events.creatorId} = ${accountId}
    union select ${eventSpeakers.eventId} from ${eventSpeakers}
      where ${eventSpeakers.accountId} = ${accountId} and ${eventSpeakers.isHost}`;
}

/** Events as a thread or a notification embeds them (`BaseEvent`), by id, in the organization. */
export async function baseEventsByIds(
  db: Executor,
  scope: Scope,
  ids: string[],
): Promise<BaseEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: events.id,
      slug: events.slug,
      name: events.name,
      shortDescription: events.shortDescription,
      featured: events.featured,
      timezone: events.timezone,
      eventStart: events.eventStart,
      eventEnd: events.eventEnd,
      image: events.image,
    })
    .from(events)
    .where(and(inOrganization(events, scope), inArray(events.id, ids)));
  return rows.map((row) => ({
    ...row,
    image: row.image ?? null,
    eventStart: row.eventStart.toISOString(),
    eventEnd: row.eventEnd.toISOString(),
  }));
}
