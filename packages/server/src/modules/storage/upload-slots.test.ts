import { PassThrough } from 'node:stream';
import { STORAGE_MESSAGES } from '@convene/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localUploadSlots, redisUploadSlots } from '../../storage/upload-slots';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { redisSuite, sharedDatabase, TEST_REDIS, tolerateDropOnClose } from '../../test/redis';
import { ftyp, mp4Parts } from './test-media';

const smallVideo = async () => Buffer.concat(await mp4Parts(1_000).stream().toArray());

const redis = await redisSuite('concurrent uploads per account, counted in Redis');
const PREFIX = `convene-test-${crypto.randomUUID()}:`;

describe('local upload slots', () => {
  it('holds the limit per key and frees a slot once, however often it is given back', async () => {
    const slots = localUploadSlots();
    const first = await slots.take('a', 2);
    const second = await slots.take('a', 2);
    expect(first && second).toBeTruthy();
    expect(await slots.take('a', 2)).toBeNull();
    expect(await slots.take('b', 2)).not.toBeNull();
    await first!();
    await first!();
    expect(await slots.take('a', 2)).not.toBeNull();
    expect(await slots.take('a', 2)).toBeNull();
  });

  it('counts uploads on this node when Redis cannot be reached, rather than refusing them', async () => {
    const slots = redisUploadSlots('redis://127.0.0.1:1', {
      expiryMs: 60_000,
      prefix: 'unreachable:',
    });
    try {
      const release = await slots.take('a', 1);
      expect(release).not.toBeNull();
      expect(await slots.take('a', 1)).toBeNull();
      await release!();
      expect(await slots.take('a', 1)).not.toBeNull();
    } finally {
      await slots.close();
    }
  });
});

describe.skipIf(redis.skip)(redis.title, () => {
  const LIMIT = 2;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let client: Redis;

  beforeAll(async () => {
    redis.requireRedis();
    // One deployment: both nodes share the key prefix (as they share a database).
    const env = {
      REDIS_URL: TEST_REDIS,
      UPLOADS_PER_ACCOUNT: String(LIMIT),
      REDIS_KEY_PREFIX: PREFIX,
    };
    nodeA = tolerateDropOnClose(await createTestApp({ env }));
    // Node B shares node A's database and Redis, as two processes behind one load balancer.
    nodeB = await createTestApp({
      env,
      overrides: { database: sharedDatabase(nodeA.runtime.database) },
    });
    client = new Redis(TEST_REDIS);
  });
  afterAll(async () => {
    client?.disconnect();
    await nodeB?.close();
    await nodeA?.close();
  });

  const streamVideo = (node: TestApp, user: TestUser, payload: PassThrough | Buffer) =>
    node.inject({
      method: 'POST',
      url: '/api/storage/videos/stream?source=activity&name=clip.mp4',
      headers: { ...user.headers, 'content-type': 'application/octet-stream' },
      payload,
    });

  /** Waits until Redis counts `count` uploads for the account (each node takes its slot there). */
  async function counted(key: string, count: string | null): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if ((await client.get(key)) === count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`Redis never counted ${count} uploads at ${key}`);
  }

  it("refuses (429) on node B an upload beyond the limit the account's uploads on node A hold", async () => {
    const org = await nodeA.createOrganization();
    const user = await nodeA.createUser(org);
    const key = `${PREFIX}uploads:${org.id}/${user.accountId}`;
    const bodies = Array.from({ length: LIMIT }, () => new PassThrough());
    const running = bodies.map((body) => {
      body.write(ftyp);
      return streamVideo(nodeA, user, body);
    });
    await counted(key, String(LIMIT));

    const onB = await streamVideo(nodeB, user, await smallVideo());
    expect(onB.statusCode).toBe(429);
    expect(onB.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: STORAGE_MESSAGES.tooManyUploads,
    });
    // The refused upload gave back nothing it did not take.
    expect(await client.get(key)).toBe(String(LIMIT));

    for (const body of bodies) body.end(Buffer.alloc(100, 1));
    expect((await Promise.all(running)).map((response) => response.statusCode)).toEqual([200, 200]);
    await counted(key, null);
    expect((await streamVideo(nodeB, user, await smallVideo())).statusCode).toBe(200);
    await counted(key, null);
  });

  it('renews the safety-net expiry of the count with every upload it admits', async () => {
    const org = await nodeA.createOrganization();
    const user = await nodeA.createUser(org);
    const key = `${PREFIX}uploads:${org.id}/${user.accountId}`;
    const body = new PassThrough();
    body.write(ftyp);
    const running = streamVideo(nodeB, user, body);
    await counted(key, '1');
    const ttl = await client.pttl(key);
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(nodeB.config.REQUEST_TIMEOUT_MS + 60_000);
    body.end(Buffer.alloc(100, 1));
    expect((await running).statusCode).toBe(200);
  });
});
