import { webhookEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import {
  createWebhookEndpoint,
  editWebhookEndpoint,
  getWebhookDelivery,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  removeWebhookEndpoint,
  resendWebhookDelivery,
  rotateWebhookSecret,
} from './webhooks.service';

export const webhookRoutes = [
  route(endpoints.list, (ctx, { query }) => listWebhookEndpoints(ctx, query)),
  route(endpoints.create, (ctx, { body }) => createWebhookEndpoint(ctx, body)),
  route(endpoints.detail, (ctx, { params }) => getWebhookEndpoint(ctx, params.endpointId)),
  route(endpoints.update, (ctx, { params, body }) =>
    editWebhookEndpoint(ctx, params.endpointId, body),
  ),
  route(endpoints.remove, (ctx, { params }) => removeWebhookEndpoint(ctx, params.endpointId)),
  route(endpoints.rotateSecret, (ctx, { params }) => rotateWebhookSecret(ctx, params.endpointId)),
  route(endpoints.deliveries, (ctx, { params, query }) =>
    listWebhookDeliveries(ctx, params.endpointId, query),
  ),
  route(endpoints.delivery, (ctx, { params }) =>
    getWebhookDelivery(ctx, params.endpointId, params.deliveryId),
  ),
  route(endpoints.resend, (ctx, { params }) =>
    resendWebhookDelivery(ctx, params.endpointId, params.deliveryId),
  ),
];
