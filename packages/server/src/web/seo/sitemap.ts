import { MODULE_INDEX_PATHS, type Module } from '@convene/contract';
import { requireModule, type RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { originOf } from '../../lib/site-origin';
import { xml } from '../../lib/xml-text';
import type { PublicPage, PublicPageSource } from '../../modules/server-module';
import { requireTier } from '../../tenancy/tier-gate';

/*
 * The organization's sitemap (sitemaps.org 0.9): the list pages of its modules and the
 * pages of its events, groups, channels and contents that a visitor signed out may open.
 * Each module says which of its pages are public (`publicPages`); here they pass through
 * the same gates a visitor's request does — the module on and not locked behind a tier,
 * the resource not locked behind one — so nothing a visitor cannot open is listed.
 */

/** The protocol's limit per file; beyond it /sitemap.xml is an index of numbered files. */
export const SITEMAP_FILE_URLS = 50_000;
/** Pages read per source at most (the sitemap index then holds up to 20 files a source). */
export const SITEMAP_SOURCE_LIMIT = 1_000_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Whether the gate lets a visitor signed out through (an AppError is a refusal). */
async function passes(check: () => Promise<void> | void): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

const moduleOpen = (ctx: RequestContext, module: Module) =>
  passes(() => requireModule(ctx, module));

/** Every page of the sitemap, list pages first, then each source's latest changed first. */
export async function publicPagesOf(
  ctx: RequestContext,
  sources: readonly PublicPageSource[],
  limit = SITEMAP_SOURCE_LIMIT,
): Promise<PublicPage[]> {
  const open = new Map<Module, boolean>();
  const isOpen = async (module: Module) => {
    if (!open.has(module)) open.set(module, await moduleOpen(ctx, module));
    return open.get(module) === true;
  };
  const lists: { path: string }[] = [];
  for (const entry of MODULE_INDEX_PATHS) if (await isOpen(entry.module)) lists.push(entry);
  const pages: PublicPage[] = [];
  for (const source of sources) {
    if (!(await isOpen(source.module))) continue;
    for (const page of await source.list(ctx, limit)) {
      const { lock } = page;
      if (!lock || (await passes(() => requireTier(ctx, lock)))) pages.push(page);
    }
  }
  // A list page changes when one of its module's pages does: the latest change of the site.
  const latest = pages.reduce<Date | undefined>(
    (last, page) => (!last || page.lastModified > last ? page.lastModified : last),
    undefined,
  );
  return [
    ...lists.map((entry) => ({ path: entry.path, lastModified: latest ?? ctx.now })),
    ...pages,
  ];
}

const lastmod = (date: Date) => `<lastmod>${date.toISOString()}</lastmod>`;

/** One sitemap file: `<urlset>` of absolute URLs on `origin`. */
export function sitemapXml(origin: string, pages: readonly PublicPage[]): string {
  const urls = pages.map(
    (page) => `<url><loc>${xml(`${origin}${page.path}`)}</loc>${lastmod(page.lastModified)}</url>`,
  );
  return [XML_HEAD, `<urlset xmlns="${NAMESPACE}">`, ...urls, '</urlset>', ''].join('\n');
}

/** The address of the sitemap file `index` (1-based) of an index. */
export const sitemapFilePath = (index: number) => `/sitemap-${index}.xml`;

/** The index of `files` sitemap files, each with the latest change it holds. */
export function sitemapIndexXml(origin: string, files: readonly (readonly PublicPage[])[]): string {
  const entries = files.map((pages, at) => {
    const latest = pages.reduce((last, page) => Math.max(last, page.lastModified.getTime()), 0);
    return `<sitemap><loc>${xml(`${origin}${sitemapFilePath(at + 1)}`)}</loc>${lastmod(new Date(latest))}</sitemap>`;
  });
  return [XML_HEAD, `<sitemapindex xmlns="${NAMESPACE}">`, ...entries, '</sitemapindex>', ''].join(
    '\n',
  );
}

/** The pages cut into files of at most `perFile` URLs. */
export function sitemapFiles(pages: readonly PublicPage[], perFile = SITEMAP_FILE_URLS) {
  const files: PublicPage[][] = [];
  for (let at = 0; at < pages.length; at += perFile) files.push(pages.slice(at, at + perFile));
  return files;
}

/**
 * What /sitemap.xml and /sitemap-{n}.xml answer: `file` 0 is /sitemap.xml (the one file,
 * or the index of several), `file` n the n-th file of the index; null when there is none.
 */
export function sitemapDocument(
  ctx: RequestContext,
  pages: readonly PublicPage[],
  file: number,
  perFile = SITEMAP_FILE_URLS,
): string | null {
  const origin = originOf(ctx);
  const files = sitemapFiles(pages, perFile);
  if (file === 0)
    return files.length > 1 ? sitemapIndexXml(origin, files) : sitemapXml(origin, pages);
  const chosen = files.length > 1 ? files[file - 1] : undefined;
  return chosen ? sitemapXml(origin, chosen) : null;
}
