import {
  ChatLiveEventSchema,
  type ChatChannelMember,
  type ChatChannelMessage,
} from '@convene/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/harness';
import { redisSuite, useTwoNodes } from '../../test/redis';
import { connectSocket, socketUrl, untilSubscribed } from '../../test/socket';
import { publishToAccount } from '../../realtime/publish';

/** docs/architecture.md#tests-and-checks: two nodes on one database and the real Redis. */
const redis = await redisSuite('chat on two nodes');

describe.skipIf(redis.skip)(redis.title, () => {
  const nodes = useTwoNodes(redis);

  async function post<T>(user: TestUser, url: string, payload: object): Promise<T> {
    const response = await nodes.a.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: user.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: T }).data;
  }

  it('delivers a message posted on node A to member sockets on node B only, and counts presence across nodes', async () => {
    const org = await nodes.a.createOrganization();
    const [ada, bob, eve] = [
      await nodes.a.createUser(org),
      await nodes.a.createUser(org),
      await nodes.a.createUser(org),
    ];
    const otherOrg = await nodes.a.createOrganization();
    const stranger = await nodes.a.createUser(otherOrg);
    const open = async (user: TestUser, organizationId: string) => {
      const socket = await connectSocket(
        socketUrl(nodes.b.app, { organization: organizationId, authorization: user.token }),
      );
      await untilSubscribed(nodes.a.runtime.services.bus, socket, organizationId, user.accountId);
      return socket;
    };
    const bobSocket = await open(bob, org.id);
    const eveSocket = await open(eve, org.id);
    const strangerSocket = await open(stranger, otherOrg.id);

    // Bob's socket is on node B; node A sees him present through Redis.
    const online = await nodes.a.runtime.services.presence.onlineAmong(org.id, [
      ada.accountId,
      bob.accountId,
    ]);
    expect([...online]).toEqual([bob.accountId]);

    const { channelId } = await post<ChatChannelMember>(ada, '/self/chat/channels', {
      accountIds: [bob.accountId],
    });
    const sent = await post<ChatChannelMessage>(ada, `/self/chat/channels/${channelId}/messages`, {
      text: 'across nodes',
    });
    expect(ChatLiveEventSchema.parse(await bobSocket.nextMessage())).toEqual({
      type: 'new-message',
      body: { channelId, message: sent },
    });

    for (const [socket, user, organizationId] of [
      [eveSocket, eve, org.id],
      [strangerSocket, stranger, otherOrg.id],
    ] as const) {
      const marker = { type: 'marker', body: { id: crypto.randomUUID() } };
      await publishToAccount(nodes.a.runtime.services, organizationId, user.accountId, marker);
      expect(await socket.nextMessage()).toEqual(marker);
    }
    await bobSocket.close();
    await eveSocket.close();
    await strangerSocket.close();
    // Closed: gone from presence (the close is handled asynchronously on node B).
    let still = true;
    for (let attempt = 0; attempt < 100 && still; attempt += 1) {
      still =
        (await nodes.a.runtime.services.presence.onlineAmong(org.id, [bob.accountId])).size > 0;
      if (still) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(still).toBe(false);
  });
});
