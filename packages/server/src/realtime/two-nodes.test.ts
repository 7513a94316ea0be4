import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { publishToAccount, publishToOrganization } from './publish';
import { redisSuite, sharedDatabase, TEST_REDIS, tolerateDropOnClose } from '../test/redis';
import { connectSocket, socketUrl, untilSubscribed } from '../test/socket';

/** ARCHITECTURE §9: two nodes on one database and one Redis. */
const redis = await redisSuite('two nodes');

describe.skipIf(redis.skip)(redis.title, () => {
  let nodeA: TestApp;
  let nodeB: TestApp;

  beforeAll(async () => {
    redis.requireRedis();
    const env = { REDIS_URL: TEST_REDIS };
    nodeA = tolerateDropOnClose(await createTestApp({ env, listen: true }));
    // Node B shares node A's database, as two processes share one DATABASE_URL.
    nodeB = await createTestApp({
      env,
      listen: true,
      overrides: { database: sharedDatabase(nodeA.runtime.database) },
    });
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it('delivers a message published on node A to the socket on node B, and only to its account', async () => {
    const org = await nodeA.createOrganization();
    const user = await nodeA.createUser(org);
    const other = await nodeA.createUser(org);
    const socket = await connectSocket(
      socketUrl(nodeB.app, { organization: org.id, authorization: user.token }),
    );
    const busA = nodeA.runtime.services.bus;
    await untilSubscribed(busA, socket, org.id, user.accountId);

    await publishToAccount({ bus: busA }, org.id, other.accountId, { type: 'other', body: null });
    const chat = { channelId: crypto.randomUUID(), message: { text: 'across nodes' } };
    await publishToAccount({ bus: busA }, org.id, user.accountId, {
      type: 'new-message',
      body: chat,
    });
    expect(await socket.nextMessage()).toEqual({ type: 'new-message', body: chat });
    await socket.close();
  });

  it('fans an organization-wide message out to sockets on both nodes', async () => {
    const org = await nodeA.createOrganization();
    const user = await nodeA.createUser(org);
    const query = { organization: org.id, authorization: user.token };
    const onA = await connectSocket(socketUrl(nodeA.app, query));
    const onB = await connectSocket(socketUrl(nodeB.app, query));
    const busB = nodeB.runtime.services.bus;
    await untilSubscribed(busB, onA, org.id, user.accountId);
    await untilSubscribed(busB, onB, org.id, user.accountId);

    await publishToOrganization({ bus: busB }, org.id, { type: 'announcement', body: { n: 1 } });
    expect(await onA.nextMessage()).toEqual({ type: 'announcement', body: { n: 1 } });
    expect(await onB.nextMessage()).toEqual({ type: 'announcement', body: { n: 1 } });
    await onA.close();
    await onB.close();
  });
});
