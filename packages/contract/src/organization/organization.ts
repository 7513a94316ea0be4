import { z } from 'zod';
import { MODULES } from './modules';
import { HttpUrlSchema } from '../core/urls';

export * from './modules';

export const ModuleSchema = z.enum(MODULES);

export const ClientThemeSchema = z.enum(['light', 'dark', 'auto']);
export type ClientTheme = z.infer<typeof ClientThemeSchema>;

const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are #rrggbb');
const AssetUrl = z.string().min(1).max(2048);

/** Per-locale message overrides: locale → message id → text. */
export const LanguagesSchema = z.record(z.string(), z.record(z.string(), z.string()));

/**
 * The whole site configuration, as an organization stores it.
 * Connection values (API, chat and identity URLs) are derived from the serving
 * origin unless set here.
 */
export const SiteConfigSchema = z.object({
  NAME: z.string().min(1).max(120),
  DESCRIPTION: z.string().max(500).default(''),
  ICON: z.object({ LIGHT: AssetUrl, DARK: AssetUrl.optional() }),
  LOGO: z.object({ LIGHT: AssetUrl, DARK: AssetUrl.optional() }),
  APP_ICON: AssetUrl.nullable().default(null),
  SPLASH_SCREEN: AssetUrl.nullable().default(null),
  PRIMARY_COLOR: HexColor,
  SECONDARY_COLOR: HexColor,
  CLIENT_THEME: ClientThemeSchema.default('auto'),
  LOCALES: z.array(z.string().min(2).max(10)).min(1),
  DEFAULT_LOCALE: z.string().min(2).max(10),
  LANGUAGES: LanguagesSchema.default({}),
  OPTIONS: z
    .object({ hideLocaleFlags: z.boolean().default(false) })
    .default({ hideLocaleFlags: false }),
  API_URL: HttpUrlSchema.nullable().default(null),
  CHAT_URL: z.string().nullable().default(null),
  GOOGLE_TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/)
    .nullable()
    .default(null),
  /**
   * Cognito's PreventUserExistenceErrors: sign-in, password reset, code resend and sign-up
   * answer alike whether the email has a login or not. Off, they tell (UserNotFoundException,
   * UsernameExistsException).
   */
  PREVENT_USER_EXISTENCE_ERRORS: z.boolean().default(true),
  /**
   * Registering for an event needs the member's agreement to the terms (`termsAccepted`
   * sent with the submit or the intent). Off, an agreement sent is still recorded, and a
   * client that sends none (the public client SDK never does) registers all the same.
   */
  REGISTRATION_TERMS_REQUIRED: z.boolean().default(false),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;

/** The file the `npm run org` CLI takes to create or update an organization. */
export const OrganizationFileSchema = z.object({
  id: z.string().uuid(),
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .min(2)
    .max(60),
  hosts: z.array(z.string().min(1).max(253)).default([]),
  enabled: z.boolean().default(true),
  maintenance: z.boolean().default(false),
  modules: z.array(ModuleSchema).default([...MODULES]),
  config: SiteConfigSchema,
});
export type OrganizationFile = z.infer<typeof OrganizationFileSchema>;
export type OrganizationFileInput = z.input<typeof OrganizationFileSchema>;

/**
 * The organization as the public client SDK declares it (its `Organization` entity), beside
 * the configuration: null where Convene does not keep the value (contact details, images
 * as image records, social links). Optional in the type only, for clients built before it;
 * the server always sends every field.
 */
export const OrganizationEntityFieldsSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  zip: z.string().nullable(),
  logo: z.null(),
  logoId: z.null(),
  darkLogo: z.null(),
  darkLogoId: z.null(),
  icon: z.null(),
  iconId: z.null(),
  darkIcon: z.null(),
  darkIconId: z.null(),
  locale: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  currency: z.literal('USD'),
  timezone: z.string(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedIn: z.string().nullable(),
  tikTok: z.string().nullable(),
  discord: z.string().nullable(),
  youtube: z.string().nullable(),
  iosAppLink: z.string().nullable(),
  androidAppLink: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The SDK's `Integrations`: Convene connects no Ghost blog. */
  integrations: z.object({
    ghost: z.boolean(),
    ghostUrl: z.string().nullable(),
    ghostContentKey: z.string().nullable(),
  }),
});

/** The SDK's `BaseOrganization`: what other entities embed of the organization. */
export const BaseOrganizationSchema = OrganizationEntityFieldsSchema.pick({
  id: true,
  slug: true,
  name: true,
  description: true,
  email: true,
  address1: true,
  address2: true,
  city: true,
  state: true,
  country: true,
  zip: true,
  logo: true,
  logoId: true,
  darkLogo: true,
  darkLogoId: true,
  icon: true,
  iconId: true,
  darkIcon: true,
  darkIconId: true,
  locale: true,
});
export type BaseOrganization = z.infer<typeof BaseOrganizationSchema>;

