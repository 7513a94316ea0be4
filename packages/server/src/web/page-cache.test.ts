import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { MODULES } from '@convene/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { redisKeyPrefix } from '../config';
import { siteConfig } from '../seed/organizations';
import { saveOrganization } from '../tenancy/save-organization';
import { createTestApp, uniqueName, type TestApp } from '../test/harness';
import { redisSuite, TEST_REDIS } from '../test/redis';
import { defaultPageStore } from './page-cache';
import type { WebBuild } from './ssr-module';
import { webPlugin, type WebPluginOptions } from './web-plugin';

/**
 * A stand-in for the web build that counts its renders and writes the nonce it is given
 * into its inline scripts, as entry-server.tsx does.
 */
function countingBuild(dir: string) {
  const counter = { renders: 0 };
  const build: WebBuild = {
    clientDir: dir,
    template:
      '<html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-body-end--></body></html>',
    builtAt: Date.now(),
    pageChunks: {},
    ssr: {
      render: async ({ gate, url, nonce }) => {
        counter.renders += 1;
        const path = new URL(url).pathname;
        const name = 'config' in gate ? gate.config.NAME : '';
        return {
          status: path === '/missing' ? 404 : 200,
          lang: 'en',
          head: `<script nonce="${nonce}">theme()</script>`,
          pages: [],
          page: async () => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            return {
              head: `<title>${name}</title>`,
              pipe: (to) => void to.end(`<main>${'page '.repeat(2_000)}${path}</main>`),
              abort: () => undefined,
              bodyEnd: () => `<script nonce="${nonce}">boot()</script>`,
            };
          },
        };
      },
      localeMessages: () => ({}),
      localeMessageBundle: () => null,
    },
  };
  return { build, counter };
}

const nonceOfPolicy = (policy: unknown) => /'nonce-([\w-]+)'/.exec(String(policy))?.[1];
const noncesOfPage = (html: string) =>
  [...html.matchAll(/<script nonce="([\w-]+)">/g)].map((m) => m[1]);

let t: TestApp;
let clientDir: string;
const apps: FastifyInstance[] = [];

async function webApp(build: WebBuild, options: Partial<WebPluginOptions> = {}) {
  const app = await buildApp({
    services: t.runtime.services,
    web: webPlugin(t.config, { build, pageCacheSeconds: 5, ...options }),
  });
  await app.ready();
  apps.push(app);
  return app;
}

async function site() {
  const host = `${uniqueName('site')}.example.test`;
  const organization = await t.createOrganization({ hosts: [host] });
  return { host, organization };
}

