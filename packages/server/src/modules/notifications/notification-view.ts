import type { Notification } from '@convene/contract';
import { toBaseAccount, type BaseAccountRow } from '../accounts/account-view';
import type { NotificationRow } from './notifications.repository';

type NullableSender = { [K in keyof BaseAccountRow]: BaseAccountRow[K] | null };

export function toNotification(row: NotificationRow, sender: NullableSender | null): Notification {
  return {
    id: row.id,
    type: row.type,
    read: row.read,
    sender: sender?.id ? toBaseAccount(sender as BaseAccountRow) : null,
    activityId: row.activityId,
    groupId: row.groupId,
    announcementId: row.announcementId,
    invitationId: row.invitationId,
    eventId: row.eventId,
    contentId: row.contentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
