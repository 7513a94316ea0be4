// The Redis the multi-node scenarios publish through: BENCH_REDIS_URL, else the local default.
import { Redis } from 'ioredis';

export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

/** A connected client, or undefined when Redis does not answer. */
export async function connectRedis(url = BENCH_REDIS_URL) {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch {
    client.disconnect();
    return undefined;
  }
}

/**
 * What a bench node's Redis keys and channels start with (REDIS_KEY_PREFIX, decision 0052):
 * set, so a scenario publishes on the channels the node listens to.
 */
const PREFIX = 'convene-bench:';

/** The environment of a node on the bench's Redis. */
export const REDIS_ENV = { REDIS_URL: BENCH_REDIS_URL, REDIS_KEY_PREFIX: PREFIX };

/**
 * The Redis channel of a bus topic (`org:<id>`, `org:<id>:account:<id>`: the formats of
 * packages/server/src/realtime/bus.ts), as packages/server/src/realtime/redis-bus.ts names it.
 */
export function busChannel(topic) {
  return `${PREFIX}${topic}`;
}

/** The bus channel of one account. */
export function accountChannel(organizationId, accountId) {
  return busChannel(`org:${organizationId}:account:${accountId}`);
}
