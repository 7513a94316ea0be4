import { z } from 'zod';
import { BaseAccountSchema } from '../people/account';
import { BaseActivitySchema } from '../community/activities';
import { BaseContentSchema } from '../content/channels';
import { BaseEventSchema } from '../ticketing/events';
import {
  BaseGroupSchema,
  GroupAnnouncementSchema,
  GroupInvitationSchema,
} from '../community/groups';
import { ListQuerySchema, MAX_PAGE_SIZE } from '../core/pagination';

/**
 * Notification types, plus GROUP_REQUEST (not in the SDK's list): an account
 * asked to join a private group, sent to the group's moderators; MENTION: someone
 * mentioned the account in a thread message (its group or event when it has one) or in a
 * post or comment (`activityId`: the post); CHAT and
 * THREAD: unread messages of a conversation (`conversationId`) while the member was
 * offline, one per conversation however many messages arrived; SUPPORT_TICKET_MESSAGE (the
 * SDK's later name): the support desk replied to the account's ticket (`conversationId`).
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
  'SUPPORT_TICKET_MESSAGE',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** Push device services, plus the browser's Web Push (`webpush`, decision 0040). */
export const PushServiceSchema = z.enum(['apn', 'firebase', 'huawei', 'xiaomi', 'webpush']);
export type PushService = z.infer<typeof PushServiceSchema>;

/** The ways a notification reaches its recipient (decision 0046). */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Notification preferences (decision 0046): one flag per notification type and channel —
 * the SDK's flat flags where the SDK has one (`newFollowerPush`…), Convene's for the rest
 * (`likeEmail`, `mentionPush`…) — plus, for the in-app list, `mutedTypes`. ANNOUNCEMENT has
 * a pair per thing it belongs to (organization, group, event). `chatPush` is the SDK's
 * other name for `chatUnreadPush`: it reads and writes that same flag. One schema serves the
 * read model and, made partial, the update body.
 */
export const NOTIFICATION_PREFERENCE_KEYS = [
  'newFollowerPush',
  'newFollowerEmail',
  'likePush',
  'likeEmail',
  'resharePush',
  'reshareEmail',
  'commentPush',
  'commentEmail',
  'mentionPush',
  'mentionEmail',
  'activityPush',
  'activityEmail',
  'transferPush',
  'transferEmail',
  'supportTicketConfirmationEmail',
  'supportTicketMessageEmail',
  'supportTicketMessagePush',
  'chatPush',
  'chatUnreadPush',
  'chatUnreadEmail',
  'threadUnreadPush',
  'threadUnreadEmail',
  'organizationAnnouncementEmail',
  'organizationAnnouncementPush',
  'groupAnnouncementEmail',
  'groupAnnouncementPush',
  'eventAnnouncementEmail',
  'eventAnnouncementPush',
  'eventReminderEmail',
  'eventReminderPush',
  'invitationEmail',
  'invitationPush',
  'contentEmail',
  'contentPush',
  'groupInvitationEmail',
  'groupInvitationPush',
  'groupRequestEmail',
  'groupRequestPush',
  'groupRequestAcceptedEmail',
  'groupRequestAcceptedPush',
] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];

/** SDK flags that are other names of one flag: they read and write it. */
export const NOTIFICATION_PREFERENCE_ALIASES = {
  chatPush: 'chatUnreadPush',
} as const satisfies Partial<Record<NotificationPreferenceKey, NotificationPreferenceKey>>;
/** The flags stored as themselves (every flag but the aliases). */
export type StoredPreferenceKey = Exclude<
  NotificationPreferenceKey,
  keyof typeof NOTIFICATION_PREFERENCE_ALIASES
>;

/** Emails that would come for every like or reshare start off; everything else starts on. */
const OFF_BY_DEFAULT: readonly NotificationPreferenceKey[] = [
  'likeEmail',
  'reshareEmail',
  'activityEmail',
];

const preferenceShape = Object.fromEntries(
  NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, z.boolean()]),
) as { [K in NotificationPreferenceKey]: z.ZodBoolean };

