import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  apiKeyEndpoints,
  chatEndpoints,
  notificationEndpoints,
  pushDeviceEndpoints,
  supportEndpoints,
} from '@convene/contract';
import { Redis } from 'ioredis';

/**
 * A version of each organization's data that every successful API write moves on. Caches of
 * what anonymous visitors see (the page cache, web/web-plugin.ts) put it in their keys, so a
 * page rendered before a write is never answered after it: a host who saves an event and
 * reloads its page sees the change at once, and so does everyone else.
 *
 * In this process by default; in Redis with REDIS_URL, so a write on one node is seen by
 * every node at once. A Redis that fails falls back to this process's own count (a different
 * version, so a miss: never a stale page).
 */
export interface DataVersions {
  current(organizationId: string): Promise<string>;
  bump(organizationId: string): Promise<void>;
  close(): Promise<void>;
}

export function localDataVersions(): DataVersions {
  const versions = new Map<string, number>();
  return {
    async current(organizationId) {
      return String(versions.get(organizationId) ?? 0);
    },
    async bump(organizationId) {
      versions.set(organizationId, (versions.get(organizationId) ?? 0) + 1);
    },
    async close() {
      versions.clear();
    },
  };
}

export interface RedisDataVersionsOptions {
  log?: FastifyBaseLogger;
  /** What the keys start with (the deployment's prefix, decision 0052). */
  prefix: string;
}

export function redisDataVersions(url: string, options: RedisDataVersionsOptions): DataVersions {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  const report = (error: unknown) => options.log?.warn({ err: error }, 'data versions');
  redis.on('error', report);
  const local = localDataVersions();
  const key = (organizationId: string) => `${options.prefix}data-version:${organizationId}`;
  return {
    async current(organizationId) {
      try {
        return `r${(await redis.get(key(organizationId))) ?? 0}`;
      } catch (error) {
        report(error);
        return `l${await local.current(organizationId)}`;
      }
    },
    async bump(organizationId) {
      await local.bump(organizationId);
      await redis.incr(key(organizationId)).catch(report);
    },
    async close() {
      redis.disconnect();
      await local.close();
    },
  };
}

/**
 * The data versions as one request reads them: each organization's version is read once and
 * kept for the rest of the request. With Redis a read is a round trip, and a member's read
 * asked for it once for its sign-in and once more for each kind of shared view it reads
 * (tenancy/shared-views.ts). A bump made by the request forgets its kept version.
 */
export function versionsReadOnce(versions: DataVersions): DataVersions {
  const read = new Map<string, Promise<string>>();
  return {
    current(organizationId) {
      let version = read.get(organizationId);
      if (version === undefined) {
        version = versions.current(organizationId);
        read.set(organizationId, version);
      }
      return version;
    },
    async bump(organizationId) {
      read.delete(organizationId);
      await versions.bump(organizationId);
    },
    // The request's view closes alone: the node's versions stay open (services.ts ends them).
    async close() {
      read.clear();
    },
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that only their participants ever see — chat, notifications and their reads, push
 * devices, support tickets, API keys — change no page an anonymous visitor is shown, so they leave the
 * version (and every cached page) alone: a busy chat does not empty the page cache.
 */
const PRIVATE_AREAS = [
  chatEndpoints,
  notificationEndpoints,
  pushDeviceEndpoints,
  supportEndpoints,
  apiKeyEndpoints,
];

/** `METHOD /api/route/:pattern` of the private areas' writes, as Fastify names their routes. */
function privateWritesUnder(prefix: string): Set<string> {
  return new Set(
    PRIVATE_AREAS.flatMap((endpoints) => Object.values(endpoints))
      .filter((endpoint) => !READS.has(endpoint.method))
      .map((endpoint) => `${endpoint.method} ${prefix}${endpoint.path}`),
  );
}

/**
 * Every API write that succeeded moves its organization's data version on, before its answer
 * leaves: a client that reloads a page after the answer sees what it wrote. `prefix` is where
 * the API's routes are mounted.
 */
export function registerDataVersionBumps(api: FastifyInstance, prefix: string): void {
  const privateWrites = privateWritesUnder(prefix);
  // A read goes on at once, without the promise and microtask of an async hook.
  api.addHook('onSend', (request, reply, payload, done) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return done(null, payload);
    if (privateWrites.has(`${request.method} ${request.routeOptions.url}`)) {
      return done(null, payload);
    }
    const organizationId = request.ctx?.organization.id;
    if (!organizationId) return done(null, payload);
    request.ctx.versions.bump(organizationId).then(() => done(null, payload), done);
  });
}
