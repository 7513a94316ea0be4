import { z } from 'zod';
import { BaseAccountSchema } from './account';
import { BaseActivitySchema } from './activities';
import { BaseContentSchema } from './channels';
import { BaseGroupSchema, GroupAnnouncementSchema, GroupInvitationSchema } from './groups';
import { ListQuerySchema, MAX_PAGE_SIZE } from './pagination';

/**
 * Notification types (spec §3), plus GROUP_REQUEST (not in the SDK's list): an account
 * asked to join a private group, sent to the group's moderators; MENTION: someone
 * mentioned the account in a thread message (its group or event when it has one); CHAT and
 * THREAD: unread messages of a conversation (`conversationId`) while the member was
 * offline, one per conversation however many messages arrived.
 */
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
  'GROUP_REQUEST',
  'MENTION',
  'CHAT',
  'THREAD',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** Push device services (spec §3), plus the browser's Web Push (`webpush`, decision 0040). */
export const PushServiceSchema = z.enum(['apn', 'firebase', 'huawei', 'xiaomi', 'webpush']);
export type PushService = z.infer<typeof PushServiceSchema>;

/**
 * Notification preferences: the SDK's flat flags (every one a boolean, all on by
 * default), plus `eventReminderEmail` from the SDK's update body. One schema serves the
 * read model and, made partial, the update body.
 */
export const NOTIFICATION_PREFERENCE_KEYS = [
  'newFollowerPush',
  'newFollowerEmail',
  'likePush',
  'resharePush',
  'commentPush',
  'commentEmail',
  'transferPush',
  'transferEmail',
  'supportTicketConfirmationEmail',
  'chatPush',
  'chatUnreadPush',
  'chatUnreadEmail',
  'organizationAnnouncementEmail',
  'organizationAnnouncementPush',
  'groupAnnouncementEmail',
  'groupAnnouncementPush',
  'eventAnnouncementEmail',
  'eventAnnouncementPush',
  'eventReminderEmail',
  'groupInvitationEmail',
  'groupInvitationPush',
  'groupRequestAcceptedEmail',
  'groupRequestAcceptedPush',
] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];

const preferenceShape = Object.fromEntries(
  NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, z.boolean()]),
) as { [K in NotificationPreferenceKey]: z.ZodBoolean };

/** An email digest of unread notifications: none, once a day or once a week (decision 0040). */
export const EmailDigestSchema = z.enum(['off', 'daily', 'weekly']);
export type EmailDigest = z.infer<typeof EmailDigestSchema>;
export const NotificationPreferencesSchema = z.object({
  ...preferenceShape,
  emailDigest: EmailDigestSchema,
  /** In-app: types the account does not want in its notification list (none by default). */
  mutedTypes: z.array(NotificationTypeSchema),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const UpdateNotificationPreferencesBodySchema = NotificationPreferencesSchema.partial()
  .extend({ mutedTypes: z.array(NotificationTypeSchema).max(NOTIFICATION_TYPES.length).optional() })
  .strict();
export type UpdateNotificationPreferencesBody = z.infer<
  typeof UpdateNotificationPreferencesBodySchema
>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  ...(Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, true])) as {
    [K in NotificationPreferenceKey]: boolean;
  }),
  emailDigest: 'off',
  mutedTypes: [],
};

/**
 * Which preference flags govern a notification type's email and push. A type without a
 * flag for a channel (ACTIVITY, CONTENT, EVENT, INVITATION, GROUP_REQUEST) is governed by
 * the setting of the thing that caused it (group membership, channel subscription…, for
 * GROUP_REQUEST moderating the group: push only, no email), so it is sent.
 * ANNOUNCEMENT picks group, event or organization flags by what it belongs to.
 */
