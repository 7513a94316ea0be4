// Finding events (decision 0066): filters in the page URL, kept on reload and undone by back;
// the month view, a month on by keyboard and button, an event opened from its day.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expectAccessible, hydrated, launch, newPage } from '../lib/browser.mjs';

const QA = 'Remote Woodworking Q&A';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('filters live in the URL; the month view navigates by month and opens an event', async () => {
  const page = await newPage(browser);
  await page.goto('/events');
  await hydrated(page);
  await page.getByLabel('Where', { exact: true }).selectOption('online');
  await page.getByLabel('Price', { exact: true }).selectOption('free');
  await page.getByLabel('Interest', { exact: true }).selectOption('woodworking');
  const cards = page.getByTestId('event-card');
  await page.waitForURL(/interest=woodworking/);
  await cards.filter({ hasText: QA }).waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="event-card"]').length === 1,
  );
  assert.match(page.url(), /attendance=online/);
  assert.match(page.url(), /price=free/);

  // A reload (or a shared link) restores the filters.
  await page.reload();
  await hydrated(page);
  assert.equal(await page.getByLabel('Where', { exact: true }).inputValue(), 'online');
  assert.equal(await page.getByLabel('Interest', { exact: true }).inputValue(), 'woodworking');
  await cards.filter({ hasText: QA }).waitFor();
  // Back undoes the last filter, forward brings it back. The filters show the new address
  // once its list has loaded (the page keeps the last one on screen until then).
  await page.goBack();
  await page.waitForURL((url) => !url.search.includes('interest='));
  const interest = await page.getByLabel('Interest', { exact: true }).elementHandle();
  await page.waitForFunction((select) => select?.value === '', interest);
  await page.goForward();
  await page.waitForURL(/interest=woodworking/);
  // Clear filters empties the address; back brings the three filters again.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await page.waitForURL((url) => url.search === '');
  await page.goBack();
  await page.waitForURL(/interest=woodworking/);
  assert.match(page.url(), /attendance=online/);
  assert.match(page.url(), /price=free/);

  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await page.waitForURL(/view=month/);
  const month = page.getByTestId('events-month');
  await month.locator('table').waitFor();
  await expectAccessible(page, '/events month view');
  // The Q&A is a month or two ahead: Page Down on the calendar, then Next month as needed.
  const heading = await month.getByRole('heading', { level: 2 }).textContent();
  await month.locator('table').focus();
  await page.keyboard.press('PageDown');
  await page.waitForURL(/month=\d{4}-\d{2}/);
  // The address changes first; the grid follows once the next month's events are in.
  await month.getByRole('heading', { level: 2 }).filter({ hasNotText: heading }).waitFor();
  const link = month.locator('table').getByRole('link', { name: new RegExp(QA) });
  for (let step = 0; step < 3; step += 1) {
    if (
      await link.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      )
    )
      break;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await link.click();
  await page.getByRole('heading', { level: 1, name: QA }).waitFor();
  assert.deepEqual(page.errors, []);
});
