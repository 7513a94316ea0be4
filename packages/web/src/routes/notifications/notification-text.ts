import { displayName, type Notification, type NotificationType } from '@convene/contract';
import type { IntlShape } from 'react-intl';

/** The types whose text names the embedded group, when there is one. */
const GROUP_TEXTS = [
  'ANNOUNCEMENT',
  'GROUP_INVITATION',
  'GROUP_REQUEST_ACCEPTED',
  'GROUP_REQUEST',
] as const satisfies readonly NotificationType[];
type GroupTextType = (typeof GROUP_TEXTS)[number];

function namesGroup(type: NotificationType): type is GroupTextType {
  return (GROUP_TEXTS as readonly NotificationType[]).includes(type);
}

/**
 * What a notification says, with the sender's name and, for group notifications, the
 * group's ("Maya asked to join Harbour Sailors"), for an event's announcement the event's;
 * the generic text when the group or event is gone.
 */
export function notificationText(intl: IntlShape, notification: Notification): string {
  const { sender, group, event, type } = notification;
  const name = sender ? displayName(sender) : intl.formatMessage({ id: 'notifications.someone' });
  if (group && namesGroup(type))
    return intl.formatMessage({ id: `notifications.group.${type}` }, { name, group: group.name });
  if (type === 'MENTION' && notification.activityId)
    return intl.formatMessage({ id: 'notifications.activity.MENTION' }, { name });
  if (event && type === 'ANNOUNCEMENT')
    return intl.formatMessage({ id: 'notifications.event.ANNOUNCEMENT' }, { event: event.name });
  return intl.formatMessage({ id: `notifications.type.${type}` }, { name });
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
