import {
  envelopeSchema,
  RelationshipsSchema,
  SelfImageBodySchema,
  SelfSchema,
  UpdateSelfBodySchema,
} from '@convene/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { IMAGE_BODY_LIMIT } from '../../storage/images';
import { getRelationships } from './relationships.service';
import { deleteSelf, getSelf, updateSelf, updateSelfImage } from './self.service';

export const selfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/self', {
    schema: {
      tags: ['self'],
      summary: 'The acting account: executeAs when allowed, else the login’s primary account',
      response: { 200: envelopeSchema(SelfSchema) },
    },
    handler: async (request) => ok(await getSelf(request.ctx)),
  });

  app.put('/self', {
    schema: {
      tags: ['self'],
      summary: 'Updates the acting account’s profile',
      body: UpdateSelfBodySchema,
      response: { 200: envelopeSchema(SelfSchema) },
    },
    handler: async (request) => ok(await updateSelf(request.ctx, request.body)),
  });

  app.delete('/self', {
    schema: {
      tags: ['self'],
      summary: 'Deletes the acting account (and the login when it held no other account)',
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      const { loginDeleted } = await deleteSelf(request.ctx);
      return ok(null, { message: loginDeleted ? 'Account and login deleted' : 'Account deleted' });
    },
  });

  for (const kind of ['image', 'banner'] as const) {
    app.put(`/self/${kind}`, {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags: ['self'],
        summary:
          kind === 'image'
            ? 'Sets the avatar (base64 or data URI; JPEG, PNG, GIF, WebP or AVIF; stored 512×512 WebP)'
            : 'Sets the banner (base64 or data URI; JPEG, PNG, GIF, WebP or AVIF; stored 1500×500 WebP)',
        body: SelfImageBodySchema,
        response: { 200: envelopeSchema(SelfSchema) },
      },
      handler: async (request) => ok(await updateSelfImage(request.ctx, kind, request.body.buffer)),
    });
  }

  app.get('/self/relationships', {
    schema: {
      tags: ['self'],
      summary: 'Per kind, the ids the acting account relates to',
      response: { 200: envelopeSchema(RelationshipsSchema) },
    },
    handler: async (request) => ok(await getRelationships(request.ctx)),
  });
};
