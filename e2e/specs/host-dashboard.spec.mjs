// The organizer dashboard: Maya hosts the wheel evening (Omar holds a pass). From Hosting she
// opens the dashboard, sees the figures the API gives for her events, finds her event among
// them, changes the range by keyboard, and downloads every order as CSV — Omar's among them.
// On a phone in the dark theme the page stays accessible.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';
import { DEMO_PASSWORD, demoApi, demoToken } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import {
  expectAccessible,
  hydrated,
  launch,
  newPage,
  PHONE,
  screenshots,
} from '../lib/browser.mjs';

const EVENT_SLUG = 'ceramics-wheel-evening';

const browser = await launch();
after(() => browser.close());

test('the host opens the dashboard, reads the figures and downloads the orders', async () => {
  const maya = await demoToken('member@example.com');
  const omar = await demoToken('host@example.com');
  const event = await demoApi(omar, 'GET', `/events/${EVENT_SLUG}`);
  const order = await demoApi(omar, 'GET', `/self/events/${event.id}/attendee`);
  const figures = await demoApi(maya, 'GET', '/self/host/dashboard');
  assert.ok(
    figures.events.some((hosted) => hosted.id === event.id),
    'the wheel evening is among her events',
  );

  const page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
  await page.goto('/host');
  await hydrated(page);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL('**/host/dashboard');
  await page.getByRole('heading', { name: 'Organizer dashboard', level: 1 }).waitFor();

  const stat = (label) =>
    page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
  assert.equal(
    (await stat('Registrations').locator('dd').first().innerText()).replace(/\D/g, ''),
    String(figures.totals.registered),
  );
  assert.equal(
    (await stat('Refunds').locator('dd').first().innerText()).replace(/\D/g, ''),
    String(figures.totals.refunds),
  );
  const byEvent = page.getByRole('table', { name: 'Check-in, revenue and refunds by event' });
  await byEvent.getByRole('rowheader', { name: event.name }).waitFor();
  await expectAccessible(page, '/host/dashboard');
  await screenshots(page, 'host-dashboard');

  // The range, by keyboard: a year goes by week.
  const range = page.getByLabel('Range');
  await range.focus();
  await range.selectOption({ label: 'Last 365 days' });
  await page.getByText('Show the numbers').click();
  await page.getByRole('columnheader', { name: 'Week of' }).waitFor();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download orders (CSV)' }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(
    rows[0],
    'Event,Event start,Order,Name,Username,Email,Status,Registered at,Passes,Paid,Refunded',
  );
  assert.ok(
    rows.some((row) => row.includes(`,${order.alternateId},`) && row.includes('Omar Haddad')),
    "Omar's order is in the file",
  );
  assert.equal(rows.length - 1 >= figures.totals.registered, true);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize(PHONE);
  await expectAccessible(page, '/host/dashboard (phone, dark)');
  await screenshots(page, 'host-dashboard-phone-dark');
  assert.deepEqual(page.errors, []);
});
