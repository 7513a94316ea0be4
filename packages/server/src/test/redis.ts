import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestApp, type TestApp } from './harness';

/**
 * The Redis the multi-node tests use. CI always has Redis (TEST_REDIS_URL, or CI set):
 * there an unreachable Redis fails those tests. Elsewhere they run when Redis answers at
 * the default address and are reported as skipped, by name, when it does not.
 */
export const TEST_REDIS = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
export const TEST_REDIS_REQUIRED = Boolean(process.env.TEST_REDIS_URL || process.env.CI);

/** Why Redis cannot be used, or undefined when it answers a PING. */
export async function redisProblem(url = TEST_REDIS): Promise<string | undefined> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    probe.disconnect();
  }
}

/** The describe() title and skip flag for a suite that needs Redis. */
export async function redisSuite(title: string): Promise<{
  title: string;
  skip: boolean;
  /** Throws, failing the suite, when Redis is required but unreachable. */
  requireRedis(): void;
}> {
  const problem = await redisProblem();
  const skip = problem !== undefined && !TEST_REDIS_REQUIRED;
  return {
    title: `${title} (Redis at ${TEST_REDIS}${skip ? `, skipped: ${problem}` : ''})`,
    skip,
    requireRedis() {
      if (problem)
        throw new Error(`Redis is required here but unreachable at ${TEST_REDIS}: ${problem}`);
    },
  };
}

/**
 * The harness drops a PostgreSQL test database WITH (FORCE) right after ending its pool;
 * sessions still closing then report 57P01 on the pool, which has no error listener, and
 * vitest counts that as an unhandled error. Expected at that moment, so it is ignored here.
 */
export function tolerateDropOnClose<T extends { runtime: { database: DatabaseHandle } }>(
  testApp: T,
): T {
  const { database } = testApp.runtime;
  if (database.kind === 'postgres')
    (database.db as unknown as { $client: Pool }).$client.on('error', () => {});
  return testApp;
}

/** Node B's view of node A's database: the same pool (two processes on one DATABASE_URL), closed by node A only. */
export function sharedDatabase(handle: DatabaseHandle): DatabaseHandle {
  tolerateDropOnClose({ runtime: { database: handle } });
  return { ...handle, close: async () => {} };
}

/**
 * Two nodes of the app on one database and one Redis (docs/architecture.md#tests-and-checks), started in the
 * suite's `beforeAll` (failing it when Redis is required but unreachable) and closed after
 * all: node B shares node A's database, as two processes share one DATABASE_URL.
 */
export function useTwoNodes(
  redis: { requireRedis(): void },
  options: { env?: Record<string, string>; listen?: boolean } = { listen: true },
): { a: TestApp; b: TestApp } {
  const nodes = { a: undefined as unknown as TestApp, b: undefined as unknown as TestApp };
  beforeAll(async () => {
    redis.requireRedis();
    // One deployment: the nodes share the Redis key prefix, as they share the database.
    const env = {
      REDIS_KEY_PREFIX: `convene-test-${crypto.randomUUID()}:`,
      ...options.env,
      REDIS_URL: TEST_REDIS,
    };
    nodes.a = tolerateDropOnClose(await createTestApp({ env, listen: options.listen }));
    nodes.b = await createTestApp({
      env,
      listen: options.listen,
      overrides: { database: sharedDatabase(nodes.a.runtime.database) },
    });
  });
  afterAll(async () => {
    await nodes.b?.close();
    await nodes.a?.close();
  });
  return nodes;
}
