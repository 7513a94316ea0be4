import { and, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { identityCodes, rateLimitBuckets } from '../db/schema/index';
import { pruneRevokedOrigins } from './revocation';

const HOUR_MS = 60 * 60 * 1000;
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Deletes what no rule reads any more: rate-limit windows that have ended, and codes that
 * have expired and are older than the hour the per-login code allowance looks back on, and
 * refresh-token revocations no token can still be checked against.
 * Idempotent, so every node may run it.
 */
export async function pruneIdentityState(
  db: Executor,
  now: Date,
): Promise<{ buckets: number; codes: number; revocations: number }> {
  const buckets = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowEndsAt, now))
    .returning({ key: rateLimitBuckets.key });
  const codes = await db
    .delete(identityCodes)
    .where(
      and(
        lt(identityCodes.expiresAt, now),
        lt(identityCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .returning({ id: identityCodes.id });
  const revocations = await pruneRevokedOrigins(db, now);
  return { buckets: buckets.length, codes: codes.length, revocations };
}
