// What a page carries (decision 0048): its inline scripts hold the messages its
// render used and the data its first paint shows, never every message of the app; the rest
// of its area's messages load as a versioned bundle. Signed out and signed in.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { demoApi, DEMO_PASSWORD } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { hydrated, launch, newPage } from '../lib/browser.mjs';
import { BASE_URL } from '../lib/env.mjs';

/** The largest inline script a page may carry, in characters. */
const INLINE_SCRIPT_LIMIT = 40_000;

let browser;
let pages;
before(async () => {
  browser = await launch();
  const [event] = await demoApi(null, 'GET', '/events?pageSize=1');
  const [group] = await demoApi(null, 'GET', '/groups?pageSize=1');
  const [channel] = await demoApi(null, 'GET', '/channels?pageSize=1');
  pages = [
    `/events/${event.slug ?? event.id}`,
    '/events',
    '/activities',
    `/groups/${group.slug ?? group.id}`,
    `/channels/${channel.slug ?? channel.id}`,
  ];
});
after(async () => {
  await browser?.close();
});

/** The sizes of a document's inline scripts, largest first. */
function inlineScripts(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1].length)
    .sort((a, b) => b - a);
}

describe('page weight', () => {
  test('signed out, no page carries an inline script over 40 kB, nor messages of other areas, nor a script without its nonce', async () => {
    for (const path of pages) {
      const response = await fetch(`${BASE_URL}${path}`);
      assert.equal(response.status, 200, path);
      const html = await response.text();
      const [largest] = inlineScripts(html);
      assert.ok(
        largest < INLINE_SCRIPT_LIMIT,
        `${path}: an inline script of ${largest} characters`,
      );
      // Every inline script carries this response's nonce, or the page's policy blocks it
      // (data blocks such as JSON-LD never run).
      const nonce = /'nonce-([\w-]+)'/.exec(response.headers.get('content-security-policy'))?.[1];
      const openings = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((m) => m[0]);
      assert.deepEqual(
        openings.filter(
          (opening) =>
            !opening.includes(`nonce="${nonce}"`) &&
            !/type="application\/[\w+]*json"/.test(opening),
        ),
        [],
        `${path}: inline scripts without the nonce`,
      );
      // The support desk's and the survey builder's texts stay with their own pages (the
      // help link's label aside).
      assert.doesNotMatch(html, /"support\.(?!nav")|"surveys\.builder/, path);
    }
  });

  test('signed in, the same pages stay under the bound and load their messages as a bundle', async () => {
    const page = await newPage(browser);
    await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
    for (const path of pages) {
      const bundles = [];
      const listen = (request) => {
        if (/\/lang\/[\w-]+\/[\w-]+\.[\w-]+\.json$/.test(request.url()))
          bundles.push(request.url());
      };
      page.on('request', listen);
      const response = await page.goto(path);
      const [largest] = inlineScripts(await response.text());
      assert.ok(
        largest < INLINE_SCRIPT_LIMIT,
        `${path}: an inline script of ${largest} characters`,
      );
      await hydrated(page);
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      page.off('request', listen);
      // The first page's bundles come over the network once, then from the browser's cache.
      if (path === pages[0])
        assert.ok(
          bundles.some((url) => url.includes('/lang/en/shell.')) &&
            bundles.some((url) => url.includes('/lang/en/events.')),
          `${path} loads the shell's and the events bundles: ${bundles.join(', ')}`,
        );
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("a page's head names its page's chunks, at a low priority as the first script's", async () => {
    const page = await newPage(browser);
    const pageModules = [/\/event-page-/, /\/events-page-/, /\/activities-page-/];
    for (const [index, path] of pages.slice(0, 3).entries()) {
      const response = await page.goto(path);
      const html = await response.text();
      const preloads = [...html.matchAll(/<link rel="modulepreload" ([^>]*)>/g)].map(
        (match) => match[1],
      );
      assert.ok(
        preloads.some((attributes) => pageModules[index].test(attributes)),
        `${path}: its page module is not preloaded`,
      );
      assert.deepEqual(
        preloads.filter((attributes) => !attributes.includes('fetchpriority="low"')),
        [],
        path,
      );
      assert.match(html, /<script type="module" fetchpriority="low" /, path);
      // The browser's own preloading finds them and does not add them again.
      await hydrated(page);
      const hrefs = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.href),
      );
      assert.equal(new Set(hrefs).size, hrefs.length, `${path}: a chunk preloaded twice`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test('a bundle is named by its version and kept for good; an unknown one is 404', async () => {
    const html = await (await fetch(`${BASE_URL}/events`)).text();
    const version = /"messagesVersion":"([\w-]+)"/.exec(html)?.[1];
    assert.ok(version, 'the bootstrap names the version of the texts');
    const bundle = await fetch(`${BASE_URL}/lang/fr/events.${version}.json`);
    assert.equal(bundle.status, 200);
    assert.match(bundle.headers.get('cache-control') ?? '', /immutable/);
    const messages = await bundle.json();
    assert.ok(messages['events.register'], 'the events bundle holds the events texts');
    assert.equal(messages['support.title'], undefined, 'and not the support desk');
    const older = await fetch(`${BASE_URL}/lang/fr/events.older.json`);
    assert.equal(older.status, 200);
    assert.doesNotMatch(older.headers.get('cache-control') ?? '', /immutable/);
    assert.equal((await fetch(`${BASE_URL}/lang/fr/nothing.${version}.json`)).status, 404);
  });
});
