import { z } from 'zod';
import { ImageSchema } from '../people/account';
import { PassStatusSchema, REGISTRATION_QUESTION_TYPES } from '../ticketing/event-tickets';
import { ListingAttendeesCsvSchema } from '../ticketing/host-attendees';
import {
  QuestionChoiceFieldsSchema,
  QuestionFieldsSchema,
  type QuestionChoiceFields,
  type QuestionFields,
} from '../ticketing/registration-offer';
import { UuidSchema } from '../core/ids';
import { ListingQuestionBodySchema, ListingQuestionChoiceInputSchema } from '../ticketing/listings';
import { ListQuerySchema } from '../core/pagination';

/*
 * Surveys: sections of questions of every registration question
 * type but `quantity` (choices, sub-questions a choice opens, min/max and a pattern). A
 * submission is started, each answer saved as the member goes, then submitted and frozen.
 */

/** The question types a survey asks: the registration ones without `quantity`. */
export const SURVEY_QUESTION_TYPES = REGISTRATION_QUESTION_TYPES.filter(
  (type): type is Exclude<(typeof REGISTRATION_QUESTION_TYPES)[number], 'quantity'> =>
    type !== 'quantity',
);
export const SurveyQuestionTypeSchema = z.enum(
  SURVEY_QUESTION_TYPES as [
    (typeof SURVEY_QUESTION_TYPES)[number],
    ...(typeof SURVEY_QUESTION_TYPES)[number][],
  ],
);
export type SurveyQuestionType = z.infer<typeof SurveyQuestionTypeSchema>;

/** The types whose answer is one (or, for checkbox, several) of the question's choices. */
export const CHOICE_QUESTION_TYPES: readonly SurveyQuestionType[] = [
  'select',
  'radio',
  'checkbox',
  'search',
];

export const SURVEY_MESSAGES = {
  surveyNotFound: 'Survey not found',
  submissionNotFound: 'Submission not found',
  questionNotFound: 'This question is not asked in this survey',
  questionNotAsked: '{question} is not asked for your answers so far',
  alreadySubmitted: 'This submission was already submitted: it can no longer be changed',
  limitReached: 'You have already answered this survey',
  signInRequired: 'Sign in to answer this survey',
  questionRequired: '{question} is required',
  choiceFull: '{choice} is no longer available for {question}',
  hasAnswers: 'This survey has answers: its sections and questions can no longer change',
} as const;

/** SDK BaseSurvey. */
export const BaseSurveySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
});
export type BaseSurvey = z.infer<typeof BaseSurveySchema>;

/** SDK Survey. `submissionsPerAccount`: how many submissions an account may submit. */
export const SurveySchema = BaseSurveySchema.extend({
  description: z.string().nullable(),
  image: ImageSchema.nullable(),
  requireAuth: z.boolean(),
  submissionsPerAccount: z.number().int(),
});
export type Survey = z.infer<typeof SurveySchema>;

/**
 * SDK BaseSurveyQuestionChoice: a registration question's choice (the shared fields) whose
 * `subQuestions` are the survey questions choosing it opens; no supply left is shown.
 */
export interface SurveyQuestionChoice extends QuestionChoiceFields {
  subQuestions: SurveyQuestion[];
}

/** SDK BaseSurveyQuestion: a registration question's shared fields, of a survey type. */
export interface SurveyQuestion extends QuestionFields {
  type: SurveyQuestionType;
  choices: SurveyQuestionChoice[];
}

export const SurveyQuestionChoiceSchema: z.ZodType<SurveyQuestionChoice> =
  QuestionChoiceFieldsSchema.extend({
    get subQuestions() {
      return z.array(SurveyQuestionSchema);
    },
  });

export const SurveyQuestionSchema: z.ZodType<SurveyQuestion> = QuestionFieldsSchema.extend({
  type: SurveyQuestionTypeSchema,
  get choices() {
    return z.array(SurveyQuestionChoiceSchema);
  },
});

/** SDK SurveySection: its questions, each with its choices and their sub-questions. */
export const SurveySectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  questions: z.array(SurveyQuestionSchema),
});
export type SurveySection = z.infer<typeof SurveySectionSchema>;

/** SDK BaseSurveyQuestionResponse: an answer, with its question (without choices' sub-questions). */
export const SurveyQuestionResponseSchema = z.object({
  questionId: z.string(),
  question: SurveyQuestionSchema,
  value: z.string(),
});
export type SurveyQuestionResponse = z.infer<typeof SurveyQuestionResponseSchema>;

