import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** A stand-in for packages/web/dist: renders the gate it is given. */
function fakeBuild(dir: string): WebBuild {
  return {
    clientDir: dir,
    template:
      '<html lang="en"><head><!--app-head--></head><body><!--app-html--><!--app-body-end--></body></html>',
    builtAt: Date.now(),
    ssr: {
      render: async ({ gate }) => ({
        status: gate.kind === 'app' ? 200 : gate.kind === 'maintenance' ? 503 : 404,
        lang: 'en',
        head: '',
        html: `<main>${gate.kind}</main>`,
        bodyEnd: '',
      }),
      localeMessages: () => ({}),
    },
  };
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
  it('lets a CDN hold a page of an open organization a few seconds, per language', async () => {
    const page = await web.inject({ method: 'GET', url: '/activities', headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main>app</main>');
    expect(page.headers['cache-control']).toBe('public, max-age=5');
    expect(String(page.headers.vary).toLowerCase()).toContain('accept-language');
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
