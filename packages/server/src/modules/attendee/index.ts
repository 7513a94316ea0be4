import type { ServerModule } from '../server-module';
import { addOnsPurpose } from './add-ons.service';
import { attendeeRoutes } from './attendee.routes';

/**
 * The attendee's passes after purchase (`/self/events/{id}/attendee`, decision 0019): the
 * registration and its payments, each pass with its QR token, answers and follow-ups,
 * transfer, cancellation with a refund made once, and add-ons bought later (`addOns`).
 */
export const attendeeModule: ServerModule = {
  name: 'attendee',
  routes: attendeeRoutes,
  paymentPurposes: { addOns: addOnsPurpose },
};
