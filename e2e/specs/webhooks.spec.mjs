// Webhooks: an administrator adds an endpoint for support tickets from Administration, sees
// its secret once, finds the delivery a new support ticket queued with its attempts, re-sends
// it, rotates the secret and deletes the endpoint; on a phone, in the dark theme, accessible.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { DEMO_PASSWORD, demoApi } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, PHONE } from '../lib/browser.mjs';

const browser = await launch();
after(() => browser.close());

test('an administrator manages a webhook endpoint and its deliveries', async () => {
  const page = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' });
  await signIn(page, { email: 'host@example.com', password: DEMO_PASSWORD });
  await page.goto('/admin');
  await hydrated(page);
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
  await hydrated(page);

  // A plain http address elsewhere than this machine is refused, under the field.
  const url = `https://crm-${Date.now()}.example.com/convene`;
  await page.getByLabel('URL').fill('http://crm.example.com/convene');
  await page.getByLabel('Support ticket created').check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await page
    .getByText('The URL must be an https:// address on the public internet')
    .first()
    .waitFor();

  await page.getByLabel('URL').fill(url);
  await page.getByLabel('Description (optional)').fill('Our CRM');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = page.getByTestId('secret');
  await secret.getByRole('heading', { name: 'Signing secret' }).waitFor();
  assert.match(await secret.getByLabel('Secret').inputValue(), /^whsec_[A-Za-z0-9+/]{32}$/);
  await expectAccessible(page, '/admin/webhooks');

  // A support ticket is told to the endpoint: a delivery, with its attempts.
  await demoApi(null, 'POST', '/supportTickets', {
    type: 'support',
    email: 'webhooks-e2e@example.com',
    request: 'Is there parking at the venue?',
  });
  await page.getByRole('link', { name: url }).click();
  await page.getByRole('heading', { name: 'Webhook endpoint', level: 1 }).waitFor();
  const delivery = page.getByTestId('webhook-delivery').first();
  await delivery.getByText('Support ticket created').waitFor();
  await delivery.getByRole('button', { name: 'Show attempts' }).click();
  await delivery.getByRole('button', { name: 'Hide attempts' }).waitFor();
  await delivery.getByRole('button', { name: 'Re-send' }).click();
  await page.getByText('Delivery queued again').waitFor();
  await expectAccessible(page, '/admin/webhooks/:endpointId');

  // A new secret, shown once; then the endpoint is deleted.
  await page.getByRole('button', { name: 'Rotate secret' }).click();
  assert.match(
    await page.getByTestId('secret').getByLabel('Secret').inputValue(),
    /^whsec_[A-Za-z0-9+/]{32}$/,
  );
  await page.getByRole('button', { name: 'Delete endpoint' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete endpoint' }).click();
  await page.waitForURL(/\/admin\/webhooks$/);
  await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
  assert.equal(await page.getByRole('link', { name: url }).count(), 0);
  assert.deepEqual(page.errors, []);
});

test('a member is refused the webhooks screen', async () => {
  const page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
  await page.goto('/admin/webhooks');
  await hydrated(page);
  const problem = page.getByTestId('problem');
  await problem.waitFor();
  assert.equal(await problem.getAttribute('data-kind'), 'forbidden');
  assert.equal(await page.getByRole('button', { name: 'Add endpoint' }).count(), 0);
});
