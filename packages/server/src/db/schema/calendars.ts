import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId } from './columns';
import { organizations } from './organizations';

/*
 * A member's secret calendar feed (decision 0065): one per account, its address carrying a
 * random token of which only the SHA-256 is kept. Making a new one replaces the row, so the
 * previous address answers 404; revoking deletes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('calendar_feeds_org_account_uq').on(table.organizationId, table.accountId),
    uniqueIndex('calendar_feeds_token_hash_uq').on(table.tokenHash),
    index('calendar_feeds_account_idx').on(table.accountId),
  ],
);
