// API keys: an administrator creates a key on /admin/api-keys (a name, scopes, no expiry),
// copies the secret shown once, and another system calls the API with it — a route of its
// scope answers, one outside it is refused (403) — until she revokes it after confirming (401).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { auditEveryWay } from '../lib/a11y.mjs';
import { DEMO_ORGANIZATION, DEMO_PASSWORD } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { hydrated, launch, newPage, PHONE, screenshots } from '../lib/browser.mjs';
import { BASE_URL } from '../lib/env.mjs';

const browser = await launch();
after(() => browser.close());

/** A server-to-server call with the key: its status. */
async function callWithKey(secret, path) {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    headers: { organization: DEMO_ORGANIZATION, authorization: `Bearer ${secret}` },
  });
  return response.status;
}

test('an administrator issues a key, it calls its scope only, and revoking it stops it', async () => {
  const page = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, { email: 'host@example.com', password: DEMO_PASSWORD });
  await page.goto('/admin');
  await hydrated(page);
  await page.getByRole('link', { name: 'API keys' }).click();
  await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
  await hydrated(page);

  // Nothing chosen: the form says what is missing, next to each field.
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByText('Give the key a name.').waitFor();
  await page.getByText('Choose at least one scope.').waitFor();

  const name = `Door scanner ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('checkbox', { name: /events:read/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const secretField = page.getByLabel(`Key “${name}”`);
  await secretField.waitFor();
  const secret = await secretField.inputValue();
  assert.match(secret, /^cvk_[\w-]{43}$/);
  await page.getByRole('button', { name: 'Copy key' }).click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret);
  // Light and dark, phone and desktop: no serious or critical finding.
  assert.deepEqual(await auditEveryWay(page, '/admin/api-keys with a new key'), []);
  await screenshots(page, 'api-keys-secret');

  assert.equal(await callWithKey(secret, '/events'), 200);
  assert.equal(await callWithKey(secret, '/accounts'), 403);

  // The secret is gone once dismissed; the list shows the key by its prefix.
  await page.getByRole('button', { name: 'I have stored it' }).click();
  assert.equal(await page.getByTestId('api-key-secret').count(), 0);
  const row = page.getByTestId('api-key').filter({ hasText: name });
  await row.getByText(`${secret.slice(0, 12)}…`).waitFor();
  await row.getByText('Active').waitFor();

  // The keyboard reaches Revoke; the dialog starts on Cancel, and Escape keeps the key.
  await row.getByRole('button', { name: 'Revoke' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: `Revoke “${name}”?` });
  await dialog.waitFor();
  assert.deepEqual(await auditEveryWay(page, 'the revoke dialog'), []);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await callWithKey(secret, '/events'), 200);

  await row.getByRole('button', { name: 'Revoke' }).click();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await row.getByText('Revoked').waitFor();
  assert.deepEqual(await auditEveryWay(page, '/admin/api-keys with a revoked key'), []);
  await screenshots(page, 'api-keys-list');
  assert.equal(await callWithKey(secret, '/events'), 401);
  assert.deepEqual(page.errors, []);
});
