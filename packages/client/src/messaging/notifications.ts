import {
  notificationEndpoints,
  pushDeviceEndpoints,
  STALE_TIME,
  type Envelope,
  type MarkNotificationsReadBody,
  type Notification,
  type NotificationPreferences,
  type RegisterPushDeviceBody,
  type UpdatePushDeviceBody,
  type UpdateNotificationPreferencesBody,
} from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { flattenPages, mapCachedItems, pagedListOptions, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

export type NotificationPages = InfiniteData<Envelope<Notification[]>, number>;

/**
 * `filters` is the server's comma list: `unread`, `read` and notification types
 * (`LIKE,COMMENT`); '' lists everything. Notifications never go stale.
 */
export const notificationQueries = {
  all: () => ['self', 'notifications'] as const,
  lists: () => [...notificationQueries.all(), 'list'] as const,
  list: (api: ApiClient, filters = '', params: ListParams = {}) => ({
    ...pagedListOptions(
      api,
      [...notificationQueries.lists(), filters],
      notificationEndpoints.list,
      { ...params, filters },
    ),
    staleTime: STALE_TIME.notifications,
  }),
  count: (api: ApiClient) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...notificationQueries.all(), 'count', api.locale] as const,
        notificationEndpoints.count,
      ),
      staleTime: STALE_TIME.notifications,
    }),
  preferences: (api: ApiClient) =>
    endpointQuery(
      api,
      ['self', 'notificationPreferences', api.locale] as const,
      notificationEndpoints.preferences,
    ),
};

export function useNotifications(
  filters = '',
  options: { enabled?: boolean; pageSize?: number } = {},
) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...notificationQueries.list(
      api,
      filters,
      options.pageSize ? { pageSize: options.pageSize } : {},
    ),
    enabled: options.enabled ?? true,
  });
  return { ...query, notifications: flattenPages(query.data) };
}

/** The unread count (for the bell). */
export function useUnreadNotificationCount(
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  const api = useApiClient();
  return useQuery({
    ...notificationQueries.count(api),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
  });
}

/** Marks cached notifications read: the given ids, or all of them. */
export function markCachedRead(queryClient: QueryClient, ids: readonly string[] | undefined): void {
  const wanted = ids ? new Set(ids) : null;
  mapCachedItems<Notification>(queryClient, notificationQueries.lists(), (item) =>
    !wanted || wanted.has(item.id) ? { ...item, read: true } : item,
  );
}

/** `PUT /self/notifications/read {notificationIds?}`: marks read in every cached list and sets the count. */
export function useMarkNotificationsRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsReadBody = {}) =>
      fetchData(api, notificationEndpoints.markAllRead, { body }),
    onSuccess: (count, body) => {
      markCachedRead(queryClient, body?.notificationIds);
      queryClient.setQueryData(notificationQueries.count(api).queryKey, count);
      // Filtered lists ('unread') change membership: refetch them on next use.
      void queryClient.invalidateQueries({
        queryKey: notificationQueries.lists(),
        refetchType: 'none',
      });
    },
  });
}

/** `PUT /self/notifications/{id}/read`. */
export function useMarkNotificationRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) =>
      fetchData(api, notificationEndpoints.markRead, { params: { notificationId } }),
    onSuccess: (notification) => {
      markCachedRead(queryClient, [notification.id]);
      void queryClient.invalidateQueries({ queryKey: notificationQueries.count(api).queryKey });
    },
  });
}

const PREFERENCES_MUTATION = ['self', 'notificationPreferences', 'update'] as const;

export function useNotificationPreferences(options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ ...notificationQueries.preferences(api), enabled: options.enabled ?? true });
}

/**
 * `PUT /self/notificationPreferences`: optimistic, as the SDK does — the sent flags are
 * merged into the cached preferences before the request; a failure puts them back.
 */
export function useUpdateNotificationPreferences() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = notificationQueries.preferences(api).queryKey;
  return useMutation({
    mutationKey: PREFERENCES_MUTATION,
    mutationFn: (changes: UpdateNotificationPreferencesBody) =>
      fetchData(api, notificationEndpoints.updatePreferences, { body: changes }),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationPreferences>(key);
      if (previous)
        queryClient.setQueryData<NotificationPreferences>(key, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    // With several switches flipped quickly, an earlier answer would undo a later
    // optimistic change: the server's copy is taken once the last update has answered.
    onSuccess: (preferences) => {
      if (queryClient.isMutating({ mutationKey: PREFERENCES_MUTATION }) <= 1)
        queryClient.setQueryData(key, preferences);
    },
  });
}

export const pushDeviceQueries = {
  all: () => ['self', 'push-devices'] as const,
  list: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, [...pushDeviceQueries.all(), 'list'], pushDeviceEndpoints.list, params),
  detail: (api: ApiClient, pushDeviceId: string) =>
    endpointQuery(
      api,
      [...pushDeviceQueries.all(), pushDeviceId, api.locale] as const,
      pushDeviceEndpoints.detail,
      { params: { pushDeviceId } },
    ),
};

/** `GET /push/vapid-public-key`: the key a browser subscribes to Web Push with. */
export function useVapidPublicKey(options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...endpointQuery(
      api,
      ['push', 'vapid-public-key'] as const,
      pushDeviceEndpoints.vapidPublicKey,
    ),
    staleTime: Infinity,
    enabled: options.enabled ?? true,
  });
}

export function usePushDevices(options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...pushDeviceQueries.list(api),
    enabled: options.enabled ?? true,
  });
  return { ...query, pushDevices: flattenPages(query.data) };
}

export function usePushDevice(pushDeviceId: string) {
  const api = useApiClient();
  return useQuery(pushDeviceQueries.detail(api, pushDeviceId));
}

/** `POST /self/push-devices`: registers this device (a native shell calls it with its token). */
export function useRegisterPushDevice() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterPushDeviceBody) =>
      fetchData(api, pushDeviceEndpoints.register, { body }),
    onSuccess: (device) => {
      queryClient.setQueryData(pushDeviceQueries.detail(api, device.id).queryKey, device);
      void queryClient.invalidateQueries({ queryKey: [...pushDeviceQueries.all(), 'list'] });
    },
  });
}

/** `PUT /self/push-devices/{id} {pushDevice}`. */
export function useUpdatePushDevice() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pushDeviceId, ...body }: UpdatePushDeviceBody & { pushDeviceId: string }) =>
      fetchData(api, pushDeviceEndpoints.update, { params: { pushDeviceId }, body }),
    onSuccess: (device) => {
      queryClient.setQueryData(pushDeviceQueries.detail(api, device.id).queryKey, device);
      void queryClient.invalidateQueries({ queryKey: [...pushDeviceQueries.all(), 'list'] });
    },
  });
}

/** `DELETE /self/push-devices/{id}`. */
export function useDeletePushDevice() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pushDeviceId: string) =>
      fetchData(api, pushDeviceEndpoints.delete, { params: { pushDeviceId } }),
    onSuccess: (device) => {
      queryClient.removeQueries({ queryKey: pushDeviceQueries.detail(api, device.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...pushDeviceQueries.all(), 'list'] });
    },
  });
}
