import {
  listingActivationEndpoints,
  listingAddOnEndpoints,
  listingCouponEndpoints,
  listingEndpoints as endpoints,
  listingFaqSectionEndpoints,
  listingFollowupEndpoints,
  listingQuestionSectionEndpoints,
  listingSessionRegistrationEndpoints as sessionSettings,
  listingPackageEndpoints,
  listingPageEndpoints,
  listingRoomTypeEndpoints,
  type CreateListingBody,
  type EndpointData,
  type EndpointSpec,
  type ListingQuestionBody,
  type ListingSessionBody,
  type ListingSpeakerBody,
  type RecurrencePreviewBody,
  type SessionRegistrationSettingsBody,
  type UpdateListingBody,
  type UpdateListingQuestionBody,
} from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { eventQueries } from './events';
import { forgetWhenUnobserved, isNotUnder } from '../core/gone-queries';
import { cursorListOptions, flattenPages, pagedListOptions, type ListParams } from '../core/lists';
import { idQuery, useApiQuery } from '../core/id-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient, CallArgs, CallInput } from '../core/transport';

/*
 * Listings (the events the acting account hosts or co-hosts): lists under
 * ['listings', 'list', …], one listing and what it holds under ['listings', eventId, …].
 * Every write refreshes the listing, the listing lists and the event catalogue (the
 * public page shows what a host changed).
 */

/**
 * The catalogue resources of a listing (what it sells besides pass types, FAQs, pages,
 * question sections, follow-ups and activations), by path segment.
 */
export const listingCatalogues = {
  packages: listingPackageEndpoints,
  addOns: listingAddOnEndpoints,
  roomTypes: listingRoomTypeEndpoints,
  coupons: listingCouponEndpoints,
  faqSections: listingFaqSectionEndpoints,
  pages: listingPageEndpoints,
  questionSections: listingQuestionSectionEndpoints,
  followups: listingFollowupEndpoints,
  activations: listingActivationEndpoints,
} as const;
export type ListingCatalogue = keyof typeof listingCatalogues;
type Catalogue<K extends ListingCatalogue> = (typeof listingCatalogues)[K];

const enabledFor = (eventId: string) => ({ enabled: eventId !== '' });

export const listingQueries = {
  all: () => ['listings'] as const,
  lists: () => [...listingQueries.all(), 'list'] as const,
  of: (eventId: string) => [...listingQueries.all(), eventId] as const,

  /** `GET /listings`: upcoming soonest first, or `past` latest first. */
  list: (api: ApiClient, params: ListParams & { past?: boolean } = {}) =>
    cursorListOptions(api, listingQueries.lists(), endpoints.list, {
      ...params,
      past: params.past ?? false,
    }),
  detail: (api: ApiClient, eventId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...listingQueries.of(eventId), 'detail', api.locale] as const,
        endpoints.detail,
        { params: { eventId } },
      ),
      ...enabledFor(eventId),
    }),
  questions: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    pagedListOptions(
      api,
      [...listingQueries.of(eventId), 'questions'],
      endpoints.questions,
      { pageSize: 100, ...params },
      { eventId },
    ),
  passTypes: (api: ApiClient, eventId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...listingQueries.of(eventId), 'passTypes', api.locale] as const,
        endpoints.passTypes,
        { params: { eventId } },
      ),
      ...enabledFor(eventId),
    }),
  coHosts: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    cursorListOptions(api, [...listingQueries.of(eventId), 'coHosts'], endpoints.coHosts, params, {
      eventId,
    }),
  sessionSettings: (api: ApiClient, eventId: string, sessionId: string) =>
    idQuery(
      api,
      [...listingQueries.of(eventId), 'sessions', sessionId, 'registration'] as const,
      sessionSettings.detail,
      { params: { eventId, sessionId } },
    ),
  catalogue: <K extends ListingCatalogue>(api: ApiClient, kind: K, eventId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...listingQueries.of(eventId), kind, api.locale] as const,
        listingCatalogues[kind].list as Catalogue<K>['list'],
        // The four lists take the same `{eventId}`; TypeScript cannot see it through K.
        ...([{ params: { eventId } }] as unknown as CallArgs<Catalogue<K>['list']>),
      ),
      ...enabledFor(eventId),
    }),
};

export function useListings(params: ListParams & { past?: boolean } = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery(listingQueries.list(api, params));
  return { ...query, items: flattenPages(query.data) };
}

/**
 * The dates a recurrence rule makes for an event's times (`POST /listings/recurrence-preview`),
 * kept per rule; disabled while `body` is null (the form is not complete yet).
 */
export function useRecurrencePreview(body: RecurrencePreviewBody | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...listingQueries.all(), 'recurrence-preview', body] as const,
    queryFn: () =>
      body ? fetchData(api, endpoints.recurrencePreview, { body }) : Promise.resolve([]),
    enabled: body !== null,
    retry: false,
    staleTime: Infinity,
  });
}

