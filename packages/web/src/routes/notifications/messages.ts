import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'notifications.title': 'Notifications',
  'notifications.tabs.label': 'Show',
  'notifications.tabs.all': 'All',
  'notifications.tabs.unread': 'Unread',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.empty': 'You have no notifications yet.',
  'notifications.emptyUnread': 'You’re all caught up.',
  'notifications.list.label': 'Notifications',
  'notifications.unread': 'Unread',
  'notifications.settings': 'Notification settings',
  'notifications.someone': 'Someone',
  'notifications.bell.label':
    '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
  'notifications.type.ANNOUNCEMENT': 'New announcement',
  'notifications.type.FOLLOW': '{name} started following you',
  'notifications.type.INVITATION': '{name} sent you an invitation',
  'notifications.type.TRANSFER': '{name} transferred a pass to you',
  'notifications.type.LIKE': '{name} liked your post',
  'notifications.type.COMMENT': '{name} commented on your post',
  'notifications.type.RESHARE': '{name} reshared your post',
  'notifications.type.EVENT': 'An event you registered for is coming up',
  'notifications.type.ACTIVITY': '{name} posted something new',
  'notifications.type.GROUP_INVITATION': '{name} invited you to join a group',
  'notifications.type.GROUP_REQUEST_ACCEPTED': 'Your request to join a group was accepted',
  'notifications.type.GROUP_REQUEST': '{name} asked to join a group',
  'notifications.type.MENTION': '{name} mentioned you in a discussion',
  'notifications.activity.MENTION': '{name} mentioned you in a post',
  'notifications.group.ANNOUNCEMENT': 'New announcement in {group}',
  'notifications.event.ANNOUNCEMENT': 'New announcement for {event}',
  'notifications.group.GROUP_INVITATION': '{name} invited you to join {group}',
  'notifications.group.GROUP_REQUEST_ACCEPTED': 'Your request to join {group} was accepted',
  'notifications.group.GROUP_REQUEST': '{name} asked to join {group}',
  'notifications.type.CONTENT': 'New content was published',
  'notifications.type.CHAT': '{name} sent you messages',
  'notifications.type.THREAD': '{name} wrote in a conversation',
  'notifications.type.SUPPORT_TICKET_MESSAGE': '{name} answered your support request',
  'notifications.tabs.read': 'Read',
  'notifications.filter.type': 'Type',
  'notifications.filter.allTypes': 'All types',
  'notifications.emptyFiltered': 'No notifications match these filters.',
  'notifications.filter.type.ANNOUNCEMENT': 'Announcements',
  'notifications.filter.type.FOLLOW': 'New followers',
  'notifications.filter.type.INVITATION': 'Invitations',
  'notifications.filter.type.TRANSFER': 'Pass transfers',
  'notifications.filter.type.LIKE': 'Likes',
  'notifications.filter.type.COMMENT': 'Comments',
  'notifications.filter.type.RESHARE': 'Reshares',
  'notifications.filter.type.EVENT': 'Event reminders',
  'notifications.filter.type.ACTIVITY': 'New posts',
  'notifications.filter.type.GROUP_INVITATION': 'Group invitations',
  'notifications.filter.type.GROUP_REQUEST_ACCEPTED': 'Accepted group requests',
  'notifications.filter.type.GROUP_REQUEST': 'Requests to join your groups',
  'notifications.filter.type.CONTENT': 'New content',
  'notifications.filter.type.MENTION': 'Mentions',
  'notifications.filter.type.CHAT': 'Chat messages',
  'notifications.filter.type.THREAD': 'Discussions',
  'notifications.filter.type.SUPPORT_TICKET_MESSAGE': 'Support',
};

export type NotificationsMessageId = keyof typeof en;

/** The notification list and the header bell. */
export const notificationsMessages = defineMessages({ en, es, fr, ja, de, pt });
