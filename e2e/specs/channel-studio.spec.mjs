// The creator studio: the demo's host, an organization administrator,
// opens the studio of the article channel, writes an article draft, publishes it now,
// finds it on the public channel page, then deletes it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_PASSWORD } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';

/** The demo's article channel (packages/server/src/seed/channels.ts). */
const CHANNEL = { slug: 'studio-notes', name: 'Studio Notes' };
const TITLE = `Harbour log ${Date.now().toString(36)}`;

let browser;
let page;

before(async () => {
  browser = await launch();
  page = await newPage(browser);
  await signIn(page, { email: 'host@example.com', password: DEMO_PASSWORD });
});

after(async () => {
  await browser?.close();
});

test('the channel page and the channel directory lead managers to the studio', async () => {
  await page.goto('/channels');
  await hydrated(page);
  await page.getByRole('link', { name: 'Creator studio' }).click();
  await page.waitForURL(/\/studio\/channels$/);
  await page.getByRole('heading', { level: 1, name: 'Creator studio' }).waitFor();
  await expectAccessible(page, 'studio channels');

  await page.goto(`/channels/${CHANNEL.slug}`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: CHANNEL.name }).waitFor();
  await page.getByRole('link', { name: 'Creator studio' }).click();
  await page.waitForURL(/\/studio\/channels\/[0-9a-f-]+$/);
  await page.getByRole('heading', { level: 1, name: CHANNEL.name }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Channel details' }).waitFor();
  await page.getByTestId('studio-contents').waitFor();
  await expectAccessible(page, 'channel studio');
  await screenshots(page, 'channel-studio');
});

test('an article draft is written, published now, shown on the channel page, then deleted', async () => {
  await page.getByRole('link', { name: 'New content' }).click();
  await page.waitForURL(/\/contents\/new$/);
  await hydrated(page);
  await page.getByLabel('Type').selectOption('article');
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Description', { exact: true }).fill('Notes from the quay.');
  await page.getByLabel('Article text').fill('<p>The tide was low at dawn.</p>');
  await expectAccessible(page, 'new content');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/contents\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name: 'Edit content' }).waitFor();
  const state = page.getByTestId('content-state');
  await page.locator('[data-testid="content-state"][data-state="draft"]').waitFor();

  // Publish now: schedule it at the present time.
  await page.getByLabel('Email the subscribers when it is out').uncheck();
  await page.getByLabel('Send the subscribers a push notification when it is out').uncheck();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await page.locator('[data-testid="content-state"][data-state="published"]').waitFor();
  assert.match(await state.textContent(), /^Published /);
  await expectAccessible(page, 'content editor');
  await screenshots(page, 'content-editor');
  const editor = page.url();

  await page.getByRole('link', { name: 'View the public page' }).click();
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await page.getByText('The tide was low at dawn.').waitFor();
  await page.goto(`/channels/${CHANNEL.slug}`);
  await hydrated(page);
  await page.getByTestId('content-card').filter({ hasText: TITLE }).first().waitFor();

  await page.goto(editor);
  await hydrated(page);
  await page.getByRole('button', { name: 'Delete content' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete “${TITLE}”?` });
  await dialog.waitFor();
  await expectAccessible(page, 'delete content dialog');
  await dialog.getByRole('button', { name: 'Delete content' }).click();
  await page.waitForURL(/\/studio\/channels\/[0-9a-f-]+$/);
  await page.getByTestId('studio-contents').waitFor();
  assert.equal(await page.getByText(TITLE).count(), 0);

  await page.goto(`/channels/${CHANNEL.slug}`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: CHANNEL.name }).waitFor();
  await page.getByTestId('channel-counts').waitFor();
  assert.equal(await page.getByTestId('content-card').filter({ hasText: TITLE }).count(), 0);
  assert.deepEqual(page.errors, []);
});
