import { defineArea, page } from '../../app/area';

/**
 * Bookings: the places to book (/bookings/places), a place's spaces
 * (/bookings/places/:placeId), a space's month of free slots
 * (/bookings/places/:placeId/spaces/:spaceId), a booking with its 2-hour hold, payment and
 * cancel (/bookings/:bookingId) and my bookings (/bookings); for administrators the places
 * and the space editor (/admin/bookings…). Pages load on demand.
 */
/** The top navigation's "Book a space": an app path, not a route of its own (a11y.spec lists routes). */
const BOOK_A_SPACE = '/bookings/places';
/** The administration hub's link (/admin). */
const MANAGE_PLACES = '/admin/bookings';

export const bookingsArea = defineArea({
  id: 'bookings',
  module: 'bookings',
  routes: [
    page('bookings', () => import('./bookings-page'), 'BookingsPage', {
      access: 'signed-in',
      title: 'bookings.list.title',
    }),
    page('bookings/places', () => import('./places-page'), 'PlacesPage', {
      access: 'signed-in',
      title: 'bookings.places.title',
    }),
    page('bookings/places/:placeId', () => import('./place-page'), 'PlacePage', {
      access: 'signed-in',
      title: 'bookings.place.spaces',
    }),
    page('bookings/places/:placeId/spaces/:spaceId', () => import('./space-page'), 'SpacePage', {
      access: 'signed-in',
      title: 'bookings.space.choose',
    }),
    page('bookings/:bookingId', () => import('./booking-page'), 'BookingPage', {
      access: 'signed-in',
      title: 'bookings.list.title',
    }),
    // Administrators (decision 0043): places, the space editor, a space's bookings by day.
    page('admin/bookings', () => import('./admin-places-page'), 'AdminPlacesPage', {
      access: 'signed-in',
      title: 'bookings.admin.title',
    }),
    page('admin/bookings/places/:placeId', () => import('./admin-place-page'), 'AdminPlacePage', {
      access: 'signed-in',
      title: 'bookings.admin.title',
    }),
    page(
      'admin/bookings/places/:placeId/spaces/:spaceId',
      () => import('./admin-space-page'),
      'AdminSpacePage',
      { access: 'signed-in', title: 'bookings.admin.title' },
    ),
    page(
      'admin/bookings/places/:placeId/spaces/:spaceId/bookings',
      () => import('./admin-space-bookings-page'),
      'AdminSpaceBookingsPage',
      { access: 'signed-in', title: 'bookings.admin.title' },
    ),
  ],
  nav: [{ module: 'bookings', path: BOOK_A_SPACE, label: 'bookings.nav' }],
  adminLinks: [
    { path: MANAGE_PLACES, label: 'bookings.admin.link', description: 'bookings.admin.linkBody' },
  ],
});
