import type { ApiKeyScope } from '@convene/contract';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, timestampz } from './columns';
import { logins } from './identity';
import { organizations } from './organizations';

/**
 * A server-to-server API key of an organization (decision 0073): only the SHA-256 hash of
 * its secret is kept, with the secret's first characters to recognise it. It acts for the
 * administrator who created it (`loginId`, and the account they acted for), within `scopes`.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `cvk_` and the next 8 characters of the secret, shown in lists. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole secret, hex. */
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    loginId: uuid('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestampz('expires_at'),
    lastUsedAt: timestampz('last_used_at'),
    revokedAt: timestampz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('api_keys_secret_hash_uq').on(table.secretHash),
    index('api_keys_org_created_idx').on(table.organizationId, table.createdAt),
  ],
);
