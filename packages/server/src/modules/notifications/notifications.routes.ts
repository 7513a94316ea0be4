import {
  envelopeSchema,
  MarkNotificationsReadBodySchema,
  NotificationCountSchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  NotificationsQuerySchema,
  UpdateNotificationPreferencesBodySchema,
  UuidSchema,
} from '@convene/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import {
  getSelfPreferences,
  listSelfNotifications,
  markSelfNotificationRead,
  markSelfNotificationsRead,
  unreadCount,
  updateSelfPreferences,
} from './notifications.service';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/self/notifications', {
    schema: {
      tags,
      summary: "The acting account's notifications, newest first",
      description:
        '`filters` is a comma list: `unread`, `read` and notification types (`LIKE,COMMENT`). Types are OR-ed; the read state narrows them.',
      querystring: NotificationsQuerySchema,
      response: { 200: envelopeSchema(z.array(NotificationSchema)) },
    },
    handler: async (request) => ok(await listSelfNotifications(request.ctx, request.query)),
  });

  app.get('/self/notifications/count', {
    schema: {
      tags,
      summary: 'How many notifications of the acting account are unread',
      response: { 200: envelopeSchema(NotificationCountSchema) },
    },
    handler: async (request) => ok(await unreadCount(request.ctx)),
  });

  app.put('/self/notifications/read', {
    schema: {
      tags,
      summary:
        'Marks the given notifications read, or all when no ids are given; answers the unread count',
      body: MarkNotificationsReadBodySchema.optional(),
      response: { 200: envelopeSchema(NotificationCountSchema) },
    },
    handler: async (request) =>
      ok(await markSelfNotificationsRead(request.ctx, request.body ?? {})),
  });

  app.put('/self/notifications/:notificationId/read', {
    schema: {
      tags,
      summary: 'Marks one notification read',
      params: z.object({ notificationId: UuidSchema }),
      response: { 200: envelopeSchema(NotificationSchema) },
    },
    handler: async (request) =>
      ok(await markSelfNotificationRead(request.ctx, request.params.notificationId)),
  });

  app.get('/self/notificationPreferences', {
    schema: {
      tags,
      summary: "The acting account's notification preferences",
      response: { 200: envelopeSchema(NotificationPreferencesSchema) },
    },
    handler: async (request) => ok(await getSelfPreferences(request.ctx)),
  });

  app.put('/self/notificationPreferences', {
    schema: {
      tags,
      summary: 'Changes some notification preferences (a flat object of optional flags)',
      body: UpdateNotificationPreferencesBodySchema,
      response: { 200: envelopeSchema(NotificationPreferencesSchema) },
    },
    handler: async (request) => ok(await updateSelfPreferences(request.ctx, request.body)),
  });
};
