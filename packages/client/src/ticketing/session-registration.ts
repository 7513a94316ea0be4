import { sessionRegistrationEndpoints as endpoints, type EndpointBodyIn } from '@convene/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { cursorListOptions, type ListParams } from '../core/lists';
import {
  addressChosen,
  addressQuery,
  INTENT_OPTIONS,
  INTENT_SEGMENT,
  NEVER_STALE,
  resetIntents,
  type BillingAddressChoice,
} from '../payments/payment-intents';
import { idQuery, onDemandQuery, useApiList, useApiQuery } from '../core/id-queries';
import { useApiClient } from '../core/provider';
import { registrationQueries } from './registration';
import type { ApiClient } from '../core/transport';

/*
 * Session registration, the sessions an attendee's passes open and their agenda, under
 * ['self', 'registration', 'sessions', eventId, …]: a capture clears the registration keys,
 * so a paid session shows as registered after paying (as the SDK's SESSION_REGISTRATION
 * keys). Registration reads and intents never go stale.
 */
export const sessionRegistrationQueries = {
  all: () => [...registrationQueries.all(), 'sessions'] as const,
  ofEvent: (eventId: string) => [...sessionRegistrationQueries.all(), eventId] as const,
  of: (eventId: string, sessionId: string) =>
    [...sessionRegistrationQueries.ofEvent(eventId), sessionId] as const,

  available: (api: ApiClient, eventId: string) =>
    idQuery(
      api,
      [...sessionRegistrationQueries.ofEvent(eventId), 'available', api.locale] as const,
      endpoints.available,
      { params: { eventId } },
    ),
  /** My agenda, soonest first, by cursor. */
  agenda: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    cursorListOptions(
      api,
      [...sessionRegistrationQueries.ofEvent(eventId), 'agenda'],
      endpoints.agenda,
      params,
      { eventId },
    ),
  /** My agenda as an .ics file (a base64 data URI); made on demand, never kept. */
  calendar: (api: ApiClient, eventId: string) =>
    onDemandQuery(
      api,
      [...sessionRegistrationQueries.ofEvent(eventId), 'calendar'] as const,
      endpoints.agendaCalendar,
      { params: { eventId } },
    ),
  registration: (api: ApiClient, eventId: string, sessionId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...sessionRegistrationQueries.of(eventId, sessionId), 'registration', api.locale] as const,
        endpoints.registration,
        { params: { eventId, sessionId } },
      ),
      ...NEVER_STALE,
      enabled: eventId !== '' && sessionId !== '',
    }),
  passes: (api: ApiClient, eventId: string, sessionId: string) =>
    idQuery(
      api,
      [...sessionRegistrationQueries.of(eventId, sessionId), 'passes', api.locale] as const,
      endpoints.passes,
      { params: { eventId, sessionId } },
    ),
  questions: (api: ApiClient, eventId: string, sessionId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...sessionRegistrationQueries.of(eventId, sessionId), 'questions', api.locale] as const,
        endpoints.questions,
        { params: { eventId, sessionId } },
      ),
      ...NEVER_STALE,
      enabled: eventId !== '' && sessionId !== '',
    }),
  /** The intent paying the session for my unpaid passes; disabled until an address is chosen. */
  intent: (api: ApiClient, eventId: string, sessionId: string, addressId: BillingAddressChoice) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...sessionRegistrationQueries.of(eventId, sessionId), INTENT_SEGMENT, addressId] as const,
        endpoints.intent,
        { params: { eventId, sessionId }, query: addressQuery(addressId) },
      ),
      ...INTENT_OPTIONS,
      enabled: eventId !== '' && sessionId !== '' && addressChosen(addressId),
    }),
};

export const useAvailableSessions = (eventId: string) =>
  useApiQuery(sessionRegistrationQueries.available, eventId);

export const useSelfEventSessions = (eventId: string, params: ListParams = {}) =>
  useApiList(sessionRegistrationQueries.agenda, eventId, params);

/** Fetches my agenda's calendar file when asked (an "add to calendar" button). */
export function useSelfEventSessionsCalendar(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => queryClient.fetchQuery(sessionRegistrationQueries.calendar(api, eventId)),
  });
}

export const useSessionRegistration = (eventId: string, sessionId: string) =>
  useApiQuery(sessionRegistrationQueries.registration, eventId, sessionId);

export const useSessionRegistrationPasses = (eventId: string, sessionId: string) =>
  useApiQuery(sessionRegistrationQueries.passes, eventId, sessionId);

export const useSessionRegistrationQuestions = (eventId: string, sessionId: string) =>
  useApiQuery(sessionRegistrationQueries.questions, eventId, sessionId);

export const useSessionRegistrationIntent = (
  eventId: string,
  sessionId: string,
  addressId: BillingAddressChoice,
) => useApiQuery(sessionRegistrationQueries.intent, eventId, sessionId, addressId);

type WriteEndpoint = typeof endpoints.setPasses | typeof endpoints.setResponses;

/**
 * A change to a session registration: its reads and the event's session lists (seats left,
 * the agenda) are fetched again, and its intents reset (a new set of passes, a new total).
 */
function useSessionMutation<E extends WriteEndpoint>(
  eventId: string,
  sessionId: string,
  endpoint: E,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBodyIn<E>) =>
      // Both endpoints take the same path parameters; the cast joins the union of inputs.
      fetchData(api, endpoint, { params: { eventId, sessionId }, body } as never),
    onSuccess: () => {
      void resetIntents(queryClient, sessionRegistrationQueries.of(eventId, sessionId));
      void queryClient.invalidateQueries({
        queryKey: sessionRegistrationQueries.ofEvent(eventId),
      });
    },
  });
}

/** `POST …/registration/passes` (a bare array `[{passId}]`): exactly these passes registered. */
export function useSetSessionRegistrationPasses(eventId: string, sessionId: string) {
  return useSessionMutation(eventId, sessionId, endpoints.setPasses);
}

/** `PUT …/registration/questions` (a bare array of passes with their answers). */
export function useSetSessionRegistrationResponses(eventId: string, sessionId: string) {
  return useSessionMutation(eventId, sessionId, endpoints.setResponses);
}

/** `PUT …/registration/passes/{pid}/questions/{qid}` {response}. */
export function useSetSessionRegistrationResponse(eventId: string, sessionId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { passId: string; questionId: string; response: string }) =>
      fetchData(api, endpoints.setResponse, {
        params: { eventId, sessionId, passId: input.passId, questionId: input.questionId },
        body: { response: input.response },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: sessionRegistrationQueries.of(eventId, sessionId),
      }),
  });
}
