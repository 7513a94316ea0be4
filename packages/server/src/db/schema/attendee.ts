import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId } from './columns';
import { eventPasses, eventRegistrations } from './event-registrations';
import { eventQuestions } from './event-tickets';
import { events } from './events';
import { organizations } from './organizations';
import { payments } from './payments';

/*
 * What happens to a pass after it was bought (decision 0019): its transfers from one
 * registration to another, its refund on cancellation (at most one per pass), and the
 * follow-up questions hosts ask after purchase (answered in `event_pass_responses`).
 */

/** A pass moved from one account's registration to another's (SDK TransferLog). */
export const eventPassTransfers = pgTable(
  'event_pass_transfers',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    passId: uuid('pass_id')
      .notNull()
      .references(() => eventPasses.id, { onDelete: 'cascade' }),
    fromRegistrationId: uuid('from_registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    toRegistrationId: uuid('to_registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('event_pass_transfers_from_idx').on(table.fromRegistrationId, table.createdAt),
    index('event_pass_transfers_to_idx').on(table.toRegistrationId, table.createdAt),
  ],
);

/**
 * The refund of a canceled pass. The unique pass id is the guard that a pass is refunded
 * once, whatever races: a second refund of it cannot be recorded, so its transaction
 * (with the provider's refund recorded in it) rolls back.
 */
export const eventPassRefunds = pgTable(
  'event_pass_refunds',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    passId: uuid('pass_id')
      .notNull()
      .references(() => eventPasses.id, { onDelete: 'cascade' }),
    /** The refund payment recorded by the payments module (null: nothing was refunded). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    percentage: integer('percentage').notNull(),
    /** Integer cents. */
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('event_pass_refunds_pass_uq').on(table.passId)],
);

/** A set of follow-up questions hosts ask every pass of an event after purchase. */
export const eventFollowups = pgTable(
  'event_followups',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('event_followups_event_idx').on(table.eventId, table.sortOrder)],
);

/**
 * The questions of a follow-up: event questions without a section (so the registration
 * never asks them), answered per pass like any other.
 */
export const eventFollowupQuestions = pgTable(
  'event_followup_questions',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    followupId: uuid('followup_id')
      .notNull()
      .references(() => eventFollowups.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => eventQuestions.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.followupId, table.questionId] }),
    uniqueIndex('event_followup_questions_question_uq').on(table.questionId),
    index('event_followup_questions_order_idx').on(table.followupId, table.sortOrder),
  ],
);
