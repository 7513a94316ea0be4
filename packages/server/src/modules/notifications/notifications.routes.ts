import { notificationEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import {
  getSelfPreferences,
  listSelfNotifications,
  markSelfNotificationRead,
  markSelfNotificationsRead,
  unreadCount,
  updateSelfPreferences,
} from './notifications.service';

export const notificationRoutes = [
  route(endpoints.list, (ctx, { query }) => listSelfNotifications(ctx, query)),
  route(endpoints.count, (ctx) => unreadCount(ctx)),
  route(endpoints.markAllRead, (ctx, { body }) => markSelfNotificationsRead(ctx, body ?? {})),
  route(endpoints.markRead, (ctx, { params }) =>
    markSelfNotificationRead(ctx, params.notificationId),
  ),
  route(endpoints.preferences, (ctx) => getSelfPreferences(ctx)),
  route(endpoints.updatePreferences, (ctx, { body }) => updateSelfPreferences(ctx, body)),
];
