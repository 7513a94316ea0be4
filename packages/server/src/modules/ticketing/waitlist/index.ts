import type { ServerModule } from '../../server-module';
import { serveLines, sweepWaitlists } from './offers.service';
import { waitlistRoutes } from './waitlist.routes';

/** How often offers are settled and lines with a free place served (a cancel offers at once). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Waitlists of sold-out pass types (`/self/events/{id}/waitlist`, decision 0024): a freed
 * place is offered to the next in line, held in their cart for a while.
 */
export const waitlistModule: ServerModule = {
  name: 'waitlist',
  routes: waitlistRoutes,
  jobs: [
    {
      name: 'waitlist-offers',
      intervalMs: SWEEP_INTERVAL_MS,
      run: (services, now) => sweepWaitlists(services, now),
    },
  ],
  waitlistOffers: serveLines,
};

export { offerFreedPlaces, serveLines, sweepWaitlists } from './offers.service';
