import type { EndpointData, EndpointSpec } from '@convene/contract';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient, CallArgs } from './transport';

/** Calls a declared endpoint and returns the envelope's `data`. */
export async function fetchData<E extends EndpointSpec>(
  api: ApiClient,
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointData<E>> {
  return (await api.call(endpoint, ...args)).data;
}

/**
 * Query options for a declared endpoint: the key is the caller's (cache rules stay
 * beside the resource), the fetcher comes from the declaration.
 */
export function endpointQuery<const K extends QueryKey, E extends EndpointSpec>(
  api: ApiClient,
  queryKey: K,
  endpoint: E,
  ...[input]: CallArgs<E>
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      fetchData(api, endpoint, ...([{ ...input, signal }] as unknown as CallArgs<E>)),
  });
}
