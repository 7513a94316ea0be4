import { waitlistEndpoints as endpoints } from '@convene/contract';
import { route } from '../../../lib/endpoint-route';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist.service';

export const waitlistRoutes = [
  route(endpoints.list, (ctx, { params }) => listWaitlist(ctx, params.eventId)),
  route(endpoints.join, (ctx, { params, body }) => joinWaitlist(ctx, params.eventId, body)),
  route(endpoints.leave, (ctx, { params }) =>
    leaveWaitlist(ctx, params.eventId, params.passTypeId),
  ),
];
