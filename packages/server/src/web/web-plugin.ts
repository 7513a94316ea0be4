import { readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PaymentProvider, PublicOrganization } from '@convene/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redisKeyPrefix, type Config } from '../config';
import { ExpiringMemo } from '../lib/expiring-memo';
import { siteOrigin } from '../lib/site-origin';
import { enabledProviders } from '../modules/payments/index';
import { etagMatches } from '../plugins/conditional-get';
import { resolveGate } from '../tenancy/gating';
import type { OrganizationRow } from '../tenancy/organizations.repository';
import { publicConfiguration } from '../tenancy/public-configuration';
import {
  defaultPageStore,
  SingleFlight,
  storedPage,
  type PageStore,
  type StoredPage,
} from './page-cache';
import { configuredOrigins, pageContentSecurityPolicy } from './page-csp';
import {
  brotli,
  compressing,
  fixedJsonBody,
  gzipWithNonce,
  offsetsOf,
  pageEncoding,
  withNonce,
  type PageEncoding,
} from './page-encoding';
import { NONCE_LENGTH, NONCE_SLOT, newNonce, pageKey, signedIn } from './page-request';
import { inProcessFetch } from './in-process-fetch';
import { shareImagePng } from './share-image';
import { pagePreloads } from './page-preloads';
import { streamDocument } from './stream-document';
import {
  isStale,
  loadWebBuild,
  templateParts,
  type Gate,
  type RenderResult,
  type WebBuild,
} from './ssr-module';

export { webDistFolder } from './ssr-module';

/** A configuration lookup slower than this counts as failed: the service-unavailable page shows. */
export const ORGANIZATION_LOOKUP_TIMEOUT_MS = 4_000;
const RESERVED_PREFIXES = ['/api', '/identity', '/files'];
const LAST_KNOWN_LIMIT = 1_000;
/** Origins (scheme, host, port) one organization's configuration is kept for at once. */
const ORIGINS_PER_ORGANIZATION = 16;
/** As the organization cache's (tenancy/organization-cache.ts). */
const PROVIDERS_TTL_MS = 5_000;
/** Server-rendered pages (anonymous by construction) may be held by a CDN this long. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=5';

export interface WebPluginOptions {
  /** Overrides where the built web app is read from (tests). */
  build?: WebBuild;
  lookupTimeoutMs?: number;
  /** Overrides PAGE_CACHE_SECONDS (0: no page cache). */
  pageCacheSeconds?: number;
  /** Overrides the page store (default: Redis with REDIS_URL, else this process's memory). */
  pageStore?: PageStore;
}

