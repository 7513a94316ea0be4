import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { tolerateDropOnClose } from '../test/redis';
import { connectSocket, socketUrl, type TestSocket } from '../test/socket';
import { FLOOD_CLOSE, TOO_MANY_CLOSE } from './live-socket';

/** The per-account socket cap and the inbound frame budget, with real sockets. */
describe('live socket limits', () => {
  let t: TestApp;
  let org: TestOrganization;

  beforeAll(async () => {
    t = tolerateDropOnClose(
      await createTestApp({
        listen: true,
        env: {
          LIVE_SOCKETS_PER_ACCOUNT: '2',
          LIVE_SOCKET_FRAME_BURST: '5',
          LIVE_SOCKET_FRAMES_PER_SECOND: '2',
        },
      }),
    );
    org = await t.createOrganization();
  });
  afterAll(() => t.close());

  const open = (who: TestUser) =>
    connectSocket(socketUrl(t.app, { organization: org.id, authorization: who.token }));

  async function expectServed(socket: TestSocket): Promise<void> {
    socket.ws.send('ping');
    expect(await socket.next()).toBe('pong');
  }

  /** Waits until the account's closed sockets have left presence (with Redis, a round trip later). */
  async function untilSocketsOf(who: TestUser, count: number): Promise<void> {
    await vi.waitFor(async () => {
      // A probe joins and leaves at once; the count it sees includes itself.
      const probe = await t.runtime.services.presence.join(org.id, who.accountId);
      await probe.leave();
      expect(probe.count - 1).toBe(count);
    });
  }

  it('closes a socket beyond LIVE_SOCKETS_PER_ACCOUNT with 4429; the ones open stay, and a closed one frees a place', async () => {
    const user = await t.createUser(org);
    const other = await t.createUser(org);
    const first = await open(user);
    const second = await open(user);
    await expectServed(first);
    await expectServed(second);

    const third = await open(user);
    expect(await third.closed).toEqual(TOO_MANY_CLOSE);
    await expectServed(first);
    await expectServed(second);
    // Another account has its own allowance.
    const others = await open(other);
    await expectServed(others);

    await first.close();
    await untilSocketsOf(user, 1);
    const again = await open(user);
    await expectServed(again);
    for (const socket of [second, others, again]) await socket.close();
  });

  it('closes a socket sending frames faster than its budget with 1008; one within it stays open', async () => {
    const user = await t.createUser(org);
    const calm = await open(user);
    for (let frame = 0; frame < 5; frame += 1) await expectServed(calm);
    // Refilled at 2 frames a second: after 600 ms one more frame is allowed.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expectServed(calm);
    await calm.close();

    const flood = await open(user);
    for (let frame = 0; frame < 50; frame += 1) flood.ws.send('ping');
    expect(await flood.closed).toEqual(FLOOD_CLOSE);
  });
});
