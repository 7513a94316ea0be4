import { type Module, type TierLock, type TierResourceType } from '@convene/contract';
import type { RequestContext } from '../../context';
import { findTiersByIds, listActiveProducts, productIdsGranting } from './products.repository';
import { productsByIds } from './subscriptions.service';
import { toTier } from './subscription-view';
import { requirementsOf } from '../../tenancy/tier-locks.repository';
import type { TierResource } from '../../tenancy/tier-gate';

/** The module each kind of lockable resource belongs to. */
const RESOURCE_MODULES = {
  channel: 'channels',
  group: 'groups',
  event: 'events',
} as const satisfies Record<Exclude<TierResourceType, 'module'>, Module>;

/**
 * The lock that keeps the caller out: the resource's module when the caller may not use it
 * (decision 0041; what to unlock first), else the resource named by its id or slug.
 */
async function lockInTheWay(ctx: RequestContext, resource: TierResource): Promise<TierResource> {
  if (resource.type === 'module') return resource;
  const module = RESOURCE_MODULES[resource.type];
  if (ctx.moduleLocks?.has(module)) return { type: 'module', id: module };
  const resolve = ctx.seams.tierResources[resource.type];
  return resolve ? { type: resource.type, id: await resolve(ctx, resource.id) } : resource;
}

/**
 * `GET /organization/tier-locks/{type}/{idOrSlug}`: the tiers a resource needs and the
 * plans granting them (its module's when that is what keeps the caller out).
 */
export async function getTierLock(ctx: RequestContext, asked: TierResource): Promise<TierLock> {
  const resource = await lockInTheWay(ctx, asked);
  const scope = ctx.scope;
  const required = await requirementsOf(ctx.db, scope, resource.type, resource.id);
  const tierIds = required.filter((tierId): tierId is string => tierId !== null);
  const tiers = await findTiersByIds(ctx.db, scope, tierIds);
  const productIds = required.includes(null)
    ? null
    : await productIdsGranting(ctx.db, scope, tierIds);
  const products = productIds
    ? await productsByIds(ctx, productIds)
    : await productsByIds(ctx, await allActiveProductIds(ctx));
  return { tiers: tiers.map(toTier), products };
}

async function allActiveProductIds(ctx: RequestContext): Promise<string[]> {
  const rows = await listActiveProducts(ctx.db, ctx.scope, { limit: 100, offset: 0 });
  return rows.map((row) => row.id);
}
