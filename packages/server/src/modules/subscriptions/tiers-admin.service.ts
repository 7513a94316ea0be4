import {
  ModuleSchema,
  type AccountTier,
  type ListQuery,
  type ManagedTierLock,
  type TierBody,
  type TierLockBody,
  type TierLocksQuery,
  type TierResourceType,
} from '@convene/contract';
import { requireAdmin, type RequestContext } from '../../context';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import { slugOf } from '../../lib/slug';
import { channelByKey } from '../channels/sql';
import { eventByKey } from '../ticketing/sql';
import { groupByKey } from '../groups/sql';
import {
  deleteTierRow,
  insertTier,
  listAllTiers,
  listLockedResources,
  slugTaken,
  tierLocksSomething,
  updateTierRow,
  type LockedResource,
} from './admin.repository';
import { findTiersByIds } from './products.repository';
import { toTier } from './subscription-view';
import { requireTiersFor } from '../../tenancy/tier-locks.repository';

/*
 * Tiers and the tiers a resource requires, set up by organization administrators
 * (decision 0042). requireTier (tiers.service.ts) is the guard that reads the locks.
 */

const tierNotFound = () => new AppError('NOT_FOUND', 'Tier not found');

/** `GET /organization/tiers`. */
export async function listManagedTiers(
  ctx: RequestContext,
  query: ListQuery,
): Promise<AccountTier[]> {
  requireAdmin(ctx);
  return (await listAllTiers(ctx.db, ctx.scope, pageWindow(query))).map(toTier);
}

async function tierFields(ctx: RequestContext, body: TierBody, exceptId: string | null) {
  const { slug: given, ...fields } = body;
  const slug = given ?? slugOf(body.name, 'tier');
  if (await slugTaken(ctx.db, ctx.scope, slug, exceptId)) {
    throw new AppError('CONFLICT', 'Another tier has this slug', { field: 'slug' });
  }
  return { ...fields, slug };
}

/** `POST /organization/tiers` (the slug from the name when omitted). */
export async function createManagedTier(ctx: RequestContext, body: TierBody): Promise<AccountTier> {
  requireAdmin(ctx);
  return toTier(await insertTier(ctx.db, ctx.scope, await tierFields(ctx, body, null)));
}

/** `PUT /organization/tiers/{id}`. */
export async function updateManagedTier(
  ctx: RequestContext,
  tierId: string,
  body: TierBody,
): Promise<AccountTier> {
  requireAdmin(ctx);
  const [tier] = await findTiersByIds(ctx.db, ctx.scope, [tierId]);
  if (!tier) throw tierNotFound();
  const row = await updateTierRow(ctx.db, ctx.scope, tier.id, await tierFields(ctx, body, tier.id));
  if (!row) throw tierNotFound();
  return toTier(row);
}

/** `DELETE /organization/tiers/{id}`: refused while a resource is locked behind it. */
export async function deleteManagedTier(ctx: RequestContext, tierId: string): Promise<null> {
  requireAdmin(ctx);
  const scope = ctx.scope;
  const [tier] = await findTiersByIds(ctx.db, scope, [tierId]);
  if (!tier) throw tierNotFound();
  // Deleting it would silently open what it locks (its requirement rows cascade).
  if (await tierLocksSomething(ctx.db, scope, tier.id)) {
    throw new AppError('CONFLICT', 'Content is locked behind this tier: change those locks first');
  }
  await deleteTierRow(ctx.db, scope, tier.id);
  return null;
}

const RESOURCE_FINDERS = { channel: channelByKey, group: groupByKey, event: eventByKey } as const;
const RESOURCE_NOT_FOUND: Record<TierResourceType, string> = {
  module: 'Module not found',
  channel: 'Channel not found',
  group: 'Group not found',
  event: 'Event not found',
};

interface LockTarget {
  type: TierResourceType;
  /** An id; a group, event or channel may also be named by its slug, a module by its name. */
  id: string;
}

/** The organization's resource (a module is its own name), by id or slug. */
async function findResource(
  ctx: RequestContext,
  resource: LockTarget,
): Promise<{ id: string; name: string } | undefined> {
  if (resource.type === 'module') {
    return ModuleSchema.safeParse(resource.id).success
      ? { id: resource.id, name: resource.id }
      : undefined;
  }
  const row = await RESOURCE_FINDERS[resource.type](ctx.db, ctx.scope, resource.id);
  return row ? { id: row.id, name: row.name } : undefined;
}

/** The resource is the organization's (404 otherwise). */
async function requireResource(ctx: RequestContext, resource: LockTarget) {
  const found = await findResource(ctx, resource);
  if (!found) throw new AppError('NOT_FOUND', RESOURCE_NOT_FOUND[resource.type]);
  return found;
}

async function managedLocks(
  ctx: RequestContext,
  locked: readonly LockedResource[],
): Promise<ManagedTierLock[]> {
  const tierIds = locked.flatMap((lock) => lock.tierIds).filter((id): id is string => !!id);
  const tiers = await findTiersByIds(ctx.db, ctx.scope, [...new Set(tierIds)]);
  const names = await Promise.all(
    locked.map((lock) => findResource(ctx, { type: lock.type, id: lock.resourceId })),
  );
  return locked.map((lock, index) => ({
    type: lock.type,
    resourceId: lock.resourceId,
    name: names[index]?.name ?? lock.resourceId,
    tiers: tiers.filter((tier) => lock.tierIds.includes(tier.id)).map(toTier),
    anySubscription: lock.tierIds.includes(null),
  }));
}

/** `GET /organization/tier-locks`: the locked resources (optionally of one type). */
export async function listTierLocks(
  ctx: RequestContext,
  query: TierLocksQuery,
): Promise<ManagedTierLock[]> {
  requireAdmin(ctx);
  const locked = await listLockedResources(ctx.db, ctx.scope, query.type, pageWindow(query));
  return managedLocks(ctx, locked);
}

/** `PUT /organization/tier-locks/{type}/{id}`: the tiers it requires, or any subscription. */
export async function setTierLock(
  ctx: RequestContext,
  resource: LockTarget,
  body: TierLockBody,
): Promise<ManagedTierLock> {
  requireAdmin(ctx);
  const found = await requireResource(ctx, resource);
  const target = { type: resource.type, id: found.id };
  const scope = ctx.scope;
  const unique = [...new Set(body.tierIds)];
  const tiers = await findTiersByIds(ctx.db, scope, unique);
  if (tiers.length !== unique.length) {
    throw new AppError('VALIDATION', 'Unknown tier', { field: 'tierIds' });
  }
  await transaction(ctx, (tx) =>
    requireTiersFor(tx, scope, target, body.anySubscription ? [null] : unique),
  );
  return {
    type: resource.type,
    resourceId: found.id,
    name: found.name,
    tiers: tiers.map(toTier),
    anySubscription: body.anySubscription,
  };
}

/** `DELETE /organization/tier-locks/{type}/{id}`: open to everyone (twice is no error). */
export async function clearTierLock(ctx: RequestContext, resource: LockTarget): Promise<null> {
  requireAdmin(ctx);
  const found = await requireResource(ctx, resource);
  await requireTiersFor(ctx.db, ctx.scope, { type: resource.type, id: found.id }, []);
  return null;
}
