import { TIER_GRANTING_STATUSES, type Module, type TierResourceType } from '@convene/contract';
import {
  requireAccount,
  type ActingAccount,
  type ModuleLockDenial,
  type RequestContext,
} from '../context';
import { AppError } from '../lib/app-error';
import type { TierLockCache } from './tier-lock-cache';
import { heldTierIds, requirementsOf } from './tier-locks.repository';

/*
 * Tier gating (decision 0041): an organization may lock a module, a channel, a group or an
 * event behind membership tiers. The request pipeline asks `moduleLocksFor` once per API
 * call (plugins/api-context.ts) and the module gate reads its answer; the channels, groups
 * and events services ask `requireTier` of the resource they serve.
 */

/** A resource that may be locked behind membership tiers (a module, a group, an event …). */
export interface TierResource {
  type: TierResourceType;
  id: string;
}

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
    : await requirementsOf(ctx.db, ctx.scope, resource.type, resource.id);
  if (!required.length || options.bypass || ctx.login?.admin) return;
  const refusal = lockRefusal(required, await heldTiersOf(ctx, requireAccount(ctx)));
  if (refusal) throw new AppError(refusal);
}

/** No module locked for the caller: one shared, empty answer (never written to). */
export const NO_MODULE_LOCKS: ReadonlyMap<Module, ModuleLockDenial> = new Map();

/** Who a module lock is judged for: a login (admins pass) and the account it acts for. */
interface LockCaller {
  admin: boolean;
  account: ActingAccount | null;
}

/**
 * The modules locked behind tiers that `caller` may not use, with what each answers
 * (decision 0041): 457/458 to a member without the tier, 401 signed out (`null`), 463 to a
 * login acting for no account. Organization admins pass, as everywhere. The locks come from
 * a cache, the caller's tiers from one query, made only when the organization locks a
 * module it has on.
 */
async function lockDenials(
  ctx: RequestContext,
  cache: TierLockCache,
  caller: LockCaller | null,
): Promise<ReadonlyMap<Module, ModuleLockDenial>> {
  const { organization } = ctx;
  if (!organization.modules.includes('subscriptions') || caller?.admin) return NO_MODULE_LOCKS;
  const locks = [...(await cache.modulesOf(organization.id))].filter(([module]) =>
    organization.modules.includes(module),
  );
  if (!locks.length) return NO_MODULE_LOCKS;
  const denied = new Map<Module, ModuleLockDenial>();
  const held = caller?.account ? await heldTiersOf(ctx, caller.account) : null;
  for (const [module, required] of locks) {
    const refusal = !caller
      ? 'UNAUTHORIZED'
      : !held
        ? 'NO_ACCOUNT_SELECTED'
        : lockRefusal(required, held);
    if (refusal) denied.set(module, refusal);
  }
  return denied;
}

/** The module locks of this request's caller; `requireModule` (the module gate) reads them. */
export function moduleLocksFor(
  ctx: RequestContext,
  cache: TierLockCache,
): Promise<ReadonlyMap<Module, ModuleLockDenial>> {
  const { login, account } = ctx;
  return lockDenials(ctx, cache, login && { admin: login.admin, account });
}

/**
 * The module locks of `account` when it is not the one calling: a member's calendar feed,
 * fetched by a calendar app with no sign-in, shows what its holder may see.
 */
export function moduleLocksOfAccount(
  ctx: RequestContext,
  cache: TierLockCache,
  account: ActingAccount,
): Promise<ReadonlyMap<Module, ModuleLockDenial>> {
  return lockDenials(ctx, cache, { admin: false, account });
}
