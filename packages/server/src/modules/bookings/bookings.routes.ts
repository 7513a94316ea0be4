import { bookingEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import {
  confirmBooking,
  draftBooking,
  getBookingIntent,
  getBookingPlace,
  getBookingSlots,
  getBookingSpace,
  getSelfBooking,
  listBookingPlaces,
  listBookingSpaces,
  listSelfBookings,
  removeBooking,
} from './bookings.service';

export const bookingRoutes = [
  route(endpoints.places, (ctx, { query }) => listBookingPlaces(ctx, query)),
  route(endpoints.place, (ctx, { params }) => getBookingPlace(ctx, params.placeId)),
  route(endpoints.spaces, (ctx, { params, query }) =>
    listBookingSpaces(ctx, params.placeId, query),
  ),
  route(endpoints.space, (ctx, { params }) => getBookingSpace(ctx, params.placeId, params.spaceId)),
  route(endpoints.slots, (ctx, { params, query }) =>
    getBookingSlots(ctx, params.placeId, params.spaceId, query.firstDayOfMonth),
  ),
  route(endpoints.draft, (ctx, { params, body }) =>
    draftBooking(ctx, params.placeId, params.spaceId, body),
  ),
  route(endpoints.list, (ctx, { query }) => listSelfBookings(ctx, query)),
  route(endpoints.detail, (ctx, { params }) => getSelfBooking(ctx, params.bookingId)),
  route(endpoints.intent, (ctx, { params, query }) =>
    getBookingIntent(ctx, params.bookingId, query.addressId),
  ),
  route(endpoints.confirm, (ctx, { params }) => confirmBooking(ctx, params.bookingId)),
  route(endpoints.remove, (ctx, { params }) => removeBooking(ctx, params.bookingId)),
];
