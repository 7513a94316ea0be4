// Journeys the other specs leave out: a host on his own event page (its discussion and
// "Manage event", no Register), and what events cost before Register ("Free", "From $…") on
// the /events cards and on the event pages.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { DEMO_PASSWORD } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';

// Demo seed (packages/server/src/seed/events-data.ts): Omar Haddad (host@example.com) hosts
// both; the Q&A has no pass types (a free admission pass), the fair's cheapest public pass
// is its Online pass at $9.00 and its passes go up to $99.00.
const FREE = { slug: 'remote-woodworking-qa', name: 'Remote Woodworking Q&A' };
const PAID = { slug: 'spring-maker-fair-2027', name: 'Spring Maker Fair' };
const FROM_PRICE = /^From \$\d+\.\d\d$/;

// One browser for the file, closed when its tests are done.
const browser = await launch();
after(() => browser.close());

test('a host opens his own event: the discussion and Manage event, no Register', async () => {
  const page = await newPage(browser);
  await signIn(page, { email: 'host@example.com', password: DEMO_PASSWORD });
  // The header names him as people know him, not by his username.
  await page.getByRole('button', { name: 'Omar Haddad Account menu' }).waitFor();
  await page.goto(`/events/${FREE.slug}`);
  await hydrated(page);
  await page.getByRole('heading', { name: FREE.name, level: 1 }).waitFor();
  const manage = page.getByRole('link', { name: 'Manage event' });
  await manage.waitFor();
  assert.match((await manage.getAttribute('href')) ?? '', /\/host\/events\/[0-9a-f-]{36}$/);
  assert.equal(await page.getByRole('link', { name: 'Register', exact: true }).count(), 0);
  const discussion = page.getByRole('region', { name: 'Discussion' });
  await discussion.waitFor();
  // The thread itself loads: its composer, not the "cannot take part" note.
  await discussion.getByRole('textbox').first().waitFor();
  await expectAccessible(page, '/events/:slug (host)');
  await screenshots(page, 'journeys-host-event');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('prices: "Free" and "From $…" on the /events cards and on the event pages', async () => {
  const page = await newPage(browser);
  await page.goto('/events');
  await hydrated(page);
  const card = (name) =>
    page
      .getByTestId('event-card')
      .filter({ has: page.getByRole('heading', { name, level: 2, exact: true }) })
      .first();
  assert.equal(await card(FREE.name).getByTestId('event-price').textContent(), 'Free');
  assert.match((await card(PAID.name).getByTestId('event-price').textContent()) ?? '', FROM_PRICE);
  await screenshots(page, 'journeys-event-prices');

  await page.goto(`/events/${FREE.slug}`);
  await hydrated(page);
  const panel = page.getByTestId('registration-panel');
  assert.equal(await panel.getByTestId('event-price').textContent(), 'Free');
  await page.goto(`/events/${PAID.slug}`);
  await hydrated(page);
  assert.match((await panel.getByTestId('event-price').textContent()) ?? '', FROM_PRICE);
  await screenshots(page, 'journeys-paid-event');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
