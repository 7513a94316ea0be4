import type { ServerModule } from '../../server-module';
import { addOnsPurpose } from './add-ons.service';
import { attendeeRoutes } from './attendee.routes';
import { groupTicketRoutes } from './group-tickets.routes';

/**
 * The attendee's passes after purchase (`/self/events/{id}/attendee`, decision 0019): the
 * registration and its payments, each pass with its QR token, answers and follow-ups,
 * transfer, cancellation with a refund made once, and add-ons bought later (`addOns`).
 */
export const attendeeModule: ServerModule = {
  name: 'attendee',
  routes: [...attendeeRoutes, ...groupTicketRoutes],
  paymentPurposes: { addOns: addOnsPurpose },
};

/** The host's cancel of a listing cancels and fully refunds every pass (decision 0024). */
export { cancelEventPasses } from './event-cancel.service';
