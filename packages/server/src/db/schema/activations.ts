import type { Image } from '@convene/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { eventPasses } from './event-registrations';
import { events } from './events';
import { organizations } from './organizations';

/*
 * Activations (decision 0020): things to do at an event, each worth points, completed once
 * per pass — with the activation's code when it is protected.
 */

export const eventActivations = pgTable(
  'event_activations',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description'),
    image: jsonb('image').$type<Image>(),
    /** What a completion earns. */
    maxPoints: integer('max_points').notNull().default(0),
    /** Completions are taken from this time on. */
    startAfter: timestampz('start_after').notNull().defaultNow(),
    /**
     * The code an attendee types to complete a protected activation (shown at the booth);
     * compared without case or surrounding space, never answered by the API.
     */
    code: text('code'),
    managerId: uuid('manager_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('event_activations_event_slug_uq').on(table.eventId, table.slug),
    // The keyset of the list: (start_after, id) per event.
    index('event_activations_event_start_idx').on(table.eventId, table.startAfter, table.id),
    check('event_activations_points_ck', sql`${table.maxPoints} >= 0`),
  ],
);

/** A pass's completion of an activation (SDK EventActivationCompletion): once per pass. */
export const eventActivationCompletions = pgTable(
  'event_activation_completions',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    activationId: uuid('activation_id')
      .notNull()
      .references(() => eventActivations.id, { onDelete: 'cascade' }),
    passId: uuid('pass_id')
      .notNull()
      .references(() => eventPasses.id, { onDelete: 'cascade' }),
    /** The pass's attendee when it completed: the leaderboard counts by account. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    earnedPoints: integer('earned_points').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('event_activation_completions_pass_uq').on(table.activationId, table.passId),
    index('event_activation_completions_event_account_idx').on(table.eventId, table.accountId),
  ],
);
