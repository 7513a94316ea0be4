import type {
  EmailDigest,
  NotificationType,
  PushDeviceAppType,
  PushService,
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

/** A preference flag: on unless said otherwise (the contract's defaults). */
const flag = (name: string, on = true) => boolean(name).notNull().default(on);

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
    newFollowerPush: flag('new_follower_push'),
    newFollowerEmail: flag('new_follower_email'),
    likePush: flag('like_push'),
    likeEmail: flag('like_email', false),
    resharePush: flag('reshare_push'),
    reshareEmail: flag('reshare_email', false),
    commentPush: flag('comment_push'),
    commentEmail: flag('comment_email'),
    mentionPush: flag('mention_push'),
    mentionEmail: flag('mention_email'),
    activityPush: flag('activity_push'),
    activityEmail: flag('activity_email', false),
    transferPush: flag('transfer_push'),
    transferEmail: flag('transfer_email'),
    supportTicketConfirmationEmail: flag('support_ticket_confirmation_email'),
    /** Also the SDK's `chatPush` (an alias in the contract). */
    chatUnreadPush: flag('chat_unread_push'),
    chatUnreadEmail: flag('chat_unread_email'),
    threadUnreadPush: flag('thread_unread_push'),
    threadUnreadEmail: flag('thread_unread_email'),
    organizationAnnouncementEmail: flag('organization_announcement_email'),
    organizationAnnouncementPush: flag('organization_announcement_push'),
    groupAnnouncementEmail: flag('group_announcement_email'),
    groupAnnouncementPush: flag('group_announcement_push'),
    eventAnnouncementEmail: flag('event_announcement_email'),
    eventAnnouncementPush: flag('event_announcement_push'),
    eventReminderEmail: flag('event_reminder_email'),
    eventReminderPush: flag('event_reminder_push'),
    invitationEmail: flag('invitation_email'),
    invitationPush: flag('invitation_push'),
    contentEmail: flag('content_email'),
    contentPush: flag('content_push'),
    groupInvitationEmail: flag('group_invitation_email'),
    groupInvitationPush: flag('group_invitation_push'),
    groupRequestEmail: flag('group_request_email'),
    groupRequestPush: flag('group_request_push'),
    groupRequestAcceptedEmail: flag('group_request_accepted_email'),
    groupRequestAcceptedPush: flag('group_request_accepted_push'),
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
