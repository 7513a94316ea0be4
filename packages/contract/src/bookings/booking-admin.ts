import { z } from 'zod';
import { BaseAccountSchema } from '../people/account';
import { BaseBookingSchema, BookingDaySchema, DayOfWeekSchema, WallTimeSchema } from './bookings';
import { InstantSchema } from '../ticketing/listings';
import { CURRENCY } from '../payments/payments';

/*
 * Staff tools for bookings (organization administrators): places, their spaces with weekly
 * availability and blackouts, and a space's bookings for a day or a month. Decision 0043.
 */

export const BOOKING_ADMIN_MESSAGES = {
  placeHasBookings:
    'This place has upcoming bookings, confirmed or held while someone books: cancel them (or wait until they are over) before deleting it',
  spaceHasBookings:
    'This space has upcoming bookings, confirmed or held while someone books: cancel them (or wait until they are over) before deleting it',
  strandsBookings:
    'This change would leave upcoming bookings (confirmed, or held while someone books) outside the space’s slots or supply: cancel them first, or keep their slots open',
  blackoutHasBookings:
    'Upcoming bookings (confirmed, or held while someone books) fall in this period: cancel them first, or choose another period',
  blackoutNotFound: 'Blackout not found',
  timeZone: 'Use an IANA time zone, such as Europe/Paris or America/New_York',
  slugTaken: 'This slug is already used',
} as const;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase words joined by hyphens')
  .max(100);

/** `POST /bookings/places`, `PUT /bookings/places/{id}`: `timezone` is IANA (checked by the server). */
export const BookingPlaceInputSchema = z.object({
  name: text(200).min(1),
  slug: slug.optional(),
  description: optionalText(5000),
  timezone: z.string().trim().min(1).max(100),
  address1: optionalText(200),
  address2: optionalText(200),
  city: optionalText(200),
  state: optionalText(200),
  zip: optionalText(40),
  country: optionalText(100),
});
export type BookingPlaceInput = z.infer<typeof BookingPlaceInputSchema>;
export const BookingPlaceBodySchema = z.object({ place: BookingPlaceInputSchema });
export type BookingPlaceBody = z.infer<typeof BookingPlaceBodySchema>;

/** Slot lengths cut a 24-hour day evenly: 5, 10, 15, 20, 30, 45, 60, 90, 120 … 1440 minutes. */
export const SlotDurationSchema = z
  .number()
  .int()
  .min(5)
  .max(1440)
  .refine((minutes) => 1440 % minutes === 0, 'slotDuration must divide 24 hours evenly');

export const BookingAvailabilityInputSchema = z.object({
  dayOfWeek: DayOfWeekSchema,
  startTime: WallTimeSchema,
  endTime: WallTimeSchema,
});
export type BookingAvailabilityInput = z.infer<typeof BookingAvailabilityInputSchema>;

/**
 * `POST …/spaces`, `PUT …/spaces/{id}`: the space with its whole week (the ranges replace
 * the old ones). Each range starts before it ends and no two of one weekday overlap.
 */
export const BookingSpaceInputSchema = z
  .object({
    name: text(200).min(1),
    slug: slug.optional(),
    description: optionalText(5000),
    supply: z.number().int().min(1).max(10_000),
    slotDuration: SlotDurationSchema,
    /** Integer cents per slot. */
    price: z.number().int().min(0).max(100_000_000),
    /** Every amount is in the platform's one currency. */
    currency: z.literal(CURRENCY, { error: `Prices are in ${CURRENCY}` }).optional(),
    start: BookingDaySchema.nullable().optional(),
    end: BookingDaySchema.nullable().optional(),
    availabilities: z.array(BookingAvailabilityInputSchema).max(200),
  })
  .superRefine((space, issues) => {
    if (space.start && space.end && space.end < space.start) {
      issues.addIssue({ code: 'custom', path: ['end'], message: 'end is before start' });
    }
    space.availabilities.forEach((range, index) => {
      if (range.startTime >= range.endTime) {
        issues.addIssue({
          code: 'custom',
          path: ['availabilities', index, 'endTime'],
          message: 'A range ends after it starts',
        });
        return;
      }
      const clash = space.availabilities.findIndex(
        (other, at) =>
          at < index &&
          other.dayOfWeek === range.dayOfWeek &&
          other.startTime < range.endTime &&
          range.startTime < other.endTime,
      );
      if (clash >= 0) {
        issues.addIssue({
          code: 'custom',
          path: ['availabilities', index, 'startTime'],
          message: `This range overlaps another range of ${range.dayOfWeek}`,
        });
      }
    });
  });
export type BookingSpaceInput = z.infer<typeof BookingSpaceInputSchema>;
export const BookingSpaceBodySchema = z.object({ space: BookingSpaceInputSchema });
export type BookingSpaceBody = z.infer<typeof BookingSpaceBodySchema>;

/** `POST …/spaces/{id}/blackouts`: a period (ISO instants) the space takes no bookings. */
export const BookingBlackoutInputSchema = z
  .object({
    start: InstantSchema,
    end: InstantSchema,
  })
  .refine((period) => new Date(period.end) > new Date(period.start), {
    path: ['end'],
    message: 'end must be after start',
  });
export type BookingBlackoutInput = z.infer<typeof BookingBlackoutInputSchema>;
export const BookingBlackoutBodySchema = z.object({ blackout: BookingBlackoutInputSchema });
export type BookingBlackoutBody = z.infer<typeof BookingBlackoutBodySchema>;

/** `?day=yyyy-MM-dd` or `?month=yyyy-MM`: the bookings starting then, in the place's zone. */
export const SpaceBookingsQuerySchema = z
  .object({
    day: BookingDaySchema.optional(),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month as yyyy-MM')
      .optional(),
  })
  .refine((query) => (query.day === undefined) !== (query.month === undefined), {
    path: ['day'],
    message: 'Give either day (yyyy-MM-dd) or month (yyyy-MM)',
  });
export type SpaceBookingsQuery = z.infer<typeof SpaceBookingsQuerySchema>;

/** A booking as the staff see it: who booked, the slot, its status and price. */
export const SpaceBookingSchema = BaseBookingSchema.extend({
  account: BaseAccountSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  price: z.number().int(),
  heldUntil: z.string().nullable(),
  canceledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SpaceBooking = z.infer<typeof SpaceBookingSchema>;
