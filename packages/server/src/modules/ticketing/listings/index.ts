import type { ServerModule } from '../../server-module';
import { catalogueRoutes, listingRoutes } from './listings.routes';

/**
 * Listings (decision 0021): the events members host or co-host — the event,
 * its program, questions, pass types and co-hosts, every route checked by
 * `requireEventHost` in its service.
 */
export const listingsModule: ServerModule = {
  name: 'listings',
  routes: [...listingRoutes, ...catalogueRoutes],
};

/** The host-or-co-host guard, for the other host tools (attendees, check-in, report …). */
export { requireEventHost, type HostedEvent, type HostRole } from './access';
