import { searchEndpoints as endpoints, type SearchType } from '@convene/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from './endpoint-queries';
import { useApiClient } from './provider';
import type { ApiClient } from './transport';

/** What a search asks: the text, one kind or all, and the page. */
export interface SearchParams {
  q: string;
  type?: SearchType;
  page?: number;
  pageSize?: number;
}

/** The platform's search under ['search', …] (decision 0070). */
export const searchQueries = {
  all: () => ['search'] as const,
  /** `GET /search?q=&type=&page=&pageSize=`: ranked hits and each kind's count. */
  results: (api: ApiClient, params: SearchParams) =>
    endpointQuery(api, [...searchQueries.all(), params] as const, endpoints.search, {
      query: params,
    }),
};

/**
 * The hits of a search (none asked while `q` is blank); the previous answer stays on screen
 * while the next one loads, so suggestions do not flicker as the member types.
 */
export function useSearch(params: SearchParams) {
  const api = useApiClient();
  return useQuery({
    ...searchQueries.results(api, params),
    enabled: params.q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
