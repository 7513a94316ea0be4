import { GlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cognitoClient } from '../test/identity-support';
import { REVOKED_CLOSE, TOO_MANY_CLOSE } from './live-socket';
import { publishToAccount, publishToOrganization } from './publish';
import { redisSuite, useTwoNodes } from '../test/redis';
import { connectSocket, socketUrl, untilSubscribed } from '../test/socket';

/** docs/architecture.md#tests-and-checks: two nodes on one database and one Redis. */
const redis = await redisSuite('two nodes');

describe.skipIf(redis.skip)(redis.title, () => {
  // Two sockets per account at most, so that the cap across nodes can be shown.
  const nodes = useTwoNodes(redis, { listen: true, env: { LIVE_SOCKETS_PER_ACCOUNT: '2' } });

  it('delivers a message published on node A to the socket on node B, and only to its account', async () => {
    const org = await nodes.a.createOrganization();
    const user = await nodes.a.createUser(org);
    const other = await nodes.a.createUser(org);
    const socket = await connectSocket(
      socketUrl(nodes.b.app, { organization: org.id, authorization: user.token }),
    );
    const busA = nodes.a.runtime.services.bus;
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
    const org = await nodes.a.createOrganization();
    const user = await nodes.a.createUser(org);
    const query = { organization: org.id, authorization: user.token };
    const onA = await connectSocket(socketUrl(nodes.a.app, query));
    const onB = await connectSocket(socketUrl(nodes.b.app, query));
    const busB = nodes.b.runtime.services.bus;
    await untilSubscribed(busB, onA, org.id, user.accountId);
    await untilSubscribed(busB, onB, org.id, user.accountId);

    await publishToOrganization({ bus: busB }, org.id, { type: 'announcement', body: { n: 1 } });
    expect(await onA.nextMessage()).toEqual({ type: 'announcement', body: { n: 1 } });
    expect(await onB.nextMessage()).toEqual({ type: 'announcement', body: { n: 1 } });
    await onA.close();
    await onB.close();
  });

  it('closes the socket on node B when the user signs out everywhere through node A; node B refuses the token', async () => {
    const org = await nodes.a.createOrganization();
    const user = await nodes.a.createUser(org);
    const onB = await connectSocket(
      socketUrl(nodes.b.app, { organization: org.id, authorization: user.token }),
    );
    await untilSubscribed(nodes.a.runtime.services.bus, onB, org.id, user.accountId);
    const self = () => nodes.b.inject({ method: 'GET', url: '/api/self', headers: user.headers });
    expect((await self()).statusCode).toBe(200);

    const client = cognitoClient(nodes.a);
    try {
      await client.send(new GlobalSignOutCommand({ AccessToken: user.token }));
    } finally {
      client.destroy();
    }
    expect(await onB.closed).toEqual(REVOKED_CLOSE);
    expect((await self()).statusCode).toBe(401);
  });

  it('counts the sockets of an account on both nodes against LIVE_SOCKETS_PER_ACCOUNT', async () => {
    const org = await nodes.a.createOrganization();
    const user = await nodes.a.createUser(org);
    const query = { organization: org.id, authorization: user.token };
    const onA = await connectSocket(socketUrl(nodes.a.app, query));
    const onB = await connectSocket(socketUrl(nodes.b.app, query));
    await untilSubscribed(nodes.a.runtime.services.bus, onB, org.id, user.accountId);
    const third = await connectSocket(socketUrl(nodes.a.app, query));
    expect(await third.closed).toEqual(TOO_MANY_CLOSE);
    for (const socket of [onA, onB]) {
      socket.ws.send('ping');
      expect(await socket.next()).toBe('pong');
      await socket.close();
    }
  });
});
