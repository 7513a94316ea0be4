import {
  BOOKING_HOLD_MINUTES,
  type BaseBooking,
  type BaseBookingPlace,
  type BaseBookingSpace,
  type Booking,
  type BookingPlace,
  type BookingSpace,
} from '@convene/contract';
import type {
  AvailabilityRow,
  BlackoutRow,
  BookingRow,
  PlaceRow,
  SpaceRow,
} from './bookings.repository';

export const HOLD_MS = BOOKING_HOLD_MINUTES * 60_000;

/** When a draft's hold ends: its creation + 2 hours. */
export function heldUntil(booking: Pick<BookingRow, 'createdAt'>): Date {
  return new Date(booking.createdAt.getTime() + HOLD_MS);
}

export function isExpiredDraft(booking: BookingRow, now: Date): boolean {
  return booking.status === 'draft' && heldUntil(booking) <= now;
}

export function toBasePlace(row: PlaceRow): BaseBookingPlace {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    timezone: row.timezone,
    description: row.description,
    image: null,
  };
}

export function toPlace(row: PlaceRow): BookingPlace {
  return {
    ...toBasePlace(row),
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBaseSpace(row: SpaceRow): BaseBookingSpace {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    supply: row.supply,
    slotDuration: row.slotDuration,
    price: row.price,
    description: row.description,
    image: null,
  };
}

export function toSpace(
  row: SpaceRow,
  availabilities: readonly AvailabilityRow[],
  blackouts: readonly BlackoutRow[],
): BookingSpace {
  return {
    ...toBaseSpace(row),
    start: row.start,
    end: row.end,
    availabilities: availabilities.map((range) => ({
      id: range.id,
      dayOfWeek: range.dayOfWeek,
      startTime: range.startTime,
      endTime: range.endTime,
      createdAt: range.createdAt.toISOString(),
      updatedAt: range.updatedAt.toISOString(),
    })),
    blackouts: blackouts.map((blackout) => ({
      id: blackout.id,
      start: blackout.start.toISOString(),
      end: blackout.end.toISOString(),
      createdAt: blackout.createdAt.toISOString(),
      updatedAt: blackout.updatedAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** SDK BaseBooking: a draft whose hold ended is `expired`. */
export function toBaseBooking(booking: BookingRow, now: Date): BaseBooking {
  return {
    id: booking.id,
    alternateId: booking.alternateId,
    day: booking.day,
    time: booking.time,
    duration: booking.duration,
    status: isExpiredDraft(booking, now) ? 'expired' : booking.status,
  };
}

export function toBooking(
  row: { booking: BookingRow; space: SpaceRow; place: PlaceRow },
  now: Date,
): Booking {
  const { booking } = row;
  const draft = booking.status === 'draft';
  return {
    ...toBaseBooking(booking, now),
    space: toBaseSpace(row.space),
    place: toBasePlace(row.place),
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    past: booking.endsAt <= now,
    price: booking.price,
    heldUntil: draft ? heldUntil(booking).toISOString() : null,
    canceledAt: booking.canceledAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}