export function preferenceFlagsFor(
  type: NotificationType,
  scope: { groupId?: string | null; eventId?: string | null } = {},
): { email: NotificationPreferenceKey | null; push: NotificationPreferenceKey | null } {
  switch (type) {
    case 'FOLLOW':
      return { email: 'newFollowerEmail', push: 'newFollowerPush' };
    case 'LIKE':
      return { email: null, push: 'likePush' };
    case 'RESHARE':
      return { email: null, push: 'resharePush' };
    case 'COMMENT':
      return { email: 'commentEmail', push: 'commentPush' };
    case 'TRANSFER':
      return { email: 'transferEmail', push: 'transferPush' };
    case 'GROUP_INVITATION':
      return { email: 'groupInvitationEmail', push: 'groupInvitationPush' };
    case 'GROUP_REQUEST_ACCEPTED':
      return { email: 'groupRequestAcceptedEmail', push: 'groupRequestAcceptedPush' };
    case 'ANNOUNCEMENT':
      if (scope.groupId) return { email: 'groupAnnouncementEmail', push: 'groupAnnouncementPush' };
      if (scope.eventId) return { email: 'eventAnnouncementEmail', push: 'eventAnnouncementPush' };
      return { email: 'organizationAnnouncementEmail', push: 'organizationAnnouncementPush' };
    case 'EVENT':
      return { email: 'eventReminderEmail', push: null };
    case 'CHAT':
    case 'THREAD':
      return { email: 'chatUnreadEmail', push: 'chatUnreadPush' };
    default:
      return { email: null, push: null };
  }
}

/**
 * A notification as the API returns it: the sender, the ids of what it is about and, as
 * the SDK embeds them, those objects (loaded through their owning modules; null when
 * gone, or for kinds this server does not have yet: events and contents).
 */
