// Sign-up → confirm → sign-in → landing; AUTH_REDIRECT; account switching; passwords.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newUser, signIn, signOut, signUpAndConfirm } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';
import { readCode } from '../lib/mail.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/**
 * An account's button on the account choice: named by what it shows (WCAG 2.5.3), the
 * username first, then the display name; found by the username's exact text.
 */
const useAccount = (page, username) =>
  page
    .getByTestId('account-list')
    .getByRole('button')
    .filter({ has: page.getByText(username, { exact: true }) });

describe('authentication', () => {
  const user = newUser('member');

  test('sign-up flags every field at once and the username as it is typed; confirm signs in and onboards', async () => {
    const page = await newPage(browser);
    await page.goto('/auth/sign-up');
    await hydrated(page);
    await expectAccessible(page, 'sign-up');
    await screenshots(page, 'auth-sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    assert.deepEqual(
      (await page.locator('form [role="alert"]').allInnerTexts()).map((text) => text.trim()),
      ['Email is required', 'Username must be at least 5 characters', 'Password is required'],
      'an empty submit flags every required field',
    );
    assert.equal(
      await page.getByLabel('Email').evaluate((input) => input === document.activeElement),
      true,
      'the first field with a problem gets the focus',
    );
    await expectAccessible(page, 'sign-up errors');
    await screenshots(page, 'auth-sign-up-errors');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByText('Enter a valid email address').waitFor();
    await page.getByLabel('Password').fill('short');
    await page.getByText('Password must be at least 8 characters long').waitFor();
    const username = page.getByLabel('Username');
    await username.fill('ab');
    await page.getByText('Username must be at least 5 characters').waitFor();
    await username.fill('bad--name');
    await page.getByText('Username cannot contain consecutive hyphens').waitFor();
    await username.fill('Bad-Name');
    await page
      .getByText('Username may only contain lowercase letters, numbers and hyphens')
      .waitFor();
    await username.fill('-badname');
    await page.getByText('Username cannot start or end with a hyphen').waitFor();
    await username.fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    assert.equal(await page.getByRole('alert').count(), 0, 'each error goes once it is fixed');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/auth\/confirm\?email=/);
    await expectAccessible(page, 'confirm');
    await screenshots(page, 'auth-confirm');

    const firstCode = await readCode(user.email);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Please enter a code').waitFor();
    await page.getByLabel('Verification code').fill(firstCode === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Invalid verification code').waitFor();

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await page.getByText(/We sent (a new code to|you a new code)/).waitFor();
    const code = await readCode(user.email, { after: firstCode });
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/interests' && url.searchParams.get('next') === '/activities',
    );
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.getByText(user.username).first().waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test('sign-in from the keyboard; wrong password shows the provider message; sign-out', async () => {
    const page = await newPage(browser);
    await page.goto('/auth/sign-in');
    await hydrated(page);
    assert.equal(await page.getByRole('alert').count(), 0, 'no empty error box');
    await expectAccessible(page, 'sign-in');
    await screenshots(page, 'auth-sign-in');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Email and password are required').waitFor();

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('Wrong-password-1');
    await page.getByLabel('Password').press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: /password|incorrect/i })
      .waitFor();

    await page.getByLabel('Email').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/activities');
    await screenshots(page, 'app-signed-in');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).waitFor();
    await expectAccessible(page, 'account menu');
    await screenshots(page, 'account-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await signOut(page);
    assert.equal(
      await page.evaluate(
        () => Object.keys(localStorage).filter((key) => key.endsWith('_accessToken')).length,
      ),
      0,
    );
    await page.context().close();
  });

  test('a signed-out visit to a signed-in page goes to sign-in, then back to the saved path (AUTH_REDIRECT)', async () => {
    const page = await newPage(browser);
    await page.goto('/settings/password?tab=1');
    await page.waitForURL(/\/auth\/sign-in$/);
    assert.equal(
      await page.evaluate(() => sessionStorage.getItem('AUTH_REDIRECT')),
      '/settings/password?tab=1',
    );
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/settings/password' && url.search === '?tab=1',
    );
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
    await expectAccessible(page, 'change password');
    await screenshots(page, 'settings-password');

    await page.getByLabel('Current password').fill('short');
    await page.getByLabel('New password').fill('Another-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password must be at least 8 characters long').waitFor();

    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password').fill('Another-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('button', { name: 'Password changed' }).waitFor();
    user.password = 'Another-pass-2';
    await page.context().close();
  });

  test('forgot password never tells whether an email has a login', async () => {
    const page = await newPage(browser);
    await page.goto('/auth/forgot-password');
    await hydrated(page);
    const nobody = 'nobody-at-all@example.com';
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL(/\/auth\/reset-password\?email=/);
    await page
      .getByText(`If ${nobody} has a login, we sent it a code.`, { exact: false })
      .waitFor();
    await page.getByLabel('Verification code').fill('123456');
    await page.getByLabel('New password').fill('Reset-pass-3');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Invalid verification code').waitFor();
    const text = await page.locator('body').innerText();
    assert.doesNotMatch(text, /does not exist|couldn.t find|not found/i);
    await page.context().close();
  });

  test('forgot password sends a code; reset sets the new password', async () => {
    const page = await newPage(browser);
    await page.goto('/auth/forgot-password');
    await hydrated(page);
    await expectAccessible(page, 'forgot password');
    await screenshots(page, 'auth-forgot-password');
    const before = await readCode(user.email);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL(/\/auth\/reset-password\?email=/);
    await expectAccessible(page, 'reset password');
    await screenshots(page, 'auth-reset-password');
    const code = await readCode(user.email, { after: before });
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('New password').fill('Reset-pass-3');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL(/\/auth\/sign-in$/);
    await page.getByText('Your password has been reset. Please sign in with it.').waitFor();
    user.password = 'Reset-pass-3';
    await signIn(page, user, { expectPath: '/activities' });
    await page.context().close();
  });

  test('account selection: create another account, switch to it, and choose again after the next sign-in', async () => {
    const page = await newPage(browser);
    await signIn(page, user, { expectPath: '/activities' });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Switch account' }).click();
    await page.waitForURL(/\/auth\/accounts$/);
    await page.getByRole('heading', { level: 1, name: 'Choose an account' }).waitFor();
    const second = `${user.username}-two`;
    await page.getByLabel('Username').fill(second);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(`Account ${second} created.`).waitFor();
    await useAccount(page, second).waitFor();

    // A failed mutation: a toast at top-center with the server's message, and the field error.
    await page.getByLabel('Username').fill(second);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .locator('.Toastify__toast-container--top-center')
      .getByText('Username already taken')
      .waitFor();
    await page.locator('form p[role="alert"]', { hasText: 'Username already taken' }).waitFor();
    await page.getByLabel('Username').fill('');
    await expectAccessible(page, 'accounts');
    await screenshots(page, 'auth-accounts');
    await useAccount(page, second).click();
    await page.waitForURL((url) => url.pathname === '/activities');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText(`Signed in as ${second}`).waitFor();
    await page.keyboard.press('Escape');

    await signOut(page);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/auth\/accounts$/);
    await useAccount(page, user.username).click();
    await page.waitForURL((url) => url.pathname === '/activities');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText(`Signed in as ${user.username}`).waitFor();
    await page.context().close();
  });

  test('a brand-new sign-up picks interests first, then lands on the first enabled module', async () => {
    const page = await newPage(browser);
    await signUpAndConfirm(page, newUser('fresh'));
    assert.equal(new URL(page.url()).pathname, '/interests');
    await page.getByRole('link', { name: 'Not now' }).click();
    await page.waitForURL((url) => url.pathname === '/activities');
    await page.context().close();
  });
});
