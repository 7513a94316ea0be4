// Administration: an organization administrator finds every administrators' screen from the
// account menu (/admin); a member's menu has no such entry, and /admin tells her it is not hers.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { DEMO_PASSWORD } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, PHONE } from '../lib/browser.mjs';

const browser = await launch();
after(() => browser.close());

test('an administrator reaches the support desk from the account menu', async () => {
  const page = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' });
  await signIn(page, { email: 'host@example.com', password: DEMO_PASSWORD });
  await hydrated(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Administration' }).click();
  await page.getByRole('heading', { name: 'Administration', level: 1 }).waitFor();
  for (const name of ['Surveys', 'Manage plans', 'Places and spaces'])
    await page.getByRole('link', { name }).waitFor();
  await expectAccessible(page, '/admin');
  await page.getByRole('link', { name: 'Support desk' }).click();
  await page.waitForURL(/\/admin\/support$/);
  assert.deepEqual(page.errors, []);
});

test('a member has no administration entry and is told /admin is not hers', async () => {
  const page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
  await hydrated(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
  assert.equal(await page.getByRole('menuitem', { name: 'Administration' }).count(), 0);
  await page.keyboard.press('Escape');
  await page.goto('/admin');
  await page.getByText('This page is for administrators').waitFor();
  assert.deepEqual(page.errors, []);
});
