// Hosting: the demo member creates a paid event with the wizard (basics, place, image, first
// pass type, review), adds a second pass type on its overview, publishes it, files it under an
// interest and finds it at /events/<slug> and under that interest; then a new member
// registers for it and pays through the test gateway, and the host words its confirmation
// email in the formatting editor.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { demoApi, demoToken, DEMO_PASSWORD } from '../lib/api.mjs';
import { newUser, signIn, signUpAndConfirm } from '../lib/auth.mjs';
import {
  expectAccessible,
  hydrated,
  launch,
  newPage,
  PHONE,
  screenshots,
} from '../lib/browser.mjs';

const tag = Date.now().toString(36);
const NAME = `Rope Splicing Workshop ${tag}`;
const SLUG = `rope-splicing-workshop-${tag}`;
// A 1×1 PNG: the image step's upload.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A wall-clock time `days` from now at `hour`:00, as a datetime-local input takes it. */
function localTime(days, hour) {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

let browser;
let created;

before(async () => {
  browser = await launch();
});

after(async () => {
  // The event has a paid registration by now: cancel it so other specs' lists stay as they were.
  if (created) {
    const token = await demoToken('member@example.com');
    await demoApi(token, 'PUT', `/listings/${created}`, { event: { status: 'canceled' } }).catch(
      () => undefined,
    );
  }
  await browser?.close();
});

const next = (page) => page.getByTestId('step-next').click();

test('a member creates a paid event, adds a pass type and publishes it', async () => {
  const page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
  await page.goto('/host');
  await hydrated(page);
  await page.getByRole('link', { name: 'Create event' }).first().click();
  await page.waitForURL('**/host/new');
  await hydrated(page);

  // Basics: a bad slug and end are refused before anything is sent.
  await page.getByLabel('Name').fill(NAME);
  assert.equal(await page.getByLabel('Web address').inputValue(), SLUG);
  await page.getByLabel('Starts').fill(localTime(40, 18));
  await page.getByLabel('Ends').fill(localTime(40, 17));
  await next(page);
  await page.getByText('The event must end after it starts.').waitFor();
  await page.getByLabel('Ends').fill(localTime(40, 21));
  await page.getByLabel('Time zone').selectOption('Europe/Stockholm');
  await page.getByLabel('Summary').fill('Learn the long splice and the eye splice.');
  await expectAccessible(page, 'host wizard: basics');
  await screenshots(page, 'host-wizard-basics');
  await next(page);

  await page.getByRole('heading', { name: 'Place' }).waitFor();
  await page.getByLabel('Venue').fill('The Boathouse');
  await page.getByLabel('City').fill('Gothenburg');
  await next(page);

  await page.getByRole('heading', { name: 'Image' }).waitFor();
  await page.getByTestId('listing-image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await page.getByText(/This file is not an image we can use/).waitFor();
  await page.getByTestId('listing-image').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: PIXEL,
  });
  await page.getByRole('img', { name: 'Preview of the event image' }).waitFor();
  await next(page);

  await page.getByRole('heading', { name: 'First pass' }).waitFor();
  await page.getByLabel('Pass name').fill('General');
  await page.getByLabel('Price (USD)').fill('25');
  await page.getByText('$25.00').waitFor();
  await page.getByLabel('How many').fill('30');
  await next(page);

  await page.getByRole('heading', { name: 'Review' }).waitFor();
  await page.getByText('General · $25.00 · 30').waitFor();
  await expectAccessible(page, 'host wizard: review');
  await page.getByRole('button', { name: 'Create event' }).click();
  await page.waitForURL('**/host/events/**');
  created = new URL(page.url()).pathname.split('/').at(-1);
  await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
  await page.getByText('Draft', { exact: true }).waitFor();

  // A second pass type from the overview's catalogue.
  await page.getByTestId('add-passTypes').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Supporter');
  await dialog.getByLabel('Price (USD)').fill('40');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Supporter', { exact: true }).waitFor();
  await page.getByText(/\$40\.00 · 0 sold/).waitFor();

  await page.getByTestId('publish-listing').click();
  await page.getByText('Published', { exact: true }).waitFor();
  // What it is about, in the same form: /events finds it under the interest ticked.
  await page.getByRole('checkbox', { name: 'Woodworking', exact: true }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Changes saved').waitFor();
  await expectAccessible(page, 'host overview');
  await screenshots(page, 'host-overview');
  await page.getByRole('link', { name: 'View the public page' }).click();
  await page.waitForURL(`**/events/${SLUG}`);
  await page.getByRole('heading', { name: NAME }).first().waitFor();
  await page.goto('/events?interest=woodworking');
  await hydrated(page);
  await page.getByTestId('event-card').filter({ hasText: NAME }).waitFor();
  assert.deepEqual(page.errors, []);
});

test('another member registers for it and pays through the test gateway', async () => {
  assert.ok(created, 'the event was created');
  const page = await newPage(browser, { viewport: PHONE });
  await signUpAndConfirm(page, newUser('host-buyer'));
  await page.goto(`/events/${SLUG}/register`);
  await hydrated(page);
  await page.getByTestId('register-step-passes').waitFor();
  await page.getByRole('button', { name: 'One more General' }).click();
  await next(page);
  await page.getByTestId('register-step-review').waitFor();
  await page.getByLabel('I agree to the terms').check();
  await page.getByLabel('Visa ending 4242 (approved)').check();
  await page.getByTestId('pay').click();
  await page.waitForURL(`**/events/${SLUG}/confirmation`);
  await page.getByText(/with the card ending 4242/).waitFor();
  assert.deepEqual(page.errors, []);

  // The host sees the registration in the listing.
  const token = await demoToken('member@example.com');
  const listing = await demoApi(token, 'GET', `/listings/${created}`);
  assert.equal(listing.registrationCount, 1);
});

test('the host words the confirmation email with formatting; the preview fills in the attendee', async () => {
  assert.ok(created, 'the event was created');
  const page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
  await page.goto(`/host/events/${created}/emails`);
  await hydrated(page);
  const words = page.getByRole('textbox', { name: 'Your words' });
  await words.click();
  await page.keyboard.type('Welcome, ');
  await page.getByRole('button', { name: 'Attendee name' }).click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' bring gloves');
  await expectAccessible(page, 'host emails: the editor');
  await screenshots(page, 'host-emails-editor');
  await page.getByRole('button', { name: 'Save' }).click();
  const preview = page.getByTestId('email-preview');
  await preview.locator('strong', { hasText: 'bring gloves' }).waitFor();
  assert.match(await preview.innerText(), /Welcome, Alex Sample/);
  assert.deepEqual(page.errors, []);
});
