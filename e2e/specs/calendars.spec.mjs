// Calendars: a member registers for a free event, finds "Add to calendar" (Google, Outlook)
// on the event page, then on My tickets gets the secret calendar feed address, copies it,
// and the address serves the event as iCalendar until a new address replaces it.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { newUser, signUpAndConfirm } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, PHONE } from '../lib/browser.mjs';

const FREE_EVENT = 'remote-woodworking-qa';
const EVENT_NAME = 'Remote Woodworking Q&A';

const browser = await launch();
after(() => browser.close());

test('add to calendar links, and the calendar feed copied from My tickets', async () => {
  const page = await newPage(browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpAndConfirm(page, newUser('calendars'));
  await page.goto(`/events/${FREE_EVENT}`);
  await hydrated(page);

  // The event page: Google Calendar and Outlook, filled in with the event.
  const links = page.getByRole('group', { name: 'Add to calendar' });
  const google = new URL(
    await links.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'),
  );
  assert.equal(`${google.origin}${google.pathname}`, 'https://calendar.google.com/calendar/render');
  assert.equal(google.searchParams.get('action'), 'TEMPLATE');
  assert.equal(google.searchParams.get('text'), EVENT_NAME);
  assert.match(google.searchParams.get('dates') ?? '', /^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
  assert.match(google.searchParams.get('details') ?? '', new RegExp(`/events/${FREE_EVENT}`));
  const outlook = new URL(await links.getByRole('link', { name: 'Outlook' }).getAttribute('href'));
  assert.equal(
    `${outlook.origin}${outlook.pathname}`,
    'https://outlook.live.com/calendar/0/deeplink/compose',
  );
  assert.equal(outlook.searchParams.get('subject'), EVENT_NAME);
  assert.ok(outlook.searchParams.get('startdt') && outlook.searchParams.get('enddt'));

  // Register (free: one step), then subscribe from My tickets.
  await page.getByRole('link', { name: 'Register' }).click();
  await page.getByTestId('register-step-passes').waitFor();
  await page.getByLabel('I agree to the terms').check();
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await page.waitForURL(`**/events/${FREE_EVENT}/confirmation`);

  await page.goto('/tickets');
  await hydrated(page);
  const feed = page.getByTestId('calendar-feed');
  await feed.getByRole('heading', { name: 'Calendar subscription' }).waitFor();
  await feed.getByRole('button', { name: 'Get my calendar link' }).click();
  const field = feed.getByLabel('Your calendar link');
  await field.waitFor();
  const url = await field.inputValue();
  assert.match(url, /\/api\/calendars\/members\/[\w-]{43}\/feed\.ics\?organization=/);
  const webcal = await feed
    .getByRole('link', { name: 'Open in my calendar app' })
    .getAttribute('href');
  assert.equal(webcal, url.replace(/^https?:/, 'webcal:'));

  // The copy control puts the address on the clipboard, reachable by keyboard.
  await feed.getByRole('button', { name: 'Copy link' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Calendar link copied').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);

  // The address answers the event as iCalendar, with no sign-in.
  const served = await page.request.get(url, { headers: { authorization: '' } });
  assert.equal(served.status(), 200);
  assert.match(served.headers()['content-type'] ?? '', /^text\/calendar/);
  const text = await served.text();
  assert.match(text, /^BEGIN:VCALENDAR\r\n/);
  assert.match(text, /SUMMARY:Remote Woodworking Q&A\r\n/);
  await expectAccessible(page, '/tickets');
  await page.setViewportSize(PHONE);
  await feed.getByRole('button', { name: 'Copy link' }).waitFor();

  // A new address: the old one answers 404.
  await feed.getByRole('button', { name: 'Make a new link' }).click();
  await page.waitForFunction(
    (old) => document.querySelector('[data-testid="calendar-feed-url"]')?.value !== old,
    url,
  );
  assert.equal((await page.request.get(url)).status(), 404);
  assert.deepEqual(page.errors, []);
});
