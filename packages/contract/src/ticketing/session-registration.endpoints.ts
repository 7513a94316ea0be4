import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { PaymentIntentSchema } from '../payments/payment-intents';
import {
  AgendaQuerySchema,
  AttendeeEventParamSchema,
  AttendeeSessionSchema,
  PassSessionParamSchema,
  CalendarFileSchema,
  SessionAccessSchema,
  SessionIntentQuerySchema,
  SessionPassesBodySchema,
  SessionPassSchema,
  SessionRegistrationParamSchema,
  SessionRegistrationQuestionParamSchema,
  SessionResponseBodySchema,
  SessionResponsesBodySchema,
  SessionSectionSchema,
} from './session-registration';

const tags = ['session registration'];
const module = 'events';
const base = '/self/events/:eventId/sessions/:sessionId/registration';
const passSession = '/self/events/:eventId/attendee/passes/:passId/sessions/:sessionId';

/**
 * Session registration of the acting account's passes (SDK self/registration/
 * sessions), the sessions its passes open and its own agenda. A session that does not take
 * registration answers 455 'Registration is not enabled for this session', one that has
 * started 455 'Registration is closed for this session'; a full one 409.
 */
export const sessionRegistrationEndpoints = {
  available: defineEndpoint({
    method: 'GET',
    path: '/self/events/:eventId/attendee/available/sessions',
    auth: 'account',
    module,
    tags,
    summary: "The sessions taking registration that the caller's passes give access to",
    params: AttendeeEventParamSchema,
    data: z.array(AttendeeSessionSchema),
  }),
  agenda: defineEndpoint({
    method: 'GET',
    path: '/self/events/:eventId/sessions',
    auth: 'account',
    module,
    tags,
    summary: 'My agenda: the sessions my passes are registered for, soonest first',
    params: AttendeeEventParamSchema,
    query: AgendaQuerySchema,
    data: z.array(AttendeeSessionSchema),
  }),
  agendaCalendar: defineEndpoint({
    method: 'GET',
    path: '/self/events/:eventId/sessions/calendar',
    auth: 'account',
    module,
    tags,
    summary: 'My agenda as a calendar file (text/calendar, base64 in a data URI)',
    params: AttendeeEventParamSchema,
    data: CalendarFileSchema,
  }),
  registration: defineEndpoint({
    method: 'GET',
    path: base,
    auth: 'account',
    module,
    tags,
    summary: "The caller's passes registered for the session, with their answers",
    params: SessionRegistrationParamSchema,
    data: z.array(SessionAccessSchema),
  }),
  passes: defineEndpoint({
    method: 'GET',
    path: `${base}/passes`,
    auth: 'account',
    module,
    tags,
    summary: "The caller's passes that give access to the session, and their access",
    params: SessionRegistrationParamSchema,
    data: z.array(SessionPassSchema),
  }),
  setPasses: defineEndpoint({
    method: 'POST',
    path: `${base}/passes`,
    auth: 'account',
    module,
    tags,
    summary:
      "Sets which of the caller's passes are registered for the session (a free session takes the seats at once)",
    description:
      'The body is a bare array `[{passId}]` (SDK) or `{accesses: [{passId}]}` (spec). A paid session keeps the new passes as `draft` until its intent is captured.',
    params: SessionRegistrationParamSchema,
    body: SessionPassesBodySchema,
    data: z.null(),
  }),
  questions: defineEndpoint({
    method: 'GET',
    path: `${base}/questions`,
    auth: 'account',
    module,
    tags,
    summary: 'The sections of questions the session asks each registered pass',
    params: SessionRegistrationParamSchema,
    data: z.array(SessionSectionSchema),
  }),
  setResponses: defineEndpoint({
    method: 'PUT',
    path: `${base}/questions`,
    auth: 'account',
    module,
    tags,
    summary: 'Answers the session questions for the listed passes (a bare array)',
    params: SessionRegistrationParamSchema,
    body: SessionResponsesBodySchema,
    data: z.null(),
  }),
  setResponse: defineEndpoint({
    method: 'PUT',
    path: `${base}/passes/:passId/questions/:questionId`,
    auth: 'account',
    module,
    tags,
    summary: 'Answers one session question for one pass (an empty response clears it)',
    params: SessionRegistrationQuestionParamSchema,
    body: SessionResponseBodySchema,
    data: z.null(),
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${base}/submit`,
    auth: 'account',
    module,
    tags,
    summary:
      "Confirm the caller's session registration (SDK useSubmitSelfEventSessionRegistration): a free session's passes are registered as they are set; a paid one's unpaid passes answer 400 (pay through the intent)",
    params: SessionRegistrationParamSchema,
    data: z.array(SessionAccessSchema),
  }),
  passSession: defineEndpoint({
    method: 'GET',
    path: `${passSession}`,
    auth: 'account',
    module,
    tags,
    summary:
      "One of the caller's passes registered for a session, with its answers (404 when it is not)",
    params: PassSessionParamSchema,
    data: SessionAccessSchema,
  }),
  passSessionQuestions: defineEndpoint({
    method: 'GET',
    path: `${passSession}/questions`,
    auth: 'account',
    module,
    tags,
    summary: "The sections of questions the session asks one of the caller's passes that opens it",
    params: PassSessionParamSchema,
    data: z.array(SessionSectionSchema),
  }),
  intent: defineEndpoint({
    method: 'GET',
    path: `${base}/intent`,
    auth: 'account',
    module,
    tags,
    summary: "The payment intent for the session's price times the caller's unpaid passes",
    description:
      'Capturing it (`POST /organization/intents/{id}/capture`) takes the seats and registers the passes; a full session refuses the capture before any charge.',
    params: SessionRegistrationParamSchema,
    query: SessionIntentQuerySchema,
    data: PaymentIntentSchema,
  }),
};
