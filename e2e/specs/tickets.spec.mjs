// My tickets: a member registers for a free event, finds the pass under My tickets with its QR
// code, transfers it to another demo member found by her email address (who then holds it),
// and that member cancels it after the dialog has said what it refunds.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { DEMO_PASSWORD } from '../lib/api.mjs';
import { newUser, signIn, signUpAndConfirm } from '../lib/auth.mjs';
import {
  expectAccessible,
  hydrated,
  launch,
  newPage,
  PHONE,
  screenshots,
} from '../lib/browser.mjs';

const FREE_EVENT = 'remote-woodworking-qa';
const EVENT_NAME = 'Remote Woodworking Q&A';

// One browser for the file, closed when its tests are done.
const browser = await launch();
after(() => browser.close());

async function registerForFreeEvent(page) {
  await page.goto(`/events/${FREE_EVENT}`);
  await hydrated(page);
  await page.getByRole('link', { name: 'Register' }).click();
  // Free, nothing to answer: one step, the terms on it.
  await page.getByTestId('register-step-passes').waitFor();
  await page.getByLabel('I agree to the terms').check();
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await page.waitForURL(`**/events/${FREE_EVENT}/confirmation`);
}

/** Opens the first pass of the free event from My tickets. */
async function openPass(page) {
  await page.goto('/tickets');
  await hydrated(page);
  const card = page.getByRole('list', { name: `Passes for ${EVENT_NAME}` });
  // Passes canceled on earlier runs stay listed; take one that is not.
  await card.getByRole('link').filter({ hasNotText: 'Canceled' }).first().click();
  await page.getByRole('heading', { name: EVENT_NAME, level: 1 }).waitFor();
}

