import type { TierResourceType } from '@convene/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tierRequirements } from '../../db/schema/index';
import { inOrganization, type Scope } from '../../tenancy/scope';

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

/** Every module-level requirement of the organization: module name → its tiers (`null`: any subscription). */
export async function moduleRequirementsOf(
  db: Executor,
  scope: Scope,
): Promise<Map<string, (string | null)[]>> {
  const rows = await db
    .select({ module: tierRequirements.resourceId, tierId: tierRequirements.tierId })
    .from(tierRequirements)
    .where(
      and(inOrganization(tierRequirements, scope), eq(tierRequirements.resourceType, 'module')),
    );
  const byModule = new Map<string, (string | null)[]>();
  for (const row of rows)
    byModule.set(row.module, [...(byModule.get(row.module) ?? []), row.tierId]);
  return byModule;
}

/**
 * Bumped by every module-level lock written in this process, so that this node's cached
 * module locks (tiers.module-locks.ts) are read again at once; other nodes within their TTL.
 */
let moduleLocksRevision = 0;

export function moduleLocksRevisionNow(): number {
  return moduleLocksRevision;
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
  if (resource.type === 'module') moduleLocksRevision += 1;
}
