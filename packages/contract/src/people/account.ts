import { z } from 'zod';
import { uuidOf } from '../core/ids';
import { SocialLinkInputSchema, UsernameSchema } from './account-input';
import { HttpUrlSchema } from '../core/urls';

// The input rules live in account-input.ts: a page that checks them as they are typed loads
// them (and zod) alone, without the rest of the account schemas.
export {
  SOCIAL_LINK_MAX,
  SocialLinkInputSchema,
  USERNAME_MAX,
  USERNAME_MIN,
  UsernameSchema,
} from './account-input';

export const ImageSchema = z.object({
  id: z.string(),
  uri: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  moderation: z.enum(['safe', 'warning']).default('safe'),
});
export type Image = z.infer<typeof ImageSchema>;

export const AccountTypeSchema = z.enum(['account', 'team']);

export const BaseAccountSchema = z.object({
  id: z.string().uuid(),
  username: z.string(),
  accountType: AccountTypeSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  image: ImageSchema.nullable(),
});
export type BaseAccount = z.infer<typeof BaseAccountSchema>;

// How a person is named lives in person-name.ts (no zod): the header's account menu uses it.
export { displayName, fullName, type NamedAccount } from './person-name';

/** Social profile links of an account, as the SDK names them (each a URL or a handle). */
export const SOCIAL_LINK_FIELDS = [
  'facebook',
  'instagram',
  'linkedIn',
  'twitter',
  'tikTok',
  'youtube',
  'discord',
] as const;
export type SocialLinkField = (typeof SOCIAL_LINK_FIELDS)[number];

const socialLinksShape = Object.fromEntries(
  SOCIAL_LINK_FIELDS.map((field) => [field, z.string().nullable()]),
) as { [K in SocialLinkField]: z.ZodNullable<z.ZodString> };

/** The SDK's BaseAccountTier: a tier an account holds through a membership. */
export const BaseAccountTierSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  priority: z.number().int(),
  name: z.string(),
  iconName: z.string(),
  color: z.string().nullable(),
  image: ImageSchema.nullable(),
});
export type BaseAccountTier = z.infer<typeof BaseAccountTierSchema>;

export const AccountSchema = BaseAccountSchema.extend({
  /** The tiers the account holds now, through its running memberships (decision 0035). */
  accountTiers: z.array(BaseAccountTierSchema),
  /** Its running memberships, each with the tiers its plan grants. */
  subscriptions: z.array(
    z.object({ subscriptionProduct: z.object({ tiers: z.array(BaseAccountTierSchema) }) }),
  ),
  /** Convene keeps no profile video: null. */
  video: z.null(),
  banner: ImageSchema.nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  ...socialLinksShape,
  timezone: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
  _count: z.object({ followers: z.number().int(), following: z.number().int() }),
});
export type Account = z.infer<typeof AccountSchema>;

export const SelfSchema = AccountSchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  locale: z.string(),
  primary: z.boolean(),
  /** Convene keeps no dietary restrictions on an account: null. */
  dietaryRestrictions: z.null(),
  /** Convene gives accounts no share codes (`/accounts/shareCode/{code}` is not offered): null. */
  shareCode: z.null(),
});
export type Self = z.infer<typeof SelfSchema>;

export const LoginSchema = z.object({
  id: z.string().uuid(),
  sub: z.string(),
  email: z.string(),
  verified: z.boolean(),
  admin: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  accounts: z.array(SelfSchema),
});
export type Login = z.infer<typeof LoginSchema>;

