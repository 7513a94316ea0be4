import { DEFAULT_PAGE_SIZE, hasNextPage, type Envelope } from '@convene/contract';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient, QueryValue } from './transport';

export interface ListParams {
  pageSize?: number;
  orderBy?: string;
  search?: string;
  [filter: string]: QueryValue;
}

/**
 * A page-number list as an infinite query: page 1 first, and a next page only when
 * the last one came back full (ARCHITECTURE §3).
 */
export function pagedListOptions<T>(
  api: ApiClient,
  queryKey: QueryKey,
  path: string,
  params: ListParams = {},
) {
  const pageSize = params.pageSize ?? DEFAULT_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: [...queryKey, api.locale, params],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<T[]>(path, { query: { ...params, pageSize, page: pageParam }, signal }),
    getNextPageParam: (lastPage: Envelope<T[]>, pages: Envelope<T[]>[]) =>
      hasNextPage(lastPage.data.length, pageSize) ? pages.length + 1 : undefined,
  });
}

/** The items of every loaded page, in order. */
export function flattenPages<T>(data: { pages: Envelope<T[]>[] } | undefined): T[] {
  return data?.pages.flatMap((page) => page.data) ?? [];
}
