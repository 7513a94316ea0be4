import { hostDashboardEndpoints as endpoints } from '@convene/contract';
import { route } from '../../../lib/endpoint-route';
import { exportHostAttendees, exportHostOrders, hostDashboard } from './host-dashboard.service';

export const hostDashboardRoutes = [
  route(endpoints.dashboard, (ctx, { query }) => hostDashboard(ctx, query)),
  route(endpoints.exportOrders, (ctx) => exportHostOrders(ctx)),
  route(endpoints.exportAttendees, (ctx) => exportHostAttendees(ctx)),
];
