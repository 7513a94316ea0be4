import type { BaseAccount } from '@convene/contract';
import type { NotificationCore } from './notification-subjects';
import type { NotificationRow } from './notifications.repository';

/** The sender columns of a notification (all null when it has none: a left join). */
export type SenderRow = { [K in keyof BaseAccount]: BaseAccount[K] | null };

function toSender(row: SenderRow | null): BaseAccount | null {
  if (!row?.id || !row.username || !row.accountType) return null;
  return {
    id: row.id,
    username: row.username,
    accountType: row.accountType,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    company: row.company,
    image: row.image ?? null,
  };
}

/** The notification's own fields; `withSubjects` embeds the objects it is about. */
export function toNotification(row: NotificationRow, sender: SenderRow | null): NotificationCore {
  return {
    id: row.id,
    type: row.type,
    read: row.read,
    sender: toSender(sender),
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
