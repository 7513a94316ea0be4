// Profile settings: the account menu leads there; username validation as typed; saving the
// profile; uploading a profile picture; the public profile shows the changes.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { newUser, signUpAndConfirm } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('a member edits the profile and picture from settings', async () => {
  const page = await newPage(browser);
  const user = newUser('profile');
  await signUpAndConfirm(page, user);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.waitForURL((url) => url.pathname === '/settings/profile');
  await hydrated(page);
  const username = page.getByLabel('Username');
  await username.waitFor();
  assert.equal(await username.inputValue(), user.username);

  await username.fill('Bad--Name');
  await page
    .getByText('Username may only contain lowercase letters, numbers and hyphens')
    .waitFor();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText('Fix errors before saving.').waitFor();
  const renamed = `${user.username}-x`;
  await username.fill(renamed);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Marsh');
  await page.getByLabel('Bio').fill('Sails a wooden dinghy on Sundays.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByRole('button', { name: 'Profile saved' }).waitFor();

  const picture = join(tmpdir(), `convene-avatar-${Date.now()}.png`);
  writeFileSync(
    picture,
    await sharp({ create: { width: 240, height: 240, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer(),
  );
  await page.locator('input[type="file"]').first().setInputFiles(picture);
  await page.getByText('Profile picture updated').waitFor();
  const avatar = page.getByRole('img', { name: 'Your profile picture' });
  await page.waitForFunction(
    (element) => element?.getAttribute('src')?.includes('/files/'),
    await avatar.elementHandle(),
  );
  await expectAccessible(page, 'profile settings');
  await screenshots(page, 'settings-profile');

  await page.goto(`/accounts/${renamed}`);
  await page.getByRole('heading', { name: 'Robin Marsh' }).waitFor();
  await page.getByText('Sails a wooden dinghy on Sundays.').waitFor();
  await page.context().close();
});
