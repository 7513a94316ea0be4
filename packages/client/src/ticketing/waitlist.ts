import { waitlistEndpoints as endpoints, type JoinWaitlistBody } from '@convene/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { eventQueries } from './events';
import { registrationQueries } from './registration';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/**
 * The acting member's waitlist entries for an event (`/self/events/{id}/waitlist`), under
 * ['events', eventId, 'waitlist']. An offer puts the held pass in the member's cart, so a
 * change refreshes the cart too.
 */
export const waitlistQueries = {
  of: (eventId: string) => [...eventQueries.of(eventId), 'waitlist'] as const,

  entries: (api: ApiClient, eventId: string) =>
    queryOptions({
      ...endpointQuery(api, [...waitlistQueries.of(eventId)] as const, endpoints.list, {
        params: { eventId },
      }),
      enabled: eventId !== '',
    }),
};

/** Waiting, offered (`offerExpiresAt`: until when the place is held) and past entries. */
export function useWaitlist(eventId: string) {
  const api = useApiClient();
  return useQuery(waitlistQueries.entries(api, eventId));
}

function waitlistChanged(queryClient: QueryClient, eventId: string) {
  void queryClient.invalidateQueries({ queryKey: waitlistQueries.of(eventId) });
  void queryClient.invalidateQueries({ queryKey: registrationQueries.of(eventId) });
}

/** `POST …/waitlist {passTypeId}`: joins a sold-out pass type's line (again: the same entry). */
export function useJoinWaitlist(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinWaitlistBody) =>
      fetchData(api, endpoints.join, { params: { eventId }, body }),
    onSuccess: () => waitlistChanged(queryClient, eventId),
  });
}

/** `DELETE …/waitlist/{passTypeId}`: leaves the line (an offer held goes to the next). */
export function useLeaveWaitlist(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passTypeId: string) =>
      fetchData(api, endpoints.leave, { params: { eventId, passTypeId } }),
    onSuccess: () => waitlistChanged(queryClient, eventId),
  });
}
