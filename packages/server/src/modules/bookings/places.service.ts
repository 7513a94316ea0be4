import type { DayOfWeek } from '@convene/contract';
import type { Executor } from '../../db/client';
import {
  bookingPlaces,
  bookingSpaceAvailabilities,
  bookingSpaceBlackouts,
  bookingSpaces,
} from '../../db/schema/index';
import type { Scope } from '../../tenancy/scope';
import type { StoredBookingStatus } from '../../db/schema/bookings';
import {
  insertBooking,
  listAvailabilities,
  listBlackouts,
  type BookingRow,
  type PlaceRow,
  type SpaceRow,
} from './bookings.repository';
import { findSlot } from './slots';
import { isTimeZone } from '../../lib/zoned-time';

export type NewBookingPlace = Omit<
  typeof bookingPlaces.$inferInsert,
  'id' | 'organizationId' | 'createdAt' | 'updatedAt'
>;

/** Lays out a place (the seed, tests; staff tools later): its zone must be IANA. */
export async function createBookingPlace(
  db: Executor,
  scope: Scope,
  place: NewBookingPlace,
): Promise<PlaceRow> {
  if (!isTimeZone(place.timezone)) throw new Error(`unknown time zone ${place.timezone}`);
  const [row] = await db
    .insert(bookingPlaces)
    .values({ ...place, organizationId: scope.organizationId })
    .returning();
  return row!;
}

export interface NewBookingSpace {
  placeId: string;
  slug: string;
  name: string;
  description?: string | null;
  supply: number;
  slotDuration: number;
  price?: number;
  start?: string | null;
  end?: string | null;
  availabilities: { dayOfWeek: DayOfWeek; startTime: string; endTime: string }[];
  blackouts?: { start: Date; end: Date }[];
}

/** Lays out a space of a place with its weekly ranges and blackouts. */
export async function createBookingSpace(
  db: Executor,
  scope: Scope,
  space: NewBookingSpace,
): Promise<SpaceRow> {
  for (const range of space.availabilities) {
    if (!(range.startTime < range.endTime)) {
      throw new Error(`a range ends after it starts: ${range.startTime}–${range.endTime}`);
    }
  }
  const [row] = await db
    .insert(bookingSpaces)
    .values({
      organizationId: scope.organizationId,
      placeId: space.placeId,
      slug: space.slug,
      name: space.name,
      description: space.description ?? null,
      supply: space.supply,
      slotDuration: space.slotDuration,
      price: space.price ?? 0,
      start: space.start ?? null,
      end: space.end ?? null,
    })
    .returning();
  const owner = { organizationId: scope.organizationId, spaceId: row!.id };
  if (space.availabilities.length > 0) {
    await db
      .insert(bookingSpaceAvailabilities)
      .values(space.availabilities.map((range) => ({ ...owner, ...range })));
  }
  if (space.blackouts && space.blackouts.length > 0) {
    await db
      .insert(bookingSpaceBlackouts)
      .values(space.blackouts.map((blackout) => ({ ...owner, ...blackout })));
  }
  return row!;
}

/**
 * Records a booking of a space's slot as it stands (the seed's past and paid bookings):
 * the slot is resolved in the place's zone as drafts resolve it; no supply check.
 */
export async function recordBooking(
  db: Executor,
  scope: Scope,
  booking: {
    accountId: string;
    place: PlaceRow;
    space: SpaceRow;
    day: string;
    time: string;
    status: StoredBookingStatus;
    createdAt: Date;
  },
): Promise<BookingRow> {
  const { place, space } = booking;
  // One after another: `db` may be a transaction (the seed's), whose one connection runs one statement at a time.
  const ranges = await listAvailabilities(db, [space.id]);
  const blackouts = await listBlackouts(db, [space.id]);
  const slot = findSlot(
    {
      timezone: place.timezone,
      slotDuration: space.slotDuration,
      start: space.start,
      end: space.end,
      availabilities: ranges,
      blackouts,
    },
    booking.day,
    booking.time,
  );
  if (!slot) throw new Error(`${space.slug} has no slot at ${booking.day} ${booking.time}`);
  return insertBooking(db, {
    organizationId: scope.organizationId,
    accountId: booking.accountId,
    placeId: place.id,
    spaceId: space.id,
    day: slot.day,
    time: slot.time,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    duration: space.slotDuration,
    price: space.price,
    status: booking.status,
    confirmedAt: booking.status === 'confirmed' ? booking.createdAt : null,
    createdAt: booking.createdAt,
    updatedAt: booking.createdAt,
  });
}
