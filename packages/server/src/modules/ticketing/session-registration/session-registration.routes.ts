import { sessionRegistrationEndpoints as endpoints } from '@convene/contract';
import { answerPage, route } from '../../../lib/endpoint-route';
import { agenda, agendaCalendar, availableSessions } from './agenda.service';
import { sessionIntent } from './session-payment';
import {
  passSessionAccess,
  passSessionQuestions,
  sessionPasses,
  sessionQuestions,
  sessionRegistration,
  setSessionPasses,
  setSessionResponse,
  setSessionResponses,
  submitSessionRegistration,
} from './session-registration.service';

export const sessionRegistrationRoutes = [
  route(endpoints.available, (ctx, { params }) => availableSessions(ctx, params.eventId)),
  route(endpoints.agenda, async (ctx, { params, query }) =>
    answerPage(await agenda(ctx, params.eventId, query)),
  ),
  route(endpoints.agendaCalendar, (ctx, { params }) => agendaCalendar(ctx, params.eventId)),
  route(endpoints.registration, (ctx, { params }) =>
    sessionRegistration(ctx, params.eventId, params.sessionId),
  ),
  route(endpoints.submit, (ctx, { params }) =>
    submitSessionRegistration(ctx, params.eventId, params.sessionId),
  ),
  route(endpoints.passes, (ctx, { params }) =>
    sessionPasses(ctx, params.eventId, params.sessionId),
  ),
  route(endpoints.setPasses, (ctx, { params, body }) =>
    setSessionPasses(ctx, params.eventId, params.sessionId, body),
  ),
  route(endpoints.questions, (ctx, { params }) =>
    sessionQuestions(ctx, params.eventId, params.sessionId),
  ),
  route(endpoints.setResponses, (ctx, { params, body }) =>
    setSessionResponses(ctx, params.eventId, params.sessionId, body),
  ),
  route(endpoints.setResponse, (ctx, { params, body }) =>
    setSessionResponse(ctx, params, body.response),
  ),
  route(endpoints.passSession, (ctx, { params }) => passSessionAccess(ctx, params)),
  route(endpoints.passSessionQuestions, (ctx, { params }) => passSessionQuestions(ctx, params)),
  route(endpoints.intent, (ctx, { params, query }) =>
    sessionIntent(ctx, params.eventId, params.sessionId, query.addressId),
  ),
];
