import type {
  EmailDigest,
  NotificationType,
  PushDeviceAppType,
  PushService,
} from '@convene/contract';
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

/**
 * One row per account that changed its preferences; an account without a row has the
 * defaults (everything on). Property names match the contract's NotificationPreferences.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
  newFollowerPush: boolean('new_follower_push').notNull().default(true),
  newFollowerEmail: boolean('new_follower_email').notNull().default(true),
  likePush: boolean('like_push').notNull().default(true),
  resharePush: boolean('reshare_push').notNull().default(true),
  commentPush: boolean('comment_push').notNull().default(true),
  commentEmail: boolean('comment_email').notNull().default(true),
  transferPush: boolean('transfer_push').notNull().default(true),
  transferEmail: boolean('transfer_email').notNull().default(true),
  supportTicketConfirmationEmail: boolean('support_ticket_confirmation_email')
    .notNull()
    .default(true),
  chatPush: boolean('chat_push').notNull().default(true),
  chatUnreadPush: boolean('chat_unread_push').notNull().default(true),
  chatUnreadEmail: boolean('chat_unread_email').notNull().default(true),
  organizationAnnouncementEmail: boolean('organization_announcement_email').notNull().default(true),
  organizationAnnouncementPush: boolean('organization_announcement_push').notNull().default(true),
  groupAnnouncementEmail: boolean('group_announcement_email').notNull().default(true),
  groupAnnouncementPush: boolean('group_announcement_push').notNull().default(true),
  eventAnnouncementEmail: boolean('event_announcement_email').notNull().default(true),
  eventAnnouncementPush: boolean('event_announcement_push').notNull().default(true),
  eventReminderEmail: boolean('event_reminder_email').notNull().default(true),
  groupInvitationEmail: boolean('group_invitation_email').notNull().default(true),
  groupInvitationPush: boolean('group_invitation_push').notNull().default(true),
  groupRequestAcceptedEmail: boolean('group_request_accepted_email').notNull().default(true),
  groupRequestAcceptedPush: boolean('group_request_accepted_push').notNull().default(true),
  mutedTypes: text('muted_types').array().$type<NotificationType[]>().notNull().default([]),
  /** The email digest of unread notifications (decision 0040). */
  emailDigest: text('email_digest').$type<EmailDigest>().notNull().default('off'),
  /** When the last digest went, or the digest was chosen: the next covers what came since. */
  digestSentAt: timestampz('digest_sent_at'),
  updatedAt: updatedAt(),
});

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
