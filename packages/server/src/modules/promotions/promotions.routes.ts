import {
  AdvertisementSchema,
  BenefitSchema,
  envelopeSchema,
  ListQuerySchema,
} from '@convene/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { benefitList, currentAdvertisement } from './promotions.service';

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/advertisement', {
    schema: {
      tags: ['advertisements'],
      summary: 'One of the organization’s live advertisements, picked by weight (null when none)',
      response: { 200: envelopeSchema(AdvertisementSchema.nullable()) },
    },
    handler: async (request) => ok(await currentAdvertisement(request.ctx)),
  });

  app.get('/benefits', {
    schema: {
      tags: ['benefits'],
      summary: 'The organization’s live member benefits, highest priority first',
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(z.array(BenefitSchema)) },
    },
    handler: async (request) => ok(await benefitList(request.ctx, request.query)),
  });
};
