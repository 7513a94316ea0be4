import { ErrorBodySchema } from '@convene/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOKEN_TTL } from '@convene/contract';
import { buildApp } from '../app';
import { logins } from '../db/schema/index';
import { issueTokens } from '../identity/tokens';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { tolerateDropOnClose } from '../test/redis';
import { inProcessBus, topics, type Bus } from './bus';
import { EXPIRED_CLOSE, IDLE_CLOSE, liveSocket, SHUTDOWN_CLOSE } from './live-socket';
import { publishToAccount, publishToOrganization } from './publish';
import { connectSocket, refusedUpgrade, socketUrl, untilSubscribed } from '../test/socket';

describe('live socket /api/ws', () => {
  let t: TestApp;
  let org: TestOrganization;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = tolerateDropOnClose(await createTestApp({ listen: true }));
    org = await t.createOrganization();
    user = await t.createUser(org);
    other = await t.createUser(org);
  });
  afterAll(() => t.close());

  const url = (query: Record<string, string>) => socketUrl(t.app, query);
  const connectAs = (who: TestUser, extra: Record<string, string> = {}) =>
    connectSocket(url({ organization: org.id, authorization: who.token, ...extra }));

  it('answers ping with pong and a heartbeat with a pulse', async () => {
    const socket = await connectAs(user);
    socket.ws.send('ping');
    expect(await socket.next()).toBe('pong');
    socket.ws.send(JSON.stringify({ type: 'heartbeat' }));
    expect(JSON.parse(await socket.next())).toEqual({ type: 'pulse' });
    await socket.close();
  });

  it('accepts the token with a Bearer prefix', async () => {
    const socket = await connectSocket(
      url({ organization: org.id, authorization: `Bearer ${user.token}` }),
    );
    socket.ws.send('ping');
    expect(await socket.next()).toBe('pong');
    await socket.close();
  });

  it("forwards the account's messages as { type, body } and no one else's", async () => {
    const socket = await connectAs(user);
    const bus = t.runtime.services.bus;
    await untilSubscribed(bus, socket, org.id, user.accountId);

    const otherOrg = await t.createOrganization();
    await publishToAccount({ bus }, org.id, other.accountId, { type: 'for-other', body: 1 });
    await publishToAccount({ bus }, otherOrg.id, user.accountId, { type: 'other-org', body: 2 });
    await publishToOrganization({ bus }, otherOrg.id, { type: 'other-org-wide', body: 3 });
    const chat = {
      channelId: crypto.randomUUID(),
      message: { id: crypto.randomUUID(), text: 'hi' },
    };
    await publishToAccount({ bus }, org.id, user.accountId, { type: 'new-message', body: chat });
    await publishToOrganization({ bus }, org.id, { type: 'announcement', body: { id: 'a1' } });

    // Ordered delivery: had any of the first three leaked, it would arrive before these.
    expect(await socket.next()).toBe(JSON.stringify({ type: 'new-message', body: chat }));
    expect(await socket.nextMessage()).toEqual({ type: 'announcement', body: { id: 'a1' } });
    await socket.close();
  });

  it('acts for the executeas account when the login may (an organization admin)', async () => {
    const admin = await t.createUser(org, { admin: true });
    const socket = await connectAs(admin, { executeas: other.accountId });
    const bus = t.runtime.services.bus;
    await untilSubscribed(bus, socket, org.id, other.accountId);
    await publishToAccount({ bus }, org.id, admin.accountId, { type: 'for-admin', body: null });
    await publishToAccount({ bus }, org.id, other.accountId, { type: 'for-other', body: null });
    expect(await socket.nextMessage()).toEqual({ type: 'for-other', body: null });
    await socket.close();
  });

  it('closes the socket on a client frame over 4 KiB (1009)', async () => {
    const socket = await connectAs(user);
    socket.ws.send('x'.repeat(4 * 1024 + 1));
    expect((await socket.closed).code).toBe(1009);
  });

  describe('refuses the upgrade with a JSON error', () => {
    it('400 without an organization', async () => {
      const refused = await refusedUpgrade(url({ authorization: user.token }));
      expect(refused.status).toBe(400);
      expect(ErrorBodySchema.parse(refused.body)).toMatchObject({
        code: 'VALIDATION',
        field: 'organization',
        message: 'The organization query parameter is required',
      });
    });

    it('400 for an organization that is not an id', async () => {
      const refused = await refusedUpgrade(
        url({ organization: 'demo', authorization: user.token }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: 'error', field: 'organization' });
    });

    it('404 for an unknown organization', async () => {
      const refused = await refusedUpgrade(
        url({ organization: crypto.randomUUID(), authorization: user.token }),
      );
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'NOT_FOUND', message: 'Unknown organization' });
    });

    it('401 without a token', async () => {
      const refused = await refusedUpgrade(url({ organization: org.id }));
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
    });

    it('401 for an invalid token', async () => {
      const refused = await refusedUpgrade(
        url({ organization: org.id, authorization: `${user.token.slice(0, -4)}AAAA` }),
      );
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it("401 for another organization's token", async () => {
      const otherOrg = await t.createOrganization();
      const stranger = await t.createUser(otherOrg);
      const refused = await refusedUpgrade(
        url({ organization: org.id, authorization: stranger.token }),
      );
      expect(refused.status).toBe(401);
    });
  });

  it('unsubscribes from the bus when the socket closes', async () => {
    let active = 0;
    const inner = inProcessBus();
    const countingBus: Bus = {
      publish: inner.publish,
      close: inner.close,
      subscribe(topic, handler) {
        active += 1;
        const unsubscribe = inner.subscribe(topic, handler);
        return () => {
          active -= 1;
          unsubscribe();
        };
      },
    };
    const local = tolerateDropOnClose(
      await createTestApp({ listen: true, overrides: { bus: countingBus } }),
    );
    try {
      const localOrg = await local.createOrganization();
      const localUser = await local.createUser(localOrg);
      const socket = await connectSocket(
        socketUrl(local.app, { organization: localOrg.id, authorization: localUser.token }),
      );
      expect(active).toBe(3);
      await countingBus.publish(topics.account(localOrg.id, localUser.accountId), {
        type: 'hello',
        body: null,
      });
      expect(await socket.nextMessage()).toEqual({ type: 'hello', body: null });
      await socket.close();
      await vi.waitFor(() => expect(active).toBe(0));
    } finally {
      await local.close();
    }
  });

  it('closes the socket when its token expires (4401), so the client reconnects with a fresh one', async () => {
    const organization = (await t.app.organizations.byIdOrUndefined(org.id))!;
    const [login] = await t.runtime.services.db
      .select({ sub: logins.sub, tokenVersion: logins.tokenVersion })
      .from(logins)
      .where(eq(logins.id, user.loginId));
    const soon = await issueTokens(
      t.runtime.services.keys,
      t.config,
      organization,
      {
        loginId: user.loginId,
        sub: login!.sub,
        email: user.email,
        tokenVersion: login!.tokenVersion,
      },
      // Issued long enough ago that three seconds of life are left.
      {
        now: new Date(Date.now() - TOKEN_TTL.access * 1000 + 3_000),
        refreshedFrom: { originJti: undefined },
      },
    );
    const socket = await connectSocket(
      url({ organization: org.id, authorization: soon.AccessToken }),
    );
    expect(await socket.closed).toEqual(EXPIRED_CLOSE);
  });

  it('closes open sockets with 1001 when the node shuts down', async () => {
    const node = await buildApp({ services: t.runtime.services, plugins: [liveSocket()] });
    await node.listen({ port: 0, host: '127.0.0.1' });
    const socket = await connectSocket(
      socketUrl(node, { organization: org.id, authorization: user.token }),
    );
    await node.close();
    expect(await socket.closed).toEqual(SHUTDOWN_CLOSE);
  });

  describe('closes a silent socket (heartbeat timeout)', () => {
    const idleTimeoutMs = 300;
    let quick: FastifyInstance;
    beforeAll(async () => {
      quick = await buildApp({
        services: t.runtime.services,
        plugins: [liveSocket({ idleTimeoutMs })],
      });
      await quick.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => quick.close());

    it('with code 4408 after the timeout without a client message', async () => {
      const socket = await connectSocket(
        socketUrl(quick, { organization: org.id, authorization: user.token }),
      );
      expect(await socket.closed).toEqual({ code: IDLE_CLOSE.code, reason: IDLE_CLOSE.reason });
    });

    it('but not while the client keeps sending', async () => {
      const socket = await connectSocket(
        socketUrl(quick, { organization: org.id, authorization: user.token }),
      );
      for (let beat = 0; beat < 8; beat += 1) {
        socket.ws.send('ping');
        expect(await socket.next()).toBe('pong');
        await new Promise((resolve) => setTimeout(resolve, idleTimeoutMs / 3));
      }
      expect(socket.ws.readyState).toBe(socket.ws.OPEN);
      expect((await socket.closed).code).toBe(IDLE_CLOSE.code);
    });
  });
});
