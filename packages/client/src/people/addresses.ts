import { addressEndpoints as endpoints, type AddressBodyInput } from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { flattenPages, pagedListOptions, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import { selfQueries } from './self';
import type { ApiClient } from '../core/transport';

/** The acting account's addresses, under ['self', 'addresses', …]. */
export const addressQueries = {
  all: () => [...selfQueries.all(), 'addresses'] as const,
  lists: () => [...addressQueries.all(), 'list'] as const,
  list: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, addressQueries.lists(), endpoints.list, params),
  detail: (api: ApiClient, addressId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...addressQueries.all(), 'detail', addressId, api.locale] as const,
        endpoints.detail,
        { params: { addressId } },
      ),
      enabled: addressId !== '',
    }),
};

/** The saved addresses, the primary one first; self reads wait for authentication: pass `enabled`. */
export function useSelfAddresses(params: ListParams = {}, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...addressQueries.list(api, params),
    enabled: options.enabled ?? true,
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useSelfAddress(addressId: string) {
  const api = useApiClient();
  return useQuery(addressQueries.detail(api, addressId));
}

/** `POST /self/addresses`: the list is refetched (the first address becomes primary). */
export function useCreateSelfAddress() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressBodyInput) => fetchData(api, endpoints.create, { body }),
    onSuccess: (address) => {
      queryClient.setQueryData(addressQueries.detail(api, address.id).queryKey, address);
      void queryClient.invalidateQueries({ queryKey: addressQueries.lists() });
    },
  });
}

/** `PUT /self/addresses/{id}` (the whole address). */
export function useUpdateSelfAddress(addressId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressBodyInput) =>
      fetchData(api, endpoints.update, { params: { addressId }, body }),
    onSuccess: (address) => {
      queryClient.setQueryData(addressQueries.detail(api, address.id).queryKey, address);
      void queryClient.invalidateQueries({ queryKey: addressQueries.lists() });
    },
  });
}

export function useDeleteSelfAddress() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) => fetchData(api, endpoints.delete, { params: { addressId } }),
    onSuccess: (_data, addressId) => {
      queryClient.removeQueries({ queryKey: addressQueries.detail(api, addressId).queryKey });
      void queryClient.invalidateQueries({ queryKey: addressQueries.lists() });
    },
  });
}
