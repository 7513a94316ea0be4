// The not-found page in the four built-in languages, inside the app layout; pages that
// cannot be shown (forbidden, not found) with a way out.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { privateGroupWithPost } from '../lib/api.mjs';
import { expectAccessible, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';
import { hostUrl } from '../lib/env.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const CASES = [
  ['', 'This page does not exist', "Sorry, we couldn't find the page you're looking for."],
  ['/es', 'Esta página no existe', 'Lo sentimos, no pudimos encontrar la página que buscas.'],
  [
    '/fr',
    "Cette page n'existe pas",
    "Désolé, nous n'avons pas trouvé la page que vous recherchez.",
  ],
  ['/ja', 'このページは存在しません', 'お探しのページが見つかりませんでした。'],
];

describe('not-found page', () => {
  for (const [prefix, title, body] of CASES) {
    test(`in ${prefix || '/ (English)'}`, async () => {
      const page = await newPage(browser);
      const response = await page.goto(`${prefix}/no/such/page`);
      assert.equal(response.status(), 404);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(body).waitFor();
      await page.getByRole('navigation').first().waitFor();
      await expectAccessible(page, `not found ${prefix}`);
      await screenshots(page, `not-found${prefix.replace('/', '-') || '-en'}`);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }

  test('a locale the organization does not offer is not a prefix', async () => {
    const page = await newPage(browser);
    // The second organization offers the built-in languages only: Italian is not one.
    const response = await page.goto(hostUrl('org2.localhost', '/it/auth/sign-in'));
    assert.equal(response.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'This page does not exist' }).waitFor();
    await page.context().close();
  });
});

describe('a page that cannot be shown', () => {
  test("a members-only post: a proper page in the reader's language, sign in, and back to it", async () => {
    const { post } = await privateGroupWithPost('E2E Forbidden Page');
    const page = await newPage(browser);
    await page.goto('/fr/activities');
    await hydrated(page);
    await page.goto(`/fr/activities/${post.id}`);
    await hydrated(page);
    const problem = page.getByTestId('problem');
    await problem.waitFor();
    assert.equal(await problem.getAttribute('data-kind'), 'forbidden');
    await page
      .getByRole('heading', { level: 1, name: 'Vous ne pouvez pas ouvrir cette page' })
      .waitFor();
    await problem.getByText('Rejoignez le groupe pour voir ceci.').waitFor();
    const text = await problem.innerText();
    assert.doesNotMatch(text, /you must|must be a|to view this content/i, 'no raw server message');
    await problem.getByRole('link', { name: 'Page d’accueil' }).waitFor();
    await problem.getByRole('button', { name: 'Revenir en arrière' }).waitFor();
    await page.getByRole('navigation').first().waitFor();
    await expectAccessible(page, 'forbidden page');
    await screenshots(page, 'problem-forbidden-fr');

    // Sign in from the page: the host (an organization admin) comes back to the post, in
    // the locale saved on his account.
    await problem.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/fr/auth/sign-in');
    await page.getByLabel('E-mail').fill('host@example.com');
    await page.getByLabel('Mot de passe').fill('Convene-demo-1');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/activities/${post.id}`));
    await page.getByText('Members only: the meeting point moves to the lighthouse.').waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test('a profile that does not exist: not found, with the home page', async () => {
    const page = await newPage(browser);
    await page.goto('/accounts/nobody-by-that-name');
    await hydrated(page);
    const problem = page.getByTestId('problem');
    await problem.waitFor();
    assert.equal(await problem.getAttribute('data-kind'), 'not-found');
    await page.getByRole('heading', { level: 1, name: 'This page does not exist' }).waitFor();
    await problem.getByRole('link', { name: 'Sign in' }).waitFor();
    await problem.getByRole('link', { name: 'Home page' }).click();
    await page.waitForURL((url) => url.pathname === '/activities');
    await page.context().close();
  });
});
