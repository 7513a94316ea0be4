import type { SubscriptionStatus } from '@convene/contract';
import { and, asc, desc, eq, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { subscriptions } from '../../db/schema/index';
import { accountSummaryColumns, accountsAs } from '../accounts/sql';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import { updateReturning } from '../../db/update';
import { emitWebhook, type WebhookEmitter } from '../webhooks/index';

const subscribers = accountsAs('subscribers');

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

export interface AccountScope extends Scope {
  accountId: string;
}

const owned = (scope: AccountScope) =>
  and(inOrganization(subscriptions, scope), eq(subscriptions.accountId, scope.accountId));

/**
 * Inserts the account's subscription to a product, or — when one that is not canceled
 * exists (the partial unique index `subscriptions_one_per_product_uq`, which concurrent
 * checkouts meet too) — answers that one, for the caller to resume or refuse.
 */
export async function insertOrFindSubscription(
  db: Executor,
  row: NewSubscription,
): Promise<{ row: SubscriptionRow; created: boolean }> {
  const [inserted] = await db.insert(subscriptions).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organizationId, row.organizationId),
        eq(subscriptions.accountId, row.accountId),
        eq(subscriptions.productId, row.productId),
        ne(subscriptions.status, 'canceled'),
      ),
    );
  if (!existing) throw new Error('subscription insert conflicted with no live subscription');
  return { row: existing, created: false };
}

export function listOwnSubscriptions(
  db: Executor,
  scope: AccountScope,
  page: Page,
  status: SubscriptionStatus | undefined,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(owned(scope), status ? eq(subscriptions.status, status) : undefined))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findOwnSubscription(
  db: Executor,
  scope: AccountScope,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(owned(scope), eq(subscriptions.id, id)));
  return row;
}

/** The subscription's row, locked until the transaction ends. */
export async function lockSubscription(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(inOrganization(subscriptions, scope), eq(subscriptions.id, id)))
    .for('update');
  return row;
}

export async function findByProviderReference(
  db: Executor,
  scope: Scope,
  reference: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(inOrganization(subscriptions, scope), eq(subscriptions.providerReference, reference)),
    )
    .for('update');
  return row;
}

/**
 * Changes a subscription; a change of its status or of its cancel-at-end (a renewal, a
 * failed charge, a cancel …) is told to the webhooks in the same transaction.
 */
export async function updateSubscription(
  db: Executor,
  ctx: WebhookEmitter,
  id: string,
  changes: Partial<NewSubscription>,
): Promise<SubscriptionRow> {
  const [updated] = await updateReturning(db, subscriptions, changes, eq(subscriptions.id, id));
  const row = updated!;
  if (changes.status !== undefined || changes.cancelAtEnd !== undefined) {
    const subscription = {
      id: row.id,
      accountId: row.accountId,
      productId: row.productId,
      priceId: row.priceId,
      status: row.status,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
      cancelAtEnd: row.cancelAtEnd,
      canceledAt: row.canceledAt?.toISOString() ?? null,
    };
    await emitWebhook(ctx, db, 'subscription.changed', { subscription });
  }
  return row;
}

/**
 * Subscriptions the clock renews that are due at `now` (every organization): the period
 * of an active or trialing one ended, or a past_due one's next attempt came; a provider
 * that renews them itself (Stripe Billing) is left out.
 */
export function listDueSubscriptions(db: Executor, now: Date, limit: number) {
  return db
    .select({
      subscription: subscriptions,
      account: accountSummaryColumns(subscribers),
      disabled: subscribers.disabled,
    })
    .from(subscriptions)
    .innerJoin(subscribers, eq(subscribers.id, subscriptions.accountId))
    .where(
      and(
        isNull(subscriptions.providerReference),
        or(
          and(
            inArray(subscriptions.status, ['active', 'trialing']),
            lte(subscriptions.periodEnd, now),
            or(isNull(subscriptions.nextAttemptAt), lte(subscriptions.nextAttemptAt, now)),
          ),
          and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextAttemptAt, now)),
        ),
      ),
    )
    .orderBy(asc(subscriptions.periodEnd), asc(subscriptions.id))
    .limit(limit);
}

/**
 * Claims a due subscription for one renewal attempt (another node running the job at once
 * claims nothing): its next attempt moves to `leaseUntil` when it was still `seen`.
 */
export async function claimRenewal(
  db: Executor,
  row: SubscriptionRow,
  leaseUntil: Date,
): Promise<boolean> {
  const claimed = await db
    .update(subscriptions)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(subscriptions.id, row.id),
        eq(subscriptions.status, row.status),
        row.nextAttemptAt
          ? eq(subscriptions.nextAttemptAt, row.nextAttemptAt)
          : isNull(subscriptions.nextAttemptAt),
      ),
    )
    .returning({ id: subscriptions.id });
  return claimed.length === 1;
}
