import { defineEndpoint } from '../core/endpoint';
import { HostCsvSchema, HostDashboardQuerySchema, HostDashboardSchema } from './host-dashboard';

const tags = ['listings'];
const module = 'events';

/**
 * The organizer dashboard across the events the account hosts or co-hosts: a member who
 * hosts nothing gets an empty dashboard and empty files, never another host's events.
 */
export const hostDashboardEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/self/host/dashboard',
    auth: 'account',
    module,
    tags,
    summary:
      'Registrations and revenue over time, check-in, capacity, waitlists and refunds of the hosted events',
    query: HostDashboardQuerySchema,
    data: HostDashboardSchema,
  }),
  exportOrders: defineEndpoint({
    method: 'GET',
    path: '/self/host/orders/export',
    auth: 'account',
    module,
    tags,
    summary: 'Every order (registration) of the hosted events as CSV (a data URI in the envelope)',
    data: HostCsvSchema,
  }),
  exportAttendees: defineEndpoint({
    method: 'GET',
    path: '/self/host/attendees/export',
    auth: 'account',
    module,
    tags,
    summary: 'Every pass of the hosted events and who holds it as CSV (a data URI in the envelope)',
    data: HostCsvSchema,
  }),
};
