import assert from 'node:assert/strict';
import { hydrated } from './browser.mjs';
import { readCode } from './mail.mjs';

export const PASSWORD = 'Convene-e2e-1';
let counter = 0;

/** A fresh identity for this run. */
export function newUser(prefix = 'e2e') {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    email: `${prefix}-${tag}@example.com`,
    username: `${prefix}-${tag}`,
    password: PASSWORD,
  };
}

/** Signs up through the screens and confirms with the mailed code; ends signed in on the landing page. */
export async function signUpAndConfirm(page, user) {
  await page.goto('/auth/sign-up');
  await hydrated(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/auth\/confirm\?email=/);
  const code = await readCode(user.email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

export async function signIn(page, user, { expectPath } = {}) {
  await page.goto('/auth/sign-in');
  await hydrated(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/auth/sign-in'));
  if (expectPath) assert.equal(new URL(page.url()).pathname, expectPath);
}

export async function signOut(page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await page.waitForURL(/\/auth\/sign-in$/);
}
