import { z } from 'zod';
import {
  BookingDaySlotsSchema,
  BookingIntentQuerySchema,
  BookingPlaceSchema,
  BookingSchema,
  BookingSlotsQuerySchema,
  BookingSpaceSchema,
  BookingsQuerySchema,
  DraftBookingBodySchema,
} from './bookings';
import { defineEndpoint } from '../core/endpoint';
import { UuidSchema } from '../core/ids';
import { ListQuerySchema } from '../core/pagination';
import { PaymentIntentSchema } from '../payments/payment-intents';

const tags = ['bookings'];

export const BookingPlaceParamSchema = z.object({ placeId: UuidSchema });
export const BookingSpaceParamSchema = z.object({ placeId: UuidSchema, spaceId: UuidSchema });
export const BookingIdParamSchema = z.object({ bookingId: UuidSchema });

/** Bookings: places, their spaces and slots, and the acting account's bookings. */
export const bookingEndpoints = {
  places: defineEndpoint({
    method: 'GET',
    path: '/bookings/places',
    auth: 'account',
    module: 'bookings',
    tags,
    summary: 'Bookable places, by name',
    query: ListQuerySchema,
    data: z.array(BookingPlaceSchema),
  }),
  place: defineEndpoint({
    method: 'GET',
    path: '/bookings/places/:placeId',
    auth: 'account',
    module: 'bookings',
    tags,
    summary: 'A bookable place with its time zone',
    params: BookingPlaceParamSchema,
    data: BookingPlaceSchema,
  }),
  spaces: defineEndpoint({
    method: 'GET',
    path: '/bookings/places/:placeId/spaces',
    auth: 'account',
    module: 'bookings',
    tags,
    summary: "A place's spaces with supply, slot duration, price, availability and blackouts",
    params: BookingPlaceParamSchema,
    query: ListQuerySchema,
    data: z.array(BookingSpaceSchema),
  }),
  space: defineEndpoint({
    method: 'GET',
    path: '/bookings/places/:placeId/spaces/:spaceId',
    auth: 'account',
    module: 'bookings',
    tags,
    summary: 'A space with its weekly availability and blackouts',
    params: BookingSpaceParamSchema,
    data: BookingSpaceSchema,
  }),
  slots: defineEndpoint({
    method: 'GET',
    path: '/bookings/places/:placeId/spaces/:spaceId/slots',
    auth: 'account',
    module: 'bookings',
    tags,
    summary: "Every day of a month with the space's free slots, in the place's time zone",
    params: BookingSpaceParamSchema,
    query: BookingSlotsQuerySchema,
    data: z.array(BookingDaySlotsSchema),
  }),
  draft: defineEndpoint({
    method: 'POST',
    path: '/bookings/places/:placeId/spaces/:spaceId/slots',
    auth: 'account',
    module: 'bookings',
    tags,
    summary: 'Drafts a booking of a free slot, holding it for 2 hours',
    params: BookingSpaceParamSchema,
    body: DraftBookingBodySchema,
    data: BookingSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/bookings',
    auth: 'account',
    module: 'bookings',
    tags,
    summary: "The acting account's bookings: upcoming soonest first, or past latest first",
    query: BookingsQuerySchema,
    data: z.array(BookingSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/bookings/:bookingId',
    auth: 'account',
    module: 'bookings',
    tags,
    summary: 'One of the acting account’s bookings',
    params: BookingIdParamSchema,
    data: BookingSchema,
  }),
  intent: defineEndpoint({
    method: 'GET',
    path: '/bookings/:bookingId/intent',
    auth: 'account',
    module: 'bookings',
    tags,
    summary: 'The payment intent for a held draft, taxed by the address',
    params: BookingIdParamSchema,
    query: BookingIntentQuerySchema,
    data: PaymentIntentSchema,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/bookings/:bookingId',
    auth: 'account',
    module: 'bookings',
    tags,
    summary: 'Confirms a free draft while its hold lasts',
    params: BookingIdParamSchema,
    data: BookingSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/bookings/:bookingId',
    auth: 'account',
    module: 'bookings',
    tags,
    summary:
      'Cancels a confirmed booking (refunding what was paid) and answers it, or deletes a draft and answers null',
    params: BookingIdParamSchema,
    data: BookingSchema.nullable(),
  }),
};
