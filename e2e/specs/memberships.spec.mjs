// Memberships: a member meets an event and a channel locked behind the Supporter
// tier, sees what unlocks them, subscribes to the Supporter plan with the test gateway, reads
// the channel and the event, then cancels at the end of the period. An administrator
// (host@example.com) creates a plan with a price and a tier and locks a channel behind it;
// the member sees the plan and the lock.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
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

const CHANNEL = '/channels/members-corner';
const EVENT = '/events/members-night-sail';

let browser;
let page;

before(async () => {
  browser = await launch();
  page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
});

after(async () => {
  await browser?.close();
});

test('a locked event says what unlocks it, with its plans, instead of an error', async () => {
  await page.goto(EVENT);
  await hydrated(page);
  const lock = page.getByTestId('tier-lock');
  await lock.waitFor();
  await lock.getByText('This is for members with: Supporter.').waitFor();
  await lock.getByRole('listitem').filter({ hasText: 'Supporter' }).first().waitFor();
  await lock.getByRole('listitem').filter({ hasText: 'Patron' }).waitFor();
  await lock.getByRole('link', { name: 'Subscribe' }).waitFor();
  if (await page.getByTestId('event-problem').count())
    throw new Error('the locked event shows the problem card beside the notice');
  await expectAccessible(page, 'memberships locked event');
  // Its registration says the same.
  await page.goto(`${EVENT}/register`);
  await hydrated(page);
  await page.getByTestId('tier-lock').getByText('This is for members with: Supporter.').waitFor();
});

test('a locked channel says what unlocks it; subscribing opens it; canceling ends at the period', async () => {
  await page.goto(CHANNEL);
  await hydrated(page);
  const lock = page.getByTestId('tier-lock');
  await lock.waitFor();
  await lock.getByText('This is for members with: Supporter.').waitFor();
  await lock.getByRole('listitem').filter({ hasText: 'Patron' }).waitFor();
  await expectAccessible(page, 'memberships locked channel');
  await lock.getByRole('link', { name: 'Subscribe' }).click();

  await page.waitForURL(/\/memberships$/);
  await page.getByRole('heading', { level: 1, name: 'Memberships' }).waitFor();
  const plan = page.getByTestId('plan').filter({ hasText: 'Supporter' }).first();
  await plan.getByText('$8.00 a month').waitFor();
  await expectAccessible(page, 'memberships');
  await screenshots(page, 'memberships-plans');
  await plan.getByRole('button', { name: 'Subscribe' }).click();
  await plan.getByRole('button', { name: 'Continue to payment' }).click();
  await plan.getByLabel('Visa ending 4242 (approved)').waitFor();
  await plan.getByRole('button', { name: 'Pay and subscribe' }).click();
  await plan.getByRole('status').getByText('You are subscribed to Supporter.').waitFor();

  await page.goto(CHANNEL);
  await hydrated(page);
  await page.getByText('How we spent your support').first().waitFor();
  await page.goto(EVENT);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: 'Members’ night sail' }).waitFor();

  await page.goto('/memberships/mine');
  await hydrated(page);
  const membership = page.getByTestId('membership').filter({ hasText: 'Supporter' }).first();
  await membership.getByTestId('membership-status').getByText('Active').waitFor();
  await membership.getByText(/Renews on/).waitFor();
  await expectAccessible(page, 'memberships mine');
  await screenshots(page, 'memberships-mine');
  await membership.getByRole('button', { name: 'Cancel membership' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Cancel membership' }).click();
  await membership.getByText(/Ends on/).waitFor();
  // Canceled at the period's end: the channel stays open until then.
  await page.goto(CHANNEL);
  await hydrated(page);
  await page.getByText('How we spent your support').first().waitFor();
});

