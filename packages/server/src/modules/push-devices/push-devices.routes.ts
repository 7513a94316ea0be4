import { pushDeviceEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import { vapidKeysOf } from '../../push/index';
import {
  deleteSelfPushDevice,
  getSelfPushDevice,
  listSelfPushDevices,
  registerSelfPushDevice,
  updateSelfPushDevice,
} from './push-devices.service';

export const pushDeviceRoutes = [
  route(endpoints.list, (ctx, { query }) => listSelfPushDevices(ctx, query)),
  route(endpoints.register, (ctx, { body }) => registerSelfPushDevice(ctx, body)),
  route(endpoints.detail, (ctx, { params }) => getSelfPushDevice(ctx, params.pushDeviceId)),
  route(endpoints.update, (ctx, { params, body }) =>
    updateSelfPushDevice(ctx, params.pushDeviceId, body),
  ),
  route(endpoints.delete, (ctx, { params }) => deleteSelfPushDevice(ctx, params.pushDeviceId)),
  route(endpoints.vapidPublicKey, async (ctx) => ({
    publicKey: (await vapidKeysOf(ctx.config)).publicKey,
  })),
];
