import { toOptionalBaseAccount, type OptionalBaseAccountRow } from '../accounts/sql';
import type { NotificationCore } from './notification-subjects';
import type { NotificationRow } from './notifications.repository';

/** The sender columns of a notification (all null when it has none: a left join). */
export type SenderRow = OptionalBaseAccountRow;

/** The notification's own fields; `withSubjects` embeds the objects it is about. */
export function toNotification(row: NotificationRow, sender: SenderRow | null): NotificationCore {
  return {
    id: row.id,
    type: row.type,
    read: row.read,
    sender: toOptionalBaseAccount(sender),
    activityId: row.activityId,
    groupId: row.groupId,
    announcementId: row.announcementId,
    invitationId: row.invitationId,
    eventId: row.eventId,
    contentId: row.contentId,
    conversationId: row.conversationId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
