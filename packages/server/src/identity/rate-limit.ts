import { sql } from 'drizzle-orm';
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
