import type { WebhookDeliveryStatus } from '@convene/contract';
import { and, asc, desc, eq, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { v7 as uuidv7 } from 'uuid';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

export async function insertEndpoint(
  db: Executor,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function listEndpoints(
  db: Executor,
  scope: Scope,
  page: Page,
): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(inOrganization(webhookEndpoints, scope))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .limit(page.limit)
    .offset(page.offset);
}

const endpointIs = (scope: Scope, endpointId: string) =>
  and(inOrganization(webhookEndpoints, scope), eq(webhookEndpoints.id, endpointId));

export async function findEndpoint(
  db: Executor,
  scope: Scope,
  endpointId: string,
): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(endpointIs(scope, endpointId));
  return row;
}

export async function updateEndpoint(
  db: Executor,
  scope: Scope,
  endpointId: string,
  values: Partial<Pick<EndpointRow, 'url' | 'description' | 'eventTypes' | 'enabled' | 'secret'>>,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(endpointIs(scope, endpointId))
    .returning();
  return row;
}

export async function deleteEndpoint(
  db: Executor,
  scope: Scope,
  endpointId: string,
): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(endpointIs(scope, endpointId))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The enabled endpoints of an organization, with the event types each takes. */
export async function enabledEndpoints(
  db: Executor,
  scope: Scope,
): Promise<Pick<EndpointRow, 'id' | 'eventTypes'>[]> {
  return db
    .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .where(and(inOrganization(webhookEndpoints, scope), eq(webhookEndpoints.enabled, true)));
}

/**
 * Queues one message for each of `endpointIds` that is still enabled and takes its type, in
 * one INSERT … SELECT: the ids come from a cache (endpoint-cache.ts) that another node's
 * delete or edit reaches only after its TTL, and a deleted endpoint must not fail the fact's
 * transaction (its foreign key), nor a disabled one be sent to.
 */
export async function insertDeliveries(
  db: Executor,
  scope: Scope,
  endpointIds: readonly string[],
  message: Pick<DeliveryRow, 'messageId' | 'eventType' | 'payload' | 'nextAttemptAt'>,
): Promise<void> {
  // Each delivery's own id, made here as every id is (a UUIDv7, columns.ts).
  const fresh = endpointIds.map((endpointId) => sql`(${uuidv7()}::uuid, ${endpointId}::uuid)`);
  await db.insert(webhookDeliveries).select(sql`
    select fresh.id, ${webhookEndpoints.organizationId}, ${webhookEndpoints.id},
      ${message.messageId}::uuid, ${message.eventType}, ${JSON.stringify(message.payload)}::jsonb,
      'pending', 0, ${message.nextAttemptAt?.toISOString() ?? null}::timestamptz, now()
    from (values ${sql.join(fresh, sql`, `)}) as fresh (id, endpoint_id)
    join ${webhookEndpoints} on ${webhookEndpoints.id} = fresh.endpoint_id
    where ${and(
      inOrganization(webhookEndpoints, scope),
      eq(webhookEndpoints.enabled, true),
      sql`${message.eventType} = any(${webhookEndpoints.eventTypes})`,
    )}`);
}

export async function listDeliveries(
  db: Executor,
  scope: Scope,
  endpointId: string,
  filter: { status?: WebhookDeliveryStatus },
  page: Page,
): Promise<DeliveryRow[]> {
  const conditions: SQL[] = [
    inOrganization(webhookDeliveries, scope),
    eq(webhookDeliveries.endpointId, endpointId),
  ];
  if (filter.status) conditions.push(eq(webhookDeliveries.status, filter.status));
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
}

const deliveryIs = (scope: Scope, endpointId: string, deliveryId: string) =>
  and(
    inOrganization(webhookDeliveries, scope),
    eq(webhookDeliveries.endpointId, endpointId),
    eq(webhookDeliveries.id, deliveryId),
  );

export async function findDelivery(
  db: Executor,
  scope: Scope,
  endpointId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(deliveryIs(scope, endpointId, deliveryId));
  return row;
}

export async function attemptsOf(
  db: Executor,
  scope: Scope,
  deliveryId: string,
): Promise<AttemptRow[]> {
  return db
    .select()
    .from(webhookAttempts)
    .where(and(inOrganization(webhookAttempts, scope), eq(webhookAttempts.deliveryId, deliveryId)))
    .orderBy(asc(webhookAttempts.createdAt), asc(webhookAttempts.id));
}

/** A re-send: due now, with a fresh round of attempts (the earlier ones stay listed). */
export async function rescheduleDelivery(
  db: Executor,
  scope: Scope,
  endpointId: string,
  deliveryId: string,
  now: Date,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(deliveryIs(scope, endpointId, deliveryId))
    .returning();
  return row;
}

/** A claimed delivery with what sending it takes. */
export interface DueDelivery {
  id: string;
  organizationId: string;
  messageId: string;
  payload: Record<string, unknown>;
  attempts: number;
  url: string;
  secret: string;
}

/**
 * Claims up to `limit` deliveries due at `now` to enabled endpoints, with FOR UPDATE SKIP
 * LOCKED, moving them `leaseMs` ahead: another node skips them meanwhile, and takes them
 * again if this one dies before it records the attempt.
 */
export async function claimDueDeliveries(
  db: Executor,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<DueDelivery[]> {
  const due = await db
    .select({
      id: webhookDeliveries.id,
      organizationId: webhookDeliveries.organizationId,
      messageId: webhookDeliveries.messageId,
      payload: webhookDeliveries.payload,
      attempts: webhookDeliveries.attempts,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  if (!due.length) return [];
  await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(
      inArray(
        webhookDeliveries.id,
        due.map((row) => row.id),
      ),
    );
  return due;
}

/** Records an attempt and where the delivery stands after it (nothing when it was deleted). */
export async function recordAttempt(
  db: Executor,
  delivery: Pick<DueDelivery, 'id' | 'organizationId'>,
  attempt: Pick<AttemptRow, 'statusCode' | 'response' | 'durationMs'>,
  next: Pick<DeliveryRow, 'status' | 'attempts' | 'nextAttemptAt'>,
): Promise<void> {
  const updated = await db
    .update(webhookDeliveries)
    .set(next)
    .where(eq(webhookDeliveries.id, delivery.id))
    .returning({ id: webhookDeliveries.id });
  if (!updated.length) return;
  await db
    .insert(webhookAttempts)
    .values({ organizationId: delivery.organizationId, deliveryId: delivery.id, ...attempt });
}

/**
 * Deletes up to `limit` deliveries made before `before` that are done (succeeded or given
 * up), with their attempts; answers how many. Across organizations, as the delivery job's
 * claim: a batch another node is deleting is skipped (SKIP LOCKED), not waited for.
 */
export async function deleteFinishedDeliveries(
  db: Executor,
  before: Date,
  limit: number,
): Promise<number> {
  const batch = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['succeeded', 'failed']),
        lt(webhookDeliveries.createdAt, before),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(webhookDeliveries)
    .where(inArray(webhookDeliveries.id, batch))
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
}