test('my tickets: the pass with its QR code, transfer, then the receiver cancels it', async () => {
  const page = await newPage(browser);
  await signUpAndConfirm(page, newUser('tickets'));
  await registerForFreeEvent(page);

  await openPass(page);
  await page.getByTestId('pass-qr').waitFor();
  const box = await page.getByTestId('pass-qr').boundingBox();
  assert.ok(box && box.width >= 200, 'the QR code is large enough to scan');
  await page
    .getByRole('group', { name: 'Add to calendar' })
    .getByRole('link', { name: 'Google Calendar' })
    .waitFor();
  await expectAccessible(page, '/tickets/:eventId/passes/:passId');
  await screenshots(page, 'tickets-pass');
  await page.setViewportSize(PHONE);
  await screenshots(page, 'tickets-pass-phone');

  await page.getByRole('button', { name: 'Transfer' }).click();
  // The receiver is found by the address one knows her by, and shown by her name only; the
  // button is named by what it shows (WCAG 2.5.3).
  await page.getByLabel('Search members').fill('Member@Example.com');
  const found = page.getByRole('list', { name: 'Members' });
  await found.getByRole('button', { name: /^Maya Lindqvist @/ }).waitFor();
  assert.doesNotMatch((await found.textContent()) ?? '', /@example\.com/i);
  await screenshots(page, 'tickets-transfer-by-email');
  // Nothing the page asks after the transfer fails: the pass is not asked for again.
  const failed = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await found.getByRole('button', { name: /^Maya Lindqvist @/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Transfer' }).click();
  await page.getByText('Your pass now belongs to Maya Lindqvist').waitFor();
  await page.waitForURL('**/tickets');
  await page.getByRole('heading', { name: 'My tickets', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(failed, []);
  assert.deepEqual(page.errors, []);

  const maya = await newPage(browser);
  await signIn(maya, { email: 'member@example.com', password: DEMO_PASSWORD });
  await openPass(maya);
  await maya.getByTestId('pass-qr').waitFor();
  await maya.getByRole('button', { name: 'Cancel pass' }).click();
  // The free pass refunds nothing, and the dialog says so before anything happens.
  await maya.getByText('Canceling now gives no refund.').waitFor();
  await maya.getByRole('alertdialog').getByRole('button', { name: 'Cancel pass' }).click();
  await maya.getByText('Your pass is canceled').first().waitFor();
  await maya.getByText('This pass is canceled: it has no code to check in.').waitFor();
  assert.deepEqual(maya.errors, []);
});

const MAKER_FAIR = 'Spring Maker Fair';

/** Opens one of the maker fair's attendee pages from its card under My tickets. */
async function openFromMyTickets(page, link) {
  await page.goto('/tickets');
  await hydrated(page);
  await page
    .getByRole('navigation', { name: `More for ${MAKER_FAIR}` })
    .getByRole('link', { name: link })
    .click();
  await page.getByRole('heading', { name: `${link} · ${MAKER_FAIR}`, level: 1 }).waitFor();
}

test('sessions: register for a session, see it on my agenda, download the agenda', async () => {
  const page = await newPage(browser);
  // The demo attendee holds a maker fair pass, already registered for Soldering 101.
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
  await openFromMyTickets(page, 'Sessions');
  const session = (name) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });

  const knots = session('Knots that hold');
  await knots.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByText('You are registered for Knots that hold').waitFor();
  await knots.getByText('Registered', { exact: true }).waitFor();
  // The paid workshop asks for the payment before it counts as registered.
  await session('Glaze chemistry').getByRole('button', { name: 'Register and pay' }).waitFor();
  await expectAccessible(page, '/tickets/:eventId/sessions');

  await page.getByRole('tab', { name: 'My agenda' }).click();
  await session('Soldering 101').waitFor();
  await session('Knots that hold').waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  assert.match((await download).suggestedFilename(), /\.ics$/);
  await page.setViewportSize(PHONE);
  await screenshots(page, 'tickets-agenda-phone');

  await session('Knots that hold').getByRole('button', { name: 'Unregister' }).click();
  await page.getByText('You are no longer registered for Knots that hold').waitFor();
  await session('Knots that hold').waitFor({ state: 'detached' });
  assert.deepEqual(page.errors, []);
});

test('activations: a wrong code is refused, the right one earns the points', async () => {
  const page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
  await openFromMyTickets(page, 'Activations');
  await page.getByRole('heading', { name: 'Leaderboard' }).waitFor();
  const badge = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Solder a badge' }) });
  await badge.getByRole('button', { name: 'Submit code' }).click();
  await badge.getByText('Please enter a code').waitFor();
  await badge.getByLabel('Code').fill('WRONG');
  await badge.getByRole('button', { name: 'Submit code' }).click();
  await badge.getByText('Invalid code. Please try again.').waitFor();
  await badge.getByLabel('Code').fill('SOLDER');
  await badge.getByRole('button', { name: 'Submit code' }).click();
  await badge.getByText('Done: 50 points earned').waitFor();
  await expectAccessible(page, '/tickets/:eventId/activations');
  assert.deepEqual(page.errors, []);
});

test('paid add-ons: buy one on the pass page through the test gateway', async () => {
  const page = await newPage(browser);
  // The demo attendee's maker fair pass has the dinner and parking; the soldering kit is not hers.
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
  await page.goto('/tickets');
  await hydrated(page);
  await page
    .getByRole('list', { name: `Passes for ${MAKER_FAIR}` })
    .getByRole('link')
    .filter({ hasNotText: 'Canceled' })
    .first()
    .click();
  await page.getByRole('heading', { name: MAKER_FAIR, level: 1 }).waitFor();
  await page.getByRole('checkbox', { name: 'Soldering kit' }).check();
  await page.getByRole('button', { name: 'Buy 1 add-on' }).click();
  await page.getByTestId('payment-step').waitFor();
  assert.equal(await page.getByTestId('address-picker').count(), 0);
  await page.getByTestId('pay').click();
  await page.getByText('Add-ons bought: they are on your pass').waitFor();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Soldering kit' })
    .getByText('Purchased')
    .waitFor();
  assert.deepEqual(page.errors, []);
});

test('passes for others: a registered attendee buys two, and gets a code to share', async () => {
  const page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
  await page.goto('/events/spring-maker-fair-2027/confirmation');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Passes for others' });
  await section.getByLabel('How many').fill('2');
  await section.getByRole('button', { name: /^Buy 2 passes · / }).click();
  await section.getByTestId('payment-step').waitFor();
  await section.getByTestId('pay').click();
  await page.waitForURL('**/group-tickets');
  await page
    .getByText(/GRP-[A-Z2-9]{8}/)
    .first()
    .waitFor();
  assert.deepEqual(page.errors, []);
});
