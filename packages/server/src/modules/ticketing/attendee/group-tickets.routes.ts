import { groupTicketEndpoints as endpoints } from '@convene/contract';
import { route } from '../../../lib/endpoint-route';
import { getGroupTicket, getGroupTicketPasses, getGroupTickets } from './group-tickets.service';

export const groupTicketRoutes = [
  route(endpoints.coupons, (ctx, { params }) => getGroupTickets(ctx, params.eventId)),
  route(endpoints.coupon, (ctx, { params }) =>
    getGroupTicket(ctx, params.eventId, params.couponId),
  ),
  route(endpoints.passes, (ctx, { params }) =>
    getGroupTicketPasses(ctx, params.eventId, params.couponId),
  ),
];
