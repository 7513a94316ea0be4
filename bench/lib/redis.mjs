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

/** The bus topic of one account: the same format as packages/server/src/realtime/bus.ts. */
export function accountTopic(organizationId, accountId) {
  return `org:${organizationId}:account:${accountId}`;
}