beforeAll(async () => {
  t = await createTestApp();
  clientDir = mkdtempSync(join(tmpdir(), 'page-cache-'));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the anonymous page cache', () => {
  it('renders a page once for many visitors, each response with its own nonce', async () => {
    const { build, counter } = countingBuild(clientDir);
    const web = await webApp(build);
    const { host } = await site();
    const first = await web.inject({ url: '/events?page=2', headers: { host } });
    const second = await web.inject({ url: '/events?page=2', headers: { host } });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(counter.renders).toBe(1);
    for (const response of [first, second]) {
      const nonce = nonceOfPolicy(response.headers['content-security-policy']);
      expect(nonce).toMatch(/^[\w-]{22}$/);
      expect(noncesOfPage(response.body)).toEqual([nonce, nonce]);
    }
    expect(nonceOfPolicy(first.headers['content-security-policy'])).not.toBe(
      nonceOfPolicy(second.headers['content-security-policy']),
    );
    // The same page but for its nonce.
    const withoutNonce = (html: string) => html.replace(/nonce="[\w-]+"/g, '');
    expect(withoutNonce(second.body)).toBe(withoutNonce(first.body));
    expect(second.headers['cache-control']).toBe('public, max-age=5');
    expect(second.headers.vary).toBe('accept-encoding');
    // Another query string, another page.
    await web.inject({ url: '/events?page=3', headers: { host } });
    expect(counter.renders).toBe(2);
  });

  it('renders once for concurrent misses of one page', async () => {
    const { build, counter } = countingBuild(clientDir);
    const web = await webApp(build);
    const { host } = await site();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => web.inject({ url: '/activities', headers: { host } })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(responses.map((response) => response.body.length)).size).toBe(1);
    expect(counter.renders).toBe(1);
  });

  it('answers gzip and brotli by Accept-Encoding, stored pages and fresh ones alike', async () => {
    const { build } = countingBuild(clientDir);
    const web = await webApp(build);
    const { host } = await site();
    const plain = await web.inject({ url: '/groups', headers: { host } });
    for (const encoding of ['gzip', 'br'] as const) {
      for (const url of ['/groups', '/missing']) {
        const response = await web.inject({
          url,
          headers: { host, 'accept-encoding': encoding === 'br' ? 'br' : 'gzip, deflate, br' },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        const html = (encoding === 'gzip' ? gunzipSync : brotliDecompressSync)(
          response.rawPayload,
        ).toString();
        expect(response.rawPayload.length).toBeLessThan(html.length / 10);
        const nonce = nonceOfPolicy(response.headers['content-security-policy']);
        expect(noncesOfPage(html)).toEqual([nonce, nonce]);
        if (url === '/groups')
          expect(html.replace(/nonce="[\w-]+"/g, '')).toBe(
            plain.body.replace(/nonce="[\w-]+"/g, ''),
          );
      }
    }
  });

  it('answers a matching If-None-Match with 304 and no policy (the copy keeps its own)', async () => {
    const { build } = countingBuild(clientDir);
    const web = await webApp(build);
    const { host } = await site();
    await web.inject({ url: '/channels', headers: { host } });
    const stored = await web.inject({ url: '/channels', headers: { host } });
    expect(stored.headers.etag).toMatch(/^W\/"/);
    const again = await web.inject({
      url: '/channels',
      headers: { host, 'if-none-match': String(stored.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('renders again once the organization changes its configuration', async () => {
    const { build, counter } = countingBuild(clientDir);
    const web = await webApp(build);
    const { host, organization } = await site();
    const before = await web.inject({ url: '/about', headers: { host } });
    await saveOrganization(t.runtime.services.db, {
      id: organization.id,
      slug: uniqueName('org'),
      hosts: [host],
      enabled: true,
      maintenance: false,
      modules: [...MODULES],
      config: siteConfig({ NAME: 'Renamed harbour' }),
    });
    web.organizations.clear();
    const after = await web.inject({ url: '/about', headers: { host } });
    expect(counter.renders).toBe(2);
    expect(before.body).not.toContain('Renamed harbour');
    expect(after.body).toContain('<title>Renamed harbour</title>');
  });

  it('renders again after a write of the organization’s data, not after a refused one or another organization’s', async () => {
    const { build, counter } = countingBuild(clientDir);
    const web = await webApp(build);
    const { host, organization } = await site();
    const other = await site();
    const member = await t.createUser(organization);
    const outsider = await t.createUser(other.organization);
    const view = () => web.inject({ url: '/activities', headers: { host } });
    const post = (user: typeof member, payload: object) =>
      web.inject({ method: 'POST', url: '/api/activities', headers: user.headers, payload });
    await view();
    expect((await post(member, { message: 'Fair winds', entities: [] })).statusCode).toBe(201);
    await view();
    expect(counter.renders).toBe(2);
    expect((await post(member, { message: '' })).statusCode).toBe(400);
    expect((await post(outsider, { message: 'Elsewhere', entities: [] })).statusCode).toBe(201);
    await view();
    expect(counter.renders).toBe(2);
  });

  it('keeps its pages through writes only their participants see (notifications read)', async () => {
    const { build, counter } = countingBuild(clientDir);
    const web = await webApp(build);
    const { host, organization } = await site();
    const member = await t.createUser(organization);
    const view = () => web.inject({ url: '/activities', headers: { host } });
    await view();
    const read = await web.inject({
      method: 'PUT',
      url: '/api/self/notifications/read',
      headers: member.headers,
      payload: {},
    });
    expect(read.statusCode, read.body).toBe(200);
    await view();
    expect(counter.renders).toBe(1);
  });

  it('never answers a request carrying credentials from the cache, nor stores error pages', async () => {
    const { build, counter } = countingBuild(clientDir);
    const web = await webApp(build);
    const { host } = await site();
    await web.inject({ url: '/feed', headers: { host } });
    await web.inject({ url: '/feed', headers: { host, authorization: 'Bearer token' } });
    expect(counter.renders).toBe(2);
    await web.inject({ url: '/missing', headers: { host } });
    const missing = await web.inject({ url: '/missing', headers: { host } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(counter.renders).toBe(4);
  });

  it('gives pages a policy without inline scripts beyond the nonce, requests to the site only', async () => {
    const { build } = countingBuild(clientDir);
    const web = await webApp(build, { pageCacheSeconds: 0 });
    const { host } = await site();
    const page = await web.inject({ url: '/', headers: { host } });
    const policy = String(page.headers['content-security-policy']);
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([first]) => first === name)
        ?.slice(1) ?? [];
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('script-src')).toContain(`'nonce-${nonceOfPolicy(policy)}'`);
    expect(directive('connect-src')).toEqual(["'self'", `ws://${host}`]);
    // Answers that are not pages allow no inline script either.
    const api = await web.inject({ url: '/api/health' });
    const apiScripts = /script-src ([^;]*)/.exec(String(api.headers['content-security-policy']));
    expect(apiScripts?.[1]).toMatch(/^'self' /);
    expect(apiScripts?.[1]).not.toContain("'unsafe-inline'");
  });
});

const redis = await redisSuite('page cache shared by two nodes');

describe.skipIf(redis.skip)(redis.title, () => {
  it('answers on one node from the page another node rendered', async () => {
    redis.requireRedis();
    const { build, counter } = countingBuild(clientDir);
    const nodes = [];
    for (let node = 0; node < 2; node += 1) {
      const store = defaultPageStore(t.app.log, TEST_REDIS, redisKeyPrefix(t.config));
      nodes.push(await webApp(build, { pageStore: store }));
    }
    const { host } = await site();
    const first = await nodes[0]!.inject({ url: '/events', headers: { host } });
    const second = await nodes[1]!.inject({
      url: '/events',
      headers: { host, 'accept-encoding': 'gzip' },
    });
    expect(counter.renders).toBe(1);
    expect(
      gunzipSync(second.rawPayload)
        .toString()
        .replace(/nonce="[\w-]+"/g, ''),
    ).toBe(first.body.replace(/nonce="[\w-]+"/g, ''));
  });
});
