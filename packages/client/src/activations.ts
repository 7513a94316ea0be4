import { activationEndpoints as endpoints, type Activation } from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { endpointQuery, fetchData } from './endpoint-queries';
import { eventQueries } from './events';
import { cursorListOptions, flattenPages, pagedListOptions, type ListParams } from './lists';
import { useApiClient } from './provider';
import type { ApiClient } from './transport';

/** An event's activations under ['events', eventId, 'activations', …]. */
export const activationQueries = {
  all: (eventId: string) => [...eventQueries.of(eventId), 'activations'] as const,
  list: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    cursorListOptions(api, [...activationQueries.all(eventId), 'list'], endpoints.list, params, {
      eventId,
    }),
  detail: (api: ApiClient, eventId: string, activationId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...activationQueries.all(eventId), activationId, api.locale] as const,
        endpoints.detail,
        { params: { eventId, activationId } },
      ),
      enabled: eventId !== '' && activationId !== '',
    }),
  summary: (api: ApiClient, eventId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...activationQueries.all(eventId), 'summary', api.locale] as const,
        endpoints.summary,
        { params: { eventId } },
      ),
      enabled: eventId !== '',
    }),
  /** One of my passes' progress (spec §7 `activations/{passId}/summary`). */
  passSummary: (api: ApiClient, eventId: string, passId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...activationQueries.all(eventId), 'passes', passId, 'summary', api.locale] as const,
        endpoints.passSummary,
        { params: { eventId, passId } },
      ),
      enabled: eventId !== '' && passId !== '',
    }),
  /** An activation with one of my passes' completions. */
  passDetail: (api: ApiClient, eventId: string, passId: string, activationId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...activationQueries.all(eventId), 'passes', passId, activationId, api.locale] as const,
        endpoints.passDetail,
        { params: { eventId, passId, activationId } },
      ),
      enabled: eventId !== '' && passId !== '' && activationId !== '',
    }),
  leaderboard: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    pagedListOptions(
      api,
      [...activationQueries.all(eventId), 'leaderboard'],
      endpoints.leaderboard,
      params,
      { eventId },
    ),
};

export function useEventActivations(eventId: string, params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery(activationQueries.list(api, eventId, params));
  return { ...query, items: flattenPages(query.data) };
}

export function useEventActivation(eventId: string, activationId: string) {
  const api = useApiClient();
  return useQuery(activationQueries.detail(api, eventId, activationId));
}

export function useEventActivationSummary(eventId: string) {
  const api = useApiClient();
  return useQuery(activationQueries.summary(api, eventId));
}

export function usePassActivationSummary(eventId: string, passId: string) {
  const api = useApiClient();
  return useQuery(activationQueries.passSummary(api, eventId, passId));
}

export function usePassActivation(eventId: string, passId: string, activationId: string) {
  const api = useApiClient();
  return useQuery(activationQueries.passDetail(api, eventId, passId, activationId));
}

export function useEventActivationsLeaderboard(eventId: string, params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery(activationQueries.leaderboard(api, eventId, params));
  return { ...query, items: flattenPages(query.data) };
}

/**
 * Completes an activation for one of my passes with its code: the answer replaces the
 * cached activation, and the lists, summary and leaderboard are fetched again.
 */
export function useCompleteEventActivation(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { passId: string; activationId: string; code?: string }) =>
      fetchData(api, endpoints.complete, {
        params: { eventId, passId: input.passId, activationId: input.activationId },
        body: input.code === undefined ? {} : { code: input.code },
      }),
    onSuccess: (activation: Activation) => {
      queryClient.setQueryData(
        activationQueries.detail(api, eventId, activation.id).queryKey,
        activation,
      );
      void queryClient.invalidateQueries({ queryKey: activationQueries.all(eventId) });
    },
  });
}
