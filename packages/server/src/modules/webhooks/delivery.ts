import { createHmac, randomBytes } from 'node:crypto';
import type { WebhookEventType } from '@convene/contract';
import { v7 as uuidv7 } from 'uuid';
import type { RequestContext, Services } from '../../context';
import type { Executor } from '../../db/client';
import { transaction } from '../../db/retry';
import {
  claimDueDeliveries,
  deleteFinishedDeliveries,
  insertDeliveries,
  recordAttempt,
  type DueDelivery,
} from './webhooks.repository';

/*
 * Webhook deliveries (decision 0068). A module that owns a fact calls `emitWebhook` inside
 * the transaction that records it: one delivery row per subscribed endpoint, so a message
 * exists if and only if the fact does. The `webhook-deliveries` job, on every node, claims
 * due rows with FOR UPDATE SKIP LOCKED, posts them signed (Standard Webhooks), and records
 * each attempt; a non-2xx answer or no answer is retried with exponential backoff.
 */

/** How often each node looks for due deliveries. */
export const DELIVERY_INTERVAL_MS = 5_000;
/** The longest one attempt waits for an answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** Attempts of one delivery before it is given up (a re-send starts a new round). */
export const MAX_ATTEMPTS = 6;
/** The wait after the first failed attempt; each next wait is five times longer. */
export const FIRST_RETRY_MS = 30_000;
/** How long a claimed delivery is left to the node that claimed it. */
const LEASE_MS = 60_000;
const BATCH = 20;
/** How long a delivery is kept after it was made, once it succeeded or was given up. */
export const DELIVERY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** How often each node deletes the deliveries past their retention. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const RETENTION_BATCH = 500;
/** The characters of an answer's body kept with its attempt. */
export const RESPONSE_KEPT = 1_000;

/** The wait after the `attempts`-th failed attempt: 30 s, 2.5 min, 12.5 min, ~1 h, ~5 h. */
export function retryDelayMs(attempts: number): number {
  return FIRST_RETRY_MS * 5 ** (attempts - 1);
}

/** A new endpoint secret, in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * The Standard Webhooks signature: HMAC-SHA256, keyed with the secret's bytes, over
 * `${id}.${timestamp}.${body}`, as `v1,<base64>`.
 */
export function sign(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const digest = createHmac('sha256', key)
    .update(`${messageId}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/** What queuing a webhook takes: the organization, the time of the fact, this node's endpoints. */
export type WebhookEmitter = Pick<RequestContext, 'scope' | 'now' | 'webhookEndpoints'>;

/**
 * Queues `type` with `data` for every enabled endpoint of the organization that takes it,
 * inside the caller's transaction (`tx`); no query when the organization has none (the
 * endpoints are cached: endpoint-cache.ts).
 */
export async function emitWebhook(
  ctx: WebhookEmitter,
  tx: Executor,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  const endpointIds = await ctx.webhookEndpoints.subscribedTo(tx, ctx.scope, type);
  if (!endpointIds.length) return;
  const { organizationId } = ctx.scope;
  const messageId = uuidv7();
  const payload = { id: messageId, type, createdAt: ctx.now.toISOString(), organizationId, data };
  await insertDeliveries(tx, ctx.scope, endpointIds, {
    messageId,
    eventType: type,
    payload,
    nextAttemptAt: ctx.now,
  });
}

/** The answer's first characters (the rest is not read), or the reason none came. */
async function answerText(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  while (text.length < RESPONSE_KEPT) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text.slice(0, RESPONSE_KEPT);
}

async function attempt(
  delivery: DueDelivery,
): Promise<{ statusCode: number | null; response: string; durationMs: number }> {
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      // A redirect is an answer (3xx, retried): following it could lead anywhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Convene-Webhooks/1',
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': sign(delivery.secret, delivery.messageId, timestamp, body),
      },
      body,
    });
    const text = await answerText(response).catch(() => '');
    return { statusCode: response.status, response: text, durationMs: elapsed() };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`
        : `Not delivered: ${(error as Error & { cause?: Error }).cause?.message ?? String(error)}`;
    return { statusCode: null, response: reason.slice(0, RESPONSE_KEPT), durationMs: elapsed() };
  }
}

/** Sends one claimed delivery and records the attempt. */
async function deliver(services: Services, delivery: DueDelivery, now: Date): Promise<void> {
  const result = await attempt(delivery);
  const attempts = delivery.attempts + 1;
  const succeeded =
    result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const givenUp = !succeeded && attempts >= MAX_ATTEMPTS;
  await transaction(services, (tx) =>
    recordAttempt(tx, delivery, result, {
      status: succeeded ? 'succeeded' : givenUp ? 'failed' : 'pending',
      attempts,
      nextAttemptAt: succeeded || givenUp ? null : new Date(now.getTime() + retryDelayMs(attempts)),
    }),
  );
  if (!succeeded) {
    services.log.warn(
      { deliveryId: delivery.id, attempts, statusCode: result.statusCode },
      'webhook delivery failed',
    );
  }
}

/** Sends the deliveries due at `now`, a batch at a time; answers how many it attempted. */
export async function deliverDueWebhooks(services: Services, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await transaction(services, (tx) => claimDueDeliveries(tx, now, BATCH, LEASE_MS));
    await Promise.all(due.map((delivery) => deliver(services, delivery, now)));
    sent += due.length;
    if (due.length < BATCH) return sent;
  }
}

/**
 * Deletes the succeeded and failed deliveries made more than DELIVERY_RETENTION_MS before
 * `now`, with their attempts, a batch per short transaction; answers how many. Every node
 * runs it: each takes the rows the others have not locked, and a second run finds nothing.
 */
export async function pruneOldDeliveries(services: Services, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELIVERY_RETENTION_MS);
  let pruned = 0;
  for (;;) {
    const deleted = await transaction(services, (tx) =>
      deleteFinishedDeliveries(tx, before, RETENTION_BATCH),
    );
    pruned += deleted;
    if (deleted < RETENTION_BATCH) return pruned;
  }
}