/** An email digest of unread notifications: none, once a day or once a week (decision 0040). */
export const EmailDigestSchema = z.enum(['off', 'daily', 'weekly']);
export type EmailDigest = z.infer<typeof EmailDigestSchema>;
export const NotificationPreferencesSchema = z.object({
  ...preferenceShape,
  /** When set, the emails of the digest's types come in it instead of one by one. */
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
  ...(Object.fromEntries(
    NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, !OFF_BY_DEFAULT.includes(key)]),
  ) as { [K in NotificationPreferenceKey]: boolean }),
  emailDigest: 'off',
  mutedTypes: [],
};

/** The preferences as stored: every flag but the aliases. */
export type StoredNotificationPreferences = Omit<
  NotificationPreferences,
  keyof typeof NOTIFICATION_PREFERENCE_ALIASES
>;

/** The read model: the stored flags, and each alias with the value of the flag it names. */
export function withPreferenceAliases(
  stored: StoredNotificationPreferences,
): NotificationPreferences {
  const aliases = Object.fromEntries(
    Object.entries(NOTIFICATION_PREFERENCE_ALIASES).map(([alias, key]) => [alias, stored[key]]),
  ) as Record<keyof typeof NOTIFICATION_PREFERENCE_ALIASES, boolean>;
  return { ...stored, ...aliases };
}

/**
 * An update as stored: an alias writes the flag it names; when both come, the flag's own
 * name wins.
 */
export function storedPreferenceChanges(
  body: UpdateNotificationPreferencesBody,
): Partial<StoredNotificationPreferences> {
  const changes: Partial<StoredNotificationPreferences> = {};
  for (const [alias, key] of Object.entries(NOTIFICATION_PREFERENCE_ALIASES)) {
    const value = body[alias as keyof typeof NOTIFICATION_PREFERENCE_ALIASES];
    if (value !== undefined) changes[key] = value;
  }
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && !(key in NOTIFICATION_PREFERENCE_ALIASES))
      Object.assign(changes, { [key]: value });
  }
  return changes;
}

/** What a notification is about, as far as picking its flags goes. */
export interface NotificationScope {
  groupId?: string | null;
  eventId?: string | null;
}

const TYPE_FLAGS: Record<
  Exclude<NotificationType, 'ANNOUNCEMENT'>,
  { email: StoredPreferenceKey; push: StoredPreferenceKey }
> = {
  FOLLOW: { email: 'newFollowerEmail', push: 'newFollowerPush' },
  INVITATION: { email: 'invitationEmail', push: 'invitationPush' },
  TRANSFER: { email: 'transferEmail', push: 'transferPush' },
  LIKE: { email: 'likeEmail', push: 'likePush' },
  COMMENT: { email: 'commentEmail', push: 'commentPush' },
  RESHARE: { email: 'reshareEmail', push: 'resharePush' },
  EVENT: { email: 'eventReminderEmail', push: 'eventReminderPush' },
  ACTIVITY: { email: 'activityEmail', push: 'activityPush' },
  GROUP_INVITATION: { email: 'groupInvitationEmail', push: 'groupInvitationPush' },
  GROUP_REQUEST_ACCEPTED: { email: 'groupRequestAcceptedEmail', push: 'groupRequestAcceptedPush' },
  CONTENT: { email: 'contentEmail', push: 'contentPush' },
  GROUP_REQUEST: { email: 'groupRequestEmail', push: 'groupRequestPush' },
  MENTION: { email: 'mentionEmail', push: 'mentionPush' },
  CHAT: { email: 'chatUnreadEmail', push: 'chatUnreadPush' },
  THREAD: { email: 'threadUnreadEmail', push: 'threadUnreadPush' },
  SUPPORT_TICKET_MESSAGE: { email: 'supportTicketMessageEmail', push: 'supportTicketMessagePush' },
};

/** What an announcement belongs to: each has its own email and push flags. */
export type AnnouncementOwner = 'organization' | 'group' | 'event';
export const ANNOUNCEMENT_FLAGS: Record<
  AnnouncementOwner,
  { email: StoredPreferenceKey; push: StoredPreferenceKey }
> = {
  organization: { email: 'organizationAnnouncementEmail', push: 'organizationAnnouncementPush' },
  group: { email: 'groupAnnouncementEmail', push: 'groupAnnouncementPush' },
  event: { email: 'eventAnnouncementEmail', push: 'eventAnnouncementPush' },
};

/**
 * The flags that govern a notification's email and push: one pair per type, and for an
 * ANNOUNCEMENT the pair of what it belongs to (group, event, else the organization).
 */
