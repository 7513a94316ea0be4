import { z } from 'zod';
import { EventIdSchema } from './events';
import { BaseSessionSchema, SessionSchema } from './event-sessions';
import { PassStatusSchema, RegistrationQuestionTypeSchema } from './event-tickets';
import { UuidSchema } from '../core/ids';
import { KeysetListQuerySchema } from '../core/pagination';
import { BillingAddressIdSchema } from '../payments/payments';
import { QuestionChoiceFieldsSchema, QuestionFieldsSchema } from './registration-offer';
import { RegistrationPassSchema } from './registration';

/*
 * Session registration (`/self/events/{id}/sessions/{sid}/registration`, SDK
 * queries/self/registration/sessions and mutations/self/events/registration/sessions): an
 * attendee registers passes they hold for a session that takes registration, answers its
 * questions, and pays for it when it has a price. Amounts are integer cents (USD).
 */

/** The 455 messages, and the session registration's own. */
export const SESSION_REGISTRATION_MESSAGES = {
  closed: 'Registration is closed for this session',
  notEnabled: 'Registration is not enabled for this session',
  sessionNotFound: 'Session not found',
  passNotFound: 'Pass not found',
  passNotRegistered: 'This pass is not registered for this session',
  passNoAccess: 'This pass does not give access to this session',
  full: 'This session is full',
  nothingToPay: 'Choose at least one pass to pay for',
  free: 'This session is free: registering the passes is enough',
  payThroughIntent: 'This session is paid: pay for its passes to register them',
  changed: 'Your session registration changed: please pay it again',
  questionNotAsked: 'This question is not asked for this session',
  immutable: '{question} cannot be changed',
  required: '{question} is required',
  invalid: '{question} is not valid',
} as const;

const SessionParams = z.object({ eventId: EventIdSchema, sessionId: UuidSchema });
export const SessionRegistrationParamSchema = SessionParams;
export const SessionRegistrationQuestionParamSchema = SessionParams.extend({
  passId: UuidSchema,
  questionId: UuidSchema,
});
export const AttendeeEventParamSchema = z.object({ eventId: EventIdSchema });
/** `…/attendee/passes/{pid}/sessions/{sid}`: one of the caller's passes and a session. */
export const PassSessionParamSchema = SessionParams.extend({ passId: UuidSchema });

const PassRef = z.object({ passId: UuidSchema });

/**
 * `POST …/registration/passes`: the whole set of the caller's passes registered for the
 * session. The SDK sends a bare array `[{passId}]`, the product's own name is `{accesses}`; both
 * are read the same way.
 */
export const SessionPassesBodySchema = z
  .union([z.array(PassRef).max(100), z.object({ accesses: z.array(PassRef).max(100) })])
  .transform((body) => (Array.isArray(body) ? body : body.accesses));
export type SessionPassesBody = z.infer<typeof SessionPassesBodySchema>;

const ResponseValue = z.string().max(5000);

/** `PUT …/registration/questions` (a bare array): answers per pass; an empty value clears one. */
export const SessionResponsesBodySchema = z
  .array(
    z.object({
      passId: UuidSchema,
      responses: z.array(z.object({ questionId: UuidSchema, value: ResponseValue })).max(200),
    }),
  )
  .max(100);
export type SessionResponsesBody = z.infer<typeof SessionResponsesBodySchema>;

/** `PUT …/registration/passes/{pid}/questions/{qid}`. */
export const SessionResponseBodySchema = z.object({ response: ResponseValue });

/** `GET …/registration/intent`: the address the payment is taxed by. */
export const SessionIntentQuerySchema = z.object({ addressId: BillingAddressIdSchema });

/** The registration question types but `location` (SDK EventSessionQuestionType). */
export const SessionQuestionTypeSchema = RegistrationQuestionTypeSchema.exclude(['location']);
export type SessionQuestionType = z.infer<typeof SessionQuestionTypeSchema>;

/** SDK BaseEventSessionQuestionChoice (sub-questions are not offered: always empty). */
export const SessionQuestionChoiceSchema = QuestionChoiceFieldsSchema.extend({
  subQuestions: z.array(z.never()),
});

/** SDK BaseEventSessionQuestion: the shared question fields, with a price and a supply. */
export const SessionQuestionSchema = QuestionFieldsSchema.extend({
  type: SessionQuestionTypeSchema,
  choices: z.array(SessionQuestionChoiceSchema),
  price: z.number().int().nullable(),
  supply: z.number().int().nullable(),
});
export type SessionQuestion = z.infer<typeof SessionQuestionSchema>;

/** SDK EventSessionSection. */
export const SessionSectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  questions: z.array(SessionQuestionSchema),
});
export type SessionSection = z.infer<typeof SessionSectionSchema>;

/** SDK EventSessionQuestionResponse. */
export const SessionResponseSchema = z.object({
  questionId: z.string(),
  question: SessionQuestionSchema,
  value: z.string(),
});

/**
 * SDK EventSessionAccess: one pass registered for one session, with the pass as the
 * attendee sees it. `draft` until a paid session is paid; then `ready`, or `needsInfo`
 * while a required answer is missing.
 */
export const SessionAccessSchema = z.object({
  id: z.string(),
  status: PassStatusSchema,
  sessionId: z.string(),
  passId: z.string(),
  session: BaseSessionSchema,
  responses: z.array(SessionResponseSchema),
  pass: RegistrationPassSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SessionAccess = z.infer<typeof SessionAccessSchema>;

/**
 * One of the caller's passes that opens the session (SDK Pass, as the attendee sees it),
 * and its access to the session when it has one.
 */
export const SessionPassSchema = RegistrationPassSchema.extend({
  access: z.object({ id: z.string(), status: PassStatusSchema }).nullable(),
});
export type SessionPass = z.infer<typeof SessionPassSchema>;

/**
 * A session as an attendee sees it (SDK Session): seats left (`remaining`, null: no
 * limit), the caller's passes that give access to it (`passIds`) and those registered for
 * it (`registeredPassIds`).
 */
export const AttendeeSessionSchema = SessionSchema.extend({
  remaining: z.number().int().nullable(),
  passIds: z.array(z.string()),
  registeredPassIds: z.array(z.string()),
});
export type AttendeeSession = z.infer<typeof AttendeeSessionSchema>;

/** `GET /self/events/{id}/sessions` (the agenda): a list page. */
export const AgendaQuerySchema = KeysetListQuerySchema.extend({
  /** The SDK repeats the path's event id here; it is ignored. */
  eventId: z.string().max(200).optional(),
});

/** The agenda as a calendar file (RFC 5545), base64 in a data URI like the invoice PDF. */
export const CalendarFileSchema = z.object({
  name: z.string(),
  contentType: z.literal('text/calendar'),
  dataUri: z.string(),
});
export type CalendarFile = z.infer<typeof CalendarFileSchema>;
