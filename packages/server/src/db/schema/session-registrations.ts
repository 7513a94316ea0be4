import type { Image, PassStatus, SessionQuestionType } from '@convene/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, updatedAt } from './columns';
import { eventPasses } from './event-registrations';
import { eventPassTypes } from './event-tickets';
import { eventSessions, events } from './events';
import { organizations } from './organizations';

/*
 * Session registration (decision 0020): which pass types open a session, the passes
 * registered for it (their seats are counted in `event_sessions.sold`), and the questions
 * a session asks with each pass's answers.
 */

/** The pass types that give access to a session; a session with none is open to every pass. */
export const eventSessionPassTypes = pgTable(
  'event_session_pass_types',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    passTypeId: uuid('pass_type_id')
      .notNull()
      .references(() => eventPassTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.passTypeId] })],
);

/**
 * A pass registered for a session (SDK EventSessionAccess). `draft` while a paid session
 * is unpaid (it holds no seat); `ready` or `needsInfo` once it holds its seat in
 * `event_sessions.sold`. One per pass and session.
 */
export const eventSessionAccesses = pgTable(
  'event_session_accesses',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    passId: uuid('pass_id')
      .notNull()
      .references(() => eventPasses.id, { onDelete: 'cascade' }),
    /** Who registered it: the pass's attendee at the time. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<PassStatus>().notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('event_session_accesses_session_pass_uq').on(table.sessionId, table.passId),
    index('event_session_accesses_account_idx').on(
      table.organizationId,
      table.accountId,
      table.eventId,
    ),
    index('event_session_accesses_pass_idx').on(table.passId),
  ],
);

/** A section of a session's questions (SDK EventSessionSection). */
export const eventSessionSections = pgTable(
  'event_session_sections',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('event_session_sections_session_idx').on(table.sessionId, table.sortOrder)],
);

/** A question a session asks each registered pass (SDK EventSessionQuestion). */
export const eventSessionQuestions = pgTable(
  'event_session_questions',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => eventSessionSections.id, { onDelete: 'cascade' }),
    type: text('type').$type<SessionQuestionType>().notNull(),
    name: text('name').notNull(),
    label: text('label'),
    description: text('description'),
    placeholder: text('placeholder'),
    default: text('default'),
    required: boolean('required').notNull().default(false),
    /** The attendee may change the answer once the pass holds its seat. */
    mutable: boolean('mutable').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    min: text('min'),
    max: text('max'),
    /** A regular expression the value must match; `validationMessage` is its error. */
    validation: text('validation'),
    validationMessage: text('validation_message'),
    /** Choices of select, radio and checkbox questions: `{id, value, text}` in order. */
    choices: jsonb('choices')
      .$type<{ id: string; value: string; text: string | null }[]>()
      .notNull()
      .default([]),
    image: jsonb('image').$type<Image>(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('event_session_questions_section_idx').on(table.sectionId, table.sortOrder)],
);

/** A registered pass's answer to a session question. */
export const eventSessionResponses = pgTable(
  'event_session_responses',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accessId: uuid('access_id')
      .notNull()
      .references(() => eventSessionAccesses.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => eventSessionQuestions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('event_session_responses_access_question_uq').on(table.accessId, table.questionId),
  ],
);
