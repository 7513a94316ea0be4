import {
  hostAttendeeEndpoints as endpoints,
  type CreateListingAnnouncementBody,
  type EventEmailType,
  type ListingAttendeeFilter,
  type ListingPassResponsesBody,
  type UpdateEventEmailBody,
} from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { cursorListOptions, flattenPages, type ListParams } from '../core/lists';
import { idQuery, useApiQuery } from '../core/id-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';
import { hostDashboardQueries } from './host-dashboard';

/**
 * The host's attendee tools of a listing, all under ['listings', eventId, …]: attendees,
 * passes, the report, announcements and mail templates. A check-in, its undo or changed
 * answers refresh that listing's attendees, passes and report (SDK cache rules).
 */
export const hostAttendeeQueries = {
  of: (eventId: string) => ['listings', eventId] as const,
  attendeesKey: (eventId: string) => [...hostAttendeeQueries.of(eventId), 'attendees'] as const,
  passesKey: (eventId: string) => [...hostAttendeeQueries.of(eventId), 'passes'] as const,
  reportKey: (eventId: string) => [...hostAttendeeQueries.of(eventId), 'report'] as const,
  announcementsKey: (eventId: string) =>
    [...hostAttendeeQueries.of(eventId), 'announcements'] as const,
  emailKey: (eventId: string, type: EventEmailType) =>
    [...hostAttendeeQueries.of(eventId), 'emails', type] as const,

  attendees: (
    api: ApiClient,
    eventId: string,
    params: ListParams & { status?: ListingAttendeeFilter } = {},
  ) =>
    cursorListOptions(
      api,
      [...hostAttendeeQueries.attendeesKey(eventId), 'list'],
      endpoints.attendees,
      params,
      { eventId },
    ),
  attendee: (api: ApiClient, eventId: string, accountId: string) =>
    idQuery(
      api,
      [...hostAttendeeQueries.attendeesKey(eventId), accountId] as const,
      endpoints.attendee,
      { params: { eventId, accountId } },
    ),
  /** The question sections of an attendee's pass with its answers (not retried, as the SDK). */
  passSections: (api: ApiClient, eventId: string, accountId: string, passId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...hostAttendeeQueries.attendeesKey(eventId), accountId, 'passes', passId] as const,
        endpoints.attendeePass,
        { params: { eventId, accountId, passId } },
      ),
      retry: false,
      enabled: eventId !== '' && accountId !== '' && passId !== '',
    }),
  passes: (api: ApiClient, eventId: string, params: ListParams & { checkedIn?: boolean } = {}) =>
    cursorListOptions(
      api,
      [...hostAttendeeQueries.passesKey(eventId), 'list'],
      endpoints.passes,
      params,
      { eventId },
    ),
  pass: (api: ApiClient, eventId: string, passId: string) =>
    idQuery(api, [...hostAttendeeQueries.passesKey(eventId), passId] as const, endpoints.pass, {
      params: { eventId, passId },
    }),
  report: (api: ApiClient, eventId: string) =>
    queryOptions({
      ...endpointQuery(api, hostAttendeeQueries.reportKey(eventId), endpoints.report, {
        params: { eventId },
      }),
      enabled: eventId !== '',
    }),
  /** The attendees as CSV (a data URI); made on demand, never kept. */
  exportCsv: (api: ApiClient, eventId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...hostAttendeeQueries.of(eventId), 'export'] as const,
        endpoints.exportAttendees,
        { params: { eventId } },
      ),
      staleTime: 0,
      gcTime: 0,
    }),
  announcements: (api: ApiClient, eventId: string, params: ListParams = {}) =>
    cursorListOptions(
      api,
      [...hostAttendeeQueries.announcementsKey(eventId), 'list'],
      endpoints.announcements,
      params,
      { eventId },
    ),
  email: (api: ApiClient, eventId: string, type: EventEmailType) =>
    queryOptions({
      ...endpointQuery(api, hostAttendeeQueries.emailKey(eventId, type), endpoints.email, {
        params: { eventId, type },
      }),
      enabled: eventId !== '',
    }),
  emailPreview: (api: ApiClient, eventId: string, type: EventEmailType) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...hostAttendeeQueries.emailKey(eventId, type), 'preview'] as const,
        endpoints.previewEmail,
        { params: { eventId, type } },
      ),
      staleTime: 0,
      enabled: eventId !== '',
    }),
};

