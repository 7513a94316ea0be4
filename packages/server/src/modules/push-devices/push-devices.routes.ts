import {
  envelopeSchema,
  ListQuerySchema,
  PushDeviceSchema,
  RegisterPushDeviceBodySchema,
  UpdatePushDeviceBodySchema,
  UuidSchema,
} from '@convene/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import {
  deleteSelfPushDevice,
  getSelfPushDevice,
  listSelfPushDevices,
  registerSelfPushDevice,
  updateSelfPushDevice,
} from './push-devices.service';

const tags = ['push devices'];
const params = z.object({ pushDeviceId: UuidSchema });

export const pushDeviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/self/push-devices', {
    schema: {
      tags,
      summary: "The acting account's registered push devices",
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(z.array(PushDeviceSchema)) },
    },
    handler: async (request) => ok(await listSelfPushDevices(request.ctx, request.query)),
  });

  app.post('/self/push-devices', {
    schema: {
      tags,
      summary: 'Registers a device for push notifications (a known token moves to this account)',
      body: RegisterPushDeviceBodySchema,
      response: { 200: envelopeSchema(PushDeviceSchema) },
    },
    handler: async (request) => ok(await registerSelfPushDevice(request.ctx, request.body)),
  });

  app.get('/self/push-devices/:pushDeviceId', {
    schema: {
      tags,
      summary: 'One of the acting account’s push devices',
      params,
      response: { 200: envelopeSchema(PushDeviceSchema) },
    },
    handler: async (request) =>
      ok(await getSelfPushDevice(request.ctx, request.params.pushDeviceId)),
  });

  app.put('/self/push-devices/:pushDeviceId', {
    schema: {
      tags,
      summary: 'Changes one of the acting account’s push devices (`{pushDevice}`)',
      params,
      body: UpdatePushDeviceBodySchema,
      response: { 200: envelopeSchema(PushDeviceSchema) },
    },
    handler: async (request) =>
      ok(await updateSelfPushDevice(request.ctx, request.params.pushDeviceId, request.body)),
  });

  app.delete('/self/push-devices/:pushDeviceId', {
    schema: {
      tags,
      summary: 'Unregisters one of the acting account’s push devices',
      params,
      response: { 200: envelopeSchema(PushDeviceSchema) },
    },
    handler: async (request) =>
      ok(await deleteSelfPushDevice(request.ctx, request.params.pushDeviceId)),
  });
};