/** `PUT /self`: the editable profile fields, all optional. */
export const UpdateSelfBodySchema = z
  .object({
    username: UsernameSchema,
    firstName: z.string().trim().max(80).nullable(),
    lastName: z.string().trim().max(80).nullable(),
    title: z.string().trim().max(120).nullable(),
    company: z.string().trim().max(120).nullable(),
    bio: z.string().trim().max(2000).nullable(),
    website: HttpUrlSchema.max(500).nullable(),
    facebook: SocialLinkInputSchema,
    instagram: SocialLinkInputSchema,
    linkedIn: SocialLinkInputSchema,
    twitter: SocialLinkInputSchema,
    tikTok: SocialLinkInputSchema,
    youtube: SocialLinkInputSchema,
    discord: SocialLinkInputSchema,
    timezone: z.string().max(64).nullable(),
    phone: z.string().trim().max(40).nullable(),
    locale: z.string().min(2).max(10),
  })
  .partial();
export type UpdateSelfBody = z.infer<typeof UpdateSelfBodySchema>;

/** `PUT /self/image`, `PUT /self/banner`: a base64 string or data URI. */
export const SelfImageBodySchema = z.object({ buffer: z.string().min(1) });

/** `POST /login/account`: another account for the signed-in login. */
export const CreateLoginAccountBodySchema = z.object({
  account: z.object({
    username: UsernameSchema,
    firstName: z.string().trim().max(80).nullable().optional(),
    lastName: z.string().trim().max(80).nullable().optional(),
    bio: z.string().trim().max(2000).nullable().optional(),
  }),
});

export const UpdateLocaleBodySchema = z.object({ locale: z.string().min(2).max(10) });

/** `GET /self/relationships`: per kind, id → flag (groups carry the role). */
export const RelationshipsSchema = z.object({
  accounts: z.record(z.string(), z.boolean()),
  groups: z.record(
    z.string(),
    z.union([
      z.enum(['moderator', 'member', 'admin', 'manager', 'requested', 'invited']),
      z.literal(false),
    ]),
  ),
  events: z.record(z.string(), z.boolean()),
  channels: z.record(z.string(), z.boolean()),
  threads: z.record(z.string(), z.boolean()),
});
export type Relationships = z.infer<typeof RelationshipsSchema>;

export const AccountIdParamSchema = z.object({ accountId: uuidOf('accountId') });

export type CreateLoginAccountBody = z.infer<typeof CreateLoginAccountBodySchema>;
export type UpdateLocaleBody = z.infer<typeof UpdateLocaleBodySchema>;
export type SelfImageBody = z.infer<typeof SelfImageBodySchema>;

/** Messages of the login and self routes, typed once for the server and the client. */
export const ACCOUNT_MESSAGES = {
  usernameTaken: 'Username already taken',
  invalidImage: 'Invalid image',
  imageTooLarge: 'Image must be at most 10 MB',
  imageTooManyPixels: 'Image must be at most 40 megapixels',
  loginNotFound: 'Login not found',
  notShared: 'The account is not shared with this login',
  alreadyShared: 'The account is already shared with this login',
  lastLogin: 'An account must keep at least one login',
  primaryLogin: 'The primary login of an account cannot be removed',
} as const;

/** `Locale {code} not found`, also the answer to a locale the organization does not offer. */
export function localeNotFoundMessage(code: string): string {
  return `Locale ${code} not found`;
}

/** `POST /login/account/verify`: the same payload as creating an account, nothing is created. */
export const VerifyLoginAccountBodySchema = CreateLoginAccountBodySchema;
export type VerifyLoginAccountBody = z.infer<typeof VerifyLoginAccountBodySchema>;
export const VerifyLoginAccountResultSchema = z.object({ available: z.boolean() });
export type VerifyLoginAccountResult = z.infer<typeof VerifyLoginAccountResultSchema>;

/** `GET /login/account/logins`: a login that shares the acting account. */
export const AccountLoginSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  /** This account is the login's primary one. */
  primary: z.boolean(),
  /** The request's own login. */
  current: z.boolean(),
  /** When the account was shared with the login. */
  createdAt: z.string(),
});
export type AccountLogin = z.infer<typeof AccountLoginSchema>;

/** `POST|DELETE /login/account/{username}`: the other login's identity username (its email). */
export const LoginUsernameParamSchema = z.object({ username: z.string().trim().min(1).max(320) });
