import { MODULES, type Module } from '@convene/contract';
import type { Database } from '../../db/client';
import { moduleLocksRevisionNow, moduleRequirementsOf } from './tiers.repository';

/** As the organization cache: a lock written on another node applies within this time. */
const MODULE_LOCKS_TTL_MS = 5_000;

/**
 * Memberships themselves are never locked: nobody could subscribe to open them, and the
 * "what unlocks it" answer is theirs.
 */
const UNLOCKABLE_MODULES: readonly Module[] = ['subscriptions'];

/** A module's required tiers (`null`: any running subscription), by module. */
export type ModuleRequirements = ReadonlyMap<Module, readonly (string | null)[]>;

interface Entry {
  requirements: ModuleRequirements;
  expires: number;
  revision: number;
}

const isLockableModule = (name: string): name is Module =>
  (MODULES as readonly string[]).includes(name) &&
  !(UNLOCKABLE_MODULES as readonly string[]).includes(name);

/**
 * The module-level tier locks of each organization (decision 0041), read once per
 * organization and few seconds instead of once per request: every API request consults
 * them before its module's routes run. A lock written on this node (`requireTiersFor`)
 * applies at once, one written on another node within MODULE_LOCKS_TTL_MS.
 */
export class ModuleLockCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = MODULE_LOCKS_TTL_MS,
  ) {}

  async of(organizationId: string): Promise<ModuleRequirements> {
    const revision = moduleLocksRevisionNow();
    const hit = this.entries.get(organizationId);
    if (hit && hit.expires > Date.now() && hit.revision === revision) return hit.requirements;
    const rows = await moduleRequirementsOf(this.db, { organizationId });
    const requirements = new Map<Module, (string | null)[]>();
    for (const [name, tierIds] of rows) {
      if (isLockableModule(name)) requirements.set(name, tierIds);
    }
    this.entries.set(organizationId, { requirements, expires: Date.now() + this.ttlMs, revision });
    return requirements;
  }

  clear(): void {
    this.entries.clear();
  }
}
