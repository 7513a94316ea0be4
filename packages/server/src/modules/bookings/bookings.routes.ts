import { bookingAdminEndpoints as admin, bookingEndpoints as endpoints } from '@convene/contract';
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
import {
  addBlackout,
  createPlace,
  createSpace,
  deletePlace,
  deleteSpace,
  listSpaceBookingsFor,
  removeBlackout,
  updatePlace,
  updateSpace,
} from './bookings-admin.service';

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
  // Staff tools (administrators; decision 0043).
  route(admin.createPlace, (ctx, { body }) => createPlace(ctx, body)),
  route(admin.updatePlace, (ctx, { params, body }) => updatePlace(ctx, params.placeId, body)),
  route(admin.deletePlace, (ctx, { params }) => deletePlace(ctx, params.placeId)),
  route(admin.createSpace, (ctx, { params, body }) => createSpace(ctx, params.placeId, body)),
  route(admin.updateSpace, (ctx, { params, body }) =>
    updateSpace(ctx, params.placeId, params.spaceId, body),
  ),
  route(admin.deleteSpace, (ctx, { params }) => deleteSpace(ctx, params.placeId, params.spaceId)),
  route(admin.addBlackout, (ctx, { params, body }) =>
    addBlackout(ctx, params.placeId, params.spaceId, body),
  ),
  route(admin.removeBlackout, (ctx, { params }) =>
    removeBlackout(ctx, params.placeId, params.spaceId, params.blackoutId),
  ),
  route(admin.spaceBookings, (ctx, { params, query }) =>
    listSpaceBookingsFor(ctx, params.placeId, params.spaceId, query),
  ),
];
