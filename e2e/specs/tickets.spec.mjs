// My tickets: a member registers for a free event, finds the pass under My tickets with its QR
// code, transfers it to another demo member (who then holds it), and that member cancels it
// after the dialog has said what it refunds.
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
  await page.getByTestId('register-step-passes').waitFor();
  await page.getByTestId('step-next').click();
  await page.getByTestId('register-step-review').waitFor();
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
  await page.getByRole('link', { name: 'Add to calendar' }).waitFor();
  await expectAccessible(page, '/tickets/:eventId/passes/:passId');
  await screenshots(page, 'tickets-pass');
  await page.setViewportSize(PHONE);
  await screenshots(page, 'tickets-pass-phone');

  await page.getByRole('button', { name: 'Transfer' }).click();
  await page.getByLabel('Search members').fill('Maya');
  await page.getByRole('button', { name: 'Transfer to Maya Lindqvist' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Transfer' }).click();
  await page.getByText('Your pass now belongs to Maya Lindqvist').waitFor();
  await page.waitForURL('**/tickets');
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
