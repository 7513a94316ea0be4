import { MODULES } from '@convene/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { channels, contents, groups } from '../../db/schema/index';
import { insertEvent, type NewEvent } from '../../modules/ticketing/events/test/events-fixture';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { createTestApp, uniqueName, type TestApp } from '../../test/harness';
import { seoPlugin, type SeoOptions } from './seo-plugin';
import { requireTiersFor } from '../../tenancy/tier-locks.repository';

/*
 * robots.txt, the sitemap, the web app manifest and its icons, through the app as a
 * crawler or a phone calls them: by the host of an organization.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let db: Database;
let host: string;
let otherHost: string;
let lockedHost: string;
let maintenanceHost: string;
let orgId: string;
let otherId: string;
const slug = (prefix: string) => uniqueName(prefix).toLowerCase();

const get = (url: string, hostName: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers: { host: hostName, ...headers } });

/** The `<loc>`s of a sitemap, after checking it is well-formed sitemaps.org XML. */
function locsOf(body: string, root: 'urlset' | 'sitemapindex' = 'urlset'): string[] {
  expect(XMLValidator.validate(body)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'sitemap',
  }).parse(body) as Record<string, Record<string, unknown>>;
  const document = parsed[root]!;
  expect(document['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const entries = (document[root === 'urlset' ? 'url' : 'sitemap'] ?? []) as {
    loc: string;
    lastmod: string;
  }[];
  for (const entry of entries) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
  return entries.map((entry) => entry.loc);
}

async function event(organizationId: string, values: NewEvent = {}) {
  const start = new Date(Date.now() + 7 * DAY);
  return insertEvent(db, organizationId, {
    slug: slug('event'),
    eventStart: start,
    eventEnd: new Date(start.getTime() + 3 * HOUR),
    ...values,
  });
}

async function group(organizationId: string, values: Partial<typeof groups.$inferInsert> = {}) {
  const [row] = await db
    .insert(groups)
    .values({ organizationId, slug: slug('group'), name: 'Knots', ...values })
    .returning();
  return row!;
}

async function channel(organizationId: string, values: Partial<typeof channels.$inferInsert> = {}) {
  const [row] = await db
    .insert(channels)
    .values({ organizationId, slug: slug('channel'), name: 'Harbour radio', ...values })
    .returning();
  return row!;
}

async function content(
  organizationId: string,
  channelId: string,
  values: Partial<typeof contents.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contents)
    .values({
      organizationId,
      channelId,
      type: 'article',
      slug: slug('content'),
      title: 'Tides',
      published: new Date(Date.now() - HOUR),
      ...values,
    })
    .returning();
  return row!;
}

const fixture = {} as {
  open: string[];
  hidden: string[];
  otherOpen: string[];
};

