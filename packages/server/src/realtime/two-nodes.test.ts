import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { publishToAccount, publishToOrganization } from './publish';
import { connectSocket, socketUrl, untilSubscribed } from './test-socket';

/**
 * ARCHITECTURE §9: two nodes on one database and one Redis; a message published on one
 * node reaches a socket held by the other. CI always has Redis (TEST_REDIS_URL, or CI
 * set): there an unreachable Redis fails this file. Elsewhere the file runs when Redis
 * answers at the default address and is reported as skipped, by name, when it does not.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_REQUIRED = Boolean(process.env.TEST_REDIS_URL || process.env.CI);

async function redisProblem(url: string): Promise<string | undefined> {
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

const problem = await redisProblem(REDIS_URL);
const skipped = problem !== undefined && !REDIS_REQUIRED;

describe.skipIf(skipped)(
  `two nodes through Redis at ${REDIS_URL}${skipped ? ` (skipped: ${problem})` : ''}`,
  () => {
    let nodeA: TestApp;
    let nodeB: TestApp;

    beforeAll(async () => {
      if (problem)
        throw new Error(`Redis is required here but unreachable at ${REDIS_URL}: ${problem}`);
      const env = { REDIS_URL };
      nodeA = await createTestApp({ env, listen: true });
      // Node B shares node A's database, as two processes share one DATABASE_URL.
      nodeB = await createTestApp({
        env,
        listen: true,
        overrides: { database: { ...nodeA.runtime.database, close: async () => {} } },
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
  },
);
