import {
  bookingAdminEndpoints as endpoints,
  type BookingBlackoutInput,
  type BookingPlace,
  type BookingPlaceInput,
  type BookingSpace,
  type BookingSpaceInput,
} from '@convene/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bookingQueries } from './bookings';
import { fetchData } from '../core/endpoint-queries';
import { idQuery, useApiQuery } from '../core/id-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/**
 * Staff tools for bookings (administrators, decision 0043): writes refresh what members
 * read under ['bookings', 'places', …] (places, spaces, slots); a space's bookings for a
 * day or a month sit under the place too.
 */
export const bookingAdminQueries = {
  /** `day` is `yyyy-MM-dd` or a month `yyyy-MM`. */
  spaceBookings: (api: ApiClient, placeId: string, spaceId: string, day: string) =>
    idQuery(
      api,
      [...bookingQueries.place(placeId), 'staff', spaceId, day] as const,
      endpoints.spaceBookings,
      {
        params: { placeId, spaceId },
        query: day.length === 7 ? { month: day } : { day },
      },
    ),
};

export const useSpaceBookings = (placeId: string, spaceId: string, day: string) =>
  useApiQuery(bookingAdminQueries.spaceBookings, placeId, spaceId, day);

const placesChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: bookingQueries.places() });

export function useSavePlace(placeId?: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (place: BookingPlaceInput): Promise<BookingPlace> =>
      placeId
        ? fetchData(api, endpoints.updatePlace, { params: { placeId }, body: { place } })
        : fetchData(api, endpoints.createPlace, { body: { place } }),
    onSuccess: () => placesChanged(queryClient),
  });
}

export function useDeletePlace() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placeId: string) => fetchData(api, endpoints.deletePlace, { params: { placeId } }),
    onSuccess: () => {
      // The lists are not on screen now: dropped, they cannot show the deleted place again
      // while their refetch runs.
      queryClient.removeQueries({ queryKey: [...bookingQueries.places(), 'list'] });
      return placesChanged(queryClient);
    },
  });
}

export function useSaveSpace(placeId: string, spaceId?: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (space: BookingSpaceInput): Promise<BookingSpace> =>
      spaceId
        ? fetchData(api, endpoints.updateSpace, {
            params: { placeId, spaceId },
            body: { space },
          })
        : fetchData(api, endpoints.createSpace, { params: { placeId }, body: { space } }),
    onSuccess: () => placesChanged(queryClient),
  });
}

export function useDeleteSpace(placeId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaceId: string) =>
      fetchData(api, endpoints.deleteSpace, { params: { placeId, spaceId } }),
    onSuccess: () => placesChanged(queryClient),
  });
}

export function useAddBlackout(placeId: string, spaceId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blackout: BookingBlackoutInput) =>
      fetchData(api, endpoints.addBlackout, { params: { placeId, spaceId }, body: { blackout } }),
    onSuccess: () => placesChanged(queryClient),
  });
}

export function useRemoveBlackout(placeId: string, spaceId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blackoutId: string) =>
      fetchData(api, endpoints.removeBlackout, { params: { placeId, spaceId, blackoutId } }),
    onSuccess: () => placesChanged(queryClient),
  });
}
