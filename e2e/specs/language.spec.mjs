// The language dialog and the language choice rules.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newUser, signIn, signUpAndConfirm } from '../lib/auth.mjs';
import {
  expectAccessible,
  hydrated,
  launch,
  newPage,
  PHONE,
  screenshots,
} from '../lib/browser.mjs';
import { hostUrl } from '../lib/env.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe('languages', () => {
  test('search waits 500 ms, picking a language moves the page to /{locale} and remembers it', async () => {
    const page = await newPage(browser);
    await page.goto('/auth/sign-in?next=1');
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'EN — Language: English' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Choose your language' });
    await dialog.waitFor();
    const items = dialog.getByTestId('language-grid').getByRole('button');
    assert.equal(await items.count(), 68, 'the demo offers the whole catalogue');
    assert.equal(await dialog.locator('[aria-current="true"]').count(), 1);
    assert.match(await dialog.locator('[aria-current="true"]').innerText(), /English/);
    assert.equal(await dialog.locator('img[src="/flags/fr.svg"]').count(), 1);
    await expectAccessible(page, 'language dialog');
    await screenshots(page, 'language-dialog');

    await page.setViewportSize(PHONE);
    const box = await page.locator('[role="dialog"]').boundingBox();
    assert.ok(
      box && box.width >= PHONE.width - 1 && box.height >= PHONE.height - 1,
      'full screen on a phone',
    );
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('searchbox').fill('fran');
    await page.waitForTimeout(200);
    assert.equal(await items.count(), 68, 'the search is not applied before 500 ms');
    await page.waitForTimeout(500);
    assert.deepEqual(
      await items.allInnerTexts().then((texts) => texts.map((text) => text.split('\n')[0].trim())),
      ['Français', 'Français (Canada)'],
    );

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(
      await opener.evaluate((element) => element === document.activeElement),
      true,
      'focus returns to the opener',
    );

    await opener.click();
    await page.getByRole('button', { name: /^Français(?! \()/ }).click();
    await page.waitForURL((url) => url.pathname === '/fr/auth/sign-in' && url.search === '?next=1');
    await page
      .getByRole('heading', { level: 1, name: 'Connectez-vous à Harbor Commons' })
      .waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    await page.getByRole('button', { name: 'FR — Langue : Français' }).click();
    await page.getByRole('dialog', { name: 'Choisissez votre langue' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/auth/sign-in');
    await page.waitForURL((url) => url.pathname === '/fr/auth/sign-in');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test('keyboard focus stays inside the dialog', async () => {
    const page = await newPage(browser);
    await page.goto('/auth/sign-up');
    await hydrated(page);
    await page.getByRole('button', { name: 'EN — Language: English' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
        true,
      );
    }
    await page.context().close();
  });

  test('a signed-in choice is saved on the account and followed on the next sign-in', async () => {
    const page = await newPage(browser);
    const user = newUser('polyglot');
    await signUpAndConfirm(page, user);
    await page.getByRole('button', { name: 'EN — Language: English' }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/login/account/locale') &&
        response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: /^Español(?! \()/ }).click();
    const response = await saved;
    assert.equal(response.status(), 200);
    assert.equal(response.request().postDataJSON().locale, 'es');
    await page.waitForURL((url) => url.pathname.startsWith('/es/'));
    await page.context().close();

    const other = await newPage(browser);
    await signIn(other, user);
    await other.waitForURL((url) => url.pathname.startsWith('/es/'));
    await other.waitForFunction(() => document.documentElement.lang === 'es');
    await other.context().close();
  });

  test('each visit applies the language choice once: the account locale for a bare address, a typed /{locale} wins, no loop', async () => {
    const page = await newPage(browser);
    await signUpAndConfirm(page, newUser('typist'));
    await page.getByRole('button', { name: 'EN — Language: English' }).click();
    await page.getByRole('button', { name: /^Français(?! \()/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/fr/'));

    const paths = [];
    page.on('framenavigated', (frame) => {
      const path = new URL(frame.url()).pathname;
      // History state updates of the same address are not moves.
      if (frame === page.mainFrame() && paths.at(-1) !== path) paths.push(path);
    });
    await page.goto('/groups');
    await page.waitForURL((url) => url.pathname === '/fr/groups');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(paths, ['/groups', '/fr/groups'], "one move, to the account's locale");

    paths.length = 0;
    await page.goto('/es/groups');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    assert.deepEqual(paths, ['/es/groups'], 'a typed /es/… address is not sent elsewhere');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    await page.getByRole('heading', { level: 1, name: 'Grupos' }).waitFor();

    // The next visit without a prefix follows the account again, and stays there.
    paths.length = 0;
    await page.goto('/groups');
    await page.waitForURL((url) => url.pathname === '/fr/groups');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    assert.deepEqual(paths, ['/groups', '/fr/groups']);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test('hideLocaleFlags hides the flags; only configured locales are offered', async () => {
    const page = await newPage(browser);
    await page.goto(hostUrl('dark.localhost', '/auth/sign-in'));
    await hydrated(page);
    await page.getByRole('button', { name: /Langue/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.equal(await dialog.locator('img').count(), 0);
    assert.equal(await dialog.getByTestId('language-grid').getByRole('button').count(), 5);
    await dialog.getByRole('button', { name: '繁體中文' }).click();
    await page.waitForURL((url) => url.pathname === '/zh-TW/auth/sign-in');
    await page.context().close();
  });
});
