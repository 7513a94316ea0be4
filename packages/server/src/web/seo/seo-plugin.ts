import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OrganizationRecord, RequestContext } from '../../context';
import { ExpiringMemo } from '../../lib/expiring-memo';
import { originOf } from '../../lib/site-origin';
import { serverModules } from '../../modules/index';
import type { PublicPage } from '../../modules/server-module';
import { signedOutContext, visitorContext } from '../../plugins/api-context';
import { appIconPng } from './app-icon';
import { APP_ICON_SIZES, webManifest, type AppIconSize } from './manifest';
import { robotsTxt } from './robots';
import { publicPagesOf, sitemapDocument, SITEMAP_FILE_URLS } from './sitemap';

/*
 * What search engines and phones ask a site for (decision 0049): /robots.txt,
 * /sitemap.xml (and /sitemap-{n}.xml beyond 50,000 pages), /manifest.webmanifest and the
 * app icons it lists — each for the organization whose host was called, with absolute
 * links on PUBLIC_URL or the origin the request came to.
 */

export interface SeoOptions {
  /** The built web app's public files (brand icons are drawn from there). */
  assetsDir?: string | undefined;
  /** How long one organization's sitemap pages are reused (ms). */
  sitemapTtlMs?: number;
  /** URLs per sitemap file (the protocol's 50,000; tests lower it). */
  sitemapFileUrls?: number;
}

const SITEMAP_TTL_MS = 60_000;
/** Sitemaps and icons kept, by organization (the Host header is the client's to choose). */
const KEPT = 200;
const TEXT_CACHE = 'public, max-age=300';

/** The organization of the host called, or why there is none to answer for. */
type Site = { organization: OrganizationRecord } | { status: 404 | 503 };

export function seoPlugin(options: SeoOptions = {}) {
  const ttlMs = options.sitemapTtlMs ?? SITEMAP_TTL_MS;
  const perFile = options.sitemapFileUrls ?? SITEMAP_FILE_URLS;
  const sources = serverModules.flatMap((module) => module.publicPages ?? []);

  return async (app: FastifyInstance) => {
    const siteOf = async (request: FastifyRequest): Promise<Site> => {
      const organization = await app.organizations.byHostName(request.hostname);
      if (!organization || organization.enabled !== true) return { status: 404 };
      if (organization.maintenance) return { status: 503 };
      return { organization };
    };
    const refuse = (reply: FastifyReply, status: 404 | 503) =>
      reply.code(status).header('cache-control', 'no-store').type('text/plain').send('');

    // One organization's pages for a minute; concurrent misses read them once.
    const pagesCache = new ExpiringMemo<PublicPage[]>(ttlMs, KEPT);
    const pagesOf = (ctx: RequestContext) =>
      pagesCache.get(`${ctx.organization.id}:${ctx.organization.updatedAt.getTime()}`, () =>
        publicPagesOf(ctx, sources),
      );

    app.get('/robots.txt', async (request, reply) => {
      const site = await siteOf(request);
      if ('status' in site) return refuse(reply, site.status);
      const ctx = await signedOutContext(app, request, site.organization);
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', TEXT_CACHE)
        .send(robotsTxt(originOf(ctx), site.organization.config));
    });

    const sitemap = async (request: FastifyRequest, reply: FastifyReply, file: number) => {
      const site = await siteOf(request);
      if ('status' in site) return refuse(reply, site.status);
      const ctx = await visitorContext(app, request, site.organization);
      const body = sitemapDocument(ctx, await pagesOf(ctx), file, perFile);
      if (body === null) return refuse(reply, 404);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', TEXT_CACHE)
        .send(body);
    };
    app.get('/sitemap.xml', (request, reply) => sitemap(request, reply, 0));
    app.get<{ Params: { file: string } }>('/sitemap-:file.xml', (request, reply) => {
      const file = /^[1-9]\d{0,5}$/.test(request.params.file) ? Number(request.params.file) : 0;
      return file ? sitemap(request, reply, file) : refuse(reply, 404);
    });

    app.get('/manifest.webmanifest', async (request, reply) => {
      const site = await siteOf(request);
      if ('status' in site) return refuse(reply, site.status);
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', TEXT_CACHE)
        .send(JSON.stringify(webManifest(site.organization.config)));
    });

    // An icon is drawn once per organization version, and kept.
    const icons = new ExpiringMemo<Buffer>(Number.POSITIVE_INFINITY, KEPT);
    app.get<{ Params: { name: string } }>('/app-icon-:name.png', async (request, reply) => {
      const match = /^(maskable-)?(\d+)$/.exec(request.params.name);
      const size = Number(match?.[2]) as AppIconSize;
      if (!match || !APP_ICON_SIZES.includes(size)) return refuse(reply, 404);
      const site = await siteOf(request);
      if ('status' in site) return refuse(reply, site.status);
      const { config, updatedAt } = site.organization;
      const maskable = Boolean(match[1]);
      const icon = icons.get(
        `${site.organization.id}:${updatedAt.getTime()}:${request.params.name}`,
        () => appIconPng(config, size, maskable, options.assetsDir),
      );
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=3600')
        .send(await icon);
    });
  };
}
