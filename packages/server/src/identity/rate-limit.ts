import { and, gt, inArray, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitBuckets } from '../db/schema/index';

/**
 * Counts one hit in a fixed window shared by every node (one upsert, no read-modify-write)
 * and tells whether it is within `max`. A window that has ended starts again at one.
 */
export async function hitRateLimit(
  db: Executor,
  key: string,
  options: { max: number; windowMs: number; now: Date },
): Promise<boolean> {
  const now = options.now.toISOString();
  const windowEnds = new Date(options.now.getTime() + options.windowMs);
  const ended = sql`${rateLimitBuckets.windowEndsAt} <= ${now}::timestamptz`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, windowEndsAt: windowEnds })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitBuckets.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitBuckets.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimitBuckets.count });
  return (row?.count ?? 1) <= options.max;
}

export interface Bucket {
  key: string;
  count: number;
  windowEndsAt: Date;
}

/** The live (not ended) buckets among `keys`. */
export async function readBuckets(db: Executor, keys: string[], now: Date): Promise<Bucket[]> {
  if (keys.length === 0) return [];
  return db
    .select({
      key: rateLimitBuckets.key,
      count: rateLimitBuckets.count,
      windowEndsAt: rateLimitBuckets.windowEndsAt,
    })
    .from(rateLimitBuckets)
    .where(and(inArray(rateLimitBuckets.key, keys), gt(rateLimitBuckets.windowEndsAt, now)));
}

/**
 * Counts one hit in a sliding bucket: each hit keeps the bucket `keepMs` longer (a bucket
 * that had ended starts again at one), so `windowEndsAt - keepMs` is the last hit's time.
 */
export async function extendBucket(
  db: Executor,
  key: string,
  options: { keepMs: number; now: Date },
): Promise<number> {
  const ended = sql`${rateLimitBuckets.windowEndsAt} <= ${options.now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, windowEndsAt: new Date(options.now.getTime() + options.keepMs) })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitBuckets.count} + 1 end`,
        windowEndsAt: sql`excluded.window_ends_at`,
      },
    })
    .returning({ count: rateLimitBuckets.count });
  return row?.count ?? 1;
}

/** Forgets the buckets named, and those starting with one of `prefixes`. */
export async function deleteBuckets(
  db: Executor,
  keys: string[],
  prefixes: string[] = [],
): Promise<void> {
  const conditions = [
    ...(keys.length > 0 ? [inArray(rateLimitBuckets.key, keys)] : []),
    ...prefixes.map((prefix) =>
      like(rateLimitBuckets.key, `${prefix.replace(/[\\%_]/g, '\\$&')}%`),
    ),
  ];
  if (conditions.length === 0) return;
  await db.delete(rateLimitBuckets).where(or(...conditions));
}
