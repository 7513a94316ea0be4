import { promotionEndpoints as endpoints } from '@convene/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { flattenPages, pagedListOptions, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

export const benefitQueries = {
  all: () => ['benefits'] as const,
  /** `GET /benefits`: page-number list, highest priority first. */
  list: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, [...benefitQueries.all(), 'list'], endpoints.benefits, params),
};

export function useBenefits(params: ListParams = {}, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...benefitQueries.list(api, params),
    enabled: options.enabled ?? true,
  });
  return { ...query, benefits: flattenPages(query.data) };
}
