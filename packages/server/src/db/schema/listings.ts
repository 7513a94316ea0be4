import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, organizationId } from './columns';
import { events } from './events';
import { organizations } from './organizations';

/*
 * Hosting: an event's host is its creator (`events.creator_id`); co-hosts
 * are added and removed by the host and may do everything but delete the listing or
 * remove the host.
 */
export const eventCoHosts = pgTable(
  'event_co_hosts',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.accountId] }),
    // "The events I co-host" (GET /listings).
    index('event_co_hosts_account_idx').on(table.organizationId, table.accountId),
  ],
);
