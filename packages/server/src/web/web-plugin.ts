import { readdirSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { dirname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import type { Config } from '../config';
import { siteOrigin } from '../lib/site-origin';
import { resolveGate } from '../tenancy/gating';
import { publicConfiguration } from '../tenancy/public-configuration';
import { shareImagePng } from './share-image';
import {
  isStale,
  loadWebBuild,
  templateParts,
  type RenderResult,
  type TemplateParts,
  type WebBuild,
} from './ssr-module';

export { webDistFolder } from './ssr-module';

/** A configuration lookup slower than this counts as failed: the service-unavailable page shows. */
export const ORGANIZATION_LOOKUP_TIMEOUT_MS = 4_000;
const RESERVED_PREFIXES = ['/api', '/identity', '/files'];
const LAST_KNOWN_LIMIT = 1_000;
/** Server-rendered pages (anonymous by construction) may be held by a CDN this long. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=5';

export interface WebPluginOptions {
  /** Overrides where the built web app is read from (tests). */
  build?: WebBuild;
  lookupTimeoutMs?: number;
}

function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      // x.br / x.gz are served in place of x by @fastify/static (`preCompressed`), not by name.
      else if (!/\.(?:br|gz)$/.test(entry.name))
        files.add(`/${relative(root, path).split(sep).join('/')}`);
    }
  };
  walk(root);
  files.delete('/index.html');
  return files;
}

