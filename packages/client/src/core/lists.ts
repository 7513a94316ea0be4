import {
  DEFAULT_PAGE_SIZE,
  hasNextPage,
  type EndpointData,
  type EndpointParamsIn,
  type EndpointSpec,
  type Envelope,
} from '@convene/contract';
import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ApiClient, CallArgs, QueryValue } from './transport';

export interface ListParams {
  pageSize?: number;
  orderBy?: string;
  search?: string;
  [filter: string]: QueryValue;
}

type Item<E extends EndpointSpec> = EndpointData<E> extends readonly (infer T)[] ? T : never;

type PathArgs<E extends EndpointSpec> =
  EndpointParamsIn<E> extends undefined ? [] : [params: EndpointParamsIn<E>];

/** One page of a list endpoint: its path parameters, the query and the page's own query. */
function fetchPage<E extends EndpointSpec>(
  api: ApiClient,
  endpoint: E,
  params: EndpointParamsIn<E> | undefined,
  query: Record<string, QueryValue>,
  signal: AbortSignal,
) {
  return api.call(endpoint, ...([{ params, query, signal }] as unknown as CallArgs<E>)) as Promise<
    Envelope<Item<E>[]>
  >;
}

/**
 * A page-number list endpoint as an infinite query: page 1 first, and a next page only
 * when the last one came back full (docs/architecture.md#the-request-pipeline). `params` are the path's parameters.
 */
export function pagedListOptions<E extends EndpointSpec>(
  api: ApiClient,
  queryKey: QueryKey,
  endpoint: E,
  query: ListParams = {},
  ...[params]: PathArgs<E>
) {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: [...queryKey, api.locale, query],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      fetchPage(api, endpoint, params, { ...query, pageSize, page: pageParam }, signal),
    getNextPageParam: (lastPage: Envelope<Item<E>[]>, pages: Envelope<Item<E>[]>[]) =>
      hasNextPage(lastPage.data.length, pageSize) ? pages.length + 1 : undefined,
  });
}

/**
 * A cursor-paged list endpoint as an infinite query: the first page without a cursor, then
 * the envelope's `cursor` of the last page (null at the end). Rows posted meanwhile neither
 * repeat nor push others out, as they do with page numbers.
 */
export function cursorListOptions<E extends EndpointSpec>(
  api: ApiClient,
  queryKey: QueryKey,
  endpoint: E,
  query: ListParams = {},
  ...[params]: PathArgs<E>
) {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: [...queryKey, api.locale, query],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      fetchPage(
        api,
        endpoint,
        params,
        { ...query, pageSize, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    getNextPageParam: (lastPage: Envelope<Item<E>[]>) => lastPage.cursor ?? undefined,
  });
}

/** The items of every loaded page, in order. */
export function flattenPages<T>(data: { pages: Envelope<T[]>[] } | undefined): T[] {
  return data?.pages.flatMap((page) => page.data) ?? [];
}

/** Applies `change` to every item of the cached infinite lists under `queryKey`. */
export function mapCachedItems<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (item: T) => T,
): void {
  queryClient.setQueriesData<InfiniteData<Envelope<T[]>>>({ queryKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, data: page.data.map(change) })),
        }
      : data,
  );
}
