import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bookingPlaces,
  bookingSpaceAvailabilities,
  bookingSpaceBlackouts,
  bookingSpaces,
  bookings,
} from '../../db/schema/index';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import { updateReturning, updateWhere } from '../../db/update';

export type PlaceRow = typeof bookingPlaces.$inferSelect;
export type SpaceRow = typeof bookingSpaces.$inferSelect;
export type AvailabilityRow = typeof bookingSpaceAvailabilities.$inferSelect;
export type BlackoutRow = typeof bookingSpaceBlackouts.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

export interface AccountScope extends Scope {
  accountId: string;
}

/**
 * A booking that takes one of its slot's supply at `now`: confirmed, or a draft whose
 * 2-hour hold (from its creation) has not ended.
 */
export function holdsSupply(now: Date, holdMs: number): SQL {
  return or(
    eq(bookings.status, 'confirmed'),
    and(eq(bookings.status, 'draft'), gt(bookings.createdAt, new Date(now.getTime() - holdMs))),
  )!;
}

export function listPlaces(db: Executor, scope: Scope, page: Page) {
  return db
    .select()
    .from(bookingPlaces)
    .where(inOrganization(bookingPlaces, scope))
    .orderBy(asc(bookingPlaces.name), asc(bookingPlaces.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findPlace(db: Executor, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(bookingPlaces)
    .where(and(inOrganization(bookingPlaces, scope), eq(bookingPlaces.id, id)));
  return row;
}

export function listSpaces(db: Executor, scope: Scope, placeId: string, page: Page) {
  return db
    .select()
    .from(bookingSpaces)
    .where(and(inOrganization(bookingSpaces, scope), eq(bookingSpaces.placeId, placeId)))
    .orderBy(asc(bookingSpaces.name), asc(bookingSpaces.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** A space of a place of the organization, optionally under a row lock (drafts take it). */
export async function findSpace(
  db: Executor,
  scope: Scope,
  placeId: string,
  id: string,
  lock = false,
) {
  const query = db
    .select()
    .from(bookingSpaces)
    .where(
      and(
        inOrganization(bookingSpaces, scope),
        eq(bookingSpaces.placeId, placeId),
        eq(bookingSpaces.id, id),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function listAvailabilities(db: Executor, spaceIds: readonly string[]) {
  if (spaceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bookingSpaceAvailabilities)
    .where(inArray(bookingSpaceAvailabilities.spaceId, [...spaceIds]))
    .orderBy(asc(bookingSpaceAvailabilities.startTime), asc(bookingSpaceAvailabilities.id));
}

export function listBlackouts(
  db: Executor,
  spaceIds: readonly string[],
  window?: { from: Date; to: Date },
) {
  if (spaceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bookingSpaceBlackouts)
    .where(
      and(
        inArray(bookingSpaceBlackouts.spaceId, [...spaceIds]),
        window ? lt(bookingSpaceBlackouts.start, window.to) : undefined,
        window ? gt(bookingSpaceBlackouts.end, window.from) : undefined,
      ),
    )
    .orderBy(asc(bookingSpaceBlackouts.start));
}

/** How many bookings hold each slot start of a space in a window, by start (ms). */
export async function heldCounts(
  db: Executor,
  spaceId: string,
  window: { from: Date; to: Date },
  hold: SQL,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ startsAt: bookings.startsAt, held: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.spaceId, spaceId),
        gte(bookings.startsAt, window.from),
        lt(bookings.startsAt, window.to),
        hold,
      ),
    )
    .groupBy(bookings.startsAt);
  return new Map(rows.map((row) => [row.startsAt.getTime(), row.held]));
}

export async function insertBooking(
  db: Executor,
  values: typeof bookings.$inferInsert,
): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

const owned = (scope: AccountScope) =>
  and(inOrganization(bookings, scope), eq(bookings.accountId, scope.accountId));

/** The account's bookings with their space and place, drafts only while they hold. */
export function listOwnBookings(
  db: Executor,
  scope: AccountScope,
  filter: { past?: boolean | undefined; placeId?: string | undefined; now: Date; hold: SQL },
  page: Page,
) {
  const order =
    filter.past === false
      ? [asc(bookings.startsAt), asc(bookings.id)]
      : [desc(bookings.startsAt), desc(bookings.id)];
  return db
    .select({ booking: bookings, space: bookingSpaces, place: bookingPlaces })
    .from(bookings)
    .innerJoin(bookingSpaces, eq(bookingSpaces.id, bookings.spaceId))
    .innerJoin(bookingPlaces, eq(bookingPlaces.id, bookings.placeId))
    .where(
      and(
        owned(scope),
        or(eq(bookings.status, 'canceled'), filter.hold),
        filter.placeId ? eq(bookings.placeId, filter.placeId) : undefined,
        filter.past === true ? lte(bookings.endsAt, filter.now) : undefined,
        filter.past === false ? gt(bookings.endsAt, filter.now) : undefined,
      ),
    )
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function findOwnBooking(db: Executor, scope: AccountScope, id: string) {
  const [row] = await db
    .select({ booking: bookings, space: bookingSpaces, place: bookingPlaces })
    .from(bookings)
    .innerJoin(bookingSpaces, eq(bookingSpaces.id, bookings.spaceId))
    .innerJoin(bookingPlaces, eq(bookingPlaces.id, bookings.placeId))
    .where(and(owned(scope), eq(bookings.id, id)));
  return row;
}

/** A booking of the organization (whoever it is for), under a row lock when asked. */
export async function findBooking(db: Executor, scope: Scope, id: string, lock = false) {
  const query = db
    .select()
    .from(bookings)
    .where(and(inOrganization(bookings, scope), eq(bookings.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Locks a space row by id (the lock drafts of its slots queue on). */
export async function lockSpaceRow(db: Executor, scope: Scope, id: string): Promise<void> {
  await db
    .select({ id: bookingSpaces.id })
    .from(bookingSpaces)
    .where(and(inOrganization(bookingSpaces, scope), eq(bookingSpaces.id, id)))
    .for('update');
}

export async function updateBooking(
  db: Executor,
  id: string,
  values: Partial<Pick<BookingRow, 'status' | 'confirmedAt' | 'canceledAt' | 'updatedAt'>>,
): Promise<void> {
  await updateWhere(db, bookings, values, eq(bookings.id, id));
}

export async function deleteBooking(db: Executor, id: string): Promise<void> {
  await db.delete(bookings).where(eq(bookings.id, id));
}

// ------------------------------------------------------------------ staff tools (0043)

/** Whether `slug` is taken, among the rows `owner` selects, by a row other than `exceptId`. */
async function slugTaken(
  db: Executor,
  table: typeof bookingPlaces | typeof bookingSpaces,
  owner: SQL | undefined,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(owner, eq(table.slug, slug)));
  return rows.some((row) => row.id !== exceptId);
}

/** A place's slug is unique in the organization, a space's in its place. */
export const placeSlugTaken = (db: Executor, scope: Scope, slug: string, exceptId?: string) =>
  slugTaken(db, bookingPlaces, inOrganization(bookingPlaces, scope), slug, exceptId);

export const spaceSlugTaken = (db: Executor, placeId: string, slug: string, exceptId?: string) =>
  slugTaken(db, bookingSpaces, eq(bookingSpaces.placeId, placeId), slug, exceptId);

export async function updatePlaceRow(
  db: Executor,
  id: string,
  values: Partial<Omit<PlaceRow, 'id' | 'organizationId' | 'createdAt'>>,
): Promise<PlaceRow> {
  const [row] = await updateReturning(db, bookingPlaces, values, eq(bookingPlaces.id, id));
  return row!;
}

export async function updateSpaceRow(
  db: Executor,
  id: string,
  values: Partial<Omit<SpaceRow, 'id' | 'organizationId' | 'placeId' | 'createdAt'>>,
): Promise<SpaceRow> {
  const [row] = await updateReturning(db, bookingSpaces, values, eq(bookingSpaces.id, id));
  return row!;
}

/** Locks the rows of a place's spaces (the lock drafts and confirmations take), by id. */
export function lockPlaceSpaces(db: Executor, scope: Scope, placeId: string) {
  return db
    .select()
    .from(bookingSpaces)
    .where(and(inOrganization(bookingSpaces, scope), eq(bookingSpaces.placeId, placeId)))
    .orderBy(asc(bookingSpaces.id))
    .for('update');
}

/** Confirmed bookings of these spaces that have not ended at `now`. */
/**
 * The spaces' upcoming bookings that stand: confirmed ones, and drafts still held (their
 * member may be paying: a change must not pull the slot from under the payment).
 */
export function upcomingStanding(
  db: Executor,
  spaceIds: readonly string[],
  now: Date,
  holdMs: number,
) {
  if (spaceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.spaceId, [...spaceIds]),
        holdsSupply(now, holdMs),
        gt(bookings.endsAt, now),
      ),
    );
}

export async function deletePlaceRow(db: Executor, id: string): Promise<void> {
  await db.delete(bookingPlaces).where(eq(bookingPlaces.id, id));
}

export async function deleteSpaceRow(db: Executor, id: string): Promise<void> {
  await db.delete(bookingSpaces).where(eq(bookingSpaces.id, id));
}

/** Replaces a space's weekly ranges. */
export async function replaceAvailabilities(
  db: Executor,
  scope: Scope,
  spaceId: string,
  ranges: readonly {
    dayOfWeek: AvailabilityRow['dayOfWeek'];
    startTime: string;
    endTime: string;
  }[],
): Promise<void> {
  await db
    .delete(bookingSpaceAvailabilities)
    .where(eq(bookingSpaceAvailabilities.spaceId, spaceId));
  if (ranges.length === 0) return;
  await db
    .insert(bookingSpaceAvailabilities)
    .values(ranges.map((range) => ({ organizationId: scope.organizationId, spaceId, ...range })));
}

export async function insertBlackout(
  db: Executor,
  scope: Scope,
  spaceId: string,
  period: { start: Date; end: Date },
): Promise<void> {
  await db
    .insert(bookingSpaceBlackouts)
    .values({ organizationId: scope.organizationId, spaceId, ...period });
}

/** Deletes a blackout of the space; false when it has none by that id. */
export async function deleteBlackout(db: Executor, spaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(bookingSpaceBlackouts)
    .where(and(eq(bookingSpaceBlackouts.spaceId, spaceId), eq(bookingSpaceBlackouts.id, id)))
    .returning({ id: bookingSpaceBlackouts.id });
  return rows.length > 0;
}

/**
 * A space's bookings on the place's days `from`..`to` (`yyyy-MM-dd`, inclusive): confirmed,
 * canceled, and drafts while they hold; by start.
 */
export function listSpaceBookings(
  db: Executor,
  spaceId: string,
  days: { from: string; to: string },
  hold: SQL,
) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.spaceId, spaceId),
        gte(bookings.day, days.from),
        lte(bookings.day, days.to),
        or(eq(bookings.status, 'canceled'), hold),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(5000);
}
