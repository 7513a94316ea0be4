import { paymentEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import { captureIntent } from './capture.service';
import { listPaymentIntegrations, updatePaymentIntegration } from './integrations.service';
import { receivePaymentWebhook } from './webhooks.service';

export const paymentRoutes = [
  route(endpoints.capture, (ctx, { params, body }) => captureIntent(ctx, params.intentId, body)),
  route(endpoints.integrations, (ctx) => listPaymentIntegrations(ctx)),
  route(endpoints.updateIntegration, (ctx, { params, body }) =>
    updatePaymentIntegration(ctx, params.type, body),
  ),
  route(endpoints.webhook, (ctx, { params, request }) =>
    receivePaymentWebhook(ctx, params.type, {
      headers: request.headers,
      rawBody: Buffer.isBuffer(request.body) ? request.body : undefined,
    }),
  ),
];