export function preferenceFlagsFor(
  type: NotificationType,
  scope: NotificationScope = {},
): { email: StoredPreferenceKey; push: StoredPreferenceKey } {
  if (type !== 'ANNOUNCEMENT') return TYPE_FLAGS[type];
  return ANNOUNCEMENT_FLAGS[scope.groupId ? 'group' : scope.eventId ? 'event' : 'organization'];
}

/** Whether the preferences let a notification reach its recipient through `channel`. */
export function channelAllowed(
  preferences: NotificationPreferences,
  channel: NotificationChannel,
  type: NotificationType,
  scope: NotificationScope = {},
): boolean {
  if (channel === 'inApp') return !preferences.mutedTypes.includes(type);
  return preferences[preferenceFlagsFor(type, scope)[channel]];
}

/**
 * The types whose emails the digest gathers when the member chose one: what others did
 * (follows, likes, comments, messages…). Announcements, event reminders and offers, pass
 * transfers and invitations to events still come at once: they are addressed to the member
 * and often cannot wait a day.
 */
export const DIGEST_TYPES: readonly NotificationType[] = [
  'FOLLOW',
  'LIKE',
  'COMMENT',
  'RESHARE',
  'ACTIVITY',
  'MENTION',
  'CONTENT',
  'GROUP_INVITATION',
  'GROUP_REQUEST',
  'GROUP_REQUEST_ACCEPTED',
  'CHAT',
  'THREAD',
];

/**
 * A notification as the API returns it: the sender, the ids of what it is about and, as
 * the SDK embeds them, those objects (loaded through their owning modules; null when
 * gone).
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
  /**
   * CHAT: the chat channel; THREAD: the thread (their unread messages);
   * SUPPORT_TICKET_MESSAGE: the support ticket answered.
   */
  conversationId: z.string().uuid().nullable(),
  /** A LIKE: who liked which activity (SDK BaseLike). */
  like: z
    .object({ account: BaseAccountSchema, activity: BaseActivitySchema, createdAt: z.string() })
    .nullable(),
  activity: BaseActivitySchema.nullable(),
  /** The event an event's notification is about (its announcement names it). */
  event: BaseEventSchema.nullable(),
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
 * Where a notification leads in the web app (a path), or null when there is nothing to
 * open: the notification list links there, and a push's `data.url` carries it.
 */
export function notificationPath(
  notification: Pick<
    Notification,
    'type' | 'sender' | 'activityId' | 'groupId' | 'eventId' | 'conversationId' | 'content'
  >,
): string | null {
  const { type, sender, activityId, groupId, eventId, conversationId, content } = notification;
  switch (type) {
    case 'FOLLOW':
      return sender ? `/accounts/${sender.username}` : null;
    case 'LIKE':
    case 'COMMENT':
    case 'RESHARE':
    case 'ACTIVITY':
      return activityId ? `/activities/${activityId}` : null;
    case 'GROUP_INVITATION':
    case 'GROUP_REQUEST_ACCEPTED':
      return groupId ? `/groups/${groupId}` : null;
    case 'GROUP_REQUEST':
      return groupId ? `/groups/${groupId}?tab=requests` : null;
    case 'ANNOUNCEMENT':
      if (groupId) return `/groups/${groupId}`;
      return eventId ? `/events/${eventId}` : null;
    case 'EVENT':
    case 'TRANSFER':
    case 'INVITATION':
      return eventId ? `/events/${eventId}` : groupId ? `/groups/${groupId}` : null;
    case 'CONTENT':
      return content ? `/channels/${content.channel.slug}/contents/${content.id}` : null;
    case 'MENTION':
      if (activityId) return `/activities/${activityId}`;
      return groupId ? `/groups/${groupId}` : eventId ? `/events/${eventId}` : null;
    case 'CHAT':
      return conversationId ? `/messages/${conversationId}` : null;
    case 'THREAD':
      return conversationId ? `/threads/${conversationId}` : null;
    case 'SUPPORT_TICKET_MESSAGE':
      return conversationId ? `/support/tickets/${conversationId}` : null;
  }
}

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
  /** `url`: the app path a click opens (`notificationPath`, else `/notifications`). */
  data: { notificationId: string | null; type: NotificationType; url: string };
}
