import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ListQuerySchema } from '../core/pagination';
import {
  CreateWebhookEndpointBodySchema,
  UpdateWebhookEndpointBodySchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryDetailSchema,
  WebhookDeliveryParamSchema,
  WebhookDeliverySchema,
  WebhookEndpointParamSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from './webhooks';

const tags = ['webhooks'];
const endpoint = '/organization/webhooks/:endpointId';
const delivery = `${endpoint}/deliveries/:deliveryId`;
const access = 'administrators';

/**
 * Webhook endpoints and their deliveries (decision 0068), for the organization's
 * administrators only (403 otherwise); another organization's endpoint is 404.
 */
export const webhookEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/organization/webhooks',
    auth: 'login',
    access,
    tags,
    summary: "The organization's webhook endpoints, newest first (administrators)",
    query: ListQuerySchema,
    data: z.array(WebhookEndpointSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/organization/webhooks',
    auth: 'login',
    access,
    tags,
    summary: 'Registers an endpoint; the answer holds its secret, shown this once (administrators)',
    body: CreateWebhookEndpointBodySchema,
    status: 201,
    data: WebhookEndpointWithSecretSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: endpoint,
    auth: 'login',
    access,
    tags,
    summary: 'One webhook endpoint, without its secret (administrators)',
    params: WebhookEndpointParamSchema,
    data: WebhookEndpointSchema,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: endpoint,
    auth: 'login',
    access,
    tags,
    summary:
      "Changes an endpoint's URL, description, event types or whether it is on (administrators)",
    params: WebhookEndpointParamSchema,
    body: UpdateWebhookEndpointBodySchema,
    data: WebhookEndpointSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: endpoint,
    auth: 'login',
    access,
    tags,
    summary: 'Deletes an endpoint with its deliveries (administrators)',
    params: WebhookEndpointParamSchema,
    data: z.null(),
  }),
  rotateSecret: defineEndpoint({
    method: 'POST',
    path: `${endpoint}/secret`,
    auth: 'login',
    access,
    tags,
    summary: 'Replaces the signing secret; the answer holds the new one, once (administrators)',
    params: WebhookEndpointParamSchema,
    data: WebhookEndpointWithSecretSchema,
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: `${endpoint}/deliveries`,
    auth: 'login',
    access,
    tags,
    summary: "An endpoint's deliveries, newest first; status filter (administrators)",
    params: WebhookEndpointParamSchema,
    query: WebhookDeliveriesQuerySchema,
    data: z.array(WebhookDeliverySchema),
  }),
  delivery: defineEndpoint({
    method: 'GET',
    path: delivery,
    auth: 'login',
    access,
    tags,
    summary: 'A delivery with each attempt: status code, response and duration (administrators)',
    params: WebhookDeliveryParamSchema,
    data: WebhookDeliveryDetailSchema,
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: `${delivery}/resend`,
    auth: 'login',
    access,
    tags,
    summary: 'Sends a delivery again, now, with a fresh round of retries (administrators)',
    params: WebhookDeliveryParamSchema,
    data: WebhookDeliverySchema,
  }),
};
