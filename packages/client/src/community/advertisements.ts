import { promotionEndpoints as endpoints, STALE_TIME } from '@convene/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../core/endpoint-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

export const advertisementQueries = {
  all: () => ['advertisement'] as const,
  /**
   * `GET /advertisement`, fresh for 30 s. `position` only tells apart the slots
   * of a page in the cache (each slot draws its own ad); it is not sent.
   */
  current: (api: ApiClient, position = '') =>
    queryOptions({
      ...endpointQuery(
        api,
        [...advertisementQueries.all(), api.locale, position] as const,
        endpoints.advertisement,
      ),
      staleTime: STALE_TIME.advertisement,
    }),
};

export function useAdvertisement(position = '', options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...advertisementQueries.current(api, position),
    enabled: options.enabled ?? true,
  });
}
