// Push in this browser (decision 0040), as the demo member: the service worker, the opt-in,
// a real Web Push delivered for a notification, and the opt-out. Headless Chromium reaches no
// push service, so the browser's push service is a local one here: the page's PushManager
// hands out a subscription whose endpoint is an HTTP listener of this spec, with keys the
// spec holds. Everything else is the product's: the settings page registers the subscription
// through the API, a notification queues the push, the server's outbox encrypts it
// (aes128gcm) and signs it (VAPID), and the listener decrypts what arrived with the
// subscription's keys — so the spec fails if any step of the delivery breaks.
import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import ece from 'http_ece';
import { expectAccessible, hydrated, launch, newPage } from '../lib/browser.mjs';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, demoApi, demoToken } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { BASE_URL } from '../lib/env.mjs';

async function webPushDevices(accessToken) {
  const devices = await demoApi(accessToken, 'GET', '/self/push-devices?pageSize=100');
  return devices.filter((device) => device.pushService === 'webpush');
}

/** The local push service: every request it receives, and a wait for the next one. */
function pushService() {
  const received = [];
  const waiting = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const push = { headers: request.headers, body: Buffer.concat(chunks) };
      received.push(push);
      waiting.splice(0).forEach((resolve) => resolve(push));
      response.writeHead(201).end();
    });
  });
  return {
    server,
    received,
    next: (timeoutMs) =>
      new Promise((resolve, reject) => {
        waiting.push(resolve);
        setTimeout(() => reject(new Error('no push arrived')), timeoutMs).unref();
      }),
  };
}

/** Replaces the page's push service: `subscribe` answers the spec's subscription. */
function localPushManager({ endpoint, p256dh, auth }) {
  let current = null;
  const subscription = {
    endpoint,
    expirationTime: null,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
    unsubscribe: async () => {
      current = null;
      return true;
    },
  };
  PushManager.prototype.subscribe = async () => (current = subscription);
  PushManager.prototype.getSubscription = async () => current;
}

let browser;
let page;
let member;
let host;
let push;
const keys = createECDH('prime256v1');
keys.generateKeys();
const auth = randomBytes(16);

before(async () => {
  push = pushService();
  push.server.listen(0, '127.0.0.1');
  await once(push.server, 'listening');
  const endpoint = `http://127.0.0.1:${push.server.address().port}/push/member-browser`;
  browser = await launch();
  page = await newPage(browser);
  await page.context().grantPermissions(['notifications'], { origin: BASE_URL });
  await page.context().addInitScript(localPushManager, {
    endpoint,
    p256dh: keys.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
  });
  member = await demoToken('member@example.com');
  host = await demoToken('host@example.com');
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
});

after(async () => {
  await browser?.close();
  push?.server.close();
});

test('the service worker and the VAPID key are served', async () => {
  const worker = await fetch(`${BASE_URL}/sw.js`);
  assert.equal(worker.status, 200);
  assert.match(worker.headers.get('content-type') ?? '', /javascript/);
  assert.match(await worker.text(), /showNotification/);
  const key = await fetch(`${BASE_URL}/api/push/vapid-public-key`, {
    headers: { organization: DEMO_ORGANIZATION },
  });
  assert.equal(Buffer.from((await key.json()).data.publicKey, 'base64url').length, 65);
});

test('push on: the browser is a device, a follow arrives encrypted, push off removes it', async () => {
  const before = (await webPushDevices(member)).length;
  await page.goto('/settings/notifications');
  await hydrated(page);
  const status = page.getByTestId('browser-push-status');
  await status.getByText('Push is off in this browser.').waitFor();
  await expectAccessible(page, 'notification settings with browser push');
  await page.getByTestId('browser-push-on').click();
  await status.getByText('Push is on in this browser.').waitFor({ timeout: 20_000 });
  assert.ok(
    await page.evaluate(async () =>
      Boolean(await navigator.serviceWorker.getRegistration('/sw.js')),
    ),
    'the service worker is registered',
  );
  assert.equal((await webPushDevices(member)).length, before + 1);

  // The host follows the member (again): a FOLLOW notification, pushed to her browser.
  const self = await demoApi(member, 'GET', '/self');
  await demoApi(host, 'POST', `/accounts/${self.id}/unfollow`).catch(() => undefined);
  const arriving = push.next(20_000);
  await demoApi(host, 'POST', `/accounts/${self.id}/follow`);
  const delivered = await arriving;
  assert.equal(delivered.headers['content-encoding'], 'aes128gcm');
  assert.match(delivered.headers.authorization ?? '', /^vapid t=.+, k=.+/);
  const message = JSON.parse(
    ece.decrypt(delivered.body, { version: 'aes128gcm', privateKey: keys, authSecret: auth }),
  );
  assert.match(message.body, /started following you/);
  assert.equal(message.data.type, 'FOLLOW');

  await page.getByTestId('browser-push-off').click();
  await status.getByText('Push is off in this browser.').waitFor();
  assert.equal((await webPushDevices(member)).length, before);
  page.errors.length = 0;
});
