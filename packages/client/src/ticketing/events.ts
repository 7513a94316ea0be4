import { eventContentEndpoints as content, eventEndpoints as endpoints } from '@convene/contract';
import type { EventAttendance, EventPriceFilter, Relationships } from '@convene/contract';
import { queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { activityQueries } from '../community/activities';
import { endpointQuery } from '../core/endpoint-queries';
import { cursorListOptions, flattenPages, pagedListOptions, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import { selfQueries } from '../people/self';
import type { ApiClient } from '../core/transport';

/**
 * `GET /events` query: the SDK's `past`/`featured` and search, and the discovery filters —
 * `from`/`to` (a day `YYYY-MM-DD` or an instant with its offset), `interest` (id or slug),
 * `attendance` (online, inPerson), `price` (free, paid).
 */
export type EventListParams = ListParams & {
  past?: boolean;
  featured?: boolean;
  from?: string;
  to?: string;
  interest?: string;
  attendance?: EventAttendance;
  price?: EventPriceFilter;
};

/** Without a date range `past` is always sent (as the SDK does); a range alone spans past and upcoming. */
function withPast(params: EventListParams): EventListParams {
  if (params.past !== undefined || (!params.from && !params.to)) {
    return { ...params, past: params.past ?? false };
  }
  return params;
}

/**
 * Query keys and fetchers of the event catalogue. Lists live under ['events', 'list', …],
 * an event under ['events', 'detail', idOrSlug], what it holds under ['events', eventId, …];
 * its posts under ['activities', 'events', eventId] (every activity list refreshes them);
 * the signed-in account's events under ['self', 'events', …].
 */
export const eventQueries = {
  all: () => ['events'] as const,
  lists: () => [...eventQueries.all(), 'list'] as const,
  details: () => [...eventQueries.all(), 'detail'] as const,
  of: (eventId: string) => [...eventQueries.all(), eventId] as const,
  selfKey: () => [...selfQueries.all(), 'events'] as const,

  /** `GET /events`: upcoming soonest first, or `past` latest first, narrowed by the discovery filters. */
  list: (api: ApiClient, params: EventListParams = {}) =>
    cursorListOptions(api, [...eventQueries.lists(), 'all'], endpoints.list, withPast(params)),
  featured: (api: ApiClient, params: ListParams = {}) =>
    cursorListOptions(api, [...eventQueries.lists(), 'featured'], endpoints.featured, params),
  /** `GET /self/events`: the events the acting account is registered for. */
  self: (api: ApiClient, params: ListParams & { past?: boolean } = {}) =>
    cursorListOptions(api, eventQueries.selfKey(), endpoints.selfEvents, {
      ...params,
      past: params.past ?? false,
    }),

  /** `GET /events/{idOrSlug}`; disabled while the id is empty. */
  detail: (api: ApiClient, eventId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...eventQueries.details(), eventId, api.locale] as const,
        endpoints.detail,
        { params: { eventId } },
      ),
      enabled: eventId !== '',
    }),
  /** `GET /events/{id}/passTypes` (`ticketId`: that pass type alone, private ones too). */
  passTypes: (api: ApiClient, eventId: string, ticketId?: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...eventQueries.of(eventId), 'passTypes', ticketId ?? null, api.locale] as const,
        endpoints.passTypes,
        { params: { eventId }, query: ticketId ? { ticketId } : {} },
      ),
      enabled: eventId !== '',
    }),
  registrants: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    cursorListOptions(
      api,
      [...eventQueries.of(eventId), 'registrants'],
      endpoints.registrants,
      params,
      { eventId },
    ),
  activities: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    cursorListOptions(
      api,
      [...activityQueries.all(), 'events', eventId],
      endpoints.activities,
      params,
      { eventId },
    ),
  media: (
    api: ApiClient,
    eventId: string,
    params: ListParams & { type?: 'images' | 'videos' } = {},
  ) =>
    pagedListOptions(
      api,
      [...activityQueries.all(), 'events', eventId, 'media'],
      endpoints.media,
      { ...params, type: params.type ?? 'images' },
      { eventId },
    ),

  /** `GET /events/{id}/sessions`: the whole agenda in one answer (only `search` is sent). */
  sessions: (api: ApiClient, eventId: string, search?: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...eventQueries.of(eventId), 'sessions', api.locale, search ?? ''] as const,
        content.sessions,
        { params: { eventId }, query: search ? { search } : {} },
      ),
      enabled: eventId !== '',
    }),
  session: (api: ApiClient, eventId: string, sessionId: string) =>
    endpointQuery(
      api,
      [...eventQueries.of(eventId), 'session', sessionId, api.locale] as const,
      content.session,
      { params: { eventId, sessionId } },
    ),
  speakers: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    pagedListOptions(api, [...eventQueries.of(eventId), 'speakers'], content.speakers, params, {
      eventId,
    }),
  speaker: (api: ApiClient, eventId: string, speakerId: string) =>
    endpointQuery(
      api,
      [...eventQueries.of(eventId), 'speaker', speakerId, api.locale] as const,
      content.speaker,
      { params: { eventId, speakerId } },
    ),
  speakerSessions: (api: ApiClient, eventId: string, speakerId: string) =>
    endpointQuery(
      api,
      [...eventQueries.of(eventId), 'speaker', speakerId, 'sessions', api.locale] as const,
      content.speakerSessions,
      { params: { eventId, speakerId } },
    ),
  sponsors: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    pagedListOptions(api, [...eventQueries.of(eventId), 'sponsors'], content.sponsors, params, {
      eventId,
    }),
  faqSections: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    pagedListOptions(api, [...eventQueries.of(eventId), 'faqs'], content.faqSections, params, {
      eventId,
    }),
  faqSection: (api: ApiClient, eventId: string, sectionId: string) =>
    endpointQuery(
      api,
      [...eventQueries.of(eventId), 'faq', sectionId, api.locale] as const,
      content.faqSection,
      { params: { eventId, sectionId } },
    ),
  faqs: (api: ApiClient, eventId: string, sectionId: string, params: ListParams = {}) =>
    pagedListOptions(
      api,
      [...eventQueries.of(eventId), 'faq', sectionId, 'questions'],
      content.faqs,
      params,
      { eventId, sectionId },
    ),
  faq: (api: ApiClient, eventId: string, sectionId: string, questionId: string) =>
    endpointQuery(
      api,
      [...eventQueries.of(eventId), 'faq', sectionId, 'question', questionId, api.locale] as const,
      content.faq,
      { params: { eventId, sectionId, questionId } },
    ),
  pages: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    pagedListOptions(api, [...eventQueries.of(eventId), 'pages'], content.pages, params, {
      eventId,
    }),
  page: (api: ApiClient, eventId: string, pageId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...eventQueries.of(eventId), 'page', pageId, api.locale] as const,
        content.page,
        { params: { eventId, pageId } },
      ),
      enabled: eventId !== '' && pageId !== '',
    }),
  images: (api: ApiClient, eventId: string) =>
    endpointQuery(
      api,
      [...eventQueries.of(eventId), 'images', api.locale] as const,
      content.images,
      { params: { eventId } },
    ),
};

