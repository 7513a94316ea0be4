import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../modules/ticketing/events/test/events-fixture';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { redisSuite, TEST_REDIS, tolerateDropOnClose } from '../test/redis';

const redis = await redisSuite('data versions in Redis');

/**
 * With Redis, reading an organization's data version is a round trip. A member's read asks
 * for it to find their sign-in and again for the shared part of what it answers
 * (tenancy/shared-views.ts): a request reads it once and keeps it (`versionsReadOnce`).
 */
describe.skipIf(redis.skip)(redis.title, () => {
  const prefix = `convene-test-${crypto.randomUUID()}:`;
  let t: TestApp;
  let org: TestOrganization;
  let member: TestUser;
  let client: Redis;
  beforeAll(async () => {
    redis.requireRedis();
    t = tolerateDropOnClose(
      await createTestApp({ env: { REDIS_URL: TEST_REDIS, REDIS_KEY_PREFIX: prefix } }),
    );
    org = await t.createOrganization();
    member = await t.createUser(org);
    client = new Redis(TEST_REDIS);
  });
  afterAll(async () => {
    client?.disconnect();
    await t?.close();
  });

  const versionKey = () => `${prefix}data-version:${org.id}`;

  /** How many times Redis was asked for the organization's version while `work` ran. */
  async function versionReads(work: () => Promise<void>): Promise<number> {
    const monitor = await new Redis(TEST_REDIS).monitor();
    const marker = `end-${crypto.randomUUID()}`;
    let reads = 0;
    const seenMarker = new Promise<void>((resolve) => {
      monitor.on('monitor', (_time: string, args: string[]) => {
        if (args[0]?.toLowerCase() === 'get' && args[1] === versionKey()) reads += 1;
        if (args[1] === marker) resolve();
      });
    });
    try {
      await work();
      // MONITOR streams what Redis ran in order: once the marker shows, every read has.
      await client.echo(marker);
      await seenMarker;
      return reads;
    } finally {
      monitor.disconnect();
    }
  }

  it('a member’s read of an event page asks Redis for the version once', async () => {
    const event = await insertEvent(t.runtime.services.db, org.id);
    const read = async () => {
      const response = await t.inject({ url: `/api/events/${event.id}`, headers: member.headers });
      expect(response.statusCode, response.body).toBe(200);
    };
    await read();
    expect(await versionReads(read)).toBe(1);
  });

  it('a write moves the version on in Redis, and the next read reads the new one', async () => {
    const before = Number((await client.get(versionKey())) ?? 0);
    const posted = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: member.headers,
      payload: { message: 'Lanterns at the pier tonight' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(Number(await client.get(versionKey()))).toBe(before + 1);

    const reads = await versionReads(async () => {
      const feed = await t.inject({ url: '/api/activities', headers: member.headers });
      expect(feed.statusCode, feed.body).toBe(200);
      expect(feed.json<{ data: { message: string }[] }>().data[0]?.message).toBe(
        'Lanterns at the pier tonight',
      );
    });
    expect(reads).toBe(1);
  });
});
