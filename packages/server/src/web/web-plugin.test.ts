import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, uniqueName, type TestApp } from '../test/harness';
import type { WebBuild } from './ssr-module';
import { webPlugin } from './web-plugin';

let t: TestApp;
let web: FastifyInstance;
let clientDir: string;
let host: string;
let maintenanceHost: string;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stand-in for packages/web/dist: renders the gate it is given, its data arriving a little
 * after the head and its body in two pieces, as React streams it. /old redirects; /missing
 * is the not-found page.
 */
function fakeBuild(dir: string): WebBuild {
  return {
    clientDir: dir,
    template:
      '<html lang="en"><head><!--app-head--><link rel="stylesheet" href="/assets/app.css"></head><body><div id="root"><!--app-html--></div><!--app-body-end--></body></html>',
    builtAt: Date.now(),
    pageChunks: { ActivitiesPage: ['/assets/activities-page.js', '/assets/feed.css'] },
    ssr: {
      render: async ({ gate, url }) => {
        const path = new URL(url).pathname;
        if (path === '/old')
          return {
            status: 302,
            redirect: '/new',
            lang: 'en',
            head: '',
            pages: [],
            page: () => never(),
          };
        const status =
          gate.kind !== 'app'
            ? gate.kind === 'maintenance'
              ? 503
              : 404
            : path === '/missing'
              ? 404
              : 200;
        return {
          status,
          lang: 'fr',
          head: '<script>theme</script>',
          pages: path === '/activities' ? ['ActivitiesPage'] : [],
          page: async () => {
            await pause(30);
            return {
              head: '<title>Page</title>',
              pipe: (to) => {
                to.write('<main>');
                void pause(30).then(() => to.end(`${gate.kind}</main>`));
              },
              abort: () => undefined,
              bodyEnd: () => '<script>bootstrap</script>',
            };
          },
        };
      },
      localeMessages: () => ({}),
      localeMessageBundle: (locale, file) =>
        locale === 'en' && file === 'shell.v1.json'
          ? { messages: { 'shell.signIn': [] }, current: true }
          : null,
    },
  };
}

function never(): Promise<never> {
  return Promise.reject(new Error('not rendered'));
}

/** GET over a real socket, keeping the chunks as they arrive. */
function getChunks(url: string, hostName: string): Promise<{ status: number; chunks: string[] }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host: hostName } }, (response) => {
      const chunks: string[] = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, chunks }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  t = await createTestApp();
  host = `${uniqueName('site')}.example.test`;
  maintenanceHost = `${uniqueName('site')}.example.test`;
  await t.createOrganization({ hosts: [host] });
  await t.createOrganization({ hosts: [maintenanceHost], maintenance: true });
  clientDir = mkdtempSync(join(tmpdir(), 'web-build-'));
  web = await buildApp({
    services: t.runtime.services,
    web: webPlugin(t.config, { build: fakeBuild(clientDir) }),
  });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('streams the document: the head goes out before the page data, the bootstrap after the body', async () => {
    const address = await web.listen({ port: 0, host: '127.0.0.1' });
    const { status, chunks } = await getChunks(`${address}/activities`, host);
    expect(status).toBe(200);
    expect(chunks.length).toBeGreaterThan(1);
    // The first chunk: the head's start, its early tags, the styles and the page's own
    // chunks, nothing of the page yet.
    const preloads =
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/activities-page.js">\n    ' +
      '<link rel="stylesheet" crossorigin href="/assets/feed.css">';
    expect(chunks[0]).toContain('<html lang="fr">');
    expect(chunks[0]).toContain(
      `<script>theme</script><link rel="stylesheet" href="/assets/app.css">${preloads}`,
    );
    expect(chunks[0]).not.toContain('<title>');
    expect(chunks.join('')).toBe(
      '<html lang="fr"><head><script>theme</script><link rel="stylesheet" href="/assets/app.css">' +
        `${preloads}<title>Page</title></head><body><div id="root"><main>app</main></div>` +
        '<script>bootstrap</script></body></html>',
    );
  });

  it('keeps redirects and not-found statuses', async () => {
    const old = await web.inject({ method: 'GET', url: '/old', headers: { host } });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe('/new');
    const missing = await web.inject({ method: 'GET', url: '/missing', headers: { host } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.body).toContain('<main>app</main>');
  });

  it('lets a CDN hold a page of an open organization a few seconds, per encoding', async () => {
    const page = await web.inject({ method: 'GET', url: '/activities', headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main>app</main>');
    expect(page.headers['cache-control']).toBe('public, max-age=5');
    // The locale is in the path: only the encoding varies for one address.
    expect(String(page.headers.vary).toLowerCase()).toBe('accept-encoding');
  });

  it('never stores maintenance, unknown-domain or error pages', async () => {
    const maintenance = await web.inject({
      method: 'GET',
      url: '/activities',
      headers: { host: maintenanceHost },
    });
    expect(maintenance.statusCode).toBe(503);
    expect(maintenance.headers['cache-control']).toBe('no-store');
    const unknown = await web.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'nobody.example.test' },
    });
    expect(unknown.statusCode).not.toBe(200);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});

describe('message bundles', () => {
  it('keeps a bundle of the current version for good and answers 404 for an unknown one', async () => {
    const bundle = await web.inject({
      method: 'GET',
      url: '/lang/en/shell.v1.json',
      headers: { host },
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bundle.json()).toEqual({ 'shell.signIn': [] });
    const unknown = await web.inject({
      method: 'GET',
      url: '/lang/en/nothing.v1.json',
      headers: { host },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is sent compressed as the browser accepts it, and as plain JSON otherwise', async () => {
    const ask = (acceptEncoding?: string) =>
      web.inject({
        method: 'GET',
        url: '/lang/en/shell.v1.json',
        headers: { host, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const [gzip, br, plain] = await Promise.all([ask('gzip, deflate, br'), ask('br'), ask()]);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ 'shell.signIn': [] });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({
      'shell.signIn': [],
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ 'shell.signIn': [] });
    for (const response of [gzip, br, plain]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });
});
