import {
  attendeeEndpoints as endpoints,
  type CancelPassBody,
  type PassAnswersBody,
} from '@convene/contract';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { eventQueries } from './events';
import { forgetWhenUnobserved, isNotUnder } from '../core/gone-queries';
import { pagedListOptions, type ListParams } from '../core/lists';
import {
  addressChosen,
  addressQuery,
  INTENT_OPTIONS,
  INTENT_SEGMENT,
  NEVER_STALE,
  type BillingAddressChoice,
} from '../payments/payment-intents';
import { idQuery, useApiList, useApiQuery } from '../core/id-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/**
 * The attendee's passes after purchase (`/self/events/{id}/attendee`), under
 * ['events', eventId, 'attendee', …]: beside the event, so that what a capture refreshes
 * of the event (registering, add-ons bought later) refreshes them too.
 */
export const attendeeQueries = {
  of: (eventId: string) => [...eventQueries.of(eventId), 'attendee'] as const,
  ofPass: (eventId: string, passId: string) =>
    [...attendeeQueries.of(eventId), 'passes', passId] as const,

  /** The registration: passes, packages, payments and bought group tickets. */
  registration: (api: ApiClient, eventId: string) =>
    idQuery(
      api,
      [...attendeeQueries.of(eventId), 'registration', api.locale] as const,
      endpoints.registration,
      { params: { eventId } },
    ),
  payment: (api: ApiClient, eventId: string, paymentId: string) =>
    idQuery(
      api,
      [...attendeeQueries.of(eventId), 'payments', paymentId] as const,
      endpoints.payment,
      { params: { eventId, paymentId } },
    ),
  /** A pass with its answers, QR token and the refund canceling it would give now. */
  pass: (api: ApiClient, eventId: string, passId: string) =>
    idQuery(
      api,
      [...attendeeQueries.ofPass(eventId, passId), 'detail', api.locale] as const,
      endpoints.pass,
      { params: { eventId, passId } },
    ),
  /** The pass's question sections: asked once, kept until an answer changes (as the SDK). */
  questions: (api: ApiClient, eventId: string, passId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...attendeeQueries.ofPass(eventId, passId), 'questions', api.locale] as const,
        endpoints.questions,
        { params: { eventId, passId } },
      ),
      ...NEVER_STALE,
      retry: false,
    }),
  followups: (api: ApiClient, eventId: string, passId: string) =>
    endpointQuery(
      api,
      [...attendeeQueries.ofPass(eventId, passId), 'followups', api.locale] as const,
      endpoints.followups,
      { params: { eventId, passId } },
    ),
  followup: (api: ApiClient, eventId: string, passId: string, followupId: string) =>
    endpointQuery(
      api,
      [...attendeeQueries.ofPass(eventId, passId), 'followups', api.locale, followupId] as const,
      endpoints.followup,
      { params: { eventId, passId, followupId } },
    ),
  /** Who may receive the pass; `search` filters by name. */
  transferAccounts: (api: ApiClient, eventId: string, passId: string, search = '') =>
    endpointQuery(
      api,
      [...attendeeQueries.ofPass(eventId, passId), 'transfer', 'accounts', search] as const,
      endpoints.transferAccounts,
      { params: { eventId, passId }, query: search ? { search } : {} },
    ),
  transferLogs: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    pagedListOptions(
      api,
      [...attendeeQueries.of(eventId), 'transfers'],
      endpoints.transferLogs,
      params,
      { eventId },
    ),
  addOns: (api: ApiClient, eventId: string, passId: string) =>
    endpointQuery(
      api,
      [...attendeeQueries.ofPass(eventId, passId), 'addOns', api.locale] as const,
      endpoints.addOns,
      { params: { eventId, passId } },
    ),
  /** The intent for more add-ons; disabled until an address and an add-on are chosen. */
  addOnsIntent: (
    api: ApiClient,
    eventId: string,
    passId: string,
    { addOnIds, addressId }: { addOnIds: string[]; addressId: BillingAddressChoice },
  ) =>
    queryOptions({
      ...endpointQuery(
        api,
        [
          ...attendeeQueries.ofPass(eventId, passId),
          'addOns',
          INTENT_SEGMENT,
          addressId,
          [...addOnIds].sort().join(','),
        ] as const,
        endpoints.addOnsIntent,
        {
          params: { eventId, passId },
          query: { addOnIds: addOnIds.join(','), ...addressQuery(addressId) },
        },
      ),
      ...INTENT_OPTIONS,
      enabled: eventId !== '' && passId !== '' && addressChosen(addressId) && addOnIds.length > 0,
    }),
};

