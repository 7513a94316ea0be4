// Push in this browser (decision 0040): the service worker, the opt-in and the opt-out, as
// the demo member. Headless Chromium has no push service to subscribe with, so the
// subscription itself may be refused: then the settings say so, and no device is left
// registered (the encrypted delivery is proven against a local endpoint in
// packages/server/src/push/push-delivery.test.ts).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expectAccessible, hydrated, launch, newPage } from '../lib/browser.mjs';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, demoApi, demoToken } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { BASE_URL } from '../lib/env.mjs';

async function webPushDevices(accessToken) {
  const devices = await demoApi(accessToken, 'GET', '/self/push-devices?pageSize=100');
  return devices.filter((device) => device.pushService === 'webpush');
}

let browser;
let page;
let member;

before(async () => {
  browser = await launch();
  page = await newPage(browser);
  await page.context().grantPermissions(['notifications'], { origin: BASE_URL });
  member = await demoToken('member@example.com');
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
});

after(async () => {
  await browser?.close();
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

test('turning push on registers the worker and subscribes, or says it could not', async () => {
  const before = (await webPushDevices(member)).length;
  await page.goto('/settings/notifications');
  await hydrated(page);
  const status = page.getByTestId('browser-push-status');
  await status.getByText('Push is off in this browser.').waitFor();
  await expectAccessible(page, 'notification settings with browser push');
  await page.getByTestId('browser-push-on').click();
  await page.waitForFunction(
    () =>
      document.body.innerText.includes('Push is on in this browser.') ||
      document.body.innerText.includes('Push could not be changed'),
    undefined,
    { timeout: 20_000 },
  );
  const registered = await page.evaluate(async () =>
    Boolean(await navigator.serviceWorker.getRegistration('/sw.js')),
  );
  assert.ok(registered, 'the service worker is registered');
  const subscribed = (await status.innerText()).includes('Push is on');
  const after = await webPushDevices(member);
  if (subscribed) {
    // A push service answered: the browser is a webpush device; turning off removes it.
    assert.equal(after.length, before + 1);
    await page.getByTestId('browser-push-off').click();
    await status.getByText('Push is off in this browser.').waitFor();
    assert.equal((await webPushDevices(member)).length, before);
  } else {
    process.stdout.write('# headless Chromium could not subscribe (no push service)\n');
    assert.equal(after.length, before, 'no device is registered without a subscription');
  }
  page.errors.length = 0;
});