/** SDK SurveySubmission: `draft` while answered, `ready` once submitted. */
export const SurveySubmissionSchema = z.object({
  id: z.string(),
  status: PassStatusSchema,
  responses: z.array(SurveyQuestionResponseSchema),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SurveySubmission = z.infer<typeof SurveySubmissionSchema>;

/** SDK SurveyQuestionSearchValue: a value a `search` question offers (its choices). */
export const SurveyQuestionSearchValueSchema = z.object({ id: z.string(), value: z.string() });
export type SurveyQuestionSearchValue = z.infer<typeof SurveyQuestionSearchValueSchema>;

// ---------------------------------------------------------------- params, queries, bodies

/** A survey by id or slug. */
export const SurveyParamSchema = z.object({ surveyId: z.string().min(1).max(200) });
export const SurveySubmissionParamSchema = SurveyParamSchema.extend({ submissionId: UuidSchema });
export const SurveyResponseParamSchema = SurveySubmissionParamSchema.extend({
  questionId: UuidSchema,
});
export const SurveyQuestionParamSchema = SurveyParamSchema.extend({ questionId: UuidSchema });

export const SurveySubmissionsQuerySchema = ListQuerySchema.extend({
  status: PassStatusSchema.optional(),
});

/** `PUT …/questions/{qid}`: the answer as text; empty clears it. */
export const SurveyResponseBodySchema = z.object({ response: z.string().max(10_000) });
export type SurveyResponseBody = z.infer<typeof SurveyResponseBodySchema>;

/**
 * `POST …/submit`: the SDK sends a bare array of the answers; they are saved as by `PUT`
 * before the whole submission is checked. An empty array (or no body) submits what is saved.
 */
export const SurveySubmitBodySchema = z
  .array(z.object({ questionId: UuidSchema, value: z.string().max(10_000) }))
  .max(500)
  .optional();
export type SurveySubmitBody = z.infer<typeof SurveySubmitBodySchema>;

/** `POST /surveys/{id}/submissions`: the submission to answer (a draft is resumed). */
export const StartedSubmissionSchema = z.object({ id: z.string() });

// ---------------------------------------------------------------- admin

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();

/** A survey question's own fields as written: those of a listing's registration question. */
const SurveyQuestionFieldsInputSchema = ListingQuestionBodySchema.pick({
  name: true,
  required: true,
  description: true,
  label: true,
  placeholder: true,
  default: true,
  min: true,
  max: true,
  validation: true,
  validationMessage: true,
});
/** A survey choice's own fields as written: those of a listing question's choice. */
const SurveyChoiceFieldsInputSchema = ListingQuestionChoiceInputSchema.pick({
  value: true,
  text: true,
  description: true,
  supply: true,
});

export type SurveyQuestionInput = z.input<typeof SurveyQuestionFieldsInputSchema> & {
  type: SurveyQuestionType;
  featured?: boolean;
  choices?: SurveyChoiceInput[];
};
export type SurveyChoiceInput = z.input<typeof SurveyChoiceFieldsInputSchema> & {
  subQuestions?: SurveyQuestionInput[];
};

export const SurveyChoiceInputSchema: z.ZodType<SurveyChoiceInput> =
  SurveyChoiceFieldsInputSchema.extend({
    get subQuestions() {
      return z.array(SurveyQuestionInputSchema).max(20).optional();
    },
  });

export const SurveyQuestionInputSchema: z.ZodType<SurveyQuestionInput> =
  SurveyQuestionFieldsInputSchema.extend({
    type: SurveyQuestionTypeSchema,
    featured: z.boolean().optional(),
    get choices() {
      return z.array(SurveyChoiceInputSchema).max(100).optional();
    },
  });

export const SurveySectionInputSchema = z.object({
  name: text(200).min(1),
  description: optionalText(2000),
  questions: z.array(SurveyQuestionInputSchema).max(100),
});
export type SurveySectionInput = z.infer<typeof SurveySectionInputSchema>;

/**
 * `POST /surveys` and `PUT /surveys/{id}` (administrators): the survey with its sections in
 * order. On update, `sections` replaces them while nobody has answered; omit it to change
 * the survey's own fields only.
 */
export const SurveyInputSchema = z.object({
  name: text(200).min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase words joined by hyphens')
    .max(100)
    .optional(),
  description: optionalText(5000),
  requireAuth: z.boolean().optional(),
  submissionsPerAccount: z.number().int().min(1).max(1000).optional(),
  sections: z.array(SurveySectionInputSchema).min(1).max(50).optional(),
});
export type SurveyInput = z.infer<typeof SurveyInputSchema>;
export const SurveyBodySchema = z.object({ survey: SurveyInputSchema });
export type SurveyBody = z.infer<typeof SurveyBodySchema>;

/** An administrator's view of a survey: the survey, its sections and its submission counts. */
export const ManagedSurveySchema = SurveySchema.extend({
  sections: z.array(SurveySectionSchema),
  submitted: z.number().int(),
  drafts: z.number().int(),
  createdAt: z.string(),
});
export type ManagedSurvey = z.infer<typeof ManagedSurveySchema>;

/** Results: per question, how many answered it and, per choice, how many chose it. */
export const SurveyQuestionResultSchema = z.object({
  questionId: z.string(),
  name: z.string(),
  type: SurveyQuestionTypeSchema,
  answered: z.number().int(),
  choices: z.array(
    z.object({
      choiceId: z.string(),
      value: z.string(),
      text: z.string().nullable(),
      count: z.number().int(),
    }),
  ),
});
export const SurveyResultsSchema = z.object({
  survey: BaseSurveySchema,
  submitted: z.number().int(),
  questions: z.array(SurveyQuestionResultSchema),
});
export type SurveyResults = z.infer<typeof SurveyResultsSchema>;

/** The submitted answers as CSV (RFC 4180): one row per submission, one column per question. */
export const SurveyExportSchema = ListingAttendeesCsvSchema;
export type SurveyExport = z.infer<typeof SurveyExportSchema>;
