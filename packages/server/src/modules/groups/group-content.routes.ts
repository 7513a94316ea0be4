import {
  ActivitySchema,
  envelopeSchema,
  GroupIdOrSlugParamSchema,
  GroupMediaQuerySchema,
  ListQuerySchema,
} from '@convene/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireModule } from '../../context';
import { ok } from '../../lib/envelope';
import { listActivities, listMedia } from '../activities/activities.service';

const tags = ['groups'];

/** A group's posts and media, served by the activities module after the group checks. */
export const groupContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/groups/:groupId/activities', {
    schema: {
      tags,
      summary: 'Posts in a group, newest first; private groups need membership',
      params: GroupIdOrSlugParamSchema,
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(z.array(ActivitySchema)) },
    },
    handler: async (request) => {
      requireModule(request.ctx, 'groups');
      return ok(
        await listActivities(request.ctx, { groupId: request.params.groupId }, request.query),
      );
    },
  });

  app.get('/groups/:groupId/media', {
    schema: {
      tags,
      summary: 'Posts with images (type=images, the default) or videos in a group',
      params: GroupIdOrSlugParamSchema,
      querystring: GroupMediaQuerySchema,
      response: { 200: envelopeSchema(z.array(ActivitySchema)) },
    },
    handler: async (request) => {
      requireModule(request.ctx, 'groups');
      const { type, ...query } = request.query;
      return ok(
        await listMedia(request.ctx, { groupId: request.params.groupId }, type ?? 'images', query),
      );
    },
  });
};
