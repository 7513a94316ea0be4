import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
// web-push is CommonJS: Node's ESM loader sees only its default export.
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index';
import { OutboxWorker } from '../jobs/outbox-worker';
import {
  createTestApp,
  memoryTransport,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../test/harness';
import { firebaseProvider } from './firebase';
import { generateKeyPairSync } from 'node:crypto';
import { browserSubscription, decryptWebPush } from './providers.test-support';
import { fakeService, type FakeService } from './push-test-support';
import { webPushProvider } from './webpush';

const silent = pino({ level: 'silent' });

/**
 * The whole path through the public surface: devices registered with the API, a follow
 * that notifies, the outbox worker handing each push to its provider (decision 0040).
 */
describe('push delivery through the outbox', () => {
  let t: TestApp;
  let org: TestOrganization;
  let alice: TestUser;
  let bob: TestUser;
  let browser: FakeService;
  let fcm: FakeService;
  let fcmAnswer: 'ok' | 'gone' | 'busy' = 'ok';
  let worker: OutboxWorker;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    alice = await t.createUser(org);
    bob = await t.createUser(org);
    browser = await fakeService(() => ({ status: 201 }));
    fcm = await fakeService((request) => {
      if (request.url === '/token')
        return { status: 200, body: { access_token: 't', expires_in: 3600 } };
      if (fcmAnswer === 'ok') return { status: 200, body: { name: 'projects/p/messages/1' } };
      if (fcmAnswer === 'gone') {
        return {
          status: 404,
          body: { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } },
        };
      }
      return { status: 503, body: { error: { status: 'UNAVAILABLE' } } };
    });
    const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:push@convene.test' };
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    worker = new OutboxWorker(t.runtime.services.db, memoryTransport(), silent, 1000, {
      webpush: webPushProvider(async () => vapid),
      firebase: firebaseProvider({
        projectId: 'p',
        clientEmail: 'push@p.iam.gserviceaccount.com',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        tokenUrl: `${fcm.url}/token`,
        url: fcm.url,
      }),
    });
    // Two local services and an RSA key besides the app: slow on a loaded machine.
  }, 120_000);
  afterAll(async () => {
    await Promise.all([browser.close(), fcm.close()]);
    await t.close();
  });

  const register = (user: TestUser, payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/self/push-devices', headers: user.headers, payload });
  const devices = async (user: TestUser) =>
    (await t.inject({ method: 'GET', url: '/api/self/push-devices', headers: user.headers })).json()
      .data as { id: string; pushService: string }[];
  const follow = (who: TestUser, whom: TestUser) =>
    t.inject({
      method: 'POST',
      url: `/api/accounts/${whom.accountId}/follow`,
      headers: who.headers,
    });
  const unfollow = (who: TestUser, whom: TestUser) =>
    t.inject({
      method: 'POST',
      url: `/api/accounts/${whom.accountId}/unfollow`,
      headers: who.headers,
    });
  const pushRows = async () =>
    t.runtime.services.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'push'), eq(outbox.organizationId, org.id)))
      .orderBy(outbox.createdAt);
  const rowFor = async (service: string) =>
    (await pushRows())
      .filter((row) => (row.payload as { pushService: string }).pushService === service)
      .at(-1)!;

  it('answers the VAPID public key browsers subscribe with, the same each time', async () => {
    const first = await t.inject({
      method: 'GET',
      url: '/api/push/vapid-public-key',
      headers: org.headers,
    });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json().data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await t.inject({
      method: 'GET',
      url: '/api/push/vapid-public-key',
      headers: org.headers,
    });
    expect(again.json().data.publicKey).toBe(publicKey);
  });

  it('refuses a webpush device without the browser subscription, naming the field', async () => {
    const response = await register(bob, { pushService: 'webpush' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('subscription');
    const bad = await register(bob, {
      pushService: 'webpush',
      subscription: { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('subscription.endpoint');
  });

  it('delivers an encrypted Web Push, an FCM push, and skips a service with no provider', async () => {
    const subscriber = browserSubscription(`${browser.url}/push/bob`);
    const registered = await register(bob, {
      pushService: 'webpush',
      subscription: subscriber.subscription,
      name: 'Firefox',
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().data.pushService).toBe('webpush');
    // The same subscription again is the same device.
    await register(bob, { pushService: 'webpush', subscription: subscriber.subscription });
    expect(
      (await register(bob, { pushService: 'firebase', deviceToken: 'fcm-bob' })).statusCode,
    ).toBe(200);
    expect((await register(bob, { pushService: 'xiaomi', deviceToken: 'mi-bob' })).statusCode).toBe(
      200,
    );
    expect((await devices(bob)).map((d) => d.pushService).sort()).toEqual([
      'firebase',
      'webpush',
      'xiaomi',
    ]);

    expect((await follow(alice, bob)).statusCode).toBe(200);
    await worker.drainOnce();

    expect(browser.received).toHaveLength(1);
    const message = JSON.parse(decryptWebPush(browser.received[0]!.body, subscriber));
    expect(message).toMatchObject({
      body: expect.stringContaining('started following you'),
      data: { type: 'FOLLOW', notificationId: expect.any(String) },
    });
    expect(await rowFor('webpush')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await rowFor('firebase')).toMatchObject({ status: 'sent' });
    expect(await rowFor('xiaomi')).toMatchObject({
      status: 'skipped',
      lastError: 'no xiaomi push provider configured',
      sentAt: null,
    });
  });

  it('retries a 5xx with backoff, then removes a device whose token is gone', async () => {
    fcmAnswer = 'busy';
    await unfollow(alice, bob);
    await follow(alice, bob);
    const before = Date.now();
    await worker.drainOnce();
    const retried = await rowFor('firebase');
    expect(retried).toMatchObject({ status: 'pending', attempts: 1 });
    expect(retried.lastError).toContain('503');
    expect(retried.availableAt.getTime()).toBeGreaterThanOrEqual(before + 2000);

    fcmAnswer = 'gone';
    await t.runtime.services.db
      .update(outbox)
      .set({ availableAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, retried.id));
    await worker.drainOnce();
    expect(await rowFor('firebase')).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await devices(bob)).map((d) => d.pushService).sort()).toEqual(['webpush', 'xiaomi']);
  });

  it('sends no push when the member turned the type’s push off', async () => {
    const carol = await t.createUser(org);
    const subscriber = browserSubscription(`${browser.url}/push/carol`);
    await register(carol, { pushService: 'webpush', subscription: subscriber.subscription });
    await t.inject({
      method: 'PUT',
      url: '/api/self/notificationPreferences',
      headers: carol.headers,
      payload: { newFollowerPush: false },
    });
    const before = browser.received.length;
    await follow(alice, carol);
    await worker.drainOnce();
    expect(browser.received).toHaveLength(before);
    const list = await t.inject({
      method: 'GET',
      url: '/api/self/notifications',
      headers: carol.headers,
    });
    expect(list.json().data.map((n: { type: string }) => n.type)).toEqual(['FOLLOW']);
  });
});