export const NotificationSchema = z.object({
  id: z.string().uuid(),
  type: NotificationTypeSchema,
  read: z.boolean(),
  sender: BaseAccountSchema.nullable(),
  activityId: z.string().uuid().nullable(),
  groupId: z.string().uuid().nullable(),
  announcementId: z.string().uuid().nullable(),
  invitationId: z.string().uuid().nullable(),
  eventId: z.string().uuid().nullable(),
  contentId: z.string().uuid().nullable(),
  /** CHAT: the chat channel; THREAD: the thread (their unread messages). */
  conversationId: z.string().uuid().nullable(),
  /** A LIKE: who liked which activity (SDK BaseLike). */
  like: z
    .object({ account: BaseAccountSchema, activity: BaseActivitySchema, createdAt: z.string() })
    .nullable(),
  activity: BaseActivitySchema.nullable(),
  event: z.null(),
  announcement: GroupAnnouncementSchema.nullable(),
  group: BaseGroupSchema.nullable(),
  invitation: GroupInvitationSchema.nullable(),
  /** A CONTENT notification: the content published (SDK BaseContent). */
  content: BaseContentSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/**
 * `filters` on GET /self/notifications is the SDK's opaque string. Here it is a comma
 * list of terms: `unread`, `read`, and notification types (`LIKE,COMMENT`). Types are
 * OR-ed, read state AND-ed with them; unknown terms are a 400.
 */
export const NotificationsQuerySchema = ListQuerySchema.extend({
  filters: z.string().trim().max(400).optional(),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

export interface ParsedNotificationFilters {
  read: boolean | null;
  types: NotificationType[];
}

export function parseNotificationFilters(filters: string | undefined): ParsedNotificationFilters {
  const result: ParsedNotificationFilters = { read: null, types: [] };
  for (const raw of (filters ?? '').split(',')) {
    const term = raw.trim();
    if (!term) continue;
    const lower = term.toLowerCase();
    if (lower === 'unread') result.read = false;
    else if (lower === 'read') result.read = true;
    else {
      const type = NotificationTypeSchema.safeParse(term.toUpperCase());
      if (!type.success) throw new Error(`Unknown notification filter: ${term}`);
      if (!result.types.includes(type.data)) result.types.push(type.data);
    }
  }
  return result;
}

/** PUT /self/notifications/read: the given ids, or every unread notification when absent. */
export const MarkNotificationsReadBodySchema = z
  .object({ notificationIds: z.array(z.string().uuid()).min(1).max(MAX_PAGE_SIZE).optional() })
  .strict();
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBodySchema>;

export const NotificationCountSchema = z.object({ unread: z.number().int() });
export type NotificationCount = z.infer<typeof NotificationCountSchema>;

/** Push devices (SDK PushDevice). */
export const PushDeviceAppTypeSchema = z.enum(['EVENTXM', 'COMMUNITYXM']);
export type PushDeviceAppType = z.infer<typeof PushDeviceAppTypeSchema>;

export const PushDeviceSchema = z.object({
  id: z.string().uuid(),
  deviceToken: z.string().nullable(),
  accountId: z.string().uuid().nullable(),
  account: BaseAccountSchema.nullable(),
  name: z.string().nullable(),
  model: z.string().nullable(),
  brand: z.string().nullable(),
  manufacturer: z.string().nullable(),
  appType: PushDeviceAppTypeSchema,
  pushService: PushServiceSchema,
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

const optionalLabel = z.string().trim().max(200).nullable().optional();

/**
 * A browser's PushSubscription (`subscription.toJSON()`): where to post and the keys the
 * payload is encrypted for. A `webpush` device keeps it, as JSON, in its device token.
 */
export const WebPushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2048),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>;
/** The device token a `webpush` device keeps: the subscription's JSON, keys in a fixed order. */
export function webPushDeviceToken(subscription: WebPushSubscription): string {
  return JSON.stringify({
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
  });
}
/**
 * POST /self/push-devices: a mobile device's token, or for `webpush` the browser's
 * `subscription` (the token is then made from it).
 */
export const RegisterPushDeviceBodySchema = z
  .object({
    deviceToken: z.string().trim().min(1).max(4096).optional(),
    subscription: WebPushSubscriptionSchema.optional(),
    pushService: PushServiceSchema,
    appType: PushDeviceAppTypeSchema.default('COMMUNITYXM'),
    name: optionalLabel,
    model: optionalLabel,
    brand: optionalLabel,
    manufacturer: optionalLabel,
  })
  .strict()
  .superRefine((body, issues) => {
    if (body.pushService === 'webpush' && !body.subscription && !body.deviceToken) {
      issues.addIssue({
        code: 'custom',
        path: ['subscription'],
        message: 'A webpush device needs the browser’s push subscription',
      });
    } else if (body.pushService !== 'webpush' && !body.deviceToken) {
      issues.addIssue({ code: 'custom', path: ['deviceToken'], message: 'Required' });
    }
  });
export type RegisterPushDeviceBody = z.input<typeof RegisterPushDeviceBodySchema>;
/** GET /push/vapid-public-key: the key a browser subscribes with (applicationServerKey). */
export const VapidPublicKeySchema = z.object({ publicKey: z.string() });
export type VapidPublicKey = z.infer<typeof VapidPublicKeySchema>;

/** PUT /self/push-devices/{id} `{pushDevice}` (the SDK's body): the fields to change. */
export const UpdatePushDeviceBodySchema = z
  .object({
    pushDevice: z.object({
      deviceToken: z.string().trim().min(1).max(4096).optional(),
      pushService: PushServiceSchema.optional(),
      appType: PushDeviceAppTypeSchema.optional(),
      name: optionalLabel,
      model: optionalLabel,
      brand: optionalLabel,
      manufacturer: optionalLabel,
    }),
  })
  .strict();
export type UpdatePushDeviceBody = z.infer<typeof UpdatePushDeviceBodySchema>;

/** Push payload as written to the outbox (kind 'push'). */
export interface PushPayload {
  deviceId: string;
  deviceToken: string;
  pushService: PushService;
  title: string;
  body: string;
  data: { notificationId: string | null; type: NotificationType };
}
/** `notifications.unread` on the account's live topic: the unread count after a change. */
export interface NotificationsUnreadMessage {
  type: 'notifications.unread';
  body: { count: number };
}
