// The shell on a phone (390 px): Sign up in the header, nothing wider than
// the screen, whole language names in the language dialog, toasts below the header's bell.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { newUser, signUpAndConfirm } from '../lib/auth.mjs';
import { hydrated, launch, newPage, PHONE, screenshots } from '../lib/browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const overflow = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('signed out on a phone: Sign in and Sign up in the header, no sideways scrolling', async () => {
  const page = await newPage(browser, { viewport: PHONE });
  for (const path of ['/activities', '/fr/groups', '/es/accounts', '/ja/activities']) {
    await page.goto(path);
    await hydrated(page);
    const header = page.locator('header > div').first();
    for (const link of await header.getByRole('link').all()) {
      const box = await link.boundingBox();
      assert.ok(
        box && box.x >= 0 && box.x + box.width <= PHONE.width,
        `${path}: a header link is off screen`,
      );
    }
    // Home, sign in and sign up, and the destinations whose names fit beside them (short
    // Japanese names do); the others are in the menu.
    assert.ok((await header.getByRole('link').count()) >= 3, `${path}: home, sign in and sign up`);
    assert.ok((await overflow(page)) <= 0, `${path}: the page scrolls sideways`);
  }
  await page.goto('/activities');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/sign-up');
  await page.context().close();
});

test('language names are whole in the dialog on a phone', async () => {
  const page = await newPage(browser, { viewport: PHONE });
  await page.goto('/activities');
  await hydrated(page);
  await page.getByTestId('language-button').click();
  const grid = page.getByRole('dialog').getByTestId('language-grid');
  await grid.waitFor();
  const cut = await grid.evaluate((element) =>
    [...element.querySelectorAll('button span:not(.sr-only)')]
      .filter((span) => span.scrollWidth > span.clientWidth + 1)
      .map((span) => span.textContent),
  );
  assert.deepEqual(cut, [], 'cut language names');
  await grid.getByText('Español (México)').waitFor();
  await screenshots(page, 'language-dialog-phone');
  await page.context().close();
});

test('a toast appears below the header and its bell, not over them', async () => {
  const page = await newPage(browser, { viewport: PHONE });
  await signUpAndConfirm(page, newUser('toast'));
  const chips = page.getByRole('list', { name: 'Interests' }).getByRole('button');
  for (let index = 0; index < 5; index += 1) await chips.nth(index).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const toast = page.locator('.Toastify__toast').first();
  await toast.waitFor();
  await page.waitForTimeout(400); // its entrance animation
  const header = await page.getByRole('banner').boundingBox();
  const bell = await page
    .getByRole('banner')
    .getByRole('link', { name: /Notifications/ })
    .boundingBox();
  const box = await toast.boundingBox();
  assert.ok(header && bell && box);
  assert.ok(box.y >= header.y + header.height, `the toast (top ${box.y}) covers the header`);
  await screenshots(page, 'toast-below-header');
  await page.context().close();
});