export function useListing(eventId: string) {
  return useQuery(listingQueries.detail(useApiClient(), eventId));
}

export function useListingQuestions(eventId: string) {
  const api = useApiClient();
  const query = useInfiniteQuery(listingQueries.questions(api, eventId));
  return { ...query, items: flattenPages(query.data) };
}

export function useListingPassTypes(eventId: string) {
  return useQuery(listingQueries.passTypes(useApiClient(), eventId));
}

export function useListingCoHosts(eventId: string, params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery(listingQueries.coHosts(api, eventId, params));
  return { ...query, items: flattenPages(query.data) };
}

/** The packages, add-ons, room types, coupons, FAQ sections or pages of a listing. */
export function useListingCatalogue<K extends ListingCatalogue>(kind: K, eventId: string) {
  return useQuery(listingQueries.catalogue(useApiClient(), kind, eventId));
}

function isListing(data: unknown, eventId: string): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { id?: unknown }).id === eventId &&
    'role' in data
  );
}

/**
 * A write to one listing: calls the endpoint with what `input` makes of the variables,
 * puts a returned listing in the cache and refreshes everything the listing shows.
 */
function useListingWrite<E extends EndpointSpec, Vars>(
  eventId: string,
  endpoint: E,
  input: (vars: Vars) => CallInput<E>,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: Vars): Promise<EndpointData<E>> =>
      fetchData(api, endpoint, ...([input(vars)] as CallArgs<E>)),
    onSuccess: (data) => {
      if (isListing(data, eventId)) {
        queryClient.setQueryData(listingQueries.detail(api, eventId).queryKey, data as never);
      }
      void queryClient.invalidateQueries({ queryKey: listingQueries.of(eventId) });
      void queryClient.invalidateQueries({ queryKey: listingQueries.lists() });
      void queryClient.invalidateQueries({ queryKey: eventQueries.all() });
    },
  });
}

/** `POST /listings`: a draft listing with its program; seeds its cache entry. */
export function useCreateListing() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateListingBody) => fetchData(api, endpoints.create, { body }),
    onSuccess: (listing) => {
      queryClient.setQueryData(listingQueries.detail(api, listing.id).queryKey, listing);
      void queryClient.invalidateQueries({ queryKey: listingQueries.lists() });
      void queryClient.invalidateQueries({ queryKey: eventQueries.all() });
    },
  });
}

export const useUpdateListing = (eventId: string) =>
  useListingWrite(eventId, endpoints.update, (body: UpdateListingBody) => ({
    params: { eventId },
    body,
  }));

/** `DELETE /listings/{id}` (host only): forgets the listing. */
export function useDeleteListing(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData(api, endpoints.remove, { params: { eventId } }),
    // The event is gone: asked again, its reads answer 404 (gone-queries.ts).
    onSuccess: async () => {
      const gone = eventQueries.of(eventId);
      await Promise.all([
        forgetWhenUnobserved(queryClient, listingQueries.of(eventId)),
        forgetWhenUnobserved(queryClient, gone),
      ]);
      void queryClient.invalidateQueries({ queryKey: listingQueries.lists() });
      void queryClient.invalidateQueries({
        queryKey: eventQueries.all(),
        predicate: isNotUnder(gone),
      });
    },
  });
}

export const useCreateListingSession = (eventId: string) =>
  useListingWrite(eventId, endpoints.createSession, (body: ListingSessionBody) => ({
    params: { eventId },
    body,
  }));
export const useUpdateListingSession = (eventId: string) =>
  useListingWrite(
    eventId,
    endpoints.updateSession,
    ({ sessionId, ...body }: ListingSessionBody & { sessionId: string }) => ({
      params: { eventId, sessionId },
      body,
    }),
  );
export const useDeleteListingSession = (eventId: string) =>
  useListingWrite(eventId, endpoints.deleteSession, (sessionId: string) => ({
    params: { eventId, sessionId },
  }));

export const useCreateListingSpeaker = (eventId: string) =>
  useListingWrite(eventId, endpoints.createSpeaker, (body: ListingSpeakerBody) => ({
    params: { eventId },
    body,
  }));
export const useUpdateListingSpeaker = (eventId: string) =>
  useListingWrite(
    eventId,
    endpoints.updateSpeaker,
    ({ speakerId, ...body }: ListingSpeakerBody & { speakerId: string }) => ({
      params: { eventId, speakerId },
      body,
    }),
  );
export const useDeleteListingSpeaker = (eventId: string) =>
  useListingWrite(eventId, endpoints.deleteSpeaker, (speakerId: string) => ({
    params: { eventId, speakerId },
  }));

