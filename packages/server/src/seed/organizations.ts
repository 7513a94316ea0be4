import {
  LOCALES,
  MODULES,
  SYSTEM_LOCALES,
  type OrganizationFileInput,
  type SiteConfigInput,
} from '@convene/contract';

export const DEMO_ORGANIZATION_ID = '00000000-0000-4000-8000-000000000001';
export const SECOND_ORGANIZATION_ID = '00000000-0000-4000-8000-000000000002';
export const DEMO_PASSWORD = 'Convene-demo-1';
/** Fixed so that the README can name it. */
export const DEMO_CLIENT_ID = 'convenedemoclient000000001';
export const SECOND_CLIENT_ID = 'convenedemoclient000000002';

export function siteConfig(overrides: Partial<SiteConfigInput> = {}): SiteConfigInput {
  return {
    NAME: 'Harbor Commons',
    DESCRIPTION: 'A community for makers, founders and neighbours around the harbour.',
    ICON: { LIGHT: '/brand/harbor-icon.svg', DARK: '/brand/harbor-icon-dark.svg' },
    LOGO: { LIGHT: '/brand/harbor-logo.svg', DARK: '/brand/harbor-logo-dark.svg' },
    APP_ICON: '/brand/harbor-icon.svg',
    SPLASH_SCREEN: null,
    PRIMARY_COLOR: '#0f766e',
    SECONDARY_COLOR: '#f59e0b',
    CLIENT_THEME: 'auto',
    LOCALES: [...SYSTEM_LOCALES],
    DEFAULT_LOCALE: 'en',
    LANGUAGES: {},
    OPTIONS: { hideLocaleFlags: false },
    ...overrides,
  };
}

export const demoOrganization: OrganizationFileInput = {
  id: DEMO_ORGANIZATION_ID,
  slug: 'harbor-commons',
  hosts: ['localhost', '127.0.0.1'],
  enabled: true,
  maintenance: false,
  modules: [...MODULES],
  // The demo offers every language of the catalogue; those without built-in messages fall back to English.
  config: siteConfig({ LOCALES: LOCALES.map((entry) => entry.value) }),
};

export const secondOrganization: OrganizationFileInput = {
  id: SECOND_ORGANIZATION_ID,
  slug: 'northwind-guild',
  hosts: ['org2.localhost'],
  enabled: true,
  maintenance: false,
  modules: [...MODULES],
  config: siteConfig({
    NAME: 'Northwind Guild',
    DESCRIPTION: 'The guild of northern craftspeople.',
    ICON: { LIGHT: '/brand/northwind-icon.svg' },
    LOGO: { LIGHT: '/brand/northwind-logo.svg' },
    APP_ICON: null,
    PRIMARY_COLOR: '#7b3fe4',
    SECONDARY_COLOR: '#22d3ee',
    CLIENT_THEME: 'light',
  }),
};