const VARY = 'accept-encoding';

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

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Convene</title></head><body><main><h1>The web app is not built</h1><p>Run <code>npm run build</code>, then restart the server.</p></main></body></html>`;

/**
 * Serves the web app on every path outside /api, /identity and /files: the built assets,
 * /lang/{locale}.json, the share image, and every other path server-rendered behind the
 * organization gating.
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

    // Built once per organization row (the organization cache keeps one a few seconds) and
    // origin, so a page's key and render start from the same object every time.
    const configurations = new WeakMap<OrganizationRow, Map<string, PublicOrganization>>();
    const publicConfigurationOf = (row: OrganizationRow, origin: string) => {
      let byOrigin = configurations.get(row);
      if (!byOrigin || byOrigin.size >= ORIGINS_PER_ORGANIZATION) {
        byOrigin = new Map();
        configurations.set(row, byOrigin);
      }
      let configuration = byOrigin.get(origin);
      if (!configuration) {
        configuration = publicConfiguration(row, origin, app.apiPrefix);
        byOrigin.set(origin, configuration);
      }
      return configuration;
    };
    const gateFor = (request: FastifyRequest) =>
      resolveGate({
        host: request.hostname,
        lookup: (host) => app.organizations.byHostName(host),
        toPublic: (row) => publicConfigurationOf(row, request.origin),
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

    /** A message file, compressed as the browser accepts it (each encoding made once). */
    const sendMessages = (
      request: FastifyRequest,
      reply: FastifyReply,
      messages: object,
      cacheControl: string,
    ) => {
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', cacheControl)
        .header('vary', VARY)
        .type('application/json; charset=utf-8')
        .send(fixedJsonBody(messages, encoding));
    };

    app.get('/lang/:file', async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const locale = request.params.file.replace(/\.json$/, '');
      const gate = await gateFor(request);
      const web = await current();
      const messages = 'config' in gate ? web.ssr.localeMessages(locale, gate.config) : null;
      if (!messages || !request.params.file.endsWith('.json'))
        return reply
          .code(404)
          .send({ status: 'error', code: 'NOT_FOUND', message: `Locale ${locale} not found` });
      return sendMessages(request, reply, messages, 'public, max-age=300');
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
        return sendMessages(
          request,
          reply,
          bundle.messages,
          bundle.current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
        );
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

    const cacheSeconds = options.pageCacheSeconds ?? config.PAGE_CACHE_SECONDS;
    const store: PageStore | undefined =
      cacheSeconds > 0
        ? (options.pageStore ?? defaultPageStore(app.log, config.REDIS_URL, redisKeyPrefix(config)))
        : undefined;
    if (store) app.addHook('onClose', () => store.close());
    const flights = new SingleFlight<StoredPage | null>();
    const origins = configuredOrigins(config);
    // Read once per organization and few seconds, as the organization itself (its cache):
    // a provider enabled shows in its pages' policy within that time.
    const providers = new ExpiringMemo<readonly PaymentProvider[]>(PROVIDERS_TTL_MS);
    const providersOf = (organizationId: string) =>
      providers
        .get(organizationId, () => enabledProviders(app.services.db, { organizationId }))
        .catch(() => []);
    /** The organization's pages' policy, `{nonce}` where each response's nonce goes. */
    const policyOf = async (request: FastifyRequest, gate: Gate) =>
      pageContentSecurityPolicy({
        nonce: NONCE_SLOT,
        origin: request.origin,
        configured: origins,
        providers: 'config' in gate ? await providersOf(gate.config.ORGANIZATION_ID) : [],
      });

    /**
     * One page answered: from the page cache when an anonymous visitor asks for a page
     * another visitor had rendered in the last seconds, else rendered. Concurrent misses
     * of one page render once; the others wait for that render and answer from it.
     */
    const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const web = await current();
      const gate = await gateFor(request);
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (!store || gate.kind !== 'app' || signedIn(request))
        return renderFresh(request, reply, web, gate, encoding);
      const key = pageKey(
        request,
        gate.config,
        web,
        await app.services.versions.current(gate.config.ORGANIZATION_ID),
      );
      const stored = await store.get(key);
      if (stored) return sendStored(request, reply, stored, encoding);
      let settle: (page: StoredPage | null) => void = () => undefined;
      const flight = flights.run(
        key,
        () => new Promise<StoredPage | null>((resolve) => (settle = resolve)),
      );
      if (!flight.leader) {
        const page = await flight.result;
        if (page) return sendStored(request, reply, page, encoding);
        return renderFresh(request, reply, web, gate, encoding);
      }
      return renderFresh(request, reply, web, gate, encoding, (page) => {
        settle(page);
        if (page) void store.set(key, page, cacheSeconds * 1000);
      });
    };

    /** A stored page with this response's own nonce, compressed as the client asked. */
    const sendStored = (
      request: FastifyRequest,
      reply: FastifyReply,
      page: StoredPage,
      encoding: PageEncoding,
    ) => {
      reply
        .code(page.status)
        .header('cache-control', PUBLIC_PAGE_CACHE_CONTROL)
        .header('vary', VARY)
        .header('etag', page.etag);
      if (etagMatches(request.headers['if-none-match'], page.etag)) {
        // No policy on a 304: the browser keeps the one that came with its copy (its nonce).
        reply.raw.removeHeader('content-security-policy');
        return reply.code(304).send();
      }
      const nonce = Buffer.from(newNonce());
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', page.policy.replace(NONCE_SLOT, nonce.toString()));
      if (encoding === 'gzip')
        return reply
          .header('content-encoding', 'gzip')
          .send(gzipWithNonce(page.html, page.nonceAt, nonce, page.deflated));
      const html = withNonce(page.html, page.nonceAt, nonce);
      if (encoding === 'br') return reply.header('content-encoding', 'br').send(brotli(html));
      return reply.send(html);
    };

    /**
     * Renders the page and streams it, compressed as the client asked. With `onStored`, the
     * document is also kept and handed over once complete (null when it must not be shared:
     * anything but a 200, a render that failed or was left).
     */
    const renderFresh = async (
      request: FastifyRequest,
      reply: FastifyReply,
      web: WebBuild,
      gate: Gate,
      encoding: PageEncoding,
      onStored?: (page: StoredPage | null) => void,
    ) => {
      const nonce = newNonce();
      const organizationId = 'config' in gate ? gate.config.ORGANIZATION_ID : null;
      const origin = await siteOrigin(config, app.organizations, organizationId, request.origin);
      let result: RenderResult;
      let policy: string;
      try {
        [result, policy] = await Promise.all([
          web.ssr.render({
            url: `${origin}${request.url}`,
            gate,
            fetch: inProcessFetch(app, request),
            acceptLanguage: request.headers['accept-language'],
            nonce,
          }),
          policyOf(request, gate),
        ]);
      } catch (error) {
        onStored?.(null);
        throw error;
      }
      if (result.redirect) {
        onStored?.(null);
        return reply.redirect(result.redirect, result.status);
      }
      // The render is anonymous (tokens live in the browser), so a page of an open
      // organization is the same for every visitor of that address: a CDN may hold it a few
      // seconds. Error, gate and maintenance pages are never stored.
      const shared = result.status === 200 && gate.kind === 'app';
      const keep = shared && onStored ? onStored : undefined;
      if (onStored && !keep) onStored(null);
      // The page's own chunks are fetched beside the first script (page-preloads.ts).
      const assets = `${parts.assets}${pagePreloads(web.pageChunks, result.pages)}`;
      const html = streamDocument({ ...parts, assets }, result, request, reply, (document) => {
        if (!keep) return;
        if (!document) return keep(null);
        keep(
          storedPage(
            {
              status: 200,
              html: document,
              nonceAt: offsetsOf(document, nonce),
              policy,
            },
            NONCE_LENGTH,
          ),
        );
      });
      reply
        .code(result.status)
        .header('cache-control', shared ? PUBLIC_PAGE_CACHE_CONTROL : 'no-store')
        .header('vary', VARY)
        .header('content-security-policy', policy.replace(NONCE_SLOT, nonce))
        .type('text/html; charset=utf-8');
      if (encoding === 'identity') return reply.send(html);
      return reply.header('content-encoding', encoding).send(compressing(html, encoding));
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
