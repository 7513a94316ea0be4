import { MODULES, type Module, type TierResourceType } from '@convene/contract';
import type { TierLockSource } from '../context';
import type { Database } from '../db/client';
import { tierLocksRevisionNow, tierRequirementsOf } from './tier-locks.repository';

/** As the organization cache: a lock written on another node applies within this time. */
const TIER_LOCKS_TTL_MS = 5_000;

/**
 * Memberships themselves are never locked: nobody could subscribe to open them, and the
 * "what unlocks it" answer is theirs.
 */
const UNLOCKABLE_MODULES: readonly Module[] = ['subscriptions'];

/** A module's required tiers (`null`: any running subscription), by module. */
export type ModuleRequirements = ReadonlyMap<Module, readonly (string | null)[]>;

interface OrganizationLocks {
  modules: ModuleRequirements;
  /** By `type:id` of the channel, group or event. */
  resources: ReadonlyMap<string, readonly (string | null)[]>;
}

interface Entry {
  locks: OrganizationLocks;
  expires: number;
  revision: number;
}

const isLockableModule = (name: string): name is Module =>
  (MODULES as readonly string[]).includes(name) &&
  !(UNLOCKABLE_MODULES as readonly string[]).includes(name);

const NONE: readonly (string | null)[] = [];

/**
 * The tier locks of each organization (decision 0041), read in one query per organization
 * and few seconds instead of once per request: every API request consults its module
 * locks, and every channel, group and event read its own. Locks are few (an
 * administrator's choice), so the whole set is kept. A lock written on this node
 * (`requireTiersFor`) applies at once, one written on another node within TIER_LOCKS_TTL_MS.
 */
export class TierLockCache implements TierLockSource {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = TIER_LOCKS_TTL_MS,
  ) {}

  private async locksOf(organizationId: string): Promise<OrganizationLocks> {
    const revision = tierLocksRevisionNow();
    const hit = this.entries.get(organizationId);
    if (hit && hit.expires > Date.now() && hit.revision === revision) return hit.locks;
    const modules = new Map<Module, (string | null)[]>();
    const resources = new Map<string, (string | null)[]>();
    for (const row of await tierRequirementsOf(this.db, { organizationId })) {
      if (row.resourceType !== 'module') {
        const key = `${row.resourceType}:${row.resourceId}`;
        resources.set(key, [...(resources.get(key) ?? []), row.tierId]);
      } else if (isLockableModule(row.resourceId)) {
        modules.set(row.resourceId, [...(modules.get(row.resourceId) ?? []), row.tierId]);
      }
    }
    const locks = { modules, resources };
    this.entries.set(organizationId, { locks, expires: Date.now() + this.ttlMs, revision });
    return locks;
  }

  async modulesOf(organizationId: string): Promise<ModuleRequirements> {
    return (await this.locksOf(organizationId)).modules;
  }

  async requirementsOf(
    organizationId: string,
    type: TierResourceType,
    resourceId: string,
  ): Promise<readonly (string | null)[]> {
    const locks = await this.locksOf(organizationId);
    if (type === 'module') return locks.modules.get(resourceId as Module) ?? NONE;
    return locks.resources.get(`${type}:${resourceId}`) ?? NONE;
  }

  clear(): void {
    this.entries.clear();
  }
}
