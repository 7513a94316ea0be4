// CLIENT_THEME light / dark / auto (following the system preference live) and the contrast rule.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectAccessible, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';
import { hostUrl } from '../lib/env.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const isDark = (page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const background = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const variable = (page, name) =>
  page.evaluate(
    (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
    name,
  );

describe('theme', () => {
  test('auto follows the emulated dark preference, live', async () => {
    const page = await newPage(browser, { colorScheme: 'dark' });
    await page.goto('/auth/sign-in');
    await hydrated(page);
    assert.equal(await isDark(page), true);
    assert.equal(await background(page), 'rgb(18, 18, 18)');
    await expectAccessible(page, 'sign-in dark');
    await screenshots(page, 'auth-sign-in-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    assert.notEqual(await background(page), 'rgb(18, 18, 18)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.goto('/no/such/page');
    await hydrated(page);
    await expectAccessible(page, 'not found dark');
    await screenshots(page, 'not-found-dark');
    await page.context().close();
  });

  test('dark and light themes ignore the system preference', async () => {
    const dark = await newPage(browser, { colorScheme: 'light' });
    await dark.goto(hostUrl('dark.localhost', '/auth/sign-in'));
    await hydrated(dark);
    assert.equal(await isDark(dark), true);
    await screenshots(dark, 'theme-dark-organization');
    await dark.context().close();

    const light = await newPage(browser, { colorScheme: 'dark' });
    await light.goto(hostUrl('org2.localhost', '/auth/sign-in'));
    await hydrated(light);
    assert.equal(await isDark(light), false);
    await expectAccessible(light, 'northwind sign-in');
    await screenshots(light, 'theme-light-organization');
    await light.context().close();
  });

  test('text on theme colours: black when bright, white otherwise, white on the special purple', async () => {
    const page = await newPage(browser);
    await page.goto(hostUrl('org2.localhost', '/auth/sign-in'));
    assert.equal(await variable(page, '--brand-primary'), '#7b3fe4');
    assert.equal(await variable(page, '--brand-on-primary'), '#ffffff');
    assert.equal(await variable(page, '--brand-on-secondary'), '#000000');
    await page.goto(hostUrl('dark.localhost', '/auth/sign-in'));
    assert.equal(await variable(page, '--brand-on-primary'), '#000000');
    await page.goto('/auth/sign-in');
    assert.equal(await variable(page, '--brand-on-primary'), '#ffffff');
    await page.context().close();
  });

  test('primary text on the dark theme: the brand colour, lightened to 4.5:1 when it is dark', async () => {
    // The colour `text-primary` takes, on an element added to the page.
    const primaryText = (page) =>
      page.evaluate(() => {
        const probe = document.createElement('span');
        probe.className = 'text-primary';
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      });
    const page = await newPage(browser, { colorScheme: 'light' });
    await page.goto('/auth/sign-in');
    await hydrated(page);
    assert.equal(await primaryText(page), 'rgb(15, 118, 110)'); // the brand's #0f766e
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    // #0f766e is 2.6:1 on the dark raised surfaces; mixed with 29 % white it reads at 4.5:1.
    assert.equal(await primaryText(page), 'rgb(85, 158, 152)');
    // A bright brand colour (yellow, on a dark-only organization) is readable as it is.
    await page.goto(hostUrl('dark.localhost', '/auth/sign-in'));
    await hydrated(page);
    assert.equal(await primaryText(page), 'rgb(253, 224, 71)');
    await page.context().close();
  });
});
