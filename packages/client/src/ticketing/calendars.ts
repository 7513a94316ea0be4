import { calendarEndpoints as endpoints } from '@convene/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/**
 * The acting member's secret calendar feed (`/self/calendar-feed`, decision 0065), under
 * ['self', 'calendar-feed']. The server keeps only a hash of its address, so the address
 * is in the answer of `useRegenerateCalendarFeed` only, never in the state read later.
 */
export const calendarQueries = {
  feedKey: () => ['self', 'calendar-feed'] as const,
  feed: (api: ApiClient) =>
    queryOptions(endpointQuery(api, calendarQueries.feedKey(), endpoints.feed)),
};

/** Whether the member has a feed, and since when. */
export function useCalendarFeed(options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ ...calendarQueries.feed(api), enabled: options.enabled ?? true });
}

/** `POST /self/calendar-feed`: a new address (`url`, `webcalUrl`); the previous one stops. */
export function useRegenerateCalendarFeed() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData(api, endpoints.regenerate),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueries.feedKey() }),
  });
}

/** `DELETE /self/calendar-feed`: the address stops working. */
export function useRevokeCalendarFeed() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData(api, endpoints.revoke),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueries.feedKey() }),
  });
}
