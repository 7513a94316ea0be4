import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { redisKeyPrefix, type Config } from '../config';

/**
 * With REDIS_URL the rate-limit counters live in Redis, so the limit holds across every
 * node behind the load balancer; otherwise each process counts in memory. If Redis is
 * unreachable, requests are let through rather than failed (`skipOnError`).
 */
export function rateLimitStore(
  app: FastifyInstance,
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'DATABASE_URL' | 'dataDir'>,
): { redis?: Redis; nameSpace?: string; skipOnError?: boolean } {
  if (!config.REDIS_URL) return {};
  const redis = new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'rate-limit store'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return { redis, nameSpace: `${redisKeyPrefix(config)}rate-limit:`, skipOnError: true };
}

/** What a request is counted under when its client address is unknown. */
export const UNKNOWN_CLIENT = 'unknown-client';

/**
 * The rate limit's key: the client address as the plugin normalizes it (an IPv6 address
 * counts by its /64). An address without a colon is IPv4, which the plugin would return as
 * it is after testing it against its IPv6 pattern on every request: it is returned at once.
 * `request.ip` is undefined once the client's socket is gone (its peer address can no longer
 * be read), where the plugin's own key generator threw on every such request; those count
 * under one shared key instead.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const ip = request.ip as string | undefined;
  if (!ip) return UNKNOWN_CLIENT;
  return ip.includes(':') ? normalizeIP(ip) : ip;
}
