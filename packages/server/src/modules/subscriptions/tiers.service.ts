import { TIER_GRANTING_STATUSES, type TierLock, type TierResourceType } from '@convene/contract';
import { requireAccount, type RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { scopeOf } from '../../tenancy/scope';
import { findTiersByIds, listActiveProducts, productIdsGranting } from './products.repository';
import { heldTierIds } from './subscriptions.repository';
import { productsByIds } from './subscriptions.service';
import { toTier } from './subscription-view';
import { requirementsOf } from './tiers.repository';

export interface TierResource {
  type: TierResourceType;
  id: string;
}

/**
 * The one tier guard of the channels, groups and events services: a resource the
 * organization locked behind tiers opens to a member holding one of them through a
 * subscription that is active, trialing or past_due (457 'tier required' otherwise), or,
 * locked behind "any subscription", to a member with one running (458). Staff, the
 * resource's managers (`bypass`) and organizations with memberships off pass; signed out
 * is 401.
 */
export async function requireTier(
  ctx: RequestContext,
  resource: TierResource,
  options: { bypass?: boolean } = {},
): Promise<void> {
  if (!ctx.organization.modules.includes('subscriptions')) return;
  const required = await requirementsOf(ctx.db, scopeOf(ctx), resource.type, resource.id);
  if (!required.length || options.bypass || ctx.login?.admin) return;
  const account = requireAccount(ctx);
  const held = await heldTierIds(
    ctx.db,
    { organizationId: ctx.organization.id, accountId: account.id },
    TIER_GRANTING_STATUSES,
  );
  const tierIds = required.filter((tierId): tierId is string => tierId !== null);
  if (tierIds.some((tierId) => held.tierIds.has(tierId))) return;
  if (required.includes(null) && held.subscribed) return;
  throw new AppError(tierIds.length ? 'TIER_REQUIRED' : 'SUBSCRIPTION_REQUIRED');
}

/** `GET /organization/tier-locks/{type}/{id}`: the tiers a resource needs and the plans granting them. */
export async function getTierLock(ctx: RequestContext, resource: TierResource): Promise<TierLock> {
  const scope = scopeOf(ctx);
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
  const rows = await listActiveProducts(ctx.db, scopeOf(ctx), { limit: 100, offset: 0 });
  return rows.map((row) => row.id);
}
