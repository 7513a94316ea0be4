import {
  interestEndpoints as endpoints,
  type CreateInterestBody,
  type SelfInterestsBody,
} from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { pagedListOptions, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import { cacheSelf, selfQueries } from '../people/self';
import type { ApiClient } from '../core/transport';

/** Interests under ['interests', …]; the acting account's under ['self', 'interests']. */
export const interestQueries = {
  all: () => ['interests'] as const,
  lists: () => [...interestQueries.all(), 'list'] as const,
  list: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, interestQueries.lists(), endpoints.list, params),
  /** `GET /interests/{id, slug or name}`; disabled while empty. */
  detail: (api: ApiClient, interest: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...interestQueries.all(), 'detail', interest, api.locale] as const,
        endpoints.detail,
        { params: { interest } },
      ),
      enabled: interest !== '',
    }),
  selfKey: () => [...selfQueries.all(), 'interests'] as const,
  self: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, interestQueries.selfKey(), endpoints.selfList, params),
};

export function useInterests(params: ListParams = {}) {
  const api = useApiClient();
  return useInfiniteQuery(interestQueries.list(api, params));
}

export function useInterest(interest: string) {
  const api = useApiClient();
  return useQuery(interestQueries.detail(api, interest));
}

export function useSelfInterests(params: ListParams & { enabled?: boolean } = {}) {
  const api = useApiClient();
  const { enabled, ...rest } = params;
  return useInfiniteQuery({ ...interestQueries.self(api, rest), enabled: enabled ?? true });
}

/** `POST /interests {interest}`: the interest lists are refreshed. */
export function useCreateInterest() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInterestBody) => fetchData(api, endpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interestQueries.lists() }),
  });
}

/** `POST /self/interests {interestIds}`: replaces the selection (at least 5); answers Self. */
export function useSetSelfInterests() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelfInterestsBody) => fetchData(api, endpoints.selfSet, { body }),
    onSuccess: (self) => {
      cacheSelf(queryClient, api, self);
      return queryClient.invalidateQueries({ queryKey: interestQueries.selfKey() });
    },
  });
}
