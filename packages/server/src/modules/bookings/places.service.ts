import type { DayOfWeek } from '@convene/contract';
import type { Executor } from '../../db/client';
import {
  bookingPlaces,
  bookingSpaceAvailabilities,
  bookingSpaceBlackouts,
  bookingSpaces,
} from '../../db/schema/index';
import type { Scope } from '../../tenancy/scope';
import type { PlaceRow, SpaceRow } from './bookings.repository';
import { isTimeZone } from './zoned-time';

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
