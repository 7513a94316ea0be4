import type { ServerModule } from '../server-module';
import { activationsModule } from './activations/index';
import { attendeeModule } from './attendee/index';
import { calendarsModule } from './calendars/index';
import { eventsModule } from './events/index';
import { hostAttendeesModule } from './host-attendees/index';
import { hostDashboardModule } from './host-dashboard/index';
import { listingsModule } from './listings/index';
import { registrationModule } from './registration/index';
import { sessionRegistrationModule } from './session-registration/index';
import { waitlistModule } from './waitlist/index';

/*
 * Ticketing: events and what they sell, from the catalogue to the door (decision 0063).
 * One bounded context in ten parts that share its tables:
 * - events: the catalogue (events, series, an event page, its pass types);
 * - registration: the cart, its holds and checkout;
 * - attendee: the passes an attendee holds (answers, add-ons, transfer, cancel);
 * - session-registration: an attendee's sessions;
 * - activations: an event's activations and their completions;
 * - listings: the events a member hosts (program, questions, pass types, co-hosts);
 * - host-attendees: the host's side of the attendees (check-in, emails, report);
 * - host-dashboard: the figures and exports across every event a member hosts (decision 0072);
 * - waitlist: the lines for sold-out pass types and their offers;
 * - calendars: a member's secret calendar feed and the organization's (decision 0065).
 * The rest of the server reaches it through this file and `sql.ts` only.
 */

/** The context's modules, in the order the app mounts them. */
export const ticketingModules: readonly ServerModule[] = [
  eventsModule,
  registrationModule,
  attendeeModule,
  waitlistModule,
  sessionRegistrationModule,
  activationsModule,
  listingsModule,
  hostAttendeesModule,
  hostDashboardModule,
  calendarsModule,
];

/** The event guard activities and support use (404, 'Event not public', 453). */
export { findEventDetail, requireEventViewer, viewerOf, basePassTypesByIds } from './events/index';

/** How surveys check and label an answer, as registration questions do. */
export { checkAnswer, questionLabel } from './registration/index';

/** Email registration (decision 0069): registration open to a visitor, and the one free pass. */
export { registerWithFreePass, requireRegistrationOpenFor } from './registration/index';
