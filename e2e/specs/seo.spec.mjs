// Findable and installable (decision 0049): a visitor's browser gets, in an event page's
// head, the web app manifest, a canonical link and schema.org Event JSON-LD; a channel
// page names its podcast feed for autodiscovery; robots.txt, the sitemap and the manifest
// answer on the site's own origin.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hydrated, launch, newPage } from '../lib/browser.mjs';
import { BASE_URL } from '../lib/env.mjs';

const MAKER_FAIR = 'spring-maker-fair-2027';
const PODCAST = 'harbour-voices';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The head's links by rel (and type), as the browser parsed them. */
const headLinks = (page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      type: link.type,
      title: link.title,
      href: link.href,
    })),
  );

test("an event page's head carries the manifest, a canonical link and the event's JSON-LD", async () => {
  const page = await newPage(browser);
  const response = await page.goto(`/events/${MAKER_FAIR}?utm_source=newsletter`);
  assert.equal(response.status(), 200);
  await hydrated(page);
  const links = await headLinks(page);
  const manifest = links.find((link) => link.rel === 'manifest');
  assert.ok(manifest, 'a manifest link');
  const canonical = links.filter((link) => link.rel === 'canonical');
  assert.deepEqual(
    canonical.map((link) => link.href),
    [`${BASE_URL}/events/${MAKER_FAIR}`],
  );
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  assert.match(themeColor, /^#[0-9a-fA-F]{6}$/);

  const scripts = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent));
  assert.equal(scripts.length, 1);
  const event = JSON.parse(scripts[0]);
  assert.equal(event['@type'], 'Event');
  assert.match(event.startDate, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
  assert.equal(event.url, `${BASE_URL}/events/${MAKER_FAIR}`);
  assert.ok(event.location, 'a location');
  assert.ok(Array.isArray(event.offers) && event.offers.length > 0, 'offers');
  for (const offer of event.offers) {
    assert.equal(offer.priceCurrency, 'USD');
    assert.match(offer.availability, /^https:\/\/schema\.org\/(InStock|SoldOut)$/);
  }

  // The manifest the link names installs the site: name, start URL, standalone, icons.
  const installable = await page.evaluate(async (href) => {
    const body = await (await fetch(href)).json();
    const icon = body.icons.find((entry) => entry.sizes === '512x512');
    const image = await fetch(icon.src);
    return {
      name: body.name,
      display: body.display,
      start: body.start_url,
      iconType: image.headers.get('content-type'),
    };
  }, manifest.href);
  assert.deepEqual(
    { display: installable.display, start: installable.start, iconType: installable.iconType },
    { display: 'standalone', start: '/', iconType: 'image/png' },
  );
  assert.ok(installable.name);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a channel with a podcast feed names it for feed readers', async () => {
  const page = await newPage(browser);
  await page.goto(`/channels/${PODCAST}`);
  await hydrated(page);
  const feeds = (await headLinks(page)).filter(
    (link) => link.rel === 'alternate' && link.type === 'application/rss+xml',
  );
  assert.equal(feeds.length, 1);
  assert.equal(feeds[0].title, 'Harbour Voices');
  assert.ok(feeds[0].href.startsWith(`${BASE_URL}/api/channels/${PODCAST}/feed.rss`));
  // The feed answers, with its links on the origin the site was reached at.
  const feed = await page.evaluate(async (href) => (await fetch(href)).text(), feeds[0].href);
  assert.match(feed, /<rss /);
  assert.ok(feed.includes(`<link>${BASE_URL}/channels/${PODCAST}</link>`));
  await page.context().close();
});

test('robots.txt names the sitemap, which lists the event on the same origin', async () => {
  const page = await newPage(browser);
  const robots = await page.request.get('/robots.txt');
  assert.equal(robots.status(), 200);
  assert.ok((await robots.text()).includes(`Sitemap: ${BASE_URL}/sitemap.xml`));
  const sitemap = await page.request.get('/sitemap.xml');
  assert.equal(sitemap.status(), 200);
  const xml = await sitemap.text();
  assert.ok(xml.includes(`<loc>${BASE_URL}/events/${MAKER_FAIR}</loc>`));
  assert.ok(xml.includes(`<loc>${BASE_URL}/channels/${PODCAST}</loc>`));
  await page.context().close();
});
