import { defineArea, page } from '../../app/area';

/**
 * Hosting: the events a member hosts or co-hosts (decision 0021). /host lists them,
 * /host/dashboard sums them up (figures over time, check-in, capacity, CSV exports; 0072),
 * /host/new creates one step by step, /host/events/:eventId is its overview (status, fields,
 * what it sells, co-hosts). The event's other host pages live in the host-program and
 * host-door areas, joined by `components/host-event-nav`. Part of the events module.
 */
const signedIn = { access: 'signed-in' } as const;
/** The top navigation's "Hosting": an app path, not a route of its own (a11y.spec lists routes). */
const HOSTING = '/host';

export const hostArea = defineArea({
  id: 'host',
  module: 'events',
  routes: [
    page('host', () => import('./listings-page'), 'ListingsPage', {
      ...signedIn,
      title: 'host.title',
    }),
    page('host/dashboard', () => import('./dashboard-page'), 'HostDashboardPage', {
      ...signedIn,
      title: 'host.dashboard.title',
    }),
    page('host/new', () => import('./new-listing-page'), 'NewListingPage', {
      ...signedIn,
      title: 'host.new.title',
    }),
    page('host/events/:eventId', () => import('./overview-page'), 'ListingOverviewPage', {
      ...signedIn,
      title: 'host.overview.title',
    }),
  ],
  nav: [{ module: 'events', path: HOSTING, label: 'host.nav' }],
});
