import type { ServerModule } from '../server-module';
import { bookingRoutes } from './bookings.routes';
import { bookingPurpose } from './bookings.service';

export const bookingsModule: ServerModule = {
  name: 'bookings',
  routes: bookingRoutes,
  paymentPurposes: { booking: bookingPurpose },
};

/** The seed and tests lay out places and spaces. */
export {
  createBookingPlace,
  createBookingSpace,
  recordBooking,
  type NewBookingSpace,
} from './places.service';
export { confirmBooking, draftBooking } from './bookings.service';
export { nextDay, wallClockAt, weekdayOf } from '../../lib/zoned-time';
