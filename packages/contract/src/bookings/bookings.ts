import { z } from 'zod';
import { ImageSchema } from '../people/account';
import { UuidSchema } from '../core/ids';
import { ListQuerySchema, QueryBoolean } from '../core/pagination';
import { BillingAddressIdSchema } from '../payments/payments';

/** A drafted booking holds its slot for 2 hours. */
export const BOOKING_HOLD_MINUTES = 120;

/** The message, word for word, for paying or confirming a draft after its hold. */
export const BOOKING_MESSAGES = {
  expired: 'Booking has expired. Please try again.',
  placeNotFound: 'Place not found',
  spaceNotFound: 'Space not found',
  notFound: 'Booking not found',
  slotTaken: 'This slot is no longer available',
  noSuchSlot: 'This space has no slot at that day and time',
  mustPay: 'This booking has a price: pay for it to confirm it',
  free: 'This booking is free: confirm it instead',
  notDraft: 'This booking is no longer a draft',
  canceled: 'This booking is already canceled',
  started: 'A booking that has started cannot be canceled',
} as const;

/** Weekdays sunday to saturday (the SDK's DayOfWeek). */
export const DAYS_OF_WEEK = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export const DayOfWeekSchema = z.enum(DAYS_OF_WEEK);
export type DayOfWeek = z.infer<typeof DayOfWeekSchema>;

/** A calendar day in the place's time zone, `yyyy-MM-dd`. */
export const BookingDaySchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use a day as yyyy-MM-dd')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'This day does not exist');

/**
 * A slot's wall-clock start in the place's zone, `HH:mm`. On the day clocks go back, the
 * hour that happens twice is told apart by its UTC offset (`01:00-04:00`, `01:00-05:00`).
 */
export const BookingTimeSchema = z
  .string()
  .regex(
    /^([01]\d|2[0-3]):[0-5]\d([+-]\d{2}:\d{2})?$/,
    'Use a time as HH:mm (with its UTC offset on an hour that happens twice)',
  );

/** A wall-clock bound of a weekly range, `HH:mm`; `24:00` is the end of the day. */
export const WallTimeSchema = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use a time as HH:mm');

/** The SDK's BaseBookingPlace: `timezone` is IANA (`America/New_York`). */
export const BaseBookingPlaceSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  timezone: z.string(),
  description: z.string().nullable(),
  image: ImageSchema.nullable(),
});
export type BaseBookingPlace = z.infer<typeof BaseBookingPlaceSchema>;

export const BookingPlaceSchema = BaseBookingPlaceSchema.extend({
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type BookingPlace = z.infer<typeof BookingPlaceSchema>;

/**
 * The SDK's BaseBookingSpace: `supply` is how many bookings one slot takes, `slotDuration`
 * is in minutes, `price` in integer cents (USD) per slot.
 */
export const BaseBookingSpaceSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  supply: z.number().int(),
  slotDuration: z.number().int(),
  price: z.number().int(),
  description: z.string().nullable(),
  image: ImageSchema.nullable(),
});
export type BaseBookingSpace = z.infer<typeof BaseBookingSpaceSchema>;

export const BookingSpaceAvailabilitySchema = z.object({
  id: z.string().uuid(),
  dayOfWeek: DayOfWeekSchema,
  startTime: WallTimeSchema,
  endTime: WallTimeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingSpaceAvailability = z.infer<typeof BookingSpaceAvailabilitySchema>;

/** A period (ISO instants) when a space takes no bookings: a holiday, works. */
export const BookingSpaceBlackoutSchema = z.object({
  id: z.string().uuid(),
  start: z.string(),
  end: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingSpaceBlackout = z.infer<typeof BookingSpaceBlackoutSchema>;

/**
 * The SDK's BookingSpace, with (ours) its weekly availability and blackouts; `start` and
 * `end` bound the days it can be booked at all (null: open-ended).
 */
export const BookingSpaceSchema = BaseBookingSpaceSchema.extend({
  start: z.string().nullable(),
  end: z.string().nullable(),
  availabilities: z.array(BookingSpaceAvailabilitySchema),
  blackouts: z.array(BookingSpaceBlackoutSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingSpace = z.infer<typeof BookingSpaceSchema>;

/** A free slot: `supply` is how many bookings it still takes. */
export const BookingSpaceSlotSchema = z.object({
  time: BookingTimeSchema,
  supply: z.number().int().nullable(),
  /** Ours: the slot's start and end as ISO instants. */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type BookingSpaceSlot = z.infer<typeof BookingSpaceSlotSchema>;

export const BookingDaySlotsSchema = z.object({
  day: BookingDaySchema,
  slots: z.array(BookingSpaceSlotSchema),
});
export type BookingDaySlots = z.infer<typeof BookingDaySlotsSchema>;

/** `draft` holds a slot for 2 hours; `expired` is a draft whose hold ended (derived). */
export const BookingStatusSchema = z.enum(['draft', 'expired', 'confirmed', 'canceled']);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

export const BaseBookingSchema = z.object({
  id: z.string().uuid(),
  alternateId: z.number().int(),
  day: BookingDaySchema,
  time: BookingTimeSchema,
  /** Minutes. */
  duration: z.number().int(),
  status: BookingStatusSchema,
});
export type BaseBooking = z.infer<typeof BaseBookingSchema>;

export const BookingSchema = BaseBookingSchema.extend({
  space: BaseBookingSpaceSchema,
  place: BaseBookingPlaceSchema,
  /** Ours: the slot as ISO instants, whether it has ended, what it costs (cents). */
  startsAt: z.string(),
  endsAt: z.string(),
  past: z.boolean(),
  price: z.number().int(),
  /** While a draft: when its hold ends (created + 2 hours); null otherwise. */
  heldUntil: z.string().nullable(),
  canceledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof BookingSchema>;

/** `?firstDayOfMonth=yyyy-MM-01` (the SDK's key uses `yyyy-MM`: both are read). */
export const BookingSlotsQuerySchema = z.object({
  firstDayOfMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-01)?$/, 'Use the first day of a month as yyyy-MM-01')
    .transform((value) => value.slice(0, 7)),
});

export const DraftBookingBodySchema = z.object({
  day: BookingDaySchema,
  time: BookingTimeSchema,
});
export type DraftBookingBody = z.infer<typeof DraftBookingBodySchema>;

export const BookingsQuerySchema = ListQuerySchema.extend({
  past: QueryBoolean.optional(),
  placeId: UuidSchema.optional(),
});

export const BookingIntentQuerySchema = z.object({ addressId: BillingAddressIdSchema });
