// A new member is sent to pick interests — 'Select 5 interests':
// no error before any action, never more than five, then on to the landing page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { newUser, signUpAndConfirm } from '../lib/auth.mjs';
import { expectAccessible, launch, newPage, screenshots } from '../lib/browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('a new member picks exactly five interests, then goes on to the landing page', async () => {
  const page = await newPage(browser);
  await signUpAndConfirm(page, newUser('onboard'));
  const url = new URL(page.url());
  assert.equal(url.pathname, '/interests');
  assert.equal(url.searchParams.get('next'), '/activities');
  await page.getByRole('heading', { level: 1, name: 'Your interests' }).waitFor();
  const chips = page.getByRole('list', { name: 'Interests' }).getByRole('button');
  await chips.first().waitFor();
  assert.ok((await chips.count()) > 5, 'the demo offers more than five interests');

  const count = page.getByTestId('interests-count');
  assert.equal((await count.innerText()).trim(), '0 of 5 selected');
  assert.equal(await page.getByRole('alert').count(), 0, 'no error before any action');
  const save = page.getByRole('button', { name: 'Save and continue' });
  assert.equal(await save.isDisabled(), true);
  await expectAccessible(page, 'interests');
  await screenshots(page, 'onboarding-interests');

  for (let index = 0; index < 5; index += 1) await chips.nth(index).click();
  assert.equal((await count.innerText()).trim(), '5 of 5 selected');
  assert.equal(await chips.nth(5).isDisabled(), true, 'a sixth cannot be picked');
  await chips.nth(5).click({ force: true });
  assert.equal((await count.innerText()).trim(), '5 of 5 selected');
  assert.equal(await chips.nth(5).getAttribute('aria-pressed'), 'false');
  await page.getByText('That makes 5. Unselect one to choose another.').waitFor();
  await expectAccessible(page, 'interests full');
  await screenshots(page, 'onboarding-interests-full');

  // Swapping one keeps five.
  await chips.nth(0).click();
  assert.equal((await count.innerText()).trim(), '4 of 5 selected');
  await chips.nth(5).click();
  assert.equal((await count.innerText()).trim(), '5 of 5 selected');

  await save.click();
  await page.waitForURL((next) => next.pathname === '/activities');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
