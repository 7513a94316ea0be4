import { isUuid, MESSAGES } from '@convene/contract';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import {
  findOrganizationByHost,
  findOrganizationById,
  type OrganizationRow,
} from './organizations.repository';

const CACHE_TTL_MS = 5_000;

/**
 * Organization lookups happen on every request, so they are cached for a few seconds;
 * a change made on another node (the CLI, say) shows within that time.
 */
export class OrganizationCache {
  private readonly byId = new Map<string, { row: OrganizationRow | undefined; expires: number }>();
  private readonly byHost = new Map<
    string,
    { row: OrganizationRow | undefined; expires: number }
  >();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = CACHE_TTL_MS,
  ) {}

  async byIdOrUndefined(id: string): Promise<OrganizationRow | undefined> {
    return this.cached(this.byId, id, () => findOrganizationById(this.db, id));
  }

  async byHostName(host: string): Promise<OrganizationRow | undefined> {
    return this.cached(this.byHost, host.toLowerCase(), () =>
      findOrganizationByHost(this.db, host.toLowerCase()),
    );
  }

  clear(): void {
    this.byId.clear();
    this.byHost.clear();
  }

  private async cached(
    map: Map<string, { row: OrganizationRow | undefined; expires: number }>,
    key: string,
    load: () => Promise<OrganizationRow | undefined>,
  ) {
    const hit = map.get(key);
    if (hit && hit.expires > Date.now()) return hit.row;
    const row = await load();
    map.set(key, { row, expires: Date.now() + this.ttlMs });
    return row;
  }
}

/** The organization named by the `organization` header, or a clear 400/404. */
export async function resolveOrganization(
  cache: OrganizationCache,
  header: string | string[] | undefined,
): Promise<OrganizationRow> {
  const id = Array.isArray(header) ? header[0] : header;
  if (!id)
    throw new AppError('VALIDATION', MESSAGES.organizationRequired, { field: 'organization' });
  if (!isUuid(id))
    throw new AppError('VALIDATION', 'The organization header must be an organization id (uuid)', {
      field: 'organization',
    });
  const organization = await cache.byIdOrUndefined(id.toLowerCase());
  if (!organization) throw new AppError('NOT_FOUND', MESSAGES.organizationUnknown);
  return organization;
}
