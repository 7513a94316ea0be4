import { IDENTITY_REGION, type PublicOrganization } from '@convene/contract';
import type { OrganizationRow } from './organizations.repository';

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
