import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { UuidSchema } from '../core/ids';
import {
  PushDeviceSchema,
  RegisterPushDeviceBodySchema,
  UpdatePushDeviceBodySchema,
  VapidPublicKeySchema,
} from './notifications';
import { ListQuerySchema } from '../core/pagination';

const tags = ['push devices'];

export const PushDeviceIdParamSchema = z.object({ pushDeviceId: UuidSchema });

export const pushDeviceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/self/push-devices',
    auth: 'account',
    tags,
    summary: "The acting account's registered push devices",
    query: ListQuerySchema,
    data: z.array(PushDeviceSchema),
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/self/push-devices',
    auth: 'account',
    tags,
    summary: 'Registers a device for push notifications (a known token moves to this account)',
    body: RegisterPushDeviceBodySchema,
    data: PushDeviceSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/self/push-devices/:pushDeviceId',
    auth: 'account',
    tags,
    summary: 'One of the acting account’s push devices',
    params: PushDeviceIdParamSchema,
    data: PushDeviceSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/self/push-devices/:pushDeviceId',
    auth: 'account',
    tags,
    summary: 'Changes one of the acting account’s push devices (`{pushDevice}`)',
    params: PushDeviceIdParamSchema,
    body: UpdatePushDeviceBodySchema,
    data: PushDeviceSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/self/push-devices/:pushDeviceId',
    auth: 'account',
    tags,
    summary: 'Unregisters one of the acting account’s push devices',
    params: PushDeviceIdParamSchema,
    data: PushDeviceSchema,
  }),
  vapidPublicKey: defineEndpoint({
    method: 'GET',
    path: '/push/vapid-public-key',
    auth: 'public',
    tags,
    summary: 'The Web Push (VAPID) public key browsers subscribe with',
    data: VapidPublicKeySchema,
  }),
};
