import { activationEndpoints as endpoints } from '@convene/contract';
import { answerPage, route } from '../../../lib/endpoint-route';
import {
  activationCompletions,
  activationLeaderboard,
  activationSummary,
  completeActivation,
  getActivation,
  getPassActivation,
  listActivations,
  passActivationSummary,
} from './activations.service';

export const activationRoutes = [
  route(endpoints.list, async (ctx, { params, query }) =>
    answerPage(await listActivations(ctx, params.eventId, query)),
  ),
  route(endpoints.summary, (ctx, { params }) => activationSummary(ctx, params.eventId)),
  route(endpoints.leaderboard, (ctx, { params, query }) =>
    activationLeaderboard(ctx, params.eventId, query),
  ),
  route(endpoints.detail, (ctx, { params }) =>
    getActivation(ctx, params.eventId, params.activationId),
  ),
  // The caller's few completions come on the first page; later pages are empty.
  route(endpoints.completions, async (ctx, { params, query }) =>
    query.page > 1 ? [] : activationCompletions(ctx, params.eventId, params.activationId),
  ),
  route(endpoints.passSummary, (ctx, { params }) => passActivationSummary(ctx, params)),
  route(endpoints.passDetail, (ctx, { params }) => getPassActivation(ctx, params)),
  route(endpoints.complete, (ctx, { params, body }) => completeActivation(ctx, params, body)),
];
