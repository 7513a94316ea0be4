import type { Notification } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/harness';
import { deliverOfflineNotifications, OFFLINE_NOTIFY_DELAY_MS } from '../conversations/index';
import { useThreadsFixture } from './test/threads-fixture';

const f = useThreadsFixture();

describe('threads, offline members', () => {
  const later = () => new Date(Date.now() + OFFLINE_NOTIFY_DELAY_MS + 1_000);
  const notificationsOf = (user: TestUser) =>
    f.ok<Notification[]>(user, 'GET', '/self/notifications');

  it('tells an offline member once for a burst, not the writer, not a non-member, not after reading', async () => {
    const thread = await f.createThread(f.mod, 'private', [f.maya]);
    for (let index = 0; index < 5; index += 1) await f.post(f.mod, thread.id, `Tide ${index}`);
    const services = f.t.runtime.services;
    expect(await deliverOfflineNotifications(services, new Date())).toBe(0);
    expect(await deliverOfflineNotifications(services, later())).toBe(1);
    expect(await deliverOfflineNotifications(services, later())).toBe(0);

    const told = (await notificationsOf(f.maya)).filter((one) => one.type === 'THREAD');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ conversationId: thread.id, sender: { id: f.mod.accountId } });
    expect((await notificationsOf(f.mod)).filter((one) => one.type === 'THREAD')).toEqual([]);
    expect((await notificationsOf(f.lena)).filter((one) => one.type === 'THREAD')).toEqual([]);

    // Read before the delay ran out: nothing more.
    await f.post(f.mod, thread.id, 'Low tide at six');
    await f.ok(f.maya, 'GET', `/threads/${thread.id}/messages`);
    expect(await deliverOfflineNotifications(services, later())).toBe(0);
  });
});
