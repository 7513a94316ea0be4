// Events: the catalogue and an event's server-rendered page; registering for free, paying
// with a coupon on the test gateway (then canceling a pass for its refund), a declined card
// then another one; paying an invoice.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { newUser, signIn, signUpAndConfirm } from '../lib/auth.mjs';
import {
  expectAccessible,
  hydrated,
  launch,
  newPage,
  PHONE,
  screenshots,
} from '../lib/browser.mjs';
import { BASE_URL } from '../lib/env.mjs';
import { waitForMail } from '../lib/mail.mjs';

const MAKER_FAIR = 'spring-maker-fair-2027';
const FREE_EVENT = 'remote-woodworking-qa';
const DECLINED = 'Payment failed. Please try another payment method.';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Screenshots in light and, after switching the preference, dark (the demo follows the system). */
async function lightAndDark(page, name) {
  await screenshots(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(100);
  await screenshots(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

const next = (page) => page.getByTestId('step-next').click();

async function onStep(page, step) {
  await page.getByTestId(`register-step-${step}`).waitFor();
}

/** The maker fair's required questions (badge name, T-shirt size, lunch). */
async function answerMakerFairQuestions(page) {
  await onStep(page, 'questions');
  await page.getByLabel('Name on your badge').fill('Ada Marsh');
  await page.getByLabel('T-shirt size').selectOption('M');
  await page.getByRole('radiogroup', { name: /Lunch/ }).getByLabel('Vegetarian').check();
  // A choice opens its sub-question.
  await page.getByLabel('Any allergies?').fill('Walnuts');
}

test('the catalogue lists, searches and server-renders an event with Open Graph tags', async () => {
  const html = await (await fetch(`${BASE_URL}/events/${MAKER_FAIR}`)).text();
  assert.match(html, /<meta property="og:title" content="Spring Maker Fair/);
  assert.match(html, /Two days of workshops, stalls and talks on the old pier\./);
  assert.match(html, /Questions and answers/);

  const page = await newPage(browser);
  await page.goto('/events');
  await hydrated(page);
  await page.getByRole('heading', { name: 'Featured' }).waitFor();
  await page.getByTestId('event-card').filter({ hasText: 'Spring Maker Fair' }).first().waitFor();
  await expectAccessible(page, '/events');
  await lightAndDark(page, 'events-list');

  await page.getByLabel('Search events').fill('regatta');
  // The search replaces the featured row and the full list with what it found.
  await page.getByRole('heading', { name: 'Featured' }).waitFor({ state: 'hidden' });
  await page.getByTestId('event-card').filter({ hasText: 'Season Opening Regatta' }).waitFor();
  assert.equal(await page.getByTestId('event-card').count(), 1);
  await page.getByLabel('Search events').fill('no such event zz');
  await page.getByText('No event matches “no such event zz”').waitFor();
  await page.getByRole('tab', { name: 'Past' }).click();
  await page.getByLabel('Search events').fill('');
  await page.getByTestId('event-card').filter({ hasText: 'Autumn Harvest Dinner' }).waitFor();

  // A group's Events tab appears now that the events area serves /events, and leads here.
  await page.goto('/groups/harbour-sailors?tab=events');
  await hydrated(page);
  await page.getByRole('link', { name: 'Season Opening Regatta' }).click();
  await page.getByRole('heading', { name: 'Season Opening Regatta', level: 1 }).waitFor();

  await page.goto(`/events/${MAKER_FAIR}`);
  await hydrated(page);
  await page.getByRole('heading', { name: 'Spring Maker Fair', level: 1 }).waitFor();
  for (const section of ['Agenda', 'Questions and answers', 'Location', 'More information'])
    await page.getByRole('heading', { name: section }).waitFor();
  const map = await page.getByTestId('event-map').getAttribute('href');
  assert.match(map ?? '', /^https:\/\/www\.openstreetmap\.org\/search\?query=Pier%203/);
  await page.getByText('Is there parking?').click();
  await page.getByText('add a parking pass to your registration').waitFor();
  // No share sheet in headless Chromium: the link is copied instead.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('event-share').click();
  await page.getByText('Link copied').waitFor();
  await expectAccessible(page, '/events/:slug');
  await lightAndDark(page, 'event-page');
  assert.deepEqual(page.errors, []);
});

test('a free registration: one pass, the terms, then the confirmation and My events', async () => {
  const page = await newPage(browser);
  await signUpAndConfirm(page, newUser('free'));
  await page.goto(`/events/${FREE_EVENT}`);
  await hydrated(page);
  await page.getByRole('link', { name: 'Register' }).click();
  // Free, nothing to choose or answer: one step, the terms as one checkbox on it.
  await onStep(page, 'passes');
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await page.getByText('Please agree to the terms to register.').waitFor();
  await page.getByLabel('I agree to the terms').check();
  await screenshots(page, 'register-free-one-step');
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await page.waitForURL(`**/events/${FREE_EVENT}/confirmation`);
  await page.getByRole('heading', { name: 'You are registered' }).waitFor();
  assert.equal(await page.getByTestId('pass').count(), 1);
  // The confirmation: calendar links (Google, Outlook, a file), the pass's QR and its page.
  const calendar = page.getByTestId('calendar-links');
  const google = await calendar.getByRole('link', { name: 'Google Calendar' }).getAttribute('href');
  assert.match(google ?? '', /^https:\/\/calendar\.google\.com\/calendar\/render\?/);
  assert.match(google ?? '', new RegExp(encodeURIComponent(`/events/${FREE_EVENT}`)));
  const outlook = await calendar.getByRole('link', { name: 'Outlook' }).getAttribute('href');
  assert.match(outlook ?? '', /^https:\/\/outlook\.live\.com\//);
  const ics = await calendar
    .getByRole('link', { name: 'Calendar file (.ics)' })
    .getAttribute('href');
  const file = decodeURIComponent((ics ?? '').split(',').slice(1).join(','));
  assert.match(file, /\r\nDESCRIPTION:/);
  assert.match(file, new RegExp(`\\r\\nURL:http[^\\r]*/events/${FREE_EVENT}\\r\\n`));
  await page.getByTestId('pass-qr').waitFor();
  await expectAccessible(page, 'register: confirmation');
  await lightAndDark(page, 'register-free-confirmation');
  await page.getByRole('link', { name: 'Open the pass' }).click();
  await page.waitForURL(/\/tickets\/[^/]+\/passes\//);
  await page.getByTestId('pass-qr').waitFor();

  await page.goto(`/events/${FREE_EVENT}`);
  await page.getByText('You are registered.').waitFor();
  await page.goto('/events?tab=mine');
  await page.getByTestId('event-card').filter({ hasText: 'Remote Woodworking Q&A' }).waitFor();
  assert.deepEqual(page.errors, []);
});

test('a paid registration with a coupon, on a phone, through the test gateway', async () => {
  const page = await newPage(browser, { viewport: PHONE });
  const payer = newUser('paid');
  await signUpAndConfirm(page, payer);
  await page.goto(`/events/${MAKER_FAIR}/register`);
  await hydrated(page);
  await onStep(page, 'passes');
  await page.getByRole('button', { name: 'One more General admission' }).click();
  await expectAccessible(page, 'register: passes');
  await screenshots(page, 'register-passes');
  await next(page);

  await onStep(page, 'extras');
  await page.getByLabel('Soldering kit').check();
  await page.getByRole('radio', { name: /Harbour Hotel, double room/ }).check();
  await page.getByLabel('Check-in').waitFor();
  await expectAccessible(page, 'register: extras');
  await screenshots(page, 'register-extras');
  await next(page);
  await answerMakerFairQuestions(page);
  await expectAccessible(page, 'register: questions');
  await screenshots(page, 'register-questions');
  await next(page);

  await onStep(page, 'review');
  const summary = page.getByTestId('cart-summary');
  await summary.getByText('Pass 1 · General admission').waitFor();
  await summary.getByText('With Soldering kit').waitFor();
  await summary.getByText(/Harbour Hotel, double room, \d+ nights?/).waitFor();
  await page.getByLabel('Coupon code').fill('nosuchcode');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('This coupon code is not valid').first().waitFor();
  await page.getByLabel('Coupon code').fill('EARLYBIRD');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('Coupon EARLYBIRD applied').waitFor();
  await summary.getByText(/Discount EARLYBIRD/).waitFor();
  // No sales tax is charged by address here: paying asks no billing address.
  assert.equal(await page.getByTestId('address-picker').count(), 0);
  await page.getByLabel('I agree to the terms').check();
  await page.getByTestId('card-payment').waitFor();
  await page.getByLabel('Visa ending 4242 (approved)').check();
  await expectAccessible(page, 'register: payment');
  await lightAndDark(page, 'register-payment');
  const pay = page.getByTestId('pay');
  assert.match(await pay.innerText(), /^Pay \$\d+\.\d\d$/);
  await pay.click();
  await page.waitForURL(`**/events/${MAKER_FAIR}/confirmation`);
  await page.getByRole('heading', { name: 'You are registered' }).waitFor();
  await page.getByText(/paid on .* with the card ending 4242/).waitFor();
  await page.getByTestId('calendar-links').waitFor();
  await lightAndDark(page, 'register-confirmation');
  await waitForMail(payer.email, /^Your receipt #\d+ from /);

  // One of the passes is canceled from My tickets: more than 30 days before the fair its
  // schedule refunds all that was paid for it, the dialog says how much before anything
  // happens, and the test gateway gives it back.
  await page.goto('/tickets');
  await hydrated(page);
  await page
    .getByRole('list', { name: 'Passes for Spring Maker Fair' })
    .getByRole('link')
    .first()
    .click();
  await page.getByRole('heading', { name: 'Spring Maker Fair', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Cancel pass' }).click();
  const dialog = page.getByRole('alertdialog');
  const said = await dialog.getByText(/^Canceling now refunds/).innerText();
  const [, amount] = /refunds (\$\d+\.\d\d) \(100% of what you paid\)/.exec(said) ?? [];
  assert.ok(amount && amount !== '$0.00', `a refund above zero is offered: ${said}`);
  await expectAccessible(page, 'tickets: cancel with a refund');
  await dialog.getByRole('radio', { name: `Refund me ${amount}` }).check();
  await dialog.getByRole('button', { name: 'Cancel pass' }).click();
  await page
    .getByText(`Your pass is canceled; ${amount} is on its way back to you`)
    .first()
    .waitFor();
  // The canceled pass says what came back and where, and offers no calendar or edits.
  await page.getByTestId('pass-refund').getByText(`${amount} to the card ending 4242`).waitFor();
  assert.equal(await page.getByTestId('calendar-links').count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Edit answers' }).count(), 0);
  await lightAndDark(page, 'tickets-pass-refunded');
  await waitForMail(payer.email, new RegExp(`^Your refund of \\${amount} from `));

  // The payment's receipt is in the member's invoices, paid.
  await page.goto('/invoices');
  await hydrated(page);
  await page
    .getByText(/Spring Maker Fair: registration #\d+/)
    .first()
    .waitFor();
  await screenshots(page, 'invoices-receipts');
  assert.deepEqual(page.errors, []);
});

test('a declined card says so, and another card pays', async () => {
  const page = await newPage(browser);
  await signUpAndConfirm(page, newUser('declined'));
  await page.goto(`/events/${MAKER_FAIR}/register`);
  await hydrated(page);
  await onStep(page, 'passes');
  await page.getByRole('button', { name: 'One more Online' }).click();
  await next(page);
  await onStep(page, 'extras');
  await next(page);
  await answerMakerFairQuestions(page);
  await next(page);
  await onStep(page, 'review');
  // Agreeing to the terms brings the card form: no step between.
  await page.getByLabel('I agree to the terms').check();
  await page.getByLabel('A card that is declined').check();
  await page.getByTestId('pay').click();
  await page.getByTestId('payment-error').filter({ hasText: DECLINED }).waitFor();
  assert.match(new URL(page.url()).pathname, /\/register$/);

  await page.getByLabel('Mastercard ending 4444 (approved)').check();
  await page.getByTestId('pay').click();
  await page.waitForURL(`**/events/${MAKER_FAIR}/confirmation`);
  await page.getByText(/with the card ending 4444/).waitFor();
});

test('the demo member pays an invoice, and prints it or takes the PDF', async () => {
  const page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: 'Convene-demo-1' });
  await page.goto('/invoices');
  await hydrated(page);
  const open = page.getByTestId('invoice-row').filter({ hasText: 'Open studio membership' });
  await open.getByText('Pending payment').waitFor();
  await page
    .getByTestId('invoice-row')
    .filter({ hasText: 'Maker fair stall' })
    .getByText('Void')
    .waitFor();
  await expectAccessible(page, '/invoices');
  await open.click();
  await page.getByTestId('invoice').waitFor();
  await page.getByRole('button', { name: 'Print' }).waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  assert.match((await download).suggestedFilename(), /\.pdf$/);

  // No sales tax by address here: the saved address is not asked for.
  assert.equal(await page.getByTestId('address-picker').count(), 0);
  await page.getByTestId('card-payment').waitFor();
  await expectAccessible(page, '/invoices/:id');
  await lightAndDark(page, 'invoice');
  await page.getByTestId('pay').click();
  await page.getByTestId('invoice-status').filter({ hasText: 'Paid' }).waitFor();
  assert.equal(await page.getByTestId('invoice-due').innerText(), '$0.00');
  await page.getByText(/with the card ending 4242/).waitFor();
  assert.deepEqual(page.errors, []);
});
