import {
  TIER_GRANTING_STATUSES,
  type Module,
  type TierLock,
  type TierResourceType,
} from '@convene/contract';
import {
  requireAccount,
  type ActingAccount,
  type ModuleLockDenial,
  type RequestContext,
} from '../../context';
import { AppError } from '../../lib/app-error';
import { scopeOf } from '../../tenancy/scope';
import { findTiersByIds, listActiveProducts, productIdsGranting } from './products.repository';
import { heldTierIds } from './subscriptions.repository';
import { productsByIds } from './subscriptions.service';
import { toTier } from './subscription-view';
import type { TierLockCache } from './tier-lock-cache';
import { requirementsOf } from './tiers.repository';
import type { TierResource } from '../seams';

type HeldTiers = Awaited<ReturnType<typeof heldTierIds>>;

/** The account's tiers from its subscriptions that are active, trialing or past_due. */
function heldTiersOf(ctx: RequestContext, account: ActingAccount): Promise<HeldTiers> {
  return heldTierIds(
    ctx.db,
    { organizationId: ctx.organization.id, accountId: account.id },
    TIER_GRANTING_STATUSES,
  );
}

/**
 * Why a lock keeps out a member holding `held`, or null when it opens: any one of its
 * tiers opens it (457 'tier required' otherwise), a row without a tier any running
 * subscription (458 'subscription required').
 */
function lockRefusal(
  required: readonly (string | null)[],
  held: HeldTiers,
): 'TIER_REQUIRED' | 'SUBSCRIPTION_REQUIRED' | null {
  const tierIds = required.filter((tierId): tierId is string => tierId !== null);
  if (tierIds.some((tierId) => held.tierIds.has(tierId))) return null;
  if (required.includes(null) && held.subscribed) return null;
  return tierIds.length ? 'TIER_REQUIRED' : 'SUBSCRIPTION_REQUIRED';
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
  const required = ctx.tierLocks
    ? await ctx.tierLocks.requirementsOf(ctx.organization.id, resource.type, resource.id)
    : await requirementsOf(ctx.db, scopeOf(ctx), resource.type, resource.id);
  if (!required.length || options.bypass || ctx.login?.admin) return;
  const refusal = lockRefusal(required, await heldTiersOf(ctx, requireAccount(ctx)));
  if (refusal) throw new AppError(refusal);
}

/**
 * The modules locked behind tiers that this request's caller may not use, with what each
 * answers (decision 0041): 457/458 to a member without the tier, 401 signed out, 463 to a
 * login acting for no account. Organization admins pass, as everywhere. The locks come
 * from a cache, the caller's tiers from one query, made only when the organization locks a
 * module it has on. `requireModule` (the module gate) reads the answer.
 */
export async function moduleLocksFor(
  ctx: RequestContext,
  cache: TierLockCache,
): Promise<ReadonlyMap<Module, ModuleLockDenial>> {
  const denied = new Map<Module, ModuleLockDenial>();
  const { organization, login, account } = ctx;
  if (!organization.modules.includes('subscriptions') || login?.admin) return denied;
  const locks = [...(await cache.modulesOf(organization.id))].filter(([module]) =>
    organization.modules.includes(module),
  );
  if (!locks.length) return denied;
  const held = login && account ? await heldTiersOf(ctx, account) : null;
  for (const [module, required] of locks) {
    const refusal = !login
      ? 'UNAUTHORIZED'
      : !held
        ? 'NO_ACCOUNT_SELECTED'
        : lockRefusal(required, held);
    if (refusal) denied.set(module, refusal);
  }
  return denied;
}

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