/**
 * After a check-in, its undo or new answers: the listing's attendees, passes and report, and
 * the organizer dashboard's check-in rates.
 */
function refreshPeople(queryClient: QueryClient, eventId: string) {
  return Promise.all(
    [
      hostAttendeeQueries.attendeesKey(eventId),
      hostAttendeeQueries.passesKey(eventId),
      hostAttendeeQueries.reportKey(eventId),
      hostDashboardQueries.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export function useListingAttendees(
  eventId: string,
  params: ListParams & { status?: ListingAttendeeFilter } = {},
) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...hostAttendeeQueries.attendees(api, eventId, params),
    enabled: eventId !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}

export const useListingAttendee = (eventId: string, accountId: string) =>
  useApiQuery(hostAttendeeQueries.attendee, eventId, accountId);

export const useListingAttendeePassSections = (
  eventId: string,
  accountId: string,
  passId: string,
) => useApiQuery(hostAttendeeQueries.passSections, eventId, accountId, passId);

export function useListingPasses(
  eventId: string,
  params: ListParams & { checkedIn?: boolean } = {},
) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...hostAttendeeQueries.passes(api, eventId, params),
    enabled: eventId !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}

export const useListingPass = (eventId: string, passId: string) =>
  useApiQuery(hostAttendeeQueries.pass, eventId, passId);

export const useListingReport = (eventId: string) =>
  useApiQuery(hostAttendeeQueries.report, eventId);

/** Fetches the CSV when asked (an export button): `mutateAsync()` → the file. */
export function useExportListingAttendees(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => queryClient.fetchQuery(hostAttendeeQueries.exportCsv(api, eventId)),
  });
}

type PassRef = { accountId: string; passId: string };

export function useCheckinListingAttendeePass(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pass: PassRef) =>
      fetchData(api, endpoints.checkIn, { params: { eventId, ...pass } }),
    onSuccess: () => refreshPeople(queryClient, eventId),
  });
}

export function useUndoCheckinListingAttendeePass(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pass: PassRef) =>
      fetchData(api, endpoints.undoCheckIn, { params: { eventId, ...pass } }),
    onSuccess: () => refreshPeople(queryClient, eventId),
  });
}

/** The door: checks in the pass a scanned QR code names; answers the name, type and warning. */
export function useScanListingPass(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      fetchData(api, endpoints.scan, { params: { eventId }, body: { token } }),
    onSuccess: () => refreshPeople(queryClient, eventId),
  });
}

export function useUpdateListingAttendeePassResponses(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, passId, ...body }: PassRef & ListingPassResponsesBody) =>
      fetchData(api, endpoints.setResponses, { params: { eventId, accountId, passId }, body }),
    onSuccess: () => refreshPeople(queryClient, eventId),
  });
}

export function useListingAnnouncements(eventId: string, params: ListParams = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...hostAttendeeQueries.announcements(api, eventId, params),
    enabled: eventId !== '',
  });
  return { ...query, items: flattenPages(query.data) };
}

export function useCreateListingAnnouncement(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateListingAnnouncementBody) =>
      fetchData(api, endpoints.announce, { params: { eventId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: hostAttendeeQueries.announcementsKey(eventId),
      }),
  });
}

/** `POST /listings/{id}/announcements/test`: the announcement mailed to the acting host alone. */
export function useTestListingAnnouncement(eventId: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: CreateListingAnnouncementBody) =>
      fetchData(api, endpoints.announceTest, { params: { eventId }, body }),
  });
}

export const useListingEmail = (eventId: string, type: EventEmailType) =>
  useApiQuery(hostAttendeeQueries.email, eventId, type);

export const useListingEmailPreview = (eventId: string, type: EventEmailType) =>
  useApiQuery(hostAttendeeQueries.emailPreview, eventId, type);

/** Saves a template; the saved one replaces the cached one and its preview is refetched. */
export function useUpdateListingEmail(eventId: string, type: EventEmailType) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEventEmailBody) =>
      fetchData(api, endpoints.setEmail, { params: { eventId, type }, body }),
    onSuccess: async (email) => {
      queryClient.setQueryData(hostAttendeeQueries.email(api, eventId, type).queryKey, email);
      await queryClient.invalidateQueries({
        queryKey: [...hostAttendeeQueries.emailKey(eventId, type), 'preview'],
      });
    },
  });
}
