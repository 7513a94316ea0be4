import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groupAnnouncements, groups } from '../../db/schema/index';
import { likePattern } from '../../lib/search';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import { accountsAs, accountSummaryColumns } from '../accounts/sql';
import { baseGroupColumns } from './groups.repository';

export type AnnouncementRow = typeof groupAnnouncements.$inferSelect;

const creators = accountsAs('creators');

export async function insertAnnouncement(
  db: Executor,
  values: typeof groupAnnouncements.$inferInsert,
): Promise<AnnouncementRow> {
  const [row] = await db.insert(groupAnnouncements).values(values).returning();
  if (!row) throw new Error('Announcement insert returned nothing');
  return row;
}

/** Announcements with their group and creator, where `where` holds. */
export function selectAnnouncementDetails(db: Executor, where: SQL | undefined) {
  return db
    .select({
      announcement: groupAnnouncements,
      group: baseGroupColumns,
      creator: accountSummaryColumns(creators),
    })
    .from(groupAnnouncements)
    .innerJoin(groups, eq(groups.id, groupAnnouncements.groupId))
    .leftJoin(creators, eq(creators.id, groupAnnouncements.creatorId))
    .where(where);
}

export type AnnouncementDetailRow = Awaited<ReturnType<typeof listAnnouncements>>[number];

/** Announcements with their group and creator, newest first (search by title). */
export async function listAnnouncements(
  db: Executor,
  scope: Scope,
  filter: { groupId?: string; announcementId?: string; search?: string },
  page: Page,
) {
  return selectAnnouncementDetails(
    db,
    and(
      inOrganization(groupAnnouncements, scope),
      filter.groupId ? eq(groupAnnouncements.groupId, filter.groupId) : undefined,
      filter.announcementId ? eq(groupAnnouncements.id, filter.announcementId) : undefined,
      filter.search ? ilike(groupAnnouncements.title, likePattern(filter.search)) : undefined,
    ),
  )
    .orderBy(desc(groupAnnouncements.createdAt), desc(groupAnnouncements.id))
    .limit(page.limit)
    .offset(page.offset);
}
