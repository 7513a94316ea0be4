import { z } from 'zod';
import {
  BookingBlackoutBodySchema,
  BookingPlaceBodySchema,
  BookingSpaceBodySchema,
  SpaceBookingSchema,
  SpaceBookingsQuerySchema,
} from './booking-admin';
import { BookingPlaceSchema, BookingSpaceSchema } from './bookings';
import { BookingPlaceParamSchema, BookingSpaceParamSchema } from './bookings.endpoints';
import { defineEndpoint } from '../core/endpoint';
import { UuidSchema } from '../core/ids';

const tags = ['bookings'];
const module = 'bookings';
const place = '/bookings/places/:placeId';
const space = `${place}/spaces/:spaceId`;

export const BookingBlackoutParamSchema = BookingSpaceParamSchema.extend({
  blackoutId: UuidSchema,
});

/**
 * Staff tools for bookings (organization administrators; 403 otherwise): places, spaces
 * with their week and blackouts, and a space's bookings. The members' reads are in
 * bookings.endpoints.ts. Decision 0043.
 */
export const bookingAdminEndpoints = {
  createPlace: defineEndpoint({
    method: 'POST',
    path: '/bookings/places',
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary: 'Creates a bookable place in an IANA time zone (administrators)',
    body: BookingPlaceBodySchema,
    status: 201,
    data: BookingPlaceSchema,
  }),
  updatePlace: defineEndpoint({
    method: 'PUT',
    path: place,
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary: 'Changes a place: name, address, time zone (administrators)',
    params: BookingPlaceParamSchema,
    body: BookingPlaceBodySchema,
    data: BookingPlaceSchema,
  }),
  deletePlace: defineEndpoint({
    method: 'DELETE',
    path: place,
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary:
      'Deletes a place and its spaces; 409 while any has upcoming confirmed bookings (administrators)',
    params: BookingPlaceParamSchema,
    data: z.null(),
  }),
  createSpace: defineEndpoint({
    method: 'POST',
    path: `${place}/spaces`,
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary:
      'Creates a space with supply, slot duration, price and weekly availability (administrators)',
    params: BookingPlaceParamSchema,
    body: BookingSpaceBodySchema,
    status: 201,
    data: BookingSpaceSchema,
  }),
  updateSpace: defineEndpoint({
    method: 'PUT',
    path: space,
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary:
      'Changes a space and replaces its week; 409 if an upcoming confirmed booking would lose its slot (administrators)',
    params: BookingSpaceParamSchema,
    body: BookingSpaceBodySchema,
    data: BookingSpaceSchema,
  }),
  deleteSpace: defineEndpoint({
    method: 'DELETE',
    path: space,
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary: 'Deletes a space; 409 while it has upcoming confirmed bookings (administrators)',
    params: BookingSpaceParamSchema,
    data: z.null(),
  }),
  addBlackout: defineEndpoint({
    method: 'POST',
    path: `${space}/blackouts`,
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary:
      'Blacks out a period of a space; 409 if upcoming confirmed bookings fall in it (administrators)',
    params: BookingSpaceParamSchema,
    body: BookingBlackoutBodySchema,
    status: 201,
    data: BookingSpaceSchema,
  }),
  removeBlackout: defineEndpoint({
    method: 'DELETE',
    path: `${space}/blackouts/:blackoutId`,
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary: 'Lifts a blackout of a space (administrators)',
    params: BookingBlackoutParamSchema,
    data: BookingSpaceSchema,
  }),
  spaceBookings: defineEndpoint({
    method: 'GET',
    path: `${space}/bookings`,
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary:
      "A space's bookings starting on a day or in a month, by start: who, the slot, the status (administrators)",
    params: BookingSpaceParamSchema,
    query: SpaceBookingsQuerySchema,
    data: z.array(SpaceBookingSchema),
  }),
} as const;
