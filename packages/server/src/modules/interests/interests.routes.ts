import {
  ActivitySchema,
  CreateInterestBodySchema,
  envelopeSchema,
  InterestKeyParamSchema,
  InterestSchema,
  ListQuerySchema,
  SelfInterestsBodySchema,
} from '@convene/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { listInterestActivities } from '../activities/activities.service';
import {
  createInterest,
  getInterest,
  listInterests,
  listSelfInterests,
  setSelfInterests,
} from './interests.service';

const tags = ['interests'];

export const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/interests', {
    schema: {
      tags,
      summary: 'Interests of the organization, featured first',
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(z.array(InterestSchema)) },
    },
    handler: async (request) => ok(await listInterests(request.ctx, request.query)),
  });

  app.post('/interests', {
    schema: {
      tags,
      summary: 'Add an interest (any active member); names are unique',
      body: CreateInterestBodySchema,
      response: { 201: envelopeSchema(InterestSchema) },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return ok(await createInterest(request.ctx, request.body));
    },
  });

  app.get('/interests/:interest', {
    schema: {
      tags,
      summary: 'An interest by id, slug or name',
      params: InterestKeyParamSchema,
      response: { 200: envelopeSchema(InterestSchema) },
    },
    handler: async (request) => ok(await getInterest(request.ctx, request.params.interest)),
  });

  app.get('/interests/:interest/activities', {
    schema: {
      tags,
      summary: 'Activities tagged with the interest, newest first',
      params: InterestKeyParamSchema,
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(z.array(ActivitySchema)) },
    },
    handler: async (request) =>
      ok(await listInterestActivities(request.ctx, request.params.interest, request.query)),
  });

  app.get('/self/interests', {
    schema: {
      tags: ['self'],
      summary: "The acting account's interests",
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(z.array(InterestSchema)) },
    },
    handler: async (request) => ok(await listSelfInterests(request.ctx, request.query)),
  });

  app.post('/self/interests', {
    schema: {
      tags: ['self'],
      summary: "Replace the acting account's interests (at least 5)",
      body: SelfInterestsBodySchema,
      response: { 200: envelopeSchema(z.array(InterestSchema)) },
    },
    handler: async (request) => ok(await setSelfInterests(request.ctx, request.body)),
  });
};
