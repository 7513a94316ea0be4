import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type EmailDigest,
  type NotificationType,
  type PushDeviceAppType,
  type PushService,
  type StoredPreferenceKey,
} from '@convene/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { organizations } from './organizations';

/**
 * In-app notifications. The subject ids (activity, group, announcement…) carry no
 * foreign keys: those tables belong to other modules and a notification outlives them.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    /** The recipient. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    senderId: uuid('sender_id').references(() => accounts.id, { onDelete: 'set null' }),
    activityId: uuid('activity_id'),
    groupId: uuid('group_id'),
    announcementId: uuid('announcement_id'),
    invitationId: uuid('invitation_id'),
    eventId: uuid('event_id'),
    contentId: uuid('content_id'),
    /** CHAT / THREAD: the conversation (chat channel or thread). */
    conversationId: uuid('conversation_id'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('notifications_recipient_idx').on(table.organizationId, table.accountId, table.createdAt),
    index('notifications_unread_idx').on(table.accountId, table.read),
  ],
);

/** A preference flag, defaulting as the contract says: `flag('likeEmail', 'like_email')`. */
const flag = (key: StoredPreferenceKey, name: string) =>
  boolean(name).notNull().default(DEFAULT_NOTIFICATION_PREFERENCES[key]);

/**
 * One row per account that changed its preferences; an account without a row has the
 * defaults. Property names match the contract's stored preference flags (decision 0046).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    newFollowerPush: flag('newFollowerPush', 'new_follower_push'),
    newFollowerEmail: flag('newFollowerEmail', 'new_follower_email'),
    likePush: flag('likePush', 'like_push'),
    likeEmail: flag('likeEmail', 'like_email'),
    resharePush: flag('resharePush', 'reshare_push'),
    reshareEmail: flag('reshareEmail', 'reshare_email'),
    commentPush: flag('commentPush', 'comment_push'),
    commentEmail: flag('commentEmail', 'comment_email'),
    mentionPush: flag('mentionPush', 'mention_push'),
    mentionEmail: flag('mentionEmail', 'mention_email'),
    activityPush: flag('activityPush', 'activity_push'),
    activityEmail: flag('activityEmail', 'activity_email'),
    transferPush: flag('transferPush', 'transfer_push'),
    transferEmail: flag('transferEmail', 'transfer_email'),
    supportTicketConfirmationEmail: flag(
      'supportTicketConfirmationEmail',
      'support_ticket_confirmation_email',
    ),
    supportTicketMessageEmail: flag('supportTicketMessageEmail', 'support_ticket_message_email'),
    supportTicketMessagePush: flag('supportTicketMessagePush', 'support_ticket_message_push'),
    /** Also the SDK's `chatPush` (an alias in the contract). */
    chatUnreadPush: flag('chatUnreadPush', 'chat_unread_push'),
    chatUnreadEmail: flag('chatUnreadEmail', 'chat_unread_email'),
    threadUnreadPush: flag('threadUnreadPush', 'thread_unread_push'),
    threadUnreadEmail: flag('threadUnreadEmail', 'thread_unread_email'),
    organizationAnnouncementEmail: flag(
      'organizationAnnouncementEmail',
      'organization_announcement_email',
    ),
    organizationAnnouncementPush: flag(
      'organizationAnnouncementPush',
      'organization_announcement_push',
    ),
    groupAnnouncementEmail: flag('groupAnnouncementEmail', 'group_announcement_email'),
    groupAnnouncementPush: flag('groupAnnouncementPush', 'group_announcement_push'),
    eventAnnouncementEmail: flag('eventAnnouncementEmail', 'event_announcement_email'),
    eventAnnouncementPush: flag('eventAnnouncementPush', 'event_announcement_push'),
    eventReminderEmail: flag('eventReminderEmail', 'event_reminder_email'),
    eventReminderPush: flag('eventReminderPush', 'event_reminder_push'),
    invitationEmail: flag('invitationEmail', 'invitation_email'),
    invitationPush: flag('invitationPush', 'invitation_push'),
    contentEmail: flag('contentEmail', 'content_email'),
    contentPush: flag('contentPush', 'content_push'),
    groupInvitationEmail: flag('groupInvitationEmail', 'group_invitation_email'),
    groupInvitationPush: flag('groupInvitationPush', 'group_invitation_push'),
    groupRequestEmail: flag('groupRequestEmail', 'group_request_email'),
    groupRequestPush: flag('groupRequestPush', 'group_request_push'),
    groupRequestAcceptedEmail: flag('groupRequestAcceptedEmail', 'group_request_accepted_email'),
    groupRequestAcceptedPush: flag('groupRequestAcceptedPush', 'group_request_accepted_push'),
    mutedTypes: text('muted_types').array().$type<NotificationType[]>().notNull().default([]),
    /** The email digest of unread notifications (decision 0040). */
    emailDigest: text('email_digest').$type<EmailDigest>().notNull().default('off'),
    /** When the last digest went, or the digest was chosen: the next covers what came since. */
    digestSentAt: timestampz('digest_sent_at'),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The digest job's scan: only the accounts that chose a digest.
    index('notification_preferences_digest_idx')
      .on(table.digestSentAt)
      .where(sql`${table.emailDigest} <> 'off'`),
  ],
);

/** Registered push devices of an account; a device token is registered once per organization. */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceToken: text('device_token').notNull(),
    pushService: text('push_service').$type<PushService>().notNull(),
    appType: text('app_type').$type<PushDeviceAppType>().notNull(),
    name: text('name'),
    model: text('model'),
    brand: text('brand'),
    manufacturer: text('manufacturer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('push_devices_org_token_uq').on(table.organizationId, table.deviceToken),
    index('push_devices_account_idx').on(table.organizationId, table.accountId),
  ],
);