test('a checkout left before paying shows Pay, and starting it again resumes it: one membership', async () => {
  const restart = await newPage(browser);
  await signUpAndConfirm(restart, newUser('restart'));
  const choose = async () => {
    await restart.goto('/memberships');
    await hydrated(restart);
    const plan = restart.getByTestId('plan').filter({ hasText: 'Supporter' }).first();
    await plan.getByRole('button', { name: 'Subscribe' }).click();
    return plan;
  };
  let plan = await choose();
  // No sales tax by address here: subscribing asks no billing address.
  assert.equal(await plan.getByTestId('address-picker').count(), 0);
  await plan.getByRole('button', { name: 'Continue to payment' }).click();
  await plan.getByLabel('Visa ending 4242 (approved)').waitFor();

  // Left before paying: the membership waits for its payment, with a way to pay.
  await restart.goto('/memberships/mine');
  await hydrated(restart);
  const waiting = restart.getByTestId('membership');
  await waiting.getByTestId('membership-status').getByText('Awaiting payment').waitFor();
  await waiting.getByTestId('membership-pay').getByRole('button', { name: 'Pay $8.00' }).waitFor();
  await screenshots(restart, 'memberships-awaiting-payment');

  // Started again from the plans: the same subscription is paid.
  plan = await choose();
  await plan.getByRole('button', { name: 'Continue to payment' }).click();
  await plan.getByLabel('Visa ending 4242 (approved)').waitFor();
  await plan.getByRole('button', { name: 'Pay and subscribe' }).click();
  await plan.getByRole('status').getByText('You are subscribed to Supporter.').waitFor();
  await restart.goto('/memberships/mine');
  await hydrated(restart);
  await restart.getByTestId('membership-status').getByText('Active').waitFor();
  assert.equal(await restart.getByTestId('membership').count(), 1);
  await restart.goto('/invoices');
  await hydrated(restart);
  await restart.getByText('Supporter membership').first().waitFor();
  assert.deepEqual(restart.errors, []);
});

test('an administrator creates a plan with a price and a tier and locks a channel; members see them', async () => {
  const stamp = Date.now().toString(36);
  const tierName = `Insiders ${stamp}`;
  const planName = `Studio pass ${stamp}`;
  const admin = await newPage(browser);
  await signIn(admin, { email: 'host@example.com', password: DEMO_PASSWORD });
  await admin.goto('/memberships');
  await hydrated(admin);
  await admin.getByRole('link', { name: 'Manage plans' }).click();
  await admin.getByRole('heading', { level: 1, name: 'Manage memberships' }).waitFor();

  await admin.getByRole('tab', { name: 'Tiers' }).click();
  await admin.getByLabel('Tier name').fill(tierName);
  await admin.getByRole('button', { name: 'Add tier' }).click();
  await admin.getByRole('listitem').filter({ hasText: tierName }).waitFor();

  await admin.getByRole('tab', { name: 'Plans' }).click();
  await admin.getByRole('button', { name: 'New plan' }).click();
  await admin.getByLabel('Plan name').fill(planName);
  await admin.getByLabel('Features').fill('The studio channel\nA seat at the open studio');
  await admin.getByLabel(tierName).check();
  await admin.getByRole('button', { name: 'Save' }).click();
  const card = admin.getByTestId('admin-plan').filter({ hasText: planName });
  await card.getByText(`Grants: ${tierName}`).waitFor();
  await card.getByLabel('Amount (USD)').fill('15');
  await card.getByLabel('Billed every').selectOption('month');
  await card.getByRole('button', { name: 'Add price' }).click();
  await card.getByText('$15.00 a month').waitFor();
  await expectAccessible(admin, 'memberships admin');
  await screenshots(admin, 'memberships-admin');

  await admin.getByRole('tab', { name: 'Locked content' }).click();
  await admin.getByLabel('What to lock').selectOption('channel');
  await admin.getByLabel('Channel', { exact: true }).selectOption({ label: 'Studio Notes' });
  await admin.getByLabel(tierName).check();
  await admin.getByRole('button', { name: 'Lock', exact: true }).click();
  const locked = admin.getByRole('listitem').filter({ hasText: 'Studio Notes' });
  await locked.getByText(tierName).waitFor();

  // The member sees the new plan, and the channel says it unlocks it.
  await page.goto('/memberships');
  await hydrated(page);
  const plan = page.getByTestId('plan').filter({ hasText: planName });
  await plan.getByText('$15.00 a month').waitFor();
  await plan.getByText('A seat at the open studio').waitFor();
  await page.goto('/channels/studio-notes');
  await hydrated(page);
  const lock = page.getByTestId('tier-lock');
  await lock.getByText(`This is for members with: ${tierName}.`).waitFor();
  await lock.getByRole('listitem').filter({ hasText: planName }).waitFor();

  // On a phone the screen stacks; the lock is opened again for the other journeys.
  await admin.setViewportSize(PHONE);
  await locked.getByRole('button', { name: 'Unlock Studio Notes' }).click();
  await admin
    .getByText('Nothing is locked')
    .or(admin.getByText('Studio Notes is open to everyone'))
    .first()
    .waitFor();
  await expectAccessible(admin, 'memberships admin phone');
  await admin.context().close();
});
