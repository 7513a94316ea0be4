import { z } from 'zod';
import { UuidSchema } from '../core/ids';
import { BaseAccountSchema } from '../people/account';

/*
 * Server-to-server API keys (decision 0073): an organization's administrators issue a key
 * with a name, scopes and an optional expiry; the secret is shown once, only its SHA-256
 * hash is kept. A key acts for the administrator who created it, limited to its scopes.
 */

/** What a key may do, each scope a family of routes (`API_KEY_SCOPE_ENDPOINTS`). */
export const API_KEY_SCOPES = [
  'events:read',
  'attendees:read',
  'attendees:write',
  'members:read',
  'orders:read',
] as const;
export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>;

/** Every key's secret starts with it, so the server tells a key from a sign-in token. */
export const API_KEY_PREFIX = 'cvk_';
/** How many characters of the secret are kept in clear to tell keys apart (`cvk_` and 8 more). */
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 8;
export const API_KEY_NAME_MAX = 100;

/** A key as administrators see it: never its secret. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The start of the secret (`cvk_AbCd1234`), to recognise a key. */
  prefix: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  createdAt: z.string(),
  /** When a request last used it (updated at most once a minute). */
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The account the key acts for (its creator's when they made it); null: none. */
  account: BaseAccountSchema.nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** A new key with its secret: the only answer that carries it. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const CreateApiKeyBodySchema = z.object({
  name: z.string().trim().min(1, 'A name is required').max(API_KEY_NAME_MAX),
  scopes: z
    .array(ApiKeyScopeSchema)
    .min(1, 'Choose at least one scope')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'A scope is listed twice'),
  /** When the key stops working (ISO 8601, in the future); none: until revoked. */
  expiresAt: z.iso
    .datetime({ offset: true, message: 'Must be a date and time' })
    .nullable()
    .optional(),
});
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBodySchema>;

export const ApiKeyParamSchema = z.object({ apiKeyId: UuidSchema });

export const API_KEY_MESSAGES = {
  expiresInPast: 'expiresAt must be in the future',
  executeAsWithKey:
    'An API key acts for the administrator who created it: executeAs is not allowed',
  notForKeys: 'This endpoint cannot be called with an API key',
  missingScope: (scope: string) => `This API key lacks the scope ${scope}`,
  invalidKey: 'Invalid, expired or revoked API key',
} as const;
