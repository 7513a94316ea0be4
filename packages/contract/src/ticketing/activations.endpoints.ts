import { z } from 'zod';
import {
  ActivationCompletionDetailSchema,
  ActivationListQuerySchema,
  ActivationParamSchema,
  ActivationSchema,
  ActivationsParamSchema,
  ActivationSummarySchema,
  CompleteActivationBodySchema,
  CompleteActivationParamSchema,
  LeaderboardAccountSchema,
  PassActivationsParamSchema,
} from './activations';
import { defineEndpoint } from '../core/endpoint';
import { ListQuerySchema } from '../core/pagination';

const tags = ['activations'];
const module = 'events';

/** An event's activations, the caller's progress and the leaderboard. */
export const activationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/activations',
    auth: 'account',
    module,
    tags,
    summary: "The event's activations in the order they open, with the caller's completions",
    params: ActivationsParamSchema,
    query: ActivationListQuerySchema,
    data: z.array(ActivationSchema),
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/activations/summary',
    auth: 'account',
    module,
    tags,
    summary: "The caller's progress (completed, points, the next one) and the leaderboard's top",
    params: ActivationsParamSchema,
    data: ActivationSummarySchema,
  }),
  leaderboard: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/activations/leaderboard',
    auth: 'account',
    module,
    tags,
    summary: 'The attendees by points earned, most first',
    params: ActivationsParamSchema,
    query: ListQuerySchema,
    data: z.array(LeaderboardAccountSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/activations/:activationId',
    auth: 'account',
    module,
    tags,
    summary: "An activation with the caller's completions",
    params: ActivationParamSchema,
    data: ActivationSchema,
  }),
  completions: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/activations/:activationId/completions',
    auth: 'account',
    module,
    tags,
    summary: "The caller's completions of an activation (SDK useGetEventActivationCompletions)",
    params: ActivationParamSchema,
    query: ListQuerySchema,
    data: z.array(ActivationCompletionDetailSchema),
  }),
  passSummary: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/activations/:passId/summary',
    auth: 'account',
    module,
    tags,
    summary: "One of the caller's passes' progress (`activations/{passId}/summary`)",
    params: PassActivationsParamSchema,
    data: ActivationSummarySchema,
  }),
  passDetail: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/activations/:passId/:activationId',
    auth: 'account',
    module,
    tags,
    summary: "An activation with the completions of one of the caller's passes",
    params: CompleteActivationParamSchema,
    data: ActivationSchema,
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/events/:eventId/activations/:passId/:activationId',
    auth: 'account',
    module,
    tags,
    summary: "Completes an activation for one of the caller's passes (its code when protected)",
    description:
      "An empty code answers 400 'Please enter a code', a wrong one 400 'Invalid code. Please try again.'; completing again changes nothing.",
    params: CompleteActivationParamSchema,
    body: CompleteActivationBodySchema,
    data: ActivationSchema,
  }),
};
