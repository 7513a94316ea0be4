import {
  organizationEndpoints,
  registrationEndpoints as endpoints,
  type EndpointBodyIn,
  type Registration,
} from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { cacheEventRegistered, eventQueries } from './events';
import { flattenPages, pagedListOptions, type ListParams } from '../core/lists';
import { organizationQueries } from '../organization/organization';
import {
  addressChosen,
  addressQuery,
  INTENT_OPTIONS,
  INTENT_SEGMENT,
  NEVER_STALE,
  resetIntents,
  type BillingAddressChoice,
} from '../payments/payment-intents';
import { useApiClient } from '../core/provider';
import { selfQueries } from '../people/self';
import type { ApiClient } from '../core/transport';

/**
 * The registration cart (`/self/events/{id}/registration`), under
 * ['self', 'registration', eventId, …]. Its reads and intents never go stale:
 * each change says which of them it makes old, as the SDK's mutations do.
 */
export const registrationQueries = {
  all: () => [...selfQueries.all(), 'registration'] as const,
  of: (eventId: string) => [...registrationQueries.all(), eventId] as const,

  /** The draft registration (the cart), or the registration once registered. */
  draft: (api: ApiClient, eventId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...registrationQueries.of(eventId), 'draft', api.locale] as const,
        endpoints.draft,
        { params: { eventId } },
      ),
      ...NEVER_STALE,
      enabled: eventId !== '',
    }),
  addOns: (api: ApiClient, eventId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...registrationQueries.of(eventId), 'addOns', api.locale] as const,
        endpoints.addOns,
        { params: { eventId } },
      ),
      ...NEVER_STALE,
    }),
  roomTypes: (api: ApiClient, eventId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...registrationQueries.of(eventId), 'roomTypes', api.locale] as const,
        endpoints.roomTypes,
        { params: { eventId } },
      ),
      ...NEVER_STALE,
    }),
  questions: (api: ApiClient, eventId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...registrationQueries.of(eventId), 'questions', api.locale] as const,
        endpoints.questions,
        { params: { eventId } },
      ),
      ...NEVER_STALE,
    }),
  /** The cart's payment intent, taxed by the address; disabled until an address is chosen. */
  intent: (
    api: ApiClient,
    eventId: string,
    { addressId, split, termsAccepted }: CartIntentOptions,
  ) =>
    queryOptions({
      ...endpointQuery(
        api,
        [
          ...registrationQueries.of(eventId),
          INTENT_SEGMENT,
          addressId,
          Boolean(split),
          Boolean(termsAccepted),
        ] as const,
        endpoints.intent,
        {
          params: { eventId },
          query: {
            ...addressQuery(addressId),
            ...(split ? { split: 'true' as const } : {}),
            ...(termsAccepted ? { termsAccepted: 'true' as const } : {}),
          },
        },
      ),
      ...INTENT_OPTIONS,
      enabled: eventId !== '' && addressChosen(addressId),
    }),
  /** Group tickets: a pre-paid coupon for `quantity` passes of `ticketId`. */
  couponIntent: (
    api: ApiClient,
    eventId: string,
    {
      ticketId,
      quantity,
      addressId,
    }: { ticketId: string; quantity: number; addressId: BillingAddressChoice },
  ) =>
    queryOptions({
      ...endpointQuery(
        api,
        [
          ...registrationQueries.of(eventId),
          'coupons',
          INTENT_SEGMENT,
          ticketId,
          quantity,
          addressId,
        ] as const,
        endpoints.couponIntent,
        { params: { eventId }, query: { ticketId, quantity, ...addressQuery(addressId) } },
      ),
      ...INTENT_OPTIONS,
      enabled: eventId !== '' && ticketId !== '' && addressChosen(addressId) && quantity > 0,
    }),
  /** The values a `search` question offers (public; `search` filters them). */
  questionValues: (api: ApiClient, eventId: string, questionId: string, params: ListParams = {}) =>
    pagedListOptions(
      api,
      [...eventQueries.of(eventId), 'questions', questionId, 'values'],
      endpoints.questionValues,
      params,
      { eventId, questionId },
    ),
  /** The organization's terms page, which registering agrees to (null when it has none). */
  terms: (api: ApiClient) =>
    endpointQuery(
      api,
      [...organizationQueries.all(), 'pages', 'terms', api.locale] as const,
      organizationEndpoints.page,
      { params: { type: 'terms' } },
    ),
};

export interface CartIntentOptions {
  addressId: BillingAddressChoice;
  split?: boolean;
  /** Records the agreement to the terms with the intent (required to register). */
  termsAccepted?: boolean;
}

export function useRegistration(eventId: string, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...registrationQueries.draft(api, eventId),
    enabled: eventId !== '' && (options.enabled ?? true),
  });
}

export function useRegistrationAddOns(eventId: string, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...registrationQueries.addOns(api, eventId),
    enabled: options.enabled ?? true,
  });
}

export function useRegistrationRoomTypes(eventId: string, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...registrationQueries.roomTypes(api, eventId),
    enabled: options.enabled ?? true,
  });
}

