import type { ServerModule } from '../server-module';
import {
  DELIVERY_INTERVAL_MS,
  RETENTION_INTERVAL_MS,
  deliverDueWebhooks,
  pruneOldDeliveries,
} from './delivery';
import { webhookRoutes } from './webhooks.routes';

/**
 * Webhooks (decision 0068): administrators register endpoints per event type; the modules
 * that own those facts queue a signed delivery in their transaction (`emitWebhook`), and the
 * `webhook-deliveries` job sends them from any node, retrying with backoff; `webhook-retention`
 * deletes the finished ones after 30 days.
 */
export const webhooksModule: ServerModule = {
  name: 'webhooks',
  routes: webhookRoutes,
  jobs: [
    {
      name: 'webhook-deliveries',
      intervalMs: DELIVERY_INTERVAL_MS,
      run: (services, now) => deliverDueWebhooks(services, now),
    },
    {
      name: 'webhook-retention',
      intervalMs: RETENTION_INTERVAL_MS,
      run: (services, now) => pruneOldDeliveries(services, now),
    },
  ],
};

export { deliverDueWebhooks, emitWebhook, type WebhookEmitter } from './delivery';
export { WebhookEndpointCache } from './endpoint-cache';