/** `fetch` for the server render that answers from the API in-process (app.inject). */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    headers.host = request.host;
    // Under TRUST_PROXY the API names the scheme the visitor used in its links, as the page does.
    headers['x-forwarded-proto'] = request.protocol;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: `${target.pathname}${target.search}`,
      headers,
      remoteAddress: request.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) for (const item of value) out.append(key, item);
      else if (value !== undefined) out.set(key, String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: out,
    });
  };
}

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Convene</title></head><body><main><h1>The web app is not built</h1><p>Run <code>npm run build</code>, then restart the server.</p></main></body></html>`;

/**
 * Serves the web app on every path outside /api, /identity and /files: the built assets,
 * /lang/{locale}.json, the share image, and every other path server-rendered behind the
 * organization gating of spec §2.
 */
export function webPlugin(config: Config, options: WebPluginOptions = {}) {
  return async (app: FastifyInstance) => {
    const initial = options.build ?? (await loadWebBuild());
    const timeoutMs = options.lookupTimeoutMs ?? ORGANIZATION_LOOKUP_TIMEOUT_MS;
    const lastKnown = new Map<string, string | null>();

    if (!initial) {
      app.log.warn('packages/web/dist is missing: run `npm run build` to serve the web app');
      app.get('/*', async (request, reply) => {
        if (RESERVED_PREFIXES.some((prefix) => request.url.startsWith(prefix)))
          return reply.callNotFound();
        return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_HTML);
      });
      return;
    }

    let build: WebBuild = initial;
    let files = listFiles(build.clientDir);
    let parts = templateParts(build.template);
    // Brotli and gzip copies are made at build time (packages/web/vite.config.ts); our own
    // cache-control below is kept (@fastify/static's would say max-age=0).
    await app.register(fastifyStatic, {
      root: build.clientDir,
      serve: false,
      preCompressed: true,
      cacheControl: false,
    });
    // A rebuild of packages/web (npm run build) is picked up without a restart.
    let reloading: Promise<void> | null = null;
    // Checked at most once a second: two stat calls per request would tax every page load.
    let checkedAt = 0;
    const rebuilt = () => {
      const now = Date.now();
      if (options.build || now - checkedAt < 1000) return false;
      checkedAt = now;
      return isStale(build);
    };
    const current = async (): Promise<WebBuild> => {
      if (rebuilt()) {
        reloading ??= (async () => {
          try {
            const next = await loadWebBuild(dirname(build.clientDir));
            if (next) {
              parts = templateParts(next.template);
              build = next;
              files = listFiles(next.clientDir);
              app.log.info('reloaded the web build');
            }
          } catch (error) {
            app.log.warn({ err: error }, 'the web build changed but could not be loaded yet');
          } finally {
            reloading = null;
          }
        })();
        await reloading;
      }
      return build;
    };

    const gateFor = (request: FastifyRequest) =>
      resolveGate({
        host: request.hostname,
        lookup: (host) => app.organizations.byHostName(host),
        toPublic: (row) => publicConfiguration(row, request.origin, app.apiPrefix),
        timeoutMs,
        lastKnownTagManager: (host) => lastKnown.get(host) ?? null,
        onError: (error) =>
          request.log.error({ err: error, host: request.hostname }, 'organization lookup failed'),
      }).then((gate) => {
        if ('config' in gate) {
          if (lastKnown.size >= LAST_KNOWN_LIMIT) lastKnown.clear();
          lastKnown.set(request.hostname, gate.config.GOOGLE_TAG_MANAGER_ID);
        }
        return gate;
      });

    app.get('/lang/:file', async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const locale = request.params.file.replace(/\.json$/, '');
      const gate = await gateFor(request);
      const web = await current();
      const messages = 'config' in gate ? web.ssr.localeMessages(locale, gate.config) : null;
      if (!messages || !request.params.file.endsWith('.json'))
        return reply
          .code(404)
          .send({ status: 'error', code: 'NOT_FOUND', message: `Locale ${locale} not found` });
      return reply.header('cache-control', 'public, max-age=300').send(messages);
    });

    // A message bundle (decision 0048): named by the version of the organization's texts, so
    // it is kept for good; a file asked for by an older version gets today's texts, briefly.
    app.get(
      '/lang/:locale/:file',
      async (request: FastifyRequest<{ Params: { locale: string; file: string } }>, reply) => {
        const { locale, file } = request.params;
        const gate = await gateFor(request);
        const web = await current();
        const bundle =
          'config' in gate ? web.ssr.localeMessageBundle(locale, file, gate.config) : null;
        if (!bundle)
          return reply
            .code(404)
            .send({ status: 'error', code: 'NOT_FOUND', message: `Messages ${file} not found` });
        return reply
          .header(
            'cache-control',
            bundle.current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
          )
          .send(bundle.messages);
      },
    );

    const shareImages = new Map<string, Buffer>();
    app.get('/share-image.png', async (request, reply) => {
      const gate = await gateFor(request);
      if (!('config' in gate)) return reply.callNotFound();
      const key = JSON.stringify([
        gate.config.NAME,
        gate.config.DESCRIPTION,
        gate.config.PRIMARY_COLOR,
        gate.config.SECONDARY_COLOR,
      ]);
      let image = shareImages.get(key);
      if (!image) {
        image = await shareImagePng(gate.config);
        if (shareImages.size > 100) shareImages.clear();
        shareImages.set(key, image);
      }
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(image);
    });

    app.get('/favicon.ico', async (request, reply) => {
      const gate = await gateFor(request);
      if (!('config' in gate)) return reply.callNotFound();
      return reply.redirect(gate.config.ICON.LIGHT, 302);
    });

    const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const web = await current();
      const gate = await gateFor(request);
      const organizationId = 'config' in gate ? gate.config.ORGANIZATION_ID : null;
      const origin = await siteOrigin(config, app.organizations, organizationId, request.origin);
      const result = await web.ssr.render({
        url: `${origin}${request.url}`,
        gate,
        fetch: inProcessFetch(app, request),
        acceptLanguage: request.headers['accept-language'],
      });
      if (result.redirect) return reply.redirect(result.redirect, result.status);
      const html = streamDocument(parts, result, request);
      // The render is anonymous (tokens live in the browser), so a page of an open
      // organization is the same for every visitor of that address and language: a CDN
      // may hold it a few seconds. Error, gate and maintenance pages are never stored.
      const shared = result.status === 200 && gate.kind === 'app';
      if (shared) reply.header('vary', 'accept-language');
      return reply
        .code(result.status)
        .header('cache-control', shared ? PUBLIC_PAGE_CACHE_CONTROL : 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    };

    /**
     * The document as a stream: the start of the head (styles, module preloads, theme script)
     * goes out at once, so the browser fetches them while the page's data is prefetched;
     * then the page's title and meta tags, the body as React renders it, and the bootstrap
     * script after the body.
     */
    const streamDocument = (
      template: TemplateParts,
      result: RenderResult,
      request: FastifyRequest,
    ): PassThrough => {
      const out = new PassThrough();
      const lang = result.lang.replace(/[^A-Za-z-]/g, '');
      out.write(
        `${template.start.replace('<html lang="en">', `<html lang="${lang}">`)}${result.head}${template.assets}`,
      );
      void (async () => {
        const page = await result.page();
        if (out.destroyed) return;
        out.write(`${page.head}${template.open}`);
        const body = new PassThrough();
        body.pipe(out, { end: false });
        body.on('end', () => out.end(`${template.middle}${page.bodyEnd()}${template.end}`));
        // The visitor left before the end: stop rendering.
        out.on('close', () => {
          if (!body.writableFinished) page.abort();
        });
        page.pipe(body);
      })().catch((error: unknown) => {
        request.log.error({ err: error }, 'streaming the page failed');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return out;
    };

    app.get('/*', async (request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
        return reply.callNotFound();
      const web = await current();
      if (files.has(path)) {
        reply.header(
          'cache-control',
          path.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
        return reply.sendFile(path.slice(1), web.clientDir);
      }
      return renderPage(request, reply);
    });
  };
}