/** Takes the sponsoring account's id (the SDK's hook takes the account and sends its id). */
export const useAddListingSponsor = (eventId: string) =>
  useListingWrite(eventId, endpoints.addSponsor, (sponsorId: string) => ({
    params: { eventId },
    body: { sponsorId },
  }));
export const useRemoveListingSponsor = (eventId: string) =>
  useListingWrite(eventId, endpoints.removeSponsor, (sponsorId: string) => ({
    params: { eventId, sponsorId },
  }));

export const useCreateListingQuestion = (eventId: string) =>
  useListingWrite(eventId, endpoints.createQuestion, (body: ListingQuestionBody) => ({
    params: { eventId },
    body,
  }));
export const useUpdateListingQuestion = (eventId: string) =>
  useListingWrite(
    eventId,
    endpoints.updateQuestion,
    ({ questionId, ...body }: UpdateListingQuestionBody & { questionId: string }) => ({
      params: { eventId, questionId },
      body,
    }),
  );
export const useDeleteListingQuestion = (eventId: string) =>
  useListingWrite(eventId, endpoints.deleteQuestion, (questionId: string) => ({
    params: { eventId, questionId },
  }));

export const useAddListingCoHost = (eventId: string) =>
  useListingWrite(eventId, endpoints.addCoHost, (accountId: string) => ({
    params: { eventId },
    body: { accountId },
  }));
export const useRemoveListingCoHost = (eventId: string) =>
  useListingWrite(eventId, endpoints.removeCoHost, (accountId: string) => ({
    params: { eventId, accountId },
  }));

type PassTypeBody = CallInput<typeof endpoints.createPassType>['body'];
type PassTypeChanges = CallInput<typeof endpoints.updatePassType>['body'];

export const useCreateListingPassType = (eventId: string) =>
  useListingWrite(eventId, endpoints.createPassType, (body: PassTypeBody) => ({
    params: { eventId },
    body,
  }));
export const useUpdateListingPassType = (eventId: string) =>
  useListingWrite(
    eventId,
    endpoints.updatePassType,
    ({ passTypeId, ...body }: PassTypeChanges & { passTypeId: string }) => ({
      params: { eventId, passTypeId },
      body,
    }),
  );
export const useDeleteListingPassType = (eventId: string) =>
  useListingWrite(eventId, endpoints.deletePassType, (passTypeId: string) => ({
    params: { eventId, passTypeId },
  }));

/** The path parameter that names an item of each catalogue resource. */
const ITEM_KEYS = {
  packages: 'packageId',
  addOns: 'addOnId',
  roomTypes: 'roomTypeId',
  coupons: 'couponId',
  faqSections: 'sectionId',
  pages: 'pageId',
  questionSections: 'sectionId',
  followups: 'followupId',
  activations: 'activationId',
} as const;

/** Adds a package, add-on, room type, coupon, FAQ section, page, question section, follow-up or activation. */
export const useCreateListingItem = <K extends ListingCatalogue>(kind: K, eventId: string) =>
  useListingWrite(
    eventId,
    listingCatalogues[kind].create as Catalogue<K>['create'],
    (body: CallInput<Catalogue<K>['create']>['body']) =>
      ({ params: { eventId }, body }) as unknown as CallInput<Catalogue<K>['create']>,
  );

/** Updates one: `{ id, ...changes }`. */
export const useUpdateListingItem = <K extends ListingCatalogue>(kind: K, eventId: string) =>
  useListingWrite(
    eventId,
    listingCatalogues[kind].update as Catalogue<K>['update'],
    ({ id, ...body }: CallInput<Catalogue<K>['update']>['body'] & { id: string }) =>
      ({ params: { eventId, [ITEM_KEYS[kind]]: id }, body }) as unknown as CallInput<
        Catalogue<K>['update']
      >,
  );

export const useDeleteListingItem = <K extends ListingCatalogue>(kind: K, eventId: string) =>
  useListingWrite(
    eventId,
    listingCatalogues[kind].remove as Catalogue<K>['remove'],
    (id: string) =>
      ({ params: { eventId, [ITEM_KEYS[kind]]: id } }) as unknown as CallInput<
        Catalogue<K>['remove']
      >,
  );

/** A session's registration settings (enabled, closed, price, seats, pass types). */
export const useSessionRegistrationSettings = (eventId: string, sessionId: string) =>
  useApiQuery(listingQueries.sessionSettings, eventId, sessionId);

/** Writes a session's registration settings; the answer replaces the cached ones. */
export function useUpdateSessionRegistrationSettings(eventId: string, sessionId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SessionRegistrationSettingsBody) =>
      fetchData(api, sessionSettings.update, { params: { eventId, sessionId }, body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(
        listingQueries.sessionSettings(api, eventId, sessionId).queryKey,
        settings,
      );
      void queryClient.invalidateQueries({ queryKey: listingQueries.of(eventId) });
    },
  });
}
