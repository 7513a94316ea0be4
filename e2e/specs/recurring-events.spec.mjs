// Recurring events: the demo member creates an event that repeats every week with the wizard,
// sees its first dates in the event's time zone, creates it (one event per date, in a
// series), renames "this and following" dates, and the public page of a date lists the
// series' other dates.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { demoApi, demoToken, DEMO_PASSWORD } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, PHONE } from '../lib/browser.mjs';

const tag = Date.now().toString(36);
const NAME = `Harbour Knot Evenings ${tag}`;
const RENAMED = `Harbour Knot Nights ${tag}`;
const DATES = 4;
/** The wizard's Next (or Create) button. */
const next = (page) => page.getByTestId('step-next').click();

/** A wall-clock time `days` from now at `hour`:00, as a datetime-local input takes it. */
function localTime(days, hour) {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

let browser;
let token;

/** The member's listings of this run, soonest first. */
async function ours() {
  const listings = await demoApi(token, 'GET', '/listings?limit=100');
  return listings.filter((listing) => listing.name === NAME || listing.name === RENAMED);
}

before(async () => {
  browser = await launch();
  token = await demoToken('member@example.com');
});

after(async () => {
  // Other specs' lists stay as they were: this run's dates are canceled.
  const canceled = { event: { status: 'canceled' } };
  const dates = await ours().catch(() => []);
  await Promise.allSettled(
    dates.map((date) => demoApi(token, 'PUT', `/listings/${date.id}`, canceled)),
  );
  await browser?.close();
});

test('a member creates a weekly event, sees its dates, and its page lists the others', async () => {
  const page = await newPage(browser);
  await signIn(page, { password: DEMO_PASSWORD, email: 'member@example.com' });
  await page.goto('/host/new');
  await hydrated(page);

  await page.getByLabel('Name').fill(NAME);
  await page.getByLabel('Time zone').selectOption('Europe/Berlin');
  await page.getByLabel('Starts').fill(localTime(10, 19));
  await page.getByLabel('Ends').fill(localTime(10, 21));
  await page.getByLabel('Summary').fill('Knots by the water, every week.');

  // Repeats: every week, after 4 dates — by keyboard.
  await page.getByLabel('Repeats').focus();
  await page.getByLabel('Repeats').selectOption('weekly');
  await page.getByRole('group', { name: 'On' }).waitFor();
  await page.getByRole('spinbutton', { name: 'Number of dates' }).fill('60');
  await next(page);
  await page.getByText('Give a number of dates from 2 to 52.').waitFor();
  await page.getByRole('spinbutton', { name: 'Number of dates' }).fill(String(DATES));
  const preview = page.getByTestId('repeat-preview');
  await page.getByRole('heading', { name: `${DATES} dates, in the event’s time zone` }).waitFor();
  const items = await preview.getByRole('listitem').allTextContents();
  assert.equal(items.length, DATES);
  for (const item of items) assert.match(item, /7:00\s?PM/);
  await expectAccessible(page, 'host wizard: repeats');
  await next(page);

  await page.getByRole('heading', { name: 'Place' }).waitFor();
  await page.getByLabel('Venue').fill('The Boathouse');
  await next(page);
  await page.getByRole('heading', { name: 'Image' }).waitFor();
  await next(page);
  await page.getByRole('heading', { name: 'First pass' }).waitFor();
  await page.getByLabel('Pass name').fill('General');
  await next(page);
  await page.getByRole('heading', { name: 'Review' }).waitFor();
  await page.getByText('Every week', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Create event' }).click();
  await page.waitForURL('**/host/events/**');
  const first = new URL(page.url()).pathname.split('/').at(-1);

  // One event per date, each with its pass type: all of them can be published.
  const dates = await ours();
  assert.equal(dates.length, DATES);
  assert.equal(dates[0].id, first);
  for (const date of dates) {
    await demoApi(token, 'PUT', `/listings/${date.id}`, { event: { status: 'ready' } });
  }

  // Renaming the second date and the following ones, from its overview.
  await page.goto(`/host/events/${dates[1].id}`);
  await hydrated(page);
  await page.getByLabel('Name').fill(RENAMED);
  await page.getByRole('button', { name: 'Save changes' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Change which dates?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'This and following events' }).click();
  await page.getByText('Changes saved').waitFor();
  const renamed = await ours();
  assert.deepEqual(
    renamed.map((date) => date.name),
    [NAME, RENAMED, RENAMED, RENAMED],
  );

  // The public page of the first date lists the other dates, each a link to its page.
  await page.setViewportSize(PHONE);
  await page.goto(`/events/${dates[0].slug}`);
  await hydrated(page);
  const more = page.getByRole('list', { name: 'More dates' });
  await more.waitFor();
  assert.equal(await more.getByRole('link').count(), DATES - 1);
  await more.getByRole('link').first().click();
  await page.waitForURL(`**/events/${dates[1].slug}`);
  await page.getByRole('heading', { name: RENAMED }).first().waitFor();
  await expectAccessible(page, 'event page: more dates');
  assert.deepEqual(page.errors, []);
});
