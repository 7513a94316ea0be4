import { and, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventCoHosts,
  eventPasses,
  eventPassTypes,
  eventRegistrations,
  events,
  series,
} from '../../../db/schema/index';
import { afterPosition, orderBySql, type ListWindow } from '../../../lib/keyset';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import {
  creatorJoin,
  eventSummarySelection,
  pricesJoin,
  PAST_ORDER,
  UPCOMING_ORDER,
  type EventSummaryRow,
} from '../events/index';

/*
 * The listing's own rows: the events an account hosts or co-hosts (a keyset list like
 * /events), the event row it writes, and what its rules read (paid registrations, pass
 * types, the attendees a cancellation reaches).
 */

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type EventChanges = Partial<Omit<NewEventRow, 'id' | 'organizationId' | 'creatorId'>>;

/** Hosted (creator) or co-hosted by the account. */
function hostedBy(accountId: string): SQL | undefined {
  return or(
    eq(events.creatorId, accountId),
    sql`exists (select 1 from ${eventCoHosts} c where c.event_id = ${events.id}
      and c.account_id = ${accountId}::uuid)`,
  );
}

export type ListingRow = EventSummaryRow & { role: 'host' | 'coHost' };

/** A page of the account's listings, upcoming soonest first or past latest first. */
export async function selectListings(
  db: Executor,
  scope: Scope,
  viewer: { accountId: string; now: string },
  past: boolean,
  window: ListWindow,
): Promise<ListingRow[]> {
  const order = past ? PAST_ORDER : UPCOMING_ORDER;
  const selection = eventSummarySelection({
    organizationId: scope.organizationId,
    viewerId: viewer.accountId,
    admin: false,
    now: viewer.now,
  });
  const rows = await db
    .select({
      ...selection,
      role: sql<'host' | 'coHost'>`(case when ${events.creatorId} = ${viewer.accountId}::uuid
        then 'host' else 'coHost' end)`,
    })
    .from(events)
    .leftJoin(creatorJoin.table, creatorJoin.on)
    .leftJoin(...pricesJoin(viewer.now))
    .where(
      and(
        inOrganization(events, scope),
        hostedBy(viewer.accountId),
        past
          ? sql`${events.eventEnd} < ${viewer.now}::timestamptz`
          : sql`${events.eventEnd} >= ${viewer.now}::timestamptz`,
        window.after ? afterPosition(order, window.after) : undefined,
      ),
    )
    .orderBy(...orderBySql(order))
    .limit(window.limit)
    .offset(window.offset);
  return rows as ListingRow[];
}

export async function slugTaken(
  db: Executor,
  scope: Scope,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        inOrganization(events, scope),
        eq(events.slug, slug),
        exceptId ? ne(events.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertEvent(db: Executor, values: NewEventRow): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  return row!;
}

/** True when the organization has a series with this slug. */
export async function seriesSlugTaken(db: Executor, scope: Scope, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: series.id })
    .from(series)
    .where(and(inOrganization(series, scope), eq(series.slug, slug)));
  return !!row;
}

/** A new series (the one a repeating event's occurrences share). */
export async function insertSeries(
  db: Executor,
  values: typeof series.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await db.insert(series).values(values).returning({ id: series.id });
  return row!;
}

/**
 * Where the other events of a series an edit reaches begin: those starting after a date's
 * start ("this and following"), or those not ended yet ("all events", decision 0071).
 */
export type SeriesLowerBound = { startsAfter: Date } | { endsAfter: Date };

/** The other events of `event`'s series from `bound` on (not canceled), locked, soonest first. */
export function selectInSeries(
  db: Executor,
  scope: Scope,
  event: { id: string; seriesId: string },
  bound: SeriesLowerBound,
): Promise<EventRow[]> {
  const others = and(
    eq(events.seriesId, event.seriesId),
    ne(events.id, event.id),
    'startsAfter' in bound
      ? gt(events.eventStart, bound.startsAfter)
      : gt(events.eventEnd, bound.endsAfter),
    ne(events.status, 'canceled'),
  );
  return db
    .select()
    .from(events)
    .where(and(inOrganization(events, scope), others))
    .orderBy(events.eventStart)
    .for('update');
}

export async function findEventRow(
  db: Executor,
  scope: Scope,
  eventId: string,
  options: { lock?: boolean } = {},
): Promise<EventRow | undefined> {
  const query = db
    .select()
    .from(events)
    .where(and(inOrganization(events, scope), eq(events.id, eventId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateEventRow(
  db: Executor,
  scope: Scope,
  eventId: string,
  changes: EventChanges,
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(inOrganization(events, scope), eq(events.id, eventId)))
    .returning();
  return row;
}

export async function deleteEventRow(db: Executor, scope: Scope, eventId: string): Promise<void> {
  await db.delete(events).where(and(inOrganization(events, scope), eq(events.id, eventId)));
}

/** True once any pass of the event was paid for (refunded or not: the payment history stays). */
export async function hasPaidPasses(db: Executor, scope: Scope, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventPasses.id })
    .from(eventPasses)
    .where(
      and(
        inOrganization(eventPasses, scope),
        eq(eventPasses.eventId, eventId),
        gt(eventPasses.amtPaid, 0),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function countPassTypes(db: Executor, scope: Scope, eventId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventPassTypes)
    .where(and(inOrganization(eventPassTypes, scope), eq(eventPassTypes.eventId, eventId)));
  return row?.count ?? 0;
}

/** The accounts registered for the event: whom a cancellation notifies. */
export async function registeredAccountIds(
  db: Executor,
  scope: Scope,
  eventId: string,
): Promise<string[]> {
  const rows = await db
    .select({ accountId: eventRegistrations.accountId })
    .from(eventRegistrations)
    .where(
      and(
        inOrganization(eventRegistrations, scope),
        eq(eventRegistrations.eventId, eventId),
        inArray(eventRegistrations.status, ['registered']),
      ),
    );
  return rows.map((row) => row.accountId);
}
