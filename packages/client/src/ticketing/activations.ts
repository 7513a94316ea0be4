import { activationEndpoints as endpoints, type Activation } from '@convene/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../core/endpoint-queries';
import { idQuery, useApiList, useApiQuery } from '../core/id-queries';
import { eventQueries } from './events';
import { cursorListOptions, pagedListOptions, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/** An event's activations under ['events', eventId, 'activations', …]. */
export const activationQueries = {
  all: (eventId: string) => [...eventQueries.of(eventId), 'activations'] as const,
  list: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    cursorListOptions(api, [...activationQueries.all(eventId), 'list'], endpoints.list, params, {
      eventId,
    }),
  detail: (api: ApiClient, eventId: string, activationId: string) =>
    idQuery(
      api,
      [...activationQueries.all(eventId), activationId, api.locale] as const,
      endpoints.detail,
      { params: { eventId, activationId } },
    ),
  summary: (api: ApiClient, eventId: string) =>
    idQuery(
      api,
      [...activationQueries.all(eventId), 'summary', api.locale] as const,
      endpoints.summary,
      { params: { eventId } },
    ),
  /** One of my passes' progress (`activations/{passId}/summary`). */
  passSummary: (api: ApiClient, eventId: string, passId: string) =>
    idQuery(
      api,
      [...activationQueries.all(eventId), 'passes', passId, 'summary', api.locale] as const,
      endpoints.passSummary,
      { params: { eventId, passId } },
    ),
  /** An activation with one of my passes' completions. */
  passDetail: (api: ApiClient, eventId: string, passId: string, activationId: string) =>
    idQuery(
      api,
      [...activationQueries.all(eventId), 'passes', passId, activationId, api.locale] as const,
      endpoints.passDetail,
      { params: { eventId, passId, activationId } },
    ),
  leaderboard: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    pagedListOptions(
      api,
      [...activationQueries.all(eventId), 'leaderboard'],
      endpoints.leaderboard,
      params,
      { eventId },
    ),
};

export const useEventActivations = (eventId: string, params: ListParams = {}) =>
  useApiList(activationQueries.list, eventId, params);
export const useEventActivation = (eventId: string, activationId: string) =>
  useApiQuery(activationQueries.detail, eventId, activationId);
export const useEventActivationSummary = (eventId: string) =>
  useApiQuery(activationQueries.summary, eventId);
export const usePassActivationSummary = (eventId: string, passId: string) =>
  useApiQuery(activationQueries.passSummary, eventId, passId);
export const usePassActivation = (eventId: string, passId: string, activationId: string) =>
  useApiQuery(activationQueries.passDetail, eventId, passId, activationId);
export const useEventActivationsLeaderboard = (eventId: string, params: ListParams = {}) =>
  useApiList(activationQueries.leaderboard, eventId, params);

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
