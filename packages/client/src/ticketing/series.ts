import { seriesEndpoints as endpoints } from '@convene/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../core/endpoint-queries';
import { cursorListOptions, flattenPages, pagedListOptions, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/** Series of events: lists under ['series', 'list'], a series under ['series', 'detail', idOrSlug]. */
export const seriesQueries = {
  all: () => ['series'] as const,
  lists: () => [...seriesQueries.all(), 'list'] as const,
  details: () => [...seriesQueries.all(), 'detail'] as const,

  list: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, seriesQueries.lists(), endpoints.list, params),
  /** `GET /series/{idOrSlug}`; disabled while the id is empty. */
  detail: (api: ApiClient, seriesId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...seriesQueries.details(), seriesId, api.locale] as const,
        endpoints.detail,
        { params: { seriesId } },
      ),
      enabled: seriesId !== '',
    }),
  /** `GET /series/{id}/events`: upcoming, or `past` (always sent). */
  events: (api: ApiClient, seriesId: string, params: ListParams & { past?: boolean } = {}) =>
    cursorListOptions(
      api,
      [...seriesQueries.all(), seriesId, 'events'],
      endpoints.events,
      { ...params, past: params.past ?? false },
      { seriesId },
    ),
};

export function useSeriesList(params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery(seriesQueries.list(api, params));
  return { ...query, items: flattenPages(query.data) };
}

export function useSeries(seriesId: string) {
  const api = useApiClient();
  return useQuery(seriesQueries.detail(api, seriesId));
}

export function useSeriesEvents(seriesId: string, params: ListParams & { past?: boolean } = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...seriesQueries.events(api, seriesId, params),
    enabled: seriesId !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}
