import { ErrorBodySchema } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisSuite, sharedDatabase, TEST_REDIS, tolerateDropOnClose } from '../test/redis';
import { createTestApp, type TestApp, type TestOrganization } from '../test/harness';

/** Each test acts as its own client address, so counters (kept in Redis too) never mix. */
function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

async function organizationCalls(t: TestApp, org: TestOrganization, from: string, times: number) {
  const statuses: number[] = [];
  for (let call = 0; call < times; call += 1) {
    const response = await t.inject({
      url: '/api/organization',
      headers: org.headers,
      remoteAddress: from,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('rate limit (RATE_LIMIT_MAX=3)', () => {
  let t: TestApp;
  let org: TestOrganization;
  beforeAll(async () => {
    t = tolerateDropOnClose(await createTestApp({ env: { RATE_LIMIT_MAX: '3' } }));
    org = await t.createOrganization();
  });
  afterAll(() => t.close());

  it('answers the fourth call of a client within the window with 429 and the error body', async () => {
    const from = clientAddress();
    expect(await organizationCalls(t, org, from, 3)).toEqual([200, 200, 200]);
    const limited = await t.inject({
      url: '/api/organization',
      headers: org.headers,
      remoteAddress: from,
    });
    expect(limited.statusCode).toBe(429);
    expect(ErrorBodySchema.strict().parse(limited.json())).toMatchObject({
      status: 'error',
      code: 'RATE_LIMITED',
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts each client on its own', async () => {
    const busy = clientAddress();
    await organizationCalls(t, org, busy, 4);
    expect(await organizationCalls(t, org, clientAddress(), 3)).toEqual([200, 200, 200]);
  });
});

const redis = await redisSuite('rate limit shared by two nodes');

describe.skipIf(redis.skip)(redis.title, () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let org: TestOrganization;
  beforeAll(async () => {
    redis.requireRedis();
    const env = { RATE_LIMIT_MAX: '3', REDIS_URL: TEST_REDIS };
    nodeA = tolerateDropOnClose(await createTestApp({ env }));
    nodeB = await createTestApp({
      env,
      overrides: { database: sharedDatabase(nodeA.runtime.database) },
    });
    org = await nodeA.createOrganization();
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it('counts a client across nodes through Redis', async () => {
    const from = clientAddress();
    expect(await organizationCalls(nodeA, org, from, 2)).toEqual([200, 200]);
    expect(await organizationCalls(nodeB, org, from, 2)).toEqual([200, 429]);
    expect(await organizationCalls(nodeA, org, from, 1)).toEqual([429]);
  });
});
