import type { WebhookDeliveryStatus, WebhookEventType } from '@convene/contract';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { organizations } from './organizations';

/**
 * An organization's webhook endpoint (decision 0068). `secret` is kept as given (the server
 * signs with it, so it cannot be hashed); it is answered only when made, and never logged.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().$type<WebhookEventType[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webhook_endpoints_org_idx').on(table.organizationId, table.createdAt)],
);

/**
 * One message to one endpoint, written in the transaction of the fact it tells. `payload` is
 * the body posted; `nextAttemptAt` is when a node may claim it (moved ahead while one sends
 * it, so a node that dies leaves it to another), null once it succeeded or failed.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampz('next_attempt_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt),
  ],
);

/** One try of a delivery: the answer's status and the start of its body, or the error. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    statusCode: integer('status_code'),
    response: text('response').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.createdAt)],
);
