import { ErrorBodySchema } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisSuite, sharedDatabase, TEST_REDIS, tolerateDropOnClose } from '../test/redis';
import { redisKeyPrefix } from '../config';
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

  it('counts the addresses of one IPv6 /64 as one client, and another /64 on its own', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    expect(await organizationCalls(t, org, `${network}::a`, 2)).toEqual([200, 200]);
    expect(await organizationCalls(t, org, `${network}:0:0:0:b`, 2)).toEqual([200, 429]);
    const neighbour = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:2::a`;
    expect(await organizationCalls(t, org, neighbour, 3)).toEqual([200, 200, 200]);
  });
});

const redis = await redisSuite('rate limit shared by two nodes');

describe.skipIf(redis.skip)(redis.title, () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let org: TestOrganization;
  beforeAll(async () => {
    redis.requireRedis();
    // One deployment: both nodes share the key prefix (as they share a database).
    const env = {
      RATE_LIMIT_MAX: '3',
      REDIS_URL: TEST_REDIS,
      REDIS_KEY_PREFIX: `convene-test-${crypto.randomUUID()}:`,
    };
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

describe.skipIf(redis.skip)(`${redis.title}: two deployments on one Redis`, () => {
  const deployments: { app: TestApp; org: TestOrganization }[] = [];
  beforeAll(async () => {
    redis.requireRedis();
    // Two deployments, each on its own database: the default prefix comes from it.
    for (let index = 0; index < 2; index += 1) {
      const app = tolerateDropOnClose(
        await createTestApp({ env: { RATE_LIMIT_MAX: '3', REDIS_URL: TEST_REDIS } }),
      );
      deployments.push({ app, org: await app.createOrganization() });
    }
  });
  afterAll(async () => {
    for (const { app } of deployments) await app.close();
  });

  it('does not throttle one deployment for the calls of the other', async () => {
    const [first, second] = deployments;
    const prefixes = deployments.map(({ app }) => redisKeyPrefix(app.config));
    expect(prefixes[0]).not.toBe(prefixes[1]);
    const from = clientAddress();
    expect(await organizationCalls(first!.app, first!.org, from, 4)).toEqual([200, 200, 200, 429]);
    expect(await organizationCalls(second!.app, second!.org, from, 3)).toEqual([200, 200, 200]);
    expect(await organizationCalls(second!.app, second!.org, from, 1)).toEqual([429]);
  });

  it('keeps two deployments with the same prefix as one, as its nodes are', async () => {
    const prefix = `convene-test-${crypto.randomUUID()}:`;
    const env = { RATE_LIMIT_MAX: '3', REDIS_URL: TEST_REDIS, REDIS_KEY_PREFIX: prefix };
    const apps = [
      tolerateDropOnClose(await createTestApp({ env })),
      tolerateDropOnClose(await createTestApp({ env })),
    ];
    try {
      const from = clientAddress();
      const orgs = [await apps[0]!.createOrganization(), await apps[1]!.createOrganization()];
      expect(await organizationCalls(apps[0]!, orgs[0]!, from, 2)).toEqual([200, 200]);
      expect(await organizationCalls(apps[1]!, orgs[1]!, from, 2)).toEqual([200, 429]);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});

describe('the Redis key prefix', () => {
  it('is REDIS_KEY_PREFIX, else derived from the database', () => {
    const base = {
      dataDir: '/srv/convene/data',
      DATABASE_URL: undefined,
      REDIS_KEY_PREFIX: undefined,
    };
    expect(redisKeyPrefix({ ...base, REDIS_KEY_PREFIX: 'staging:' })).toBe('staging:');
    expect(
      redisKeyPrefix({ ...base, DATABASE_URL: 'postgres://u:p@db.example:5432/convene_prod' }),
    ).toBe('convene:convene_prod:');
    expect(redisKeyPrefix(base)).toMatch(/^convene:embedded-[0-9a-f]{12}:$/);
    expect(redisKeyPrefix(base)).not.toBe(redisKeyPrefix({ ...base, dataDir: '/srv/other/data' }));
  });
});
