import { and, asc, eq, inArray, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventAddOns,
  eventCoupons,
  eventPassAddOns,
  eventPasses,
  eventPassResponses,
  eventPassTypes,
  eventRegistrations,
} from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/*
 * The figures of an event's report, each one aggregate query. A pass counts as sold while
 * it is `ready` or `needsInfo` (registered, not canceled); revenue is what passes were paid
 * (`amt_paid`), refunds what was given back (`amt_refunded`).
 */

const count = sql<number>`count(*)::int`;
const ACTIVE = ['ready', 'needsInfo'] as const;
const activePass = sql`${eventPasses.status} in ('ready', 'needsInfo')`;

/** The rows of a table that belong to the event (and so to the organization). */
function ofEvent(
  table: { organizationId: AnyColumn; eventId: AnyColumn },
  scope: Scope,
  eventId: string,
) {
  return and(inOrganization(table, scope), eq(table.eventId, eventId));
}

/** The event's registrations past the cart (a draft is nobody's registration yet). */
const submitted = (scope: Scope, eventId: string) =>
  and(ofEvent(eventRegistrations, scope, eventId), ne(eventRegistrations.status, 'draft'));

/** A catalogue item's name and the order the listing shows its items in. */
const catalogueName = (item: typeof eventPassTypes | typeof eventAddOns) => ({
  id: item.id,
  name: item.name,
});
const catalogueOrder = (item: typeof eventPassTypes | typeof eventAddOns) => [
  asc(item.sortOrder),
  asc(item.name),
];

export async function registrationCounts(db: Executor, scope: Scope, eventId: string) {
  return db
    .select({ status: eventRegistrations.status, count })
    .from(eventRegistrations)
    .where(submitted(scope, eventId))
    .groupBy(eventRegistrations.status);
}

export async function registrationsPerDay(db: Executor, scope: Scope, eventId: string) {
  const day = sql<string>`to_char(${eventRegistrations.registeredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ date: day, count })
    .from(eventRegistrations)
    .where(
      and(
        submitted(scope, eventId),
        // The same registrations as the report's `registered` count: the days add up to it.
        eq(eventRegistrations.status, 'registered'),
        sql`${eventRegistrations.registeredAt} is not null`,
      ),
    )
    .groupBy(day)
    .orderBy(asc(day));
}

export async function salesByPassType(db: Executor, scope: Scope, eventId: string) {
  return db
    .select({
      ...catalogueName(eventPassTypes),
      sold: sql<number>`(count(${eventPasses.id}) filter (where ${activePass}))::int`,
      canceled: sql<number>`(count(${eventPasses.id}) filter (where ${eventPasses.status} = 'canceled'))::int`,
      revenue: sql<number>`coalesce(sum(${eventPasses.amtPaid}), 0)::int`,
    })
    .from(eventPassTypes)
    .leftJoin(
      eventPasses,
      and(eq(eventPasses.passTypeId, eventPassTypes.id), ne(eventPasses.status, 'draft')),
    )
    .where(ofEvent(eventPassTypes, scope, eventId))
    .groupBy(eventPassTypes.id)
    .orderBy(...catalogueOrder(eventPassTypes));
}

export async function salesByAddOn(db: Executor, scope: Scope, eventId: string) {
  return db
    .select({
      ...catalogueName(eventAddOns),
      sold: sql<number>`count(${eventPasses.id})::int`,
      revenue: sql<number>`(count(${eventPasses.id}) * ${eventAddOns.price})::int`,
    })
    .from(eventAddOns)
    .leftJoin(eventPassAddOns, eq(eventPassAddOns.addOnId, eventAddOns.id))
    .leftJoin(
      eventPasses,
      and(eq(eventPasses.id, eventPassAddOns.passId), inArray(eventPasses.status, [...ACTIVE])),
    )
    .where(ofEvent(eventAddOns, scope, eventId))
    .groupBy(eventAddOns.id)
    .orderBy(...catalogueOrder(eventAddOns));
}

/** Each coupon of the event with the registered registrations that applied it. */
export async function couponUses(db: Executor, scope: Scope, eventId: string) {
  return db
    .select({
      id: eventCoupons.id,
      code: eventCoupons.code,
      used: sql<number>`count(${eventRegistrations.id})::int`,
    })
    .from(eventCoupons)
    .leftJoin(
      eventRegistrations,
      and(
        eq(eventRegistrations.couponId, eventCoupons.id),
        eq(eventRegistrations.status, 'registered'),
      ),
    )
    .where(ofEvent(eventCoupons, scope, eventId))
    .groupBy(eventCoupons.id)
    .orderBy(asc(eventCoupons.code));
}

export async function passTotals(db: Executor, scope: Scope, eventId: string) {
  const [row] = await db
    .select({
      gross: sql<number>`coalesce(sum(${eventPasses.amtPaid}), 0)::int`,
      refunded: sql<number>`coalesce(sum(${eventPasses.amtRefunded}), 0)::int`,
      passes: sql<number>`(count(*) filter (where ${activePass}))::int`,
      checkedIn: sql<number>`(count(*) filter (where ${activePass} and ${eventPasses.usedAt} is not null))::int`,
    })
    .from(eventPasses)
    .where(and(ofEvent(eventPasses, scope, eventId), ne(eventPasses.status, 'draft')));
  return row ?? { gross: 0, refunded: 0, passes: 0, checkedIn: 0 };
}

/** Per question, how many active passes answered it and how many hold each choice. */
export async function answerCounts(db: Executor, scope: Scope, eventId: string) {
  const ofPass = eq(eventPasses.id, eventPassResponses.passId);
  const active = and(
    inOrganization(eventPassResponses, scope),
    eq(eventPasses.eventId, eventId),
    activePass,
  );
  const choiceId = sql<string>`unnest(${eventPassResponses.choiceIds})`;
  const [answered, chosen] = await Promise.all([
    db
      .select({ questionId: eventPassResponses.questionId, count })
      .from(eventPassResponses)
      .innerJoin(eventPasses, ofPass)
      .where(active)
      .groupBy(eventPassResponses.questionId),
    db
      .select({ choiceId, count })
      .from(eventPassResponses)
      .innerJoin(eventPasses, ofPass)
      .where(active)
      .groupBy(choiceId),
  ]);
  return { answered, chosen };
}