export function useRegistrationQuestions(eventId: string, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...registrationQueries.questions(api, eventId),
    enabled: options.enabled ?? true,
  });
}

/** `GET …/registration/coupons/intent`: paying for group tickets (passes for others). */
export function useGroupTicketsIntent(
  eventId: string,
  options: { ticketId: string; quantity: number; addressId: BillingAddressChoice },
) {
  const api = useApiClient();
  return useQuery(registrationQueries.couponIntent(api, eventId, options));
}

export function useRegistrationIntent(eventId: string, options: CartIntentOptions) {
  const api = useApiClient();
  return useQuery(registrationQueries.intent(api, eventId, options));
}

export function useQuestionSearchValues(
  eventId: string,
  questionId: string,
  params: ListParams = {},
) {
  const api = useApiClient();
  const query = useInfiniteQuery(
    registrationQueries.questionValues(api, eventId, questionId, params),
  );
  return { ...query, items: flattenPages(query.data) };
}

export function useOrganizationTerms() {
  const api = useApiClient();
  return useQuery(registrationQueries.terms(api));
}

/** The parts of a cart a change makes old: fetched again when shown, dropped otherwise. */
type CartPart = 'addOns' | 'roomTypes' | 'questions';

/**
 * After a change to the cart: the draft is fetched again (kept on screen meanwhile), the
 * named parts are reset, and the cart's intents too (a new total needs a new intent).
 */
function cartChanged(
  queryClient: QueryClient,
  api: ApiClient,
  eventId: string,
  parts: readonly CartPart[],
) {
  const of = registrationQueries.of(eventId);
  void queryClient.invalidateQueries({
    queryKey: registrationQueries.draft(api, eventId).queryKey,
  });
  for (const part of parts) void queryClient.resetQueries({ queryKey: [...of, part] });
  void resetIntents(queryClient, of);
}

function useCartMutation<E extends (typeof endpoints)[keyof typeof endpoints]>(
  eventId: string,
  endpoint: E,
  parts: readonly CartPart[],
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBodyIn<E>) =>
      // Every cart endpoint takes the event id and a body; the cast joins the union of inputs.
      fetchData(api, endpoint, { params: { eventId }, body } as never),
    onSuccess: () => cartChanged(queryClient, api, eventId, parts),
  });
}

/** `POST …/passes {passes, packages}`: add-ons, rooms, questions and intents follow the passes. */
export function useSetRegistrationPasses(eventId: string) {
  return useCartMutation(eventId, endpoints.passes, ['addOns', 'roomTypes', 'questions']);
}

/** `POST …/addOns` (a bare array of passes with their add-ons). */
export function useSetRegistrationAddOns(eventId: string) {
  return useCartMutation(eventId, endpoints.setAddOns, ['roomTypes', 'questions']);
}

/** `POST …/reservations` (a bare array of passes with their room, or null). */
export function useSetRegistrationReservations(eventId: string) {
  return useCartMutation(eventId, endpoints.reservations, ['questions']);
}

/** `PUT …/questions` (a bare array of passes with their answers). */
export function useSetRegistrationResponses(eventId: string) {
  return useCartMutation(eventId, endpoints.setResponses, []);
}

/** `PUT …/passes/{pid}/questions/{qid} {response}`: one answer of one pass. */
export function useSetRegistrationPassResponse(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      passId,
      questionId,
      response,
    }: {
      passId: string;
      questionId: string;
      response: string;
    }) =>
      fetchData(api, endpoints.setPassResponse, {
        params: { eventId, passId, questionId },
        body: { response },
      }),
    onSuccess: () => cartChanged(queryClient, api, eventId, []),
  });
}

/** `POST …/coupon {couponCode, passes?, packages?}` → the coupon applied. */
export function useApplyRegistrationCoupon(eventId: string) {
  return useCartMutation(eventId, endpoints.applyCoupon, []);
}

/** `DELETE …/coupon`. */
export function useRemoveRegistrationCoupon(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData(api, endpoints.removeCoupon, { params: { eventId } }),
    onSuccess: () => cartChanged(queryClient, api, eventId, []),
  });
}

/** What registering changes: the cart is gone, the account is registered. */
export function registrationSettled(queryClient: QueryClient, api: ApiClient, eventId: string) {
  cacheEventRegistered(queryClient, api, eventId);
  void queryClient.invalidateQueries({ queryKey: eventQueries.of(eventId) });
  void queryClient.invalidateQueries({ queryKey: eventQueries.details() });
  void queryClient.invalidateQueries({ queryKey: eventQueries.selfKey() });
}

/**
 * `POST …/submit`: registers with a cart that costs nothing. The cart's cached parts are
 * dropped and the answer (the registration, with its passes) is cached in their place.
 */
export function useSubmitRegistration(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { termsAccepted?: boolean } = {}) =>
      fetchData(api, endpoints.submit, { params: { eventId }, body }),
    onSuccess: (registration: Registration) => {
      queryClient.removeQueries({ queryKey: registrationQueries.of(eventId) });
      queryClient.setQueryData(registrationQueries.draft(api, eventId).queryKey, registration);
      registrationSettled(queryClient, api, eventId);
    },
  });
}
