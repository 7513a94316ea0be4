import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { UuidSchema } from '../core/ids';
import {
  MarkNotificationsReadBodySchema,
  NotificationCountSchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  NotificationsQuerySchema,
  UpdateNotificationPreferencesBodySchema,
} from './notifications';

const tags = ['notifications'];

export const NotificationIdParamSchema = z.object({ notificationId: UuidSchema });

export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/self/notifications',
    auth: 'account',
    tags,
    summary: "The acting account's notifications, newest first",
    description:
      '`filters` is a comma list: `unread`, `read` and notification types (`LIKE,COMMENT`). Types are OR-ed; the read state narrows them.',
    query: NotificationsQuerySchema,
    data: z.array(NotificationSchema),
  }),
  count: defineEndpoint({
    method: 'GET',
    path: '/self/notifications/count',
    auth: 'account',
    tags,
    summary: 'How many notifications of the acting account are unread',
    data: NotificationCountSchema,
  }),
  markAllRead: defineEndpoint({
    method: 'PUT',
    path: '/self/notifications/read',
    auth: 'account',
    tags,
    summary:
      'Marks the given notifications read, or all when no ids are given; answers the unread count',
    body: MarkNotificationsReadBodySchema.optional(),
    data: NotificationCountSchema,
  }),
  markRead: defineEndpoint({
    method: 'PUT',
    path: '/self/notifications/:notificationId/read',
    auth: 'account',
    tags,
    summary: 'Marks one notification read',
    params: NotificationIdParamSchema,
    data: NotificationSchema,
  }),
  preferences: defineEndpoint({
    method: 'GET',
    path: '/self/notificationPreferences',
    auth: 'account',
    tags,
    summary: "The acting account's notification preferences",
    data: NotificationPreferencesSchema,
  }),
  updatePreferences: defineEndpoint({
    method: 'PUT',
    path: '/self/notificationPreferences',
    auth: 'account',
    tags,
    summary: 'Changes some notification preferences (a flat object of optional flags)',
    body: UpdateNotificationPreferencesBodySchema,
    data: NotificationPreferencesSchema,
  }),
};
