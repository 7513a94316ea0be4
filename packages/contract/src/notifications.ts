import { z } from 'zod';

/** Notification types (spec §3). */
export const NOTIFICATION_TYPES = [
  'ANNOUNCEMENT',
  'FOLLOW',
  'INVITATION',
  'TRANSFER',
  'LIKE',
  'COMMENT',
  'RESHARE',
  'EVENT',
  'ACTIVITY',
  'GROUP_INVITATION',
  'GROUP_REQUEST_ACCEPTED',
  'CONTENT',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** Push device services (spec §3). */
export const PushServiceSchema = z.enum(['apn', 'firebase', 'huawei', 'xiaomi']);
export type PushService = z.infer<typeof PushServiceSchema>;
