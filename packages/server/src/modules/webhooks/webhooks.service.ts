import {
  WEBHOOK_MESSAGES,
  type CreateWebhookEndpointBody,
  type ListQuery,
  type UpdateWebhookEndpointBody,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@convene/contract';
import { webhooksLoopbackAllowed } from '../../config';
import { requireAdmin, type RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import { newSecret } from './delivery';
import { checkEndpointUrl } from './endpoint-url';
import {
  attemptsOf,
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  rescheduleDelivery,
  updateEndpoint,
  type AttemptRow,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks.repository';

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAttempt(row: AttemptRow): WebhookAttempt {
  return {
    id: row.id,
    statusCode: row.statusCode,
    response: row.response,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', WEBHOOK_MESSAGES.endpointNotFound);
/** Each type once, in the order of the list of types. */
const distinct = (types: readonly WebhookEventType[]) => [...new Set(types)];
const urlOf = (ctx: RequestContext, url: string) =>
  checkEndpointUrl(url, webhooksLoopbackAllowed(ctx.config));

async function endpointOf(ctx: RequestContext, endpointId: string): Promise<EndpointRow> {
  requireAdmin(ctx);
  const row = await findEndpoint(ctx.db, ctx.scope, endpointId);
  if (!row) throw notFound();
  return row;
}

export async function listWebhookEndpoints(
  ctx: RequestContext,
  query: ListQuery,
): Promise<WebhookEndpoint[]> {
  requireAdmin(ctx);
  const rows = await listEndpoints(ctx.db, ctx.scope, pageWindow(query));
  return rows.map(toEndpoint);
}

export async function createWebhookEndpoint(
  ctx: RequestContext,
  body: Required<CreateWebhookEndpointBody>,
): Promise<WebhookEndpointWithSecret> {
  requireAdmin(ctx);
  const secret = newSecret();
  const row = await insertEndpoint(ctx.db, {
    organizationId: ctx.scope.organizationId,
    url: urlOf(ctx, body.url),
    description: body.description,
    eventTypes: distinct(body.eventTypes),
    enabled: body.enabled,
    secret,
  });
  ctx.webhookEndpoints.changed();
  return { ...toEndpoint(row), secret };
}

export async function getWebhookEndpoint(
  ctx: RequestContext,
  endpointId: string,
): Promise<WebhookEndpoint> {
  return toEndpoint(await endpointOf(ctx, endpointId));
}

export async function editWebhookEndpoint(
  ctx: RequestContext,
  endpointId: string,
  body: UpdateWebhookEndpointBody,
): Promise<WebhookEndpoint> {
  requireAdmin(ctx);
  const row = await updateEndpoint(ctx.db, ctx.scope, endpointId, {
    ...(body.url === undefined ? {} : { url: urlOf(ctx, body.url) }),
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(body.eventTypes === undefined ? {} : { eventTypes: distinct(body.eventTypes) }),
    ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
  });
  if (!row) throw notFound();
  ctx.webhookEndpoints.changed();
  return toEndpoint(row);
}

export async function removeWebhookEndpoint(
  ctx: RequestContext,
  endpointId: string,
): Promise<null> {
  requireAdmin(ctx);
  if (!(await deleteEndpoint(ctx.db, ctx.scope, endpointId))) throw notFound();
  ctx.webhookEndpoints.changed();
  return null;
}

/**
 * A new secret: deliveries not yet sent are signed with it; the old one stops working. The
 * cached endpoints are left as they are: they hold no secret (the job reads it as it sends).
 */
export async function rotateWebhookSecret(
  ctx: RequestContext,
  endpointId: string,
): Promise<WebhookEndpointWithSecret> {
  requireAdmin(ctx);
  const secret = newSecret();
  const row = await updateEndpoint(ctx.db, ctx.scope, endpointId, { secret });
  if (!row) throw notFound();
  return { ...toEndpoint(row), secret };
}

export async function listWebhookDeliveries(
  ctx: RequestContext,
  endpointId: string,
  query: ListQuery & { status?: WebhookDeliveryStatus },
): Promise<WebhookDelivery[]> {
  const endpoint = await endpointOf(ctx, endpointId);
  const rows = await listDeliveries(
    ctx.db,
    ctx.scope,
    endpoint.id,
    query.status ? { status: query.status } : {},
    pageWindow(query),
  );
  return rows.map(toDelivery);
}

export async function getWebhookDelivery(
  ctx: RequestContext,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryDetail> {
  requireAdmin(ctx);
  const row = await findDelivery(ctx.db, ctx.scope, endpointId, deliveryId);
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
  const attempts = await attemptsOf(ctx.db, ctx.scope, row.id);
  return { ...toDelivery(row), attemptLog: attempts.map(toAttempt) };
}

/** Sends a delivery again: due now, with a fresh round of attempts (the job sends it). */
export async function resendWebhookDelivery(
  ctx: RequestContext,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  requireAdmin(ctx);
  const row = await rescheduleDelivery(ctx.db, ctx.scope, endpointId, deliveryId, ctx.now);
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
  return toDelivery(row);
}
