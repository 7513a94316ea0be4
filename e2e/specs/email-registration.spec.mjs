// Email registration (decision 0069): a visitor with no account, in a clean browser on a
// phone, registers for a free event with a name and an email; the mailed code (a wrong one
// first) signs them in and shows the pass. The same email from another clean browser gets a
// code too and lands on the same registration: no second account.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { newUser } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, PHONE } from '../lib/browser.mjs';
import { readCode } from '../lib/mail.mjs';

const FREE_EVENT = 'remote-woodworking-qa';

const browser = await launch();
after(() => browser.close());

/** A clean context on the event page, signed out, at phone width. */
async function eventPage() {
  const page = await newPage(browser, { viewport: PHONE });
  await page.goto(`/events/${FREE_EVENT}`);
  await hydrated(page);
  return page;
}

/** Name and email (and the terms), sent from the keyboard; answers the code step. */
async function askForCode(page, { name, email }) {
  const form = page.getByRole('form', { name: 'Register with your email' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('I agree to the terms').check();
  await form.getByLabel('Email').press('Enter');
  await form.getByText(/We sent a code to \w\*\*\*@e\*\*\*/).waitFor();
  return form;
}

/** The code typed in and sent with Enter; then the pass page of the event. */
async function enterCode(page, form, code) {
  await form.getByLabel('Code from the email').fill(code);
  await form.getByLabel('Code from the email').press('Enter');
}

test('a visitor registers with an email and a code, and is signed in with the pass', async () => {
  const visitor = { name: 'Grace Hopper', email: newUser('email-reg').email };
  const page = await eventPage();
  await page.getByRole('link', { name: 'Register', exact: true }).waitFor();
  await expectAccessible(page, 'email registration: the form');

  // Nothing entered: the fields say what is missing.
  const form = page.getByRole('form', { name: 'Register with your email' });
  await form.getByRole('button', { name: 'Send me a code' }).click();
  await form.getByText('Enter your name.').waitFor();

  await askForCode(page, visitor);
  const code = await readCode(visitor.email);
  assert.match(code, /^\d{6}$/);
  await expectAccessible(page, 'email registration: the code step');

  // A wrong code is refused, clearly, on the field.
  await enterCode(page, form, code === '000000' ? '111111' : '000000');
  await form.getByText('That is not the code we sent. Check it and try again.').waitFor();

  await enterCode(page, form, code);
  await page.waitForURL(`**/events/${FREE_EVENT}/confirmation`);
  await page.getByRole('heading', { name: 'You are registered' }).waitFor();
  assert.equal(await page.getByTestId('pass').count(), 1);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();

  // The same email from another clean browser: a code again, the same registration.
  const again = await eventPage();
  const second = await askForCode(again, { name: 'Someone Else', email: visitor.email });
  await enterCode(again, second, await readCode(visitor.email, { after: code }));
  await again.waitForURL(`**/events/${FREE_EVENT}/confirmation`);
  await again.getByRole('heading', { name: 'You are registered' }).waitFor();
  assert.equal(await again.getByTestId('pass').count(), 1);
  await again.context().close();
  await page.context().close();
});