export const useAttendee = (eventId: string) => useApiQuery(attendeeQueries.registration, eventId);

export const useAttendeePayment = (eventId: string, paymentId: string) =>
  useApiQuery(attendeeQueries.payment, eventId, paymentId);

export const useAttendeePass = (eventId: string, passId: string) =>
  useApiQuery(attendeeQueries.pass, eventId, passId);

export const useAttendeePassQuestions = (eventId: string, passId: string) =>
  useApiQuery(attendeeQueries.questions, eventId, passId);

export const useAttendeeFollowups = (eventId: string, passId: string) =>
  useApiQuery(attendeeQueries.followups, eventId, passId);

export const useAttendeeFollowup = (eventId: string, passId: string, followupId: string) =>
  useApiQuery(attendeeQueries.followup, eventId, passId, followupId);

export const useTransferAccounts = (eventId: string, passId: string, search = '') =>
  useApiQuery(attendeeQueries.transferAccounts, eventId, passId, search);

export const useTransferLogs = (eventId: string, params: ListParams = {}) =>
  useApiList(attendeeQueries.transferLogs, eventId, params);

export const useAttendeePassAddOns = (eventId: string, passId: string) =>
  useApiQuery(attendeeQueries.addOns, eventId, passId);

export const usePassAddOnsIntent = (
  eventId: string,
  passId: string,
  options: { addOnIds: string[]; addressId: BillingAddressChoice },
) => useApiQuery(attendeeQueries.addOnsIntent, eventId, passId, options);

/** After a change of a pass: the registration and everything of the pass are fetched again. */
function passChanged(queryClient: QueryClient, eventId: string, passId: string) {
  void queryClient.invalidateQueries({ queryKey: attendeeQueries.of(eventId) });
  void queryClient.resetQueries({ queryKey: attendeeQueries.ofPass(eventId, passId) });
}

/** `PUT …/passes/{pid}/questions {questions}`. */
export function useSetAttendeePassAnswers(eventId: string, passId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PassAnswersBody) =>
      fetchData(api, endpoints.setQuestions, { params: { eventId, passId }, body }),
    onSuccess: () => passChanged(queryClient, eventId, passId),
  });
}

/** `PUT …/passes/{pid}/followups/{fid} {questions}`. */
export function useAnswerFollowup(eventId: string, passId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ followupId, ...body }: PassAnswersBody & { followupId: string }) =>
      fetchData(api, endpoints.setFollowup, { params: { eventId, passId, followupId }, body }),
    onSuccess: () => passChanged(queryClient, eventId, passId),
  });
}

/** `POST …/passes/{pid}/transfer {receiverId}`: the pass leaves the account's registration. */
export function useTransferPass(eventId: string, passId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { receiverId: string }) =>
      fetchData(api, endpoints.transfer, { params: { eventId, passId }, body }),
    onSuccess: async () => {
      // The pass is the receiver's now: asked for again it answers 404. Nothing of it is
      // fetched again, and it leaves the cache once its page has gone (the caller moves on).
      const gone = attendeeQueries.ofPass(eventId, passId);
      await forgetWhenUnobserved(queryClient, gone);
      void queryClient.invalidateQueries({
        queryKey: attendeeQueries.of(eventId),
        predicate: isNotUnder(gone),
      });
    },
  });
}

/** `PUT …/passes/{pid}/cancel {issueRefund}`: answers the canceled pass. */
export function useCancelPass(eventId: string, passId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<CancelPassBody> = {}) =>
      fetchData(api, endpoints.cancel, { params: { eventId, passId }, body }),
    onSuccess: () => {
      // The event too: a canceled pass gives back its place (counts, sold-out flags).
      void queryClient.invalidateQueries({ queryKey: eventQueries.of(eventId) });
      void queryClient.resetQueries({ queryKey: attendeeQueries.ofPass(eventId, passId) });
    },
  });
}

/** `POST …/passes/{pid}/addOns/free {addOnIds}`: answers the pass with them. */
export function useAddFreePassAddOns(eventId: string, passId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addOnIds: string[]) =>
      fetchData(api, endpoints.freeAddOns, { params: { eventId, passId }, body: { addOnIds } }),
    onSuccess: () => passChanged(queryClient, eventId, passId),
  });
}
