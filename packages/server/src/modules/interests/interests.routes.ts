import { interestEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import { createInterest, getInterest, listInterests, listSelfInterests } from './interests.service';

export const interestRoutes = [
  route(endpoints.list, (ctx, { query }) => listInterests(ctx, query)),
  route(endpoints.create, (ctx, { body }) => createInterest(ctx, body)),
  route(endpoints.detail, (ctx, { params }) => getInterest(ctx, params.interest)),
  // endpoints.activities (an interest's posts) is served by the activities module.
  route(endpoints.selfList, (ctx, { query }) => listSelfInterests(ctx, query)),
  // endpoints.selfSet answers the account: the self module serves it.
];