beforeAll(async () => {
  t = await createTestApp();
  db = t.runtime.services.db;
  host = `${uniqueName('site')}.example.test`;
  otherHost = `${uniqueName('site')}.example.test`;
  lockedHost = `${uniqueName('site')}.example.test`;
  maintenanceHost = `${uniqueName('site')}.example.test`;
  orgId = (await t.createOrganization({ hosts: [host] })).id;
  // The other organization has no channels module.
  otherId = (
    await t.createOrganization({
      hosts: [otherHost],
      modules: MODULES.filter((module) => module !== 'channels'),
    })
  ).id;
  const locked = await t.createOrganization({ hosts: [lockedHost] });
  await t.createOrganization({ hosts: [maintenanceHost], maintenance: true });

  const scope = { organizationId: orgId };
  const upcoming = await event(orgId);
  const past = await event(orgId, {
    eventStart: new Date(Date.now() - 9 * DAY),
    eventEnd: new Date(Date.now() - 9 * DAY + HOUR),
  });
  const privateEvent = await event(orgId, { visibility: 'private' });
  const draft = await event(orgId, { status: 'draft' });
  const crew = await group(orgId);
  const hiddenGroup = await group(orgId, { access: 'private' });
  const closedGroup = await group(orgId, { active: false });
  const groupOnly = await event(orgId, { groupId: crew.id, groupOnly: true });
  const lockedEvent = await event(orgId);
  await requireTiersFor(db, scope, { type: 'event', id: lockedEvent.id }, [null]);
  const radio = await channel(orgId);
  const article = await content(orgId, radio.id, { slug: 'tides-&-knots' });
  const draftContent = await content(orgId, radio.id, { published: null });
  const scheduled = await content(orgId, radio.id, { published: new Date(Date.now() + DAY) });
  const invisible = await content(orgId, radio.id, { visible: false });
  const crewRadio = await channel(orgId, { groupId: crew.id });
  const crewContent = await content(orgId, crewRadio.id);
  const unlisted = await channel(orgId, { visible: false });
  const lockedRadio = await channel(orgId);
  const lockedContent = await content(orgId, lockedRadio.id);
  await requireTiersFor(db, scope, { type: 'channel', id: lockedRadio.id }, [null]);

  const elsewhere = await event(otherId);
  const otherGroup = await group(otherId);
  await channel(otherId);
  // Events locked as a module: a visitor signed out is asked to sign in.
  const lockedModuleEvent = await event(locked.id);
  await requireTiersFor(db, { organizationId: locked.id }, { type: 'module', id: 'events' }, [
    null,
  ]);

  fixture.open = [
    `/events/${upcoming.slug}`,
    `/events/${past.slug}`,
    `/groups/${crew.slug}`,
    `/channels/${radio.slug}`,
    `/channels/${radio.slug}/contents/tides-%26-knots`,
  ];
  void article;
  fixture.hidden = [
    `/events/${privateEvent.slug}`,
    `/events/${draft.slug}`,
    `/events/${groupOnly.slug}`,
    `/events/${lockedEvent.slug}`,
    `/groups/${hiddenGroup.slug}`,
    `/groups/${closedGroup.slug}`,
    `/channels/${radio.slug}/contents/${draftContent.slug}`,
    `/channels/${radio.slug}/contents/${scheduled.slug}`,
    `/channels/${radio.slug}/contents/${invisible.slug}`,
    `/channels/${crewRadio.slug}`,
    `/channels/${crewRadio.slug}/contents/${crewContent.slug}`,
    `/channels/${unlisted.slug}`,
    `/channels/${lockedRadio.slug}`,
    `/channels/${lockedRadio.slug}/contents/${lockedContent.slug}`,
    `/events/${elsewhere.slug}`,
    `/groups/${otherGroup.slug}`,
    `/events/${lockedModuleEvent.slug}`,
  ];
  fixture.otherOpen = [`/events/${elsewhere.slug}`, `/groups/${otherGroup.slug}`];
});
afterAll(() => t?.close());

