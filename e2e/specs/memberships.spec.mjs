// Memberships (issue 17): a member meets an event and a channel locked behind the Supporter
// tier, sees what unlocks them, subscribes to the Supporter plan with the test gateway, reads
// the channel and the event, then cancels at the end of the period.
import { after, before, test } from 'node:test';
import { DEMO_PASSWORD } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';

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
  await plan.getByTestId('address-picker').waitFor();
  await plan.getByRole('button', { name: 'Continue to payment' }).click();
  await plan.getByLabel('Card').waitFor();
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
