/*
 * The organization's tier locks (decision 0041): which modules and resources need which
 * membership tiers, and the tiers an account holds. The request pipeline reads them for
 * every API call (tier-gate.ts), so they sit with the tenancy, below the modules; the
 * subscriptions module sells the tiers.
 */
import type { SubscriptionStatus, TierResourceType } from '@convene/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { subscriptionProductTiers, subscriptions, tierRequirements } from '../db/schema/index';
import { inOrganization, type Scope } from './scope';

/** The tiers a resource requires (`null`: any running subscription). */
export async function requirementsOf(
  db: Executor,
  scope: Scope,
  type: TierResourceType,
  resourceId: string,
): Promise<(string | null)[]> {
  const rows = await db
    .select({ tierId: tierRequirements.tierId })
    .from(tierRequirements)
    .where(
      and(
        inOrganization(tierRequirements, scope),
        eq(tierRequirements.resourceType, type),
        eq(tierRequirements.resourceId, resourceId),
      ),
    );
  return rows.map((row) => row.tierId);
}

/** Every tier requirement of the organization (its locks are few: an administrator's choice). */
export function tierRequirementsOf(db: Executor, scope: Scope) {
  return db
    .select({
      resourceType: tierRequirements.resourceType,
      resourceId: tierRequirements.resourceId,
      tierId: tierRequirements.tierId,
    })
    .from(tierRequirements)
    .where(inOrganization(tierRequirements, scope));
}

/**
 * Bumped by every lock written in this process, so that this node's cached locks
 * (tier-lock-cache.ts) are read again at once; other nodes' within their TTL.
 */
let tierLocksRevision = 0;

export function tierLocksRevisionNow(): number {
  return tierLocksRevision;
}

/** Staff tools, the seed and tests lock a resource behind tiers (none: any subscription). */
export async function requireTiersFor(
  db: Executor,
  scope: Scope,
  resource: { type: TierResourceType; id: string },
  tierIds: readonly (string | null)[],
): Promise<void> {
  await db
    .delete(tierRequirements)
    .where(
      and(
        inOrganization(tierRequirements, scope),
        eq(tierRequirements.resourceType, resource.type),
        eq(tierRequirements.resourceId, resource.id),
      ),
    );
  if (tierIds.length) {
    await db.insert(tierRequirements).values(
      tierIds.map((tierId) => ({
        organizationId: scope.organizationId,
        resourceType: resource.type,
        resourceId: resource.id,
        tierId,
      })),
    );
  }
  tierLocksRevision += 1;
}

/** The tier ids an account holds through its subscriptions in the granting statuses. */
export async function heldTierIds(
  db: Executor,
  scope: Scope & { accountId: string },
  statuses: readonly SubscriptionStatus[],
): Promise<{ tierIds: Set<string>; subscribed: boolean }> {
  const rows = await db
    .select({ id: subscriptions.id, tierId: subscriptionProductTiers.tierId })
    .from(subscriptions)
    .leftJoin(
      subscriptionProductTiers,
      eq(subscriptionProductTiers.productId, subscriptions.productId),
    )
    .where(
      and(
        inOrganization(subscriptions, scope),
        eq(subscriptions.accountId, scope.accountId),
        inArray(subscriptions.status, [...statuses]),
      ),
    );
  return {
    tierIds: new Set(rows.flatMap((row) => (row.tierId ? [row.tierId] : []))),
    subscribed: rows.length > 0,
  };
}
