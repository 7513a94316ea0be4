import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventSessions, events } from '../../db/schema/index';
import { inOrganization, type Scope } from '../../tenancy/scope';

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
