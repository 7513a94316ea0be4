// The not-found page in the four built-in languages, inside the app layout.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
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
    // The second organization offers en, es, fr and ja only.
    const response = await page.goto(hostUrl('org2.localhost', '/de/auth/sign-in'));
    assert.equal(response.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'This page does not exist' }).waitFor();
    await page.context().close();
  });
});
