import { randomBytes } from 'node:crypto';
import {
  IDENTITY_REGION,
  OrganizationFileSchema,
  type OrganizationFileInput,
} from '@convene/contract';
import type { Database } from '../db/client';
import {
  findOrganizationById,
  upsertOrganization,
  type OrganizationRow,
} from './organizations.repository';

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
