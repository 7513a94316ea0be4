import { hostDashboardEndpoints as endpoints, type HostDashboardQuery } from '@convene/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointQuery } from '../core/endpoint-queries';
import { useApiQuery } from '../core/id-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

type Export = 'exportOrders' | 'exportAttendees';

/** How often the dashboard on screen reads its figures again (not while the tab is hidden). */
export const DASHBOARD_REFRESH_MS = 60_000;

/**
 * The organizer dashboard across the events the account hosts or co-hosts, under
 * ['host-dashboard', …]: its figures for a range, and the CSV exports of every order and
 * every attendee (made on demand, never kept).
 */
export const hostDashboardQueries = {
  all: ['host-dashboard'] as const,
  /**
   * A new range keeps the last figures shown until its own arrive. Check-ins at the door
   * happen on other devices: the figures on screen are read again every minute.
   */
  dashboard: (api: ApiClient, query: HostDashboardQuery = {}) =>
    queryOptions({
      ...endpointQuery(api, [...hostDashboardQueries.all, query] as const, endpoints.dashboard, {
        query,
      }),
      placeholderData: keepPreviousData,
      refetchInterval: DASHBOARD_REFRESH_MS,
    }),
  exportCsv: (api: ApiClient, file: Export) =>
    queryOptions({
      ...endpointQuery(api, [...hostDashboardQueries.all, file] as const, endpoints[file]),
      staleTime: 0,
      gcTime: 0,
    }),
};

export const useHostDashboard = (query: HostDashboardQuery = {}) =>
  useApiQuery(hostDashboardQueries.dashboard, query);

/** Fetches a CSV export when asked (a download button): `mutate()` → the file. */
export function useExportHostCsv(file: Export) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => queryClient.fetchQuery(hostDashboardQueries.exportCsv(api, file)),
  });
}
