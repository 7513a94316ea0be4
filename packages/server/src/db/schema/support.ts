import type { SupportTicketStatus, SupportTicketType } from '@convene/contract';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, updatedAt } from './columns';
import { events } from './events';
import { organizations } from './organizations';

/** A support ticket from a member (`accountId`) or a visitor (its email only). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    type: text('type').$type<SupportTicketType>().notNull(),
    email: text('email').notNull(),
    request: text('request').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** The event as it was named when the ticket was sent (the desk shows it). */
    eventSlug: text('event_slug'),
    eventName: text('event_name'),
    productId: text('product_id'),
    status: text('status').$type<SupportTicketStatus>().notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('support_tickets_org_status_idx').on(table.organizationId, table.status, table.createdAt),
    index('support_tickets_account_idx').on(table.accountId, table.createdAt),
  ],
);

/** A ticket's conversation: internal notes and replies (the desk's, or the requester's). */
export const supportTicketNotes = pgTable(
  'support_ticket_notes',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'note' | 'reply'>().notNull(),
    fromRequester: boolean('from_requester').notNull().default(false),
    authorId: uuid('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('support_ticket_notes_ticket_idx').on(table.ticketId, table.createdAt)],
);
