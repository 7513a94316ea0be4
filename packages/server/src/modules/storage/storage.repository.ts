import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files, images, videos } from '../../db/schema/index';
import { inOrganization, type Scope } from '../../tenancy/scope';

export type ImageRow = typeof images.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;

export async function insertImage(
  db: Executor,
  values: typeof images.$inferInsert,
): Promise<ImageRow> {
  const [row] = await db.insert(images).values(values).returning();
  return row!;
}

export async function findImage(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<ImageRow | undefined> {
  const [row] = await db
    .select()
    .from(images)
    .where(and(inOrganization(images, scope), eq(images.id, id)));
  return row;
}

export async function insertFile(
  db: Executor,
  values: typeof files.$inferInsert,
): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function findFile(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(inOrganization(files, scope), eq(files.id, id)));
  return row;
}

export async function insertVideo(
  db: Executor,
  values: typeof videos.$inferInsert,
): Promise<VideoRow> {
  const [row] = await db.insert(videos).values(values).returning();
  return row!;
}

export async function findVideo(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<VideoRow | undefined> {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(inOrganization(videos, scope), eq(videos.id, id)));
  return row;
}

/** The organization's videos among `ids`, in one query (a page of contents shows several). */
export async function findVideos(
  db: Executor,
  scope: Scope,
  ids: readonly string[],
): Promise<VideoRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(videos)
    .where(and(inOrganization(videos, scope), inArray(videos.id, [...ids])));
}

/** Bytes an account keeps in storage: its files, videos and images (the quota counts these). */
export async function accountStorageBytes(
  db: Executor,
  scope: Scope,
  accountId: string,
): Promise<number> {
  const total = (table: typeof files | typeof videos | typeof images) =>
    db
      .select({ bytes: sql<string>`coalesce(sum(${table.size}), 0)` })
      .from(table)
      .where(and(inOrganization(table, scope), eq(table.accountId, accountId)));
  const totals = await Promise.all([total(files), total(videos), total(images)]);
  return totals.reduce((sum, [row]) => sum + Number(row?.bytes ?? 0), 0);
}
