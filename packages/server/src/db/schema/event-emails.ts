import type { EventEmailType } from '@convene/contract';
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { events } from './events';
import { organizations } from './organizations';

/*
 * What the hosts of an event send its attendees (decision 0022): the templates of the
 * confirmation, cancellation and reminder mails, announcements, and which attendees the
 * day-before reminder has gone to (so each gets it once, whichever node sends it).
 */

/** The host's words for one of the event's mails: at most one per event and type. */
export const eventEmailTemplates = pgTable(
  'event_email_templates',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').$type<EventEmailType>().notNull(),
    /** Sanitized HTML with `{name}`, `{event}`, `{when}`, `{where}` placeholders. */
    body: text('body').notNull().default(''),
    replyTo: text('reply_to'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.type] })],
);

/** An announcement to an event's attendees. */
export const eventAnnouncements = pgTable(
  'event_announcements',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').references(() => accounts.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    email: boolean('email').notNull().default(false),
    push: boolean('push').notNull().default(false),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('event_announcements_event_idx').on(table.eventId, table.createdAt, table.id)],
);

/** The reminder went to this attendee for this event: the row is the "sent once" guard. */
export const eventReminderDeliveries = pgTable(
  'event_reminder_deliveries',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sentAt: timestampz('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.accountId] })],
);
