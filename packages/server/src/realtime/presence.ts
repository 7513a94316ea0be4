import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Which accounts have a live socket open, on any node (decision 0031). The socket
 * registers itself when it opens, refreshes on each heartbeat and leaves when it closes;
 * offline notifications ask `onlineAmong` before telling anyone.
 *
 * In this process by default. With REDIS_URL: one sorted set per account whose members are
 * its sockets, scored by when each expires (`ttlMs` after its last heartbeat), so a node
 * that dies without closing its sockets stops counting once their scores pass.
 */
export interface Presence {
  /** A socket of the account opened: returns `refresh` (a heartbeat) and `leave` (it closed). */
  join(organizationId: string, accountId: string): Promise<PresenceHandle>;
  /** The accounts among `accountIds` with an open socket. */
  onlineAmong(organizationId: string, accountIds: readonly string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

export interface PresenceHandle {
  /** The account's open sockets right after this one joined, this one included (on every node with Redis). */
  count: number;
  /** A heartbeat: the socket is still there. */
  refresh(): Promise<void>;
  /** The socket closed. */
  leave(): Promise<void>;
}

const keyOf = (organizationId: string, accountId: string) => `${organizationId}:${accountId}`;

export function localPresence(): Presence {
  const sockets = new Map<string, number>();
  return {
    async join(organizationId, accountId) {
      const key = keyOf(organizationId, accountId);
      const count = (sockets.get(key) ?? 0) + 1;
      sockets.set(key, count);
      let left = false;
      return {
        count,
        async refresh() {},
        async leave() {
          if (left) return;
          left = true;
          const count = (sockets.get(key) ?? 1) - 1;
          if (count > 0) sockets.set(key, count);
          else sockets.delete(key);
        },
      };
    },
    async onlineAmong(organizationId, accountIds) {
      return new Set(accountIds.filter((id) => sockets.has(keyOf(organizationId, id))));
    },
    async close() {
      sockets.clear();
    },
  };
}

export interface RedisPresenceOptions {
  /** How long a socket counts after its last heartbeat (longer than the heartbeat timeout). */
  ttlMs: number;
  log?: FastifyBaseLogger;
  /** What the keys start with (the deployment's prefix, decision 0052). */
  prefix: string;
}

export function redisPresence(url: string, options: RedisPresenceOptions): Presence {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  const report = (error: unknown) => options.log?.warn({ err: error }, 'presence');
  redis.on('error', report);
  const prefix = `${options.prefix}presence:`;
  const redisKey = (organizationId: string, accountId: string) =>
    `${prefix}${keyOf(organizationId, accountId)}`;

  const touch = async (key: string, socketId: string) => {
    const now = Date.now();
    // Counted in the same transaction: of two sockets joining at once, the second sees both.
    const results = await redis
      .multi()
      .zadd(key, now + options.ttlMs, socketId)
      .pexpire(key, options.ttlMs)
      .zcount(key, `(${now}`, '+inf')
      .exec();
    return Number(results?.[2]?.[1] ?? 0);
  };

  return {
    async join(organizationId, accountId) {
      const key = redisKey(organizationId, accountId);
      const socketId = crypto.randomUUID();
      const count = await touch(key, socketId).catch((error: unknown) => {
        report(error);
        // Without Redis no one is refused: the cap is a guard, not a gate to fail closed on.
        return 0;
      });
      let left = false;
      return {
        count,
        async refresh() {
          if (!left) await touch(key, socketId).catch(report);
        },
        async leave() {
          if (left) return;
          left = true;
          await redis.zrem(key, socketId).catch(report);
        },
      };
    },
    async onlineAmong(organizationId, accountIds) {
      if (accountIds.length === 0) return new Set();
      const now = Date.now();
      const pipeline = redis.pipeline();
      for (const accountId of accountIds) {
        // Sockets whose score is past are gone (their node died): not counted.
        pipeline.zcount(redisKey(organizationId, accountId), `(${now}`, '+inf');
      }
      const results = (await pipeline.exec()) ?? [];
      const online = new Set<string>();
      results.forEach(([error, count], index) => {
        if (error) report(error);
        else if (Number(count) > 0) online.add(accountIds[index]!);
      });
      return online;
    },
    async close() {
      redis.disconnect();
    },
  };
}
