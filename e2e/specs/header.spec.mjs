// The header adapts to the window: at 1280, 1024, 768 and
// 390 px, in English and French, signed out, as a member and as a host, no page is wider
// than the window, every control of the header is on screen, and every destination of the
// main navigation is reachable — on the bar or in its More (on a phone, Menu) menu.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_PASSWORD } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { focused, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';

const WIDTHS = [1280, 1024, 768, 390];
const LOCALES = [
  { prefix: '', more: /^(More|Menu)$/, menu: 'Account menu', signIn: 'Sign in', signUp: 'Sign up' },
  {
    prefix: '/fr',
    more: /^(Plus|Menu)$/,
    menu: 'Menu du compte',
    signIn: 'Se connecter',
    signUp: "S'inscrire",
  },
];
/** Destinations every signed-in or signed-out visitor of the demo must be able to reach. */
const MUST_REACH = {
  '': ['Activities', 'Events', 'Groups', 'People', 'My tickets', 'Hosting'],
  '/fr': ['Activités', 'Événements', 'Groupes', 'Membres'],
};
const PAGES = {
  anonymous: ['/events', '/groups'],
  member: ['/activities', '/messages', '/tickets'],
  host: ['/host', '/admin'],
};

let browser;
const pages = {};
before(async () => {
  browser = await launch();
  pages.anonymous = await newPage(browser);
  pages.member = await newPage(browser);
  await signIn(pages.member, { email: 'member@example.com', password: DEMO_PASSWORD });
  pages.host = await newPage(browser);
  await signIn(pages.host, { email: 'host@example.com', password: DEMO_PASSWORD });
});
after(async () => {
  await browser?.close();
});

const overflow = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function onScreen(locator, width, what) {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is not shown`);
  assert.ok(box.x >= 0 && box.x + box.width <= width + 0.5, `${what} is off screen (${box.x})`);
}

/** The names of the main navigation's destinations: the bar's links and the More menu's items. */
async function destinations(page, locale) {
  const nav = page.getByRole('navigation', { name: locale.prefix ? 'Principale' : 'Main' });
  const names = await nav.getByRole('link').allInnerTexts();
  const more = nav.getByRole('button', { name: locale.more });
  if ((await more.count()) > 0) {
    await more.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    for (const item of await menu.getByRole('menuitem').all()) {
      await onScreen(item, page.viewportSize().width, 'a More menu item');
      names.push(await item.innerText());
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  }
  return names.map((name) => name.trim());
}

for (const role of ['anonymous', 'member', 'host']) {
  test(`${role}: no sideways scrolling, every control and destination reachable`, async () => {
    const page = pages[role];
    for (const locale of LOCALES) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of PAGES[role]) {
          const where = `${role} ${locale.prefix}${path} at ${width}px`;
          await page.goto(`${locale.prefix}${path}`);
          await hydrated(page);
          assert.ok((await overflow(page)) <= 0, `${where}: the page scrolls sideways`);
          const banner = page.getByRole('banner');
          if (role === 'anonymous') {
            for (const name of [locale.signIn, locale.signUp])
              await onScreen(banner.getByRole('link', { name, exact: true }), width, name);
          } else {
            await onScreen(banner.getByTestId('notification-bell'), width, `${where}: the bell`);
            await onScreen(banner.getByTestId('messages-link'), width, `${where}: messages`);
            const account = banner.getByRole('button', { name: locale.menu });
            await onScreen(account, width, `${where}: the account menu`);
          }
          const reached = await destinations(page, locale);
          for (const name of MUST_REACH[locale.prefix])
            assert.ok(reached.includes(name), `${where}: ${name} not reachable (${reached})`);
          assert.equal(new Set(reached).size, reached.length, `${where}: twice in ${reached}`);
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PAGES[role][0]);
    await hydrated(page);
    await screenshots(page, `header-${role}`);
    await page.goto(`/fr${PAGES[role][0]}`);
    await hydrated(page);
    await screenshots(page, `header-${role}-fr`);
  });
}

test('the More menu by keyboard: opens on Enter, arrows move, Escape closes and returns focus', async () => {
  const page = pages.member;
  for (const width of [1024, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/activities');
    await hydrated(page);
    const more = page.getByTestId('nav-more');
    await more.focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menu').getByRole('menuitem');
    await items.first().waitFor();
    assert.equal(await more.getAttribute('aria-expanded'), 'true');
    await focused(items.first());
    await page.keyboard.press('ArrowDown');
    await focused(items.nth(1));
    await page.keyboard.press('End');
    await focused(items.last());
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // Focus returns to the button.
    await focused(more);
    assert.equal(await more.getAttribute('aria-expanded'), 'false');
    // Enter on an item follows it.
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    const href = await items.last().getAttribute('href');
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === href);
  }
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByTestId('nav-more').click();
  await page.getByRole('menu').waitFor();
  await screenshots(page, 'header-menu-open');
  assert.deepEqual(page.errors, []);
});