/** Marks the event registered in the cached relationships map, when it is loaded. */
export function cacheEventRegistered(queryClient: QueryClient, api: ApiClient, eventId: string) {
  queryClient.setQueryData<Relationships>(selfQueries.relationships(api).queryKey, (current) =>
    current ? { ...current, events: { ...current.events, [eventId]: true } } : current,
  );
}

type Enabled = { enabled?: boolean };

export function useEvents(params: EventListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery(eventQueries.list(api, params));
  return { ...query, items: flattenPages(query.data) };
}

export function useFeaturedEvents(params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery(eventQueries.featured(api, params));
  return { ...query, items: flattenPages(query.data) };
}

/** The acting account's events; self reads wait for authentication: pass `enabled`. */
export function useSelfEvents(params: ListParams & { past?: boolean } = {}, options: Enabled = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...eventQueries.self(api, params),
    enabled: options.enabled ?? true,
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useEvent(eventId: string) {
  const api = useApiClient();
  return useQuery(eventQueries.detail(api, eventId));
}

export function useEventPassTypes(eventId: string, ticketId?: string) {
  const api = useApiClient();
  return useQuery(eventQueries.passTypes(api, eventId, ticketId));
}

export function useEventRegistrants(
  eventId: string,
  params: ListParams = {},
  options: Enabled = {},
) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...eventQueries.registrants(api, eventId, params),
    enabled: eventId !== '' && (options.enabled ?? true),
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useEventSessions(eventId: string, search?: string) {
  const api = useApiClient();
  return useQuery(eventQueries.sessions(api, eventId, search));
}

export function useEventSpeakers(eventId: string, params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...eventQueries.speakers(api, eventId, params),
    enabled: eventId !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useEventSponsors(eventId: string, params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...eventQueries.sponsors(api, eventId, params),
    enabled: eventId !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useEventFaqSections(eventId: string, params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...eventQueries.faqSections(api, eventId, params),
    enabled: eventId !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useEventPages(eventId: string, params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...eventQueries.pages(api, eventId, params),
    enabled: eventId !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useEventPage(eventId: string, pageId: string) {
  const api = useApiClient();
  return useQuery(eventQueries.page(api, eventId, pageId));
}
