import { apiKeyEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import { createKey, listKeys, revokeKey } from './api-keys.service';

export const apiKeyRoutes = [
  route(endpoints.list, (ctx) => listKeys(ctx)),
  route(endpoints.create, (ctx, { body }) => createKey(ctx, body)),
  route(endpoints.revoke, (ctx, { params }) => revokeKey(ctx, params.apiKeyId)),
];
