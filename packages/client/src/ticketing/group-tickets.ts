import { groupTicketEndpoints as endpoints } from '@convene/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendeeQueries } from './attendee';
import { endpointQuery } from '../core/endpoint-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/**
 * Group tickets the acting account bought (`/self/events/{id}/attendee/coupons`), under the
 * attendee's keys, so that what refreshes the registration (a cancel, a capture) refreshes
 * them too. A colleague redeems a code through the registration cart's coupon.
 */
export const groupTicketQueries = {
  of: (eventId: string) => [...attendeeQueries.of(eventId), 'coupons'] as const,

  /** Every group ticket coupon bought, with `_count.purchases` (uses so far). */
  coupons: (api: ApiClient, eventId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...groupTicketQueries.of(eventId), 'list', api.locale] as const,
        endpoints.coupons,
        { params: { eventId } },
      ),
      enabled: eventId !== '',
    }),
  coupon: (api: ApiClient, eventId: string, couponId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...groupTicketQueries.of(eventId), couponId, 'detail', api.locale] as const,
        endpoints.coupon,
        { params: { eventId, couponId } },
      ),
      enabled: eventId !== '' && couponId !== '',
    }),
  /** The passes redeemed with the coupon and who holds each. */
  passes: (api: ApiClient, eventId: string, couponId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...groupTicketQueries.of(eventId), couponId, 'passes'] as const,
        endpoints.passes,
        { params: { eventId, couponId } },
      ),
      enabled: eventId !== '' && couponId !== '',
    }),
};

export function useGroupTickets(eventId: string) {
  const api = useApiClient();
  return useQuery(groupTicketQueries.coupons(api, eventId));
}

export function useGroupTicket(eventId: string, couponId: string) {
  const api = useApiClient();
  return useQuery(groupTicketQueries.coupon(api, eventId, couponId));
}

export function useGroupTicketPasses(eventId: string, couponId: string) {
  const api = useApiClient();
  return useQuery(groupTicketQueries.passes(api, eventId, couponId));
}
