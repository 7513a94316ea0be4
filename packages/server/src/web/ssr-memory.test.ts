import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { insertEvent } from '../modules/ticketing/events/test/events-fixture';
import { createTestApp, uniqueName, type TestApp } from '../test/harness';
import type { SsrModule } from './ssr-module';
import { webPlugin } from './web-plugin';

/**
 * The server render must not keep anything of a page view once it is sent: a few hundred
 * renders of real pages (the web app's own server entry, built here from its sources, with
 * the page cache off) leave the heap, after garbage collection, where it was.
 */
const webRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../web');
// Inside the web package, so the bundle's bare imports (react, react-router…) resolve.
const outDir = join(webRoot, 'node_modules/.cache', `ssr-memory-${crypto.randomUUID()}`);
const RENDERS = 300;
/**
 * Each render kept about 1.4 MB of this test's small pages before the fix (+420 MB here); a
 * leak of a tenth of that still breaks the bound. It is not tighter because the worker runs
 * other test files in the same process (isolate: false): their leftovers settling on a busy
 * machine added up to 25 MB once, where the renders alone add 2.
 */
const BOUND_MB = 60;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let t: TestApp;
let web: FastifyInstance;
let host: string;
let pages: string[];

async function heapAfterGc(): Promise<number> {
  // Let the last renders' scheduled work (React's setImmediate) run first.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1e6;
}

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  // Built and run as production runs it (`npm start` sets NODE_ENV=production): React's
  // development build keeps diagnostics of its own.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // Vite is the web package's build tool: used from there, with its own configuration.
  const vite = (await import(
    pathToFileURL(createRequire(join(webRoot, 'package.json')).resolve('vite')).href
  )) as { build(config: object): Promise<unknown> };
  await vite.build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true },
  });
  const ssr = (await import(pathToFileURL(join(outDir, 'entry-server.js')).href)) as SsrModule;
  process.env.NODE_ENV = nodeEnv;
  t = await createTestApp();
  host = `${uniqueName('site')}.example.test`;
  const organization = await t.createOrganization({ hosts: [host] });
  const slug = uniqueName('event');
  await insertEvent(t.runtime.services.db, organization.id, { slug });
  pages = [`/events/${slug}`, '/events', '/activities'];
  web = await buildApp({
    services: t.runtime.services,
    web: webPlugin(t.config, {
      build: {
        clientDir: outDir,
        template: readFileSync(join(webRoot, 'index.html'), 'utf8'),
        ssr,
        pageChunks: {},
        builtAt: Date.now(),
      },
      pageCacheSeconds: 0,
    }),
  });
  await web.ready();
}, 120_000);

afterAll(async () => {
  await web?.close();
  await t?.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('server rendering memory', () => {
  it(`keeps nothing of ${RENDERS} page views`, async () => {
    const view = async (index: number) => {
      const response = await web.inject({ url: pages[index % pages.length]!, headers: { host } });
      expect(response.statusCode).toBe(200);
    };
    for (let index = 0; index < 30; index += 1) await view(index);
    const before = await heapAfterGc();
    for (let index = 0; index < RENDERS; index += 1) await view(index);
    const after = await heapAfterGc();
    expect(after - before).toBeLessThan(BOUND_MB);
  }, 300_000);
});
