import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { organizations } from './organizations';

/** A login is an identity user of one organization's user pool (docs/architecture.md#identity). */
export const logins = pgTable(
  'logins',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The token subject: the login id for the embedded provider, Cognito's sub otherwise. */
    sub: text('sub').notNull(),
    passwordHash: text('password_hash').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    /** A temporary password set by an administrator: sign-in answers NEW_PASSWORD_REQUIRED. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Organization administrators may act as any account of their organization. */
    admin: boolean('admin').notNull().default(false),
    /** Raised on password change, reset and sign-out everywhere: tokens of older versions are revoked. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Attributes given at sign-up (preferred_username …), used when the account is created. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    lastLoginAt: timestampz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('logins_org_email_uq').on(table.organizationId, table.email),
    uniqueIndex('logins_org_sub_uq').on(table.organizationId, table.sub),
  ],
);

export const identityCodes = pgTable(
  'identity_codes',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    loginId: uuid('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'confirm' | 'reset' | 'signIn'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestampz('expires_at').notNull(),
    consumedAt: timestampz('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('identity_codes_login_idx').on(table.loginId, table.purpose)],
);

/**
 * RS256 signing keys, one set per organization (its user pool), shared by every node: the
 * organization's newest key signs, all of its keys verify (identity/keys.ts).
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    kid: text('kid').primaryKey(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
    publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('signing_keys_org_idx').on(table.organizationId, table.createdAt)],
);

/** Fixed-window counters for identity rate limits, shared by every node. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: timestampz('window_ends_at').notNull(),
});

/**
 * Refresh tokens revoked one by one (RevokeToken), by their `jti`: the refresh token and
 * every token minted from it (their `origin_jti`) are refused from then on, on every node
 * (decision 0050). A row is kept until the last token minted from the refresh token has
 * expired, then housekeeping deletes it.
 */
export const revokedTokenOrigins = pgTable(
  'revoked_token_origins',
  {
    originJti: uuid('origin_jti').primaryKey(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    loginId: uuid('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    revokedAt: createdAt(),
    /** When no token minted from the refresh token can still be valid. */
    expiresAt: timestampz('expires_at').notNull(),
  },
  (table) => [index('revoked_token_origins_expiry_idx').on(table.expiresAt)],
);
