import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Gives back a slot that `UploadSlots.take` handed out (call it once). */
export type ReleaseSlot = () => Promise<void>;

/**
 * How many uploads each account runs at once (UPLOADS_PER_ACCOUNT, 429 beyond). Counted in
 * this process by default; with REDIS_URL the count lives in Redis, so the limit holds
 * across every node behind the load balancer.
 */
export interface UploadSlots {
  /** One of `limit` slots under `key`, or null when all of them are taken. */
  take(key: string, limit: number): Promise<ReleaseSlot | null>;
  close(): Promise<void>;
}

/** The count in this process: each runtime its own, shared by nothing else. */
export function localUploadSlots(): UploadSlots {
  const counts = new Map<string, number>();
  return {
    async take(key, limit) {
      const taken = counts.get(key) ?? 0;
      if (taken >= limit) return null;
      counts.set(key, taken + 1);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        const left = (counts.get(key) ?? 1) - 1;
        if (left > 0) counts.set(key, left);
        else counts.delete(key);
      };
    },
    async close() {},
  };
}

/**
 * INCR, refused (and undone) beyond the limit. Every take renews the expiry, a safety net
 * that clears the count of a node that died mid-upload once the account has been quiet
 * that long: live uploads end within the request timeout, so they are never forgotten.
 */
const TAKE_SCRIPT = `
local taken = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if taken > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return 0
end
return taken`;

/** DECR, removing the key at zero (and below, after the safety net expired it mid-upload). */
const GIVE_SCRIPT = `
local left = redis.call('DECR', KEYS[1])
if left <= 0 then redis.call('DEL', KEYS[1]) end
return left`;

export interface RedisUploadSlotsOptions {
  /** The safety-net expiry of a count (longer than any upload may run). */
  expiryMs: number;
  log?: FastifyBaseLogger;
  /** What the keys start with (the deployment's prefix, decision 0052). */
  prefix: string;
}

/**
 * The count in Redis, shared by every node on the same REDIS_URL. While Redis cannot be
 * reached, uploads are counted in this process instead (logged), rather than refused.
 */
export function redisUploadSlots(url: string, options: RedisUploadSlotsOptions): UploadSlots {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on('error', (error: unknown) => options.log?.warn({ err: error }, 'upload slots'));
  const prefix = `${options.prefix}uploads:`;
  const fallback = localUploadSlots();
  return {
    async take(key, limit) {
      const redisKey = `${prefix}${key}`;
      let taken: unknown;
      try {
        taken = await redis.eval(TAKE_SCRIPT, 1, redisKey, limit, options.expiryMs);
      } catch (error) {
        options.log?.warn({ err: error }, 'upload slots: Redis unreachable, counting on this node');
        return fallback.take(key, limit);
      }
      if (taken === 0) return null;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await redis.eval(GIVE_SCRIPT, 1, redisKey).catch((error: unknown) => {
          options.log?.warn({ err: error }, 'upload slots: slot not given back');
        });
      };
    },
    async close() {
      redis.disconnect();
    },
  };
}