/** The SDK's `OrganizationModule`: one module of the configuration's `MODULES`. */
export const OrganizationModuleSchema = z.object({
  enabled: z.boolean(),
  requireAuth: z.boolean(),
  enabledTiers: z.array(z.string()),
  editable: z.boolean(),
  editableTiers: z.array(z.string()),
});

const SocialLinkSchema = z.string().nullable();

/**
 * The public client SDK's `OrganizationConfig` keys that Convene's configuration names
 * otherwise (the identity's pool and client, the organization's social links) or does not
 * have: null where Convene has no value (no mobile app, Expo project, Open Graph service or
 * hosted sign-in page; the SDK vendor's `prod`/`staging` environments are not Convene's).
 * Sign-in is by email and password only, and the sign-up form asks no phone, title or
 * company. `PAYMENT.TYPE` is null: an organization may enable several providers, and each
 * payment intent names the one it uses. Optional in the type only, as the entity fields.
 */
export const SdkConfigFieldsSchema = z.object({
  ENVIRONMENT: z.null(),
  WEBSITE_URL: z.string(),
  COGNITO_USERPOOL_ID: z.string(),
  COGNITO_CLIENT_ID: z.string(),
  COGNITO_HOSTED_URL: z.null(),
  BUNDLE_IDENTIFIER: z.null(),
  EXPO_PROJECT_ID: z.null(),
  EXPO_SLUG: z.null(),
  OPENGRAPH_URL: z.null(),
  APPLE_APPSTORE_LINK: z.string().nullable(),
  GOOGLE_PLAYSTORE_LINK: z.string().nullable(),
  PRIMARY_MODULE: z.null(),
  ADAPTIVE_ICON: z.null(),
  AUTH: z.object({
    LAYOUT: z.literal('default'),
    DEFAULT_ACTION: z.literal('signIn'),
    FACEBOOK: z.literal(false),
    GOOGLE: z.literal(false),
    APPLE: z.literal(false),
    CUSTOM: z.array(z.never()),
    FIELDS: z.object({
      PHONE: z.literal(false),
      TITLE: z.literal(false),
      COMPANY: z.literal(false),
    }),
  }),
  /** Convene has no custom modules. */
  CUSTOM_MODULES: z.array(z.never()),
  SOCIAL: z.object({
    facebook: SocialLinkSchema,
    instagram: SocialLinkSchema,
    twitter: SocialLinkSchema,
    linkedIn: SocialLinkSchema,
    tikTok: SocialLinkSchema,
    youtube: SocialLinkSchema,
    discord: SocialLinkSchema,
  }),
  PAYMENT: z.object({
    TYPE: z.null(),
    CONNECTION_ID: z.null(),
    CURRENCY: z.literal('USD'),
  }),
  /** Convene connects no integrations (`/integrations` is not offered). */
  INTEGRATIONS: z.array(z.never()),
});
export type SdkConfigFields = z.infer<typeof SdkConfigFieldsSchema>;

/** What `GET /organization` returns: the public configuration the clients run on. */
export const PublicOrganizationSchema = SiteConfigSchema.extend({
  ...OrganizationEntityFieldsSchema.partial().shape,
  ...SdkConfigFieldsSchema.partial().shape,
  ORGANIZATION_ID: z.string().uuid(),
  SLUG: z.string(),
  API_URL: z.string(),
  CHAT_URL: z.string(),
  IDENTITY: z.object({
    URL: z.string(),
    REGION: z.string(),
    CLIENT_ID: z.string(),
    USER_POOL_ID: z.string(),
  }),
  /** Every module Convene knows, by name (the SDK's `Record<module, OrganizationModule>`). */
  MODULES: z.record(ModuleSchema, OrganizationModuleSchema),
  ENABLED: z.boolean(),
  MAINTENANCE: z.boolean(),
  /**
   * Whether paying asks for a billing address: only when the deployment taxes by address;
   * otherwise intents are made without one.
   */
  BILLING_ADDRESS_REQUIRED: z.boolean(),
});
export type PublicOrganization = z.infer<typeof PublicOrganizationSchema>;

/** The organization's pages (SDK PageType): terms are what registering agrees to. */
export const PAGE_TYPES = ['about', 'privacy', 'terms', 'team'] as const;
export const PageTypeSchema = z.enum(PAGE_TYPES);
export type PageType = z.infer<typeof PageTypeSchema>;

/** SDK Page: `html` is sanitized when saved. */
export const OrganizationPageSchema = z.object({
  type: PageTypeSchema,
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  html: z.string().nullable(),
  updatedAt: z.string(),
});
export type OrganizationPage = z.infer<typeof OrganizationPageSchema>;
