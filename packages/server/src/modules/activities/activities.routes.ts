import {
  AccountKeyParamSchema,
  ActivityIdParamSchema,
  ActivityListQuerySchema,
  ActivityReportParamSchema,
  ActivitySchema,
  CreateActivityBodySchema,
  envelopeSchema,
  ListQuerySchema,
  MediaListQuerySchema,
  ReportActivityBodySchema,
} from '@convene/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import {
  createActivity,
  deleteActivity,
  getActivity,
  likeActivity,
  listAccountActivities,
  listAccountMedia,
  listActivities,
  listFeed,
  listSelfActivities,
  removeActivityReport,
  reportActivity,
  unlikeActivity,
} from './activities.service';

const tags = ['activities'];
const ActivityList = envelopeSchema(z.array(ActivitySchema));
const ActivityOne = envelopeSchema(ActivitySchema);

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/activities', {
    schema: {
      tags,
      summary:
        'The feed of the signed-in account (featured=true: featured posts; anonymous: public posts)',
      querystring: ActivityListQuerySchema,
      response: { 200: ActivityList },
    },
    handler: async (request) => ok(await listFeed(request.ctx, request.query)),
  });

  app.post('/activities', {
    schema: {
      tags,
      summary: 'Post an activity, or a comment with commentedId',
      body: CreateActivityBodySchema,
      response: { 201: ActivityOne },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return ok(await createActivity(request.ctx, request.body));
    },
  });

  app.get('/activities/:activityId', {
    schema: {
      tags,
      summary: 'An activity',
      params: ActivityIdParamSchema,
      response: { 200: ActivityOne },
    },
    handler: async (request) => ok(await getActivity(request.ctx, request.params.activityId)),
  });

  app.delete('/activities/:activityId', {
    schema: {
      tags,
      summary: 'Delete an activity (author, group moderator or organization admin)',
      params: ActivityIdParamSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await deleteActivity(request.ctx, request.params.activityId);
      return ok(null);
    },
  });

  app.get('/activities/:activityId/comments', {
    schema: {
      tags,
      summary: 'Comments on an activity, newest first',
      params: ActivityIdParamSchema,
      querystring: ListQuerySchema,
      response: { 200: ActivityList },
    },
    handler: async (request) =>
      ok(
        await listActivities(
          request.ctx,
          { commentedId: request.params.activityId },
          request.query,
        ),
      ),
  });

  app.post('/activities/:activityId/likes', {
    schema: {
      tags,
      summary: 'Like (idempotent)',
      params: ActivityIdParamSchema,
      response: { 200: ActivityOne },
    },
    handler: async (request) => ok(await likeActivity(request.ctx, request.params.activityId)),
  });

  app.delete('/activities/:activityId/likes', {
    schema: {
      tags,
      summary: 'Unlike (idempotent)',
      params: ActivityIdParamSchema,
      response: { 200: ActivityOne },
    },
    handler: async (request) => ok(await unlikeActivity(request.ctx, request.params.activityId)),
  });

  app.post('/activities/:activityId/report', {
    schema: {
      tags,
      summary: 'Report an activity to the moderators',
      params: ActivityIdParamSchema,
      body: ReportActivityBodySchema.optional(),
      response: { 200: ActivityOne },
    },
    handler: async (request) =>
      ok(await reportActivity(request.ctx, request.params.activityId, request.body ?? {})),
  });

  app.delete('/activities/:activityId/report/:reportId', {
    schema: {
      tags,
      summary: 'Withdraw a report',
      params: ActivityReportParamSchema,
      response: { 200: ActivityOne },
    },
    handler: async (request) =>
      ok(
        await removeActivityReport(request.ctx, request.params.activityId, request.params.reportId),
      ),
  });

  app.get('/accounts/:accountId/activities', {
    schema: {
      tags: ['accounts'],
      summary: "An account's posts, newest first",
      params: AccountKeyParamSchema,
      querystring: ListQuerySchema,
      response: { 200: ActivityList },
    },
    handler: async (request) =>
      ok(await listAccountActivities(request.ctx, request.params.accountId, request.query)),
  });

  app.get('/accounts/:accountId/media', {
    schema: {
      tags: ['accounts'],
      summary: "An account's posts with images (type=images) or videos (type=videos)",
      params: AccountKeyParamSchema,
      querystring: MediaListQuerySchema,
      response: { 200: ActivityList },
    },
    handler: async (request) =>
      ok(
        await listAccountMedia(
          request.ctx,
          request.params.accountId,
          request.query.type,
          request.query,
        ),
      ),
  });

  app.get('/self/activities', {
    schema: {
      tags: ['self'],
      summary: "The acting account's posts",
      querystring: ListQuerySchema,
      response: { 200: ActivityList },
    },
    handler: async (request) => ok(await listSelfActivities(request.ctx, request.query)),
  });
};
