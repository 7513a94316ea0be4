import type { Notification } from '@convene/contract';
import type { IntlShape } from 'react-intl';

/** What a notification says, with the sender's name. */
export function notificationText(intl: IntlShape, notification: Notification): string {
  const sender = notification.sender;
  const fullName = sender ? [sender.firstName, sender.lastName].filter(Boolean).join(' ') : '';
  const name = fullName || sender?.username || intl.formatMessage({ id: 'notifications.someone' });
  return intl.formatMessage({ id: `notifications.type.${notification.type}` }, { name });
}

/** Where a notification leads (app path), or null when there is nothing to open. */
export function notificationTarget(notification: Notification): string | null {
  const { type, sender, activityId, groupId, eventId } = notification;
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
    case 'ANNOUNCEMENT':
      if (groupId) return `/groups/${groupId}`;
      return eventId ? `/events/${eventId}` : null;
    case 'EVENT':
    case 'TRANSFER':
    case 'INVITATION':
      return eventId ? `/events/${eventId}` : groupId ? `/groups/${groupId}` : null;
    case 'CONTENT':
      return null;
  }
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", in the current locale. */
export function relativeTime(intl: IntlShape, iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size)
      return intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: 'auto' });
  }
  return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
}
