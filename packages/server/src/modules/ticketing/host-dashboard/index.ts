import type { ServerModule } from '../../server-module';
import { hostDashboardRoutes } from './host-dashboard.routes';

/**
 * The organizer dashboard (decision 0072): figures across every event the account hosts
 * or co-hosts — registrations and revenue over time, check-in, capacity, waitlists and
 * refunds — and the CSV exports of all their orders and attendees.
 */
export const hostDashboardModule: ServerModule = {
  name: 'host-dashboard',
  routes: hostDashboardRoutes,
};
