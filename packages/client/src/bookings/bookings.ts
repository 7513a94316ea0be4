import { bookingEndpoints as endpoints, type DraftBookingBody } from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { forgetWhenUnobserved } from '../core/gone-queries';
import { idQuery, useApiQuery } from '../core/id-queries';
import { flattenPages, pagedListOptions, type ListParams } from '../core/lists';
import {
  addressChosen,
  addressQuery,
  INTENT_OPTIONS,
  INTENT_SEGMENT,
  type BillingAddressChoice,
} from '../payments/payment-intents';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/** The key segment of every slots query: a confirmation or a payment refreshes them all. */
export const SLOTS_SEGMENT = 'slots';

/**
 * Places, spaces and slots under ['bookings', 'places', …]; the acting account's bookings
 * under ['bookings', 'list'] and ['bookings', id, …].
 */
export const bookingQueries = {
  all: () => ['bookings'] as const,
  lists: () => [...bookingQueries.all(), 'list'] as const,
  of: (bookingId: string) => [...bookingQueries.all(), bookingId] as const,
  places: () => [...bookingQueries.all(), 'places'] as const,
  place: (placeId: string) => [...bookingQueries.places(), placeId] as const,

  placeList: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, [...bookingQueries.places(), 'list'], endpoints.places, params),
  placeDetail: (api: ApiClient, placeId: string) =>
    idQuery(
      api,
      [...bookingQueries.place(placeId), 'detail', api.locale] as const,
      endpoints.place,
      {
        params: { placeId },
      },
    ),
  spaceList: (api: ApiClient, placeId: string, params: ListParams = {}) =>
    pagedListOptions(api, [...bookingQueries.place(placeId), 'spaces'], endpoints.spaces, params, {
      placeId,
    }),
  space: (api: ApiClient, placeId: string, spaceId: string) =>
    idQuery(
      api,
      [...bookingQueries.place(placeId), 'spaces', spaceId, api.locale] as const,
      endpoints.space,
      { params: { placeId, spaceId } },
    ),
  /** `firstDayOfMonth` is `yyyy-MM-01`. */
  slots: (api: ApiClient, placeId: string, spaceId: string, firstDayOfMonth: string) =>
    idQuery(
      api,
      [...bookingQueries.place(placeId), SLOTS_SEGMENT, spaceId, firstDayOfMonth] as const,
      endpoints.slots,
      { params: { placeId, spaceId }, query: { firstDayOfMonth } },
    ),

  list: (api: ApiClient, params: ListParams & { past?: boolean; placeId?: string } = {}) =>
    pagedListOptions(api, bookingQueries.lists(), endpoints.list, params),
  detail: (api: ApiClient, bookingId: string) =>
    idQuery(api, [...bookingQueries.of(bookingId), 'detail'] as const, endpoints.detail, {
      params: { bookingId },
    }),
  /** The intent that pays a held draft, taxed by the address; never stale, asked once. */
  intent: (api: ApiClient, bookingId: string, addressId: BillingAddressChoice) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...bookingQueries.of(bookingId), INTENT_SEGMENT, addressId] as const,
        endpoints.intent,
        { params: { bookingId }, query: addressQuery(addressId) },
      ),
      ...INTENT_OPTIONS,
      enabled: bookingId !== '' && addressChosen(addressId),
    }),
};

/** After a booking changes: the lists and every month of slots are read again. */
export function bookingsSettled(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: bookingQueries.lists() });
  void queryClient.invalidateQueries({
    queryKey: bookingQueries.places(),
    predicate: (query) => query.queryKey.includes(SLOTS_SEGMENT),
  });
}

export function useBookingPlaces(params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery(bookingQueries.placeList(api, params));
  return { ...query, items: flattenPages(query.data) };
}

export const useBookingPlace = (placeId: string) =>
  useApiQuery(bookingQueries.placeDetail, placeId);

export function useBookingSpaces(placeId: string, params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...bookingQueries.spaceList(api, placeId, params),
    enabled: placeId !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}

export const useBookingSpace = (placeId: string, spaceId: string) =>
  useApiQuery(bookingQueries.space, placeId, spaceId);

export const useBookingSlots = (placeId: string, spaceId: string, firstDayOfMonth: string) =>
  useApiQuery(bookingQueries.slots, placeId, spaceId, firstDayOfMonth);

/** The acting account's bookings; self reads wait for authentication: pass `enabled`. */
export function useBookings(
  params: ListParams & { past?: boolean; placeId?: string } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...bookingQueries.list(api, params),
    enabled: options.enabled ?? true,
  });
  return { ...query, items: flattenPages(query.data) };
}

export const useBooking = (bookingId: string) => useApiQuery(bookingQueries.detail, bookingId);

export const useBookingIntent = (bookingId: string, addressId: BillingAddressChoice) =>
  useApiQuery(bookingQueries.intent, bookingId, addressId);

/** `POST …/spaces/{id}/slots {day, time}`: drafts a booking holding the slot for 2 hours. */
export function useDraftBooking(placeId: string, spaceId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DraftBookingBody) =>
      fetchData(api, endpoints.draft, { params: { placeId, spaceId }, body }),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueries.detail(api, booking.id).queryKey, booking);
      bookingsSettled(queryClient);
    },
  });
}

/** `POST /bookings/{id}`: confirms a free draft. */
export function useConfirmBooking() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => fetchData(api, endpoints.confirm, { params: { bookingId } }),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueries.detail(api, booking.id).queryKey, booking);
      bookingsSettled(queryClient);
    },
  });
}

/**
 * `DELETE /bookings/{id}`: cancels a confirmed booking (answers it) or deletes a draft
 * (answers null): the server decides by the booking's state.
 */
export function useCancelBooking() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => fetchData(api, endpoints.remove, { params: { bookingId } }),
    onSuccess: async (booking, bookingId) => {
      // A draft is deleted (no answer): asked again, it is 404 (gone-queries.ts).
      if (booking)
        queryClient.setQueryData(bookingQueries.detail(api, bookingId).queryKey, booking);
      else await forgetWhenUnobserved(queryClient, bookingQueries.of(bookingId));
      bookingsSettled(queryClient);
    },
  });
}
