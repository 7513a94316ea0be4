// The server renders without the viewer (tokens in local storage), so
// viewer-dependent controls must be neutral until the viewer is known — never a wrong state
// that flips after hydration. Every text the controls show is recorded from the first byte.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { demoApi, demoToken, DEMO_PASSWORD } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { launch, newPage } from '../lib/browser.mjs';

let browser;
let page;
let followed;
let group;

/** Records, from before the page's own scripts, every text of the controls named `texts`. */
async function recordControls(target, texts) {
  await target.addInitScript((watched) => {
    const seen = [];
    window.__controlTexts = seen;
    const record = () => {
      for (const element of document.querySelectorAll('main button, main a')) {
        const text = element.textContent?.trim() ?? '';
        if (watched.includes(text) && seen.at(-1) !== text) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    document.addEventListener('DOMContentLoaded', record);
  }, texts);
}

before(async () => {
  browser = await launch();
  const token = await demoToken('member@example.com');
  let relationships = await demoApi(token, 'GET', '/self/relationships');
  let followedId = Object.entries(relationships.accounts).find(([, on]) => on)?.[0];
  if (!followedId) {
    const people = await demoApi(token, 'GET', '/accounts?pageSize=5');
    const self = await demoApi(token, 'GET', '/self');
    followedId = people.find((account) => account.id !== self.id).id;
    await demoApi(token, 'POST', `/accounts/${followedId}/follow`);
    relationships = await demoApi(token, 'GET', '/self/relationships');
  }
  followed = await demoApi(token, 'GET', `/accounts/${followedId}`);
  const groupId = Object.entries(relationships.groups).find(([, role]) => role === 'member')?.[0];
  assert.ok(groupId, 'the demo member belongs to a group');
  group = await demoApi(token, 'GET', `/groups/${groupId}`);
  page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
});

after(async () => {
  await browser?.close();
});

describe('viewer-dependent controls before hydration', () => {
  test('a followed profile never shows Follow on its way to Unfollow', async () => {
    await recordControls(page, ['Follow', 'Unfollow']);
    await page.goto(`/accounts/${followed.username}`);
    await page.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();
    const seen = await page.evaluate(() => window.__controlTexts);
    assert.deepEqual(seen, ['Unfollow'], `the follow control showed ${seen.join(' → ')}`);
  });

  test("a member's group never shows Join or Sign in on its way to Leave", async () => {
    await recordControls(page, ['Sign in to join', 'Join group', 'Request to join', 'Leave group']);
    await page.goto(`/groups/${group.slug}`);
    await page.getByRole('button', { name: 'Leave group' }).waitFor();
    const seen = await page.evaluate(() => window.__controlTexts);
    assert.deepEqual(seen, ['Leave group'], `the membership control showed ${seen.join(' → ')}`);
    assert.deepEqual(page.errors, []);
  });
});
