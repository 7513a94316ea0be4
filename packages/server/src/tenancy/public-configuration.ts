import {
  IDENTITY_REGION,
  organizationModules,
  type BaseOrganization,
  type PublicOrganization,
  type SdkConfigFields,
} from '@convene/contract';
import { billingAddressRequired } from '../modules/payments/index';
import type { OrganizationRow } from './organizations.repository';

/** Origins remembered per organization row: the Host header is the client's to choose. */
const ORIGINS_KEPT = 8;
const built = new WeakMap<OrganizationRow, Map<string, PublicOrganization>>();

/**
 * The configuration clients run on, with connection URLs derived from the origin they used.
 * Every client asks for it first, so it is built once per organization row (the cache
 * replaces the row when the organization changes) and origin, and shared: read-only.
 */
export function publicConfiguration(
  organization: OrganizationRow,
  origin: string,
  apiPrefix: string,
): PublicOrganization {
  let byOrigin = built.get(organization);
  if (!byOrigin) built.set(organization, (byOrigin = new Map()));
  const addressRequired = billingAddressRequired();
  const key = `${origin} ${apiPrefix} ${addressRequired}`;
  const known = byOrigin.get(key);
  if (known) return known;
  const configuration = build(organization, origin, apiPrefix, addressRequired);
  if (byOrigin.size < ORIGINS_KEPT) byOrigin.set(key, configuration);
  return configuration;
}

/** The SDK's `BaseOrganization` of the organization (what threads embed). */
export function baseOrganizationOf(organization: OrganizationRow): BaseOrganization {
  const entity = organizationEntity(organization);
  return {
    id: entity.id,
    slug: entity.slug,
    name: entity.name,
    description: entity.description,
    email: entity.email,
    address1: entity.address1,
    address2: entity.address2,
    city: entity.city,
    state: entity.state,
    country: entity.country,
    zip: entity.zip,
    logo: entity.logo,
    logoId: entity.logoId,
    darkLogo: entity.darkLogo,
    darkLogoId: entity.darkLogoId,
    icon: entity.icon,
    iconId: entity.iconId,
    darkIcon: entity.darkIcon,
    darkIconId: entity.darkIconId,
    locale: entity.locale,
  };
}

/** The SDK's `Organization` fields: what Convene keeps, null for what it does not. */
function organizationEntity({ config, ...organization }: OrganizationRow) {
  return {
    id: organization.id,
    slug: organization.slug,
    name: config.NAME,
    description: config.DESCRIPTION,
    email: null,
    phone: null,
    website: null,
    address1: null,
    address2: null,
    city: null,
    state: null,
    country: null,
    zip: null,
    logo: null,
    logoId: null,
    darkLogo: null,
    darkLogoId: null,
    icon: null,
    iconId: null,
    darkIcon: null,
    darkIconId: null,
    locale: config.DEFAULT_LOCALE,
    primaryColor: config.PRIMARY_COLOR,
    secondaryColor: config.SECONDARY_COLOR,
    userPoolId: organization.userPoolId,
    userPoolClientId: organization.identityClientId,
    currency: 'USD' as const,
    timezone: 'UTC',
    facebook: null,
    twitter: null,
    instagram: null,
    linkedIn: null,
    tikTok: null,
    discord: null,
    youtube: null,
    iosAppLink: null,
    androidAppLink: null,
    createdAt: organization.createdAt.toISOString(),
    updatedAt: organization.updatedAt.toISOString(),
    integrations: { ghost: false, ghostUrl: null, ghostContentKey: null },
  };
}

/** The SDK's `OrganizationConfig` keys, from the entity's values (see SdkConfigFieldsSchema). */
function sdkConfigFields(
  entity: ReturnType<typeof organizationEntity>,
  origin: string,
): SdkConfigFields {
  return {
    ENVIRONMENT: null,
    WEBSITE_URL: origin,
    COGNITO_USERPOOL_ID: entity.userPoolId,
    COGNITO_CLIENT_ID: entity.userPoolClientId,
    COGNITO_HOSTED_URL: null,
    BUNDLE_IDENTIFIER: null,
    EXPO_PROJECT_ID: null,
    EXPO_SLUG: null,
    OPENGRAPH_URL: null,
    APPLE_APPSTORE_LINK: entity.iosAppLink,
    GOOGLE_PLAYSTORE_LINK: entity.androidAppLink,
    PRIMARY_MODULE: null,
    ADAPTIVE_ICON: null,
    AUTH: {
      LAYOUT: 'default',
      DEFAULT_ACTION: 'signIn',
      FACEBOOK: false,
      GOOGLE: false,
      APPLE: false,
      CUSTOM: [],
      FIELDS: { PHONE: false, TITLE: false, COMPANY: false },
    },
    CUSTOM_MODULES: [],
    SOCIAL: {
      facebook: entity.facebook,
      instagram: entity.instagram,
      twitter: entity.twitter,
      linkedIn: entity.linkedIn,
      tikTok: entity.tikTok,
      youtube: entity.youtube,
      discord: entity.discord,
    },
    PAYMENT: { TYPE: null, CONNECTION_ID: null, CURRENCY: entity.currency },
    INTEGRATIONS: [],
  };
}

function build(
  organization: OrganizationRow,
  origin: string,
  apiPrefix: string,
  addressRequired: boolean,
): PublicOrganization {
  const { config } = organization;
  const apiUrl = config.API_URL ?? `${origin}${apiPrefix}`;
  const entity = organizationEntity(organization);
  return {
    ...config,
    ...entity,
    ...sdkConfigFields(entity, origin),
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
    MODULES: organizationModules(organization.modules),
    ENABLED: organization.enabled,
    MAINTENANCE: organization.maintenance,
    BILLING_ADDRESS_REQUIRED: addressRequired,
  };
}
