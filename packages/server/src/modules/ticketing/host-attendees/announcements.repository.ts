import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventAnnouncements } from '../../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type ListWindow,
  type Ordering,
} from '../../../lib/keyset';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import { accountsAs, accountSummaryColumns } from '../../accounts/sql';

export type EventAnnouncementRow = typeof eventAnnouncements.$inferSelect;

const creators = accountsAs('announcement_creators');

export const ANNOUNCEMENT_ORDER: Ordering = [
  { column: eventAnnouncements.createdAt, type: 'timestamptz', direction: 'desc' },
  { column: eventAnnouncements.id, type: 'uuid', direction: 'desc' },
];

export async function insertEventAnnouncement(
  db: Executor,
  values: typeof eventAnnouncements.$inferInsert,
): Promise<EventAnnouncementRow> {
  const [row] = await db.insert(eventAnnouncements).values(values).returning();
  if (!row) throw new Error('Announcement insert returned nothing');
  return row;
}

export async function setRecipients(
  db: Executor,
  scope: Scope,
  id: string,
  recipients: number,
): Promise<void> {
  await db
    .update(eventAnnouncements)
    .set({ recipients })
    .where(and(inOrganization(eventAnnouncements, scope), eq(eventAnnouncements.id, id)));
}

function selectAnnouncements(db: Executor, where: SQL | undefined) {
  return db
    .select({
      announcement: eventAnnouncements,
      creator: accountSummaryColumns(creators),
      position: positionSql(ANNOUNCEMENT_ORDER),
    })
    .from(eventAnnouncements)
    .leftJoin(creators, eq(creators.id, eventAnnouncements.creatorId))
    .where(where);
}

export type AnnouncementDetailRow = Awaited<ReturnType<typeof listEventAnnouncements>>[number];

export async function listEventAnnouncements(
  db: Executor,
  scope: Scope,
  filter: { eventId: string; announcementId?: string },
  window: ListWindow,
) {
  return selectAnnouncements(
    db,
    and(
      inOrganization(eventAnnouncements, scope),
      eq(eventAnnouncements.eventId, filter.eventId),
      filter.announcementId ? eq(eventAnnouncements.id, filter.announcementId) : undefined,
      window.after ? afterPosition(ANNOUNCEMENT_ORDER, window.after) : undefined,
    ),
  )
    .orderBy(...orderBySql(ANNOUNCEMENT_ORDER))
    .limit(window.limit)
    .offset(window.offset);
}
