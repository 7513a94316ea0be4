import type { WaitlistStatus } from '@convene/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { eventRegistrations } from './event-registrations';
import { eventPassTypes } from './event-tickets';
import { events } from './events';
import { organizations } from './organizations';

/*
 * Waitlists (decision 0024): a member's place in the line of a sold-out pass type. An
 * offer holds a pass of the type in the member's cart (`registration_id`) until
 * `offer_expires_at`; the line is served in `created_at` order.
 */
export const eventWaitlistEntries = pgTable(
  'event_waitlist_entries',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    passTypeId: uuid('pass_type_id')
      .notNull()
      .references(() => eventPassTypes.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    registrationId: uuid('registration_id').references(() => eventRegistrations.id, {
      onDelete: 'set null',
    }),
    offeredAt: timestampz('offered_at'),
    offerExpiresAt: timestampz('offer_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One live place per member and pass type (waiting or offered).
    uniqueIndex('event_waitlist_entries_live_uq')
      .on(table.passTypeId, table.accountId)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    // The line: the next waiting entry of a pass type.
    index('event_waitlist_entries_line_idx').on(
      table.passTypeId,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('event_waitlist_entries_account_idx').on(table.accountId, table.eventId),
    // Offers that lapse.
    index('event_waitlist_entries_offers_idx')
      .on(table.offerExpiresAt)
      .where(sql`${table.status} = 'offered'`),
  ],
);
