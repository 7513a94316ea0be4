import {
  NOTIFICATION_LIVE_EVENT_TYPES,
  NotificationLiveEventSchema,
  type NotificationCount,
} from '@convene/contract';
import type { QueryClient } from '@tanstack/react-query';
import { takeLiveEvent } from '../core/live-event';
import type { LiveMessage } from '../core/live-socket';
import { notificationQueries, type NotificationPages } from './notifications';
import type { ApiClient } from '../core/transport';

// Apart from notifications.ts, which the shell loads: the schemas parsing live messages (and
// zod) come with the live connection's chunk only.

/**
 * A `notifications.unread` message of the live socket sets the unread count; a
 * `notification` message: puts the notification first in the
 * cached unfiltered list, raises the unread count and leaves filtered lists to refetch.
 */
export function applyLiveNotification(
  queryClient: QueryClient,
  api: ApiClient,
  message: LiveMessage,
): boolean {
  return takeLiveEvent(
    NotificationLiveEventSchema,
    NOTIFICATION_LIVE_EVENT_TYPES,
    message,
    (event) => {
      if (event.type === 'notifications.unread') {
        // The server's count after a notification came or was read (on any device).
        queryClient.setQueryData<NotificationCount>(notificationQueries.count(api).queryKey, {
          unread: event.body.count,
        });
        return;
      }
      const { notification } = event.body;
      const listKey = notificationQueries.list(api, '').queryKey;
      queryClient.setQueryData<NotificationPages>(listKey, (data) => {
        if (!data?.pages[0] || data.pages[0].data.some((item) => item.id === notification.id))
          return data;
        const [first, ...rest] = data.pages;
        return { ...data, pages: [{ ...first, data: [notification, ...first.data] }, ...rest] };
      });
      queryClient.setQueryData<NotificationCount>(
        notificationQueries.count(api).queryKey,
        (count) => (count && !notification.read ? { unread: count.unread + 1 } : count),
      );
      void queryClient.invalidateQueries({
        queryKey: notificationQueries.lists(),
        predicate: (query) => query.queryKey[3] !== '',
        refetchType: 'none',
      });
    },
  );
}
