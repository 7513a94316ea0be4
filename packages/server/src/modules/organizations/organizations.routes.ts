import { envelopeSchema, PublicOrganizationSchema } from '@convene/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { publicConfiguration } from './organizations.service';

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/organization', '/organization/config']) {
    app.get(url, {
      schema: {
        tags: ['organization'],
        summary: 'The public configuration of the organization named by the header',
        response: { 200: envelopeSchema(PublicOrganizationSchema) },
      },
      handler: async (request) =>
        ok(publicConfiguration(request.ctx.organization, request.origin, app.apiPrefix)),
    });
  }
};