describe('robots.txt', () => {
  it("keeps crawlers out of the API, identity, administration and members' pages, and names the sitemap", async () => {
    const response = await get('/robots.txt', host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api', '/identity', '/admin', '/settings/', '/events/*/register'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /api/channels/*/feed.rss');
    // The organization's other locales have their own prefix.
    expect(lines).toContain('Disallow: /fr/admin');
    expect(lines).not.toContain('Disallow: /events');
    expect(lines).toContain(`Sitemap: http://${host}/sitemap.xml`);
  });

  it('answers 404 on a host of no organization and 503 during maintenance', async () => {
    expect((await get('/robots.txt', 'nobody.example.test')).statusCode).toBe(404);
    expect((await get('/robots.txt', maintenanceHost)).statusCode).toBe(503);
  });
});

describe('the sitemap', () => {
  it("lists what a visitor signed out may open, and nothing else, on the site's own origin", async () => {
    const response = await get('/sitemap.xml', host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = locsOf(response.body);
    const origin = `http://${host}`;
    for (const path of ['/activities', '/events', '/groups', '/channels', '/contents'])
      expect(locs).toContain(`${origin}${path}`);
    for (const path of fixture.open) expect(locs).toContain(`${origin}${path}`);
    for (const path of fixture.hidden) expect(locs).not.toContain(`${origin}${path}`);
    // An ampersand in a slug is escaped in the XML and percent-encoded in the URL.
    expect(response.body).toContain('tides-%26-knots</loc>');
  });

  it("never lists another organization's pages, nor a module the organization turned off", async () => {
    const locs = locsOf((await get('/sitemap.xml', otherHost)).body);
    const origin = `http://${otherHost}`;
    expect(locs.sort()).toEqual(
      [
        ...['/activities', '/events', '/groups'].map((path) => `${origin}${path}`),
        ...fixture.otherOpen.map((path) => `${origin}${path}`),
      ].sort(),
    );
  });

  it('leaves out a module locked behind a tier', async () => {
    const locs = locsOf((await get('/sitemap.xml', lockedHost)).body);
    expect(locs.some((loc) => loc.includes('/events'))).toBe(false);
    expect(locs).toContain(`http://${lockedHost}/groups`);
  });

  it('answers 404 on a host of no organization', async () => {
    expect((await get('/sitemap.xml', 'nobody.example.test')).statusCode).toBe(404);
    expect((await get('/sitemap-1.xml', host)).statusCode).toBe(404);
  });
});

/** The app on the same services and database under other settings, with only these routes. */
async function appWith(config: Partial<Config>, options: SeoOptions = {}) {
  const app = await buildApp({
    services: { ...t.runtime.services, config: { ...t.config, ...config } },
    plugins: [seoPlugin(options)],
  });
  await app.ready();
  return app;
}

describe('a sitemap beyond one file', () => {
  it('becomes an index of numbered files, on PUBLIC_URL when it is set', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://www.example.org/' }, { sitemapFileUrls: 4 });
    try {
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } });
      expect(index.statusCode).toBe(200);
      const files = locsOf(index.body, 'sitemapindex');
      expect(files.length).toBeGreaterThan(1);
      expect(files[0]).toBe('https://www.example.org/sitemap-1.xml');
      const all: string[] = [];
      for (const file of files) {
        const part = await app.inject({
          method: 'GET',
          url: new URL(file).pathname,
          headers: { host },
        });
        expect(part.statusCode).toBe(200);
        const locs = locsOf(part.body);
        expect(locs.length).toBeLessThanOrEqual(4);
        all.push(...locs);
      }
      for (const path of fixture.open) expect(all).toContain(`https://www.example.org${path}`);
      for (const path of fixture.hidden)
        expect(all).not.toContain(`https://www.example.org${path}`);
      const beyond = await app.inject({
        method: 'GET',
        url: `/sitemap-${files.length + 1}.xml`,
        headers: { host },
      });
      expect(beyond.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the web app manifest', () => {
  it("carries the organization's name, colours, start URL and icons of 192 and 512 px", async () => {
    const response = await get('/manifest.webmanifest', host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = response.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({
      name: expect.stringMatching(/^Test /),
      start_url: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    for (const size of [192, 512]) {
      const icon = icons.find(
        (entry) => entry.sizes === `${size}x${size}` && entry.purpose === 'any',
      );
      expect(icon?.type).toBe('image/png');
      const png = await get(icon!.src, host);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const metadata = await sharp(png.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', size, size]);
    }
    expect(icons.some((entry) => entry.purpose === 'maskable')).toBe(true);
    expect((await get('/app-icon-64.png', host)).statusCode).toBe(404);
    expect((await get('/manifest.webmanifest', 'nobody.example.test')).statusCode).toBe(404);
  });
});

describe('absolute links', () => {
  it('name the origin the request came to, through a trusted proxy', async () => {
    const proxied = await appWith({ TRUST_PROXY: true });
    try {
      const robots = await proxied.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'internal:3000', 'x-forwarded-host': host, 'x-forwarded-proto': 'https' },
      });
      expect(robots.body).toContain(`Sitemap: https://${host}/sitemap.xml`);
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the forwarded headers are ignored.
    const direct = await get('/robots.txt', host, {
      'x-forwarded-host': 'evil.example.test',
      'x-forwarded-proto': 'https',
    });
    expect(direct.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
  });

  it("name PUBLIC_URL on its organization's site only: another organization keeps its host", async () => {
    const app = await appWith({ PUBLIC_URL: `https://${otherHost}` });
    try {
      const sitemapLine = async (hostName: string) =>
        (await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: hostName } })).body
          .split('\n')
          .find((line) => line.startsWith('Sitemap:'));
      expect(await sitemapLine(otherHost)).toBe(`Sitemap: https://${otherHost}/sitemap.xml`);
      expect(await sitemapLine(host)).toBe(`Sitemap: http://${host}/sitemap.xml`);
    } finally {
      await app.close();
    }
  });

  it('in the podcast feed name the host called, as 127.0.0.1 when reached so', async () => {
    const radio = await channel(orgId);
    await content(orgId, radio.id, {
      type: 'audio',
      audio: {
        id: crypto.randomUUID(),
        name: 'one.mp3',
        url: '/files/one.mp3',
        contentType: 'audio/mpeg',
        size: 10,
      },
    });
    const feed = await get(
      `/api/channels/${radio.slug}/feed.rss?organization=${orgId}`,
      '127.0.0.1:4321',
    );
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`<link>http://127.0.0.1:4321/channels/${radio.slug}</link>`);
    expect(feed.body).toContain('url="http://127.0.0.1:4321/files/one.mp3"');
    expect(feed.body).not.toContain('localhost');
    const page = await t.inject({
      method: 'GET',
      url: `/api/channels/${radio.slug}`,
      headers: { host: '127.0.0.1:4321', organization: orgId },
    });
    expect(page.json<{ data: { feedUrl: string } }>().data.feedUrl).toBe(
      `http://127.0.0.1:4321/api/channels/${radio.slug}/feed.rss?organization=${orgId}`,
    );
  });
});
