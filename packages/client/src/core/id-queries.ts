import type { EndpointSpec, Envelope } from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { endpointQuery } from './endpoint-queries';
import { flattenPages } from './lists';
import { useApiClient } from './provider';
import type { ApiClient, CallArgs } from './transport';

/*
 * The shapes every resource's queries repeat: a read that waits for its ids, the hooks
 * that run a resource's query options with the app's client, and a file made on demand.
 */

/** Every string of the call's path parameters and query is known (a page passes '' before). */
function idsKnown(input: unknown): boolean {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  return [...Object.values(params ?? {}), ...Object.values(query ?? {})].every(
    (value) => value !== '',
  );
}

/** Query options of a declared endpoint, disabled until every id it is called with is known. */
export function idQuery<const K extends QueryKey, E extends EndpointSpec>(
  api: ApiClient,
  queryKey: K,
  endpoint: E,
  ...args: CallArgs<E>
) {
  return queryOptions({
    ...endpointQuery(api, queryKey, endpoint, ...args),
    enabled: idsKnown(args[0]),
  });
}

/** A file (a base64 data URI) made when asked: fetched afresh each time, never kept. */
export const onDemandQuery: typeof idQuery = (api, queryKey, endpoint, ...args) => ({
  ...idQuery(api, queryKey, endpoint, ...args),
  staleTime: 0,
  gcTime: 0,
});

/** Runs a resource's query options (`(api, …args) => options`) with the app's client. */
export function useApiQuery<A extends unknown[], TData, TError, TKey extends QueryKey>(
  options: (api: ApiClient, ...args: A) => UseQueryOptions<TData, TError, TData, TKey>,
  ...args: A
) {
  return useQuery(options(useApiClient(), ...args));
}

/** Runs a resource's list options with the app's client; `items` are the loaded pages' rows. */
export function useApiList<A extends unknown[], T, TError, TKey extends QueryKey, TPage>(
  options: (
    api: ApiClient,
    ...args: A
  ) => UseInfiniteQueryOptions<Envelope<T[]>, TError, InfiniteData<Envelope<T[]>>, TKey, TPage>,
  ...args: A
) {
  const query = useInfiniteQuery(options(useApiClient(), ...args));
  return { ...query, items: flattenPages<T>(query.data) };
}
