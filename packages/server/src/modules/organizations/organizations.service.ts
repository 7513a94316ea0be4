import { randomBytes } from 'node:crypto';
import {
  IDENTITY_REGION,
  isUuid,
  MESSAGES,
  OrganizationFileSchema,
  type OrganizationFileInput,
  type PublicOrganization,
} from '@convene/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findOrganizationByHost,
  findOrganizationById,
  upsertOrganization,
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

/** The configuration clients run on, with connection URLs derived from the origin they used. */
export function publicConfiguration(
  organization: OrganizationRow,
  origin: string,
  apiPrefix: string,
): PublicOrganization {
  const { config } = organization;
  const apiUrl = config.API_URL ?? `${origin}${apiPrefix}`;
  return {
    ...config,
    ORGANIZATION_ID: organization.id,
    SLUG: organization.slug,
    API_URL: apiUrl,
    CHAT_URL: config.CHAT_URL ?? `${origin.replace(/^http/, 'ws')}${apiPrefix}/ws`,
    IDENTITY: {
      URL: `${origin}/identity`,
      REGION: IDENTITY_REGION,
      CLIENT_ID: organization.identityClientId,
      USER_POOL_ID: organization.userPoolId,
    },
    MODULES: organization.modules,
    ENABLED: organization.enabled,
    MAINTENANCE: organization.maintenance,
  };
}

/** Creates or updates an organization from its file (the `npm run org` CLI and the demo seed). */
export async function saveOrganization(
  db: Database,
  input: OrganizationFileInput,
  options: { identityClientId?: string } = {},
): Promise<OrganizationRow> {
  const file = OrganizationFileSchema.parse(input);
  const existing = await findOrganizationById(db, file.id);
  return upsertOrganization(
    db,
    {
      id: file.id,
      slug: file.slug,
      enabled: file.enabled,
      maintenance: file.maintenance,
      modules: file.modules,
      config: file.config,
      identityClientId:
        existing?.identityClientId ?? options.identityClientId ?? randomBytes(13).toString('hex'),
      userPoolId:
        existing?.userPoolId ??
        `${IDENTITY_REGION}_${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}`,
    },
    file.hosts,
  );
}
