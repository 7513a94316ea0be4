import { z } from 'zod';
import { UuidSchema } from '../core/ids';
import { ListQuerySchema } from '../core/pagination';

/*
 * Webhooks (decision 0068): an organization's administrators register HTTPS endpoints that
 * receive, signed with the endpoint's secret (Standard Webhooks), the facts they chose.
 */

/** What an endpoint may subscribe to: one fact each, named `<object>.<fact>`. */
export const WEBHOOK_EVENT_TYPES = [
  'registration.completed',
  'pass.cancelled',
  'pass.refunded',
  'pass.transferred',
  'pass.checkedIn',
  'booking.confirmed',
  'subscription.changed',
  'supportTicket.created',
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/** A delivery: on its way (`pending`), answered with a 2xx, or given up after the last attempt. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const WebhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatusSchema>;

export const WEBHOOK_MESSAGES = {
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  badUrl: 'The URL must be an https:// address on the public internet',
} as const;

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(WebhookEventTypeSchema),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** The endpoint as created or after a rotation: its secret, shown this once. */
export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({
  /** `whsec_` and the base64 key, as Standard Webhooks libraries take it. */
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

const UrlSchema = z.string().trim().url().max(2000);

export const CreateWebhookEndpointBodySchema = z.object({
  url: UrlSchema,
  description: z.string().trim().max(500).default(''),
  eventTypes: z.array(WebhookEventTypeSchema).min(1).max(WEBHOOK_EVENT_TYPES.length),
  enabled: z.boolean().default(true),
});
export type CreateWebhookEndpointBody = z.input<typeof CreateWebhookEndpointBodySchema>;

export const UpdateWebhookEndpointBodySchema = z
  .object({
    url: UrlSchema,
    description: z.string().trim().max(500),
    eventTypes: z.array(WebhookEventTypeSchema).min(1).max(WEBHOOK_EVENT_TYPES.length),
    enabled: z.boolean(),
  })
  .partial();
export type UpdateWebhookEndpointBody = z.input<typeof UpdateWebhookEndpointBodySchema>;

export const WebhookEndpointParamSchema = z.object({ endpointId: UuidSchema });
export const WebhookDeliveryParamSchema = z.object({
  endpointId: UuidSchema,
  deliveryId: UuidSchema,
});

export const WebhookDeliveriesQuerySchema = ListQuerySchema.extend({
  status: WebhookDeliveryStatusSchema.optional(),
});

/** One try of a delivery: the answer's status (null when none came), its body cut short. */
export const WebhookAttemptSchema = z.object({
  id: z.string(),
  statusCode: z.number().int().nullable(),
  /** The first 1,000 characters of the answer, or why there was none (timeout, refused …). */
  response: z.string(),
  durationMs: z.number().int(),
  createdAt: z.string(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  /** The message id (`webhook-id`), the same on every attempt and re-send. */
  messageId: z.string(),
  eventType: WebhookEventTypeSchema,
  status: WebhookDeliveryStatusSchema,
  /** Tries since it was sent (or re-sent). */
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  /** The JSON body that is posted. */
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryDetailSchema = WebhookDeliverySchema.extend({
  attemptLog: z.array(WebhookAttemptSchema),
});
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetailSchema>;
