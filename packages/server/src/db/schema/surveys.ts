import type { Image, PassStatus, SurveyQuestionType } from '@convene/contract';
import { sql } from 'drizzle-orm';
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
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { organizations } from './organizations';

/** A survey: sections of questions; `submissionsPerAccount` caps an account's submitted ones. */
export const surveys = pgTable(
  'surveys',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    image: jsonb('image').$type<Image>(),
    requireAuth: boolean('require_auth').notNull().default(false),
    submissionsPerAccount: integer('submissions_per_account').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('surveys_org_slug_uq').on(table.organizationId, table.slug)],
);

export const surveySections = pgTable(
  'survey_sections',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('survey_sections_survey_idx').on(table.surveyId, table.sortOrder)],
);

/**
 * A question: of a section, or (with `parentChoiceId`) a sub-question a choice opens. Its
 * rules (`min`, `max`, `validation`) read as registration questions' do.
 */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id').references(() => surveySections.id, { onDelete: 'cascade' }),
    parentChoiceId: uuid('parent_choice_id'),
    type: text('type').$type<SurveyQuestionType>().notNull(),
    name: text('name').notNull(),
    required: boolean('required').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    description: text('description'),
    label: text('label'),
    placeholder: text('placeholder'),
    default: text('default'),
    min: text('min'),
    max: text('max'),
    validation: text('validation'),
    validationMessage: text('validation_message'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('survey_questions_survey_idx').on(table.surveyId, table.sortOrder)],
);

/** A choice of a question; `supply` caps how many submitted answers may pick it. */
export const surveyQuestionChoices = pgTable(
  'survey_question_choices',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    text: text('text'),
    description: text('description'),
    supply: integer('supply'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('survey_choices_question_idx').on(table.questionId, table.sortOrder)],
);

/**
 * A submission: `draft` while answered, `ready` once submitted (frozen). An account's
 * submissions are its own; a visitor's (no account) is reached by its random id.
 */
export const surveySubmissions = pgTable(
  'survey_submissions',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<PassStatus>().notNull().default('draft'),
    submittedAt: timestampz('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('survey_submissions_account_idx').on(table.surveyId, table.accountId),
    /** One draft per account and survey: starting again resumes it. */
    uniqueIndex('survey_submissions_one_draft_uq')
      .on(table.surveyId, table.accountId)
      .where(sql`${table.status} = 'draft' and ${table.accountId} is not null`),
  ],
);

/** One answer per question of a submission; `choiceIds` are the choices it picks. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => surveySubmissions.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    choiceIds: uuid('choice_ids').array().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.submissionId, table.questionId] })],
);
