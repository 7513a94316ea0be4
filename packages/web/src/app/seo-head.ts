import type { PublicOrganization } from '@convene/contract';
import { localizePath, stripLocale } from '../i18n/locale-path';
import { escapeHtml } from '../lib/escape-html';
import type { PageMeta } from './area';
import { serializeForScript } from './bootstrap';

/*
 * The head tags search engines, feed readers and phones read (decision 0049): the web app
 * manifest, a canonical link, the page in the organization's other languages, RSS
 * autodiscovery and schema.org JSON-LD. Server rendering only.
 */

type LocaleConfig = Pick<PublicOrganization, 'LOCALES' | 'DEFAULT_LOCALE'>;

/** Query parameters that only say where a visitor came from: never part of a page's address. */
const TRACKING =
  /^(utm_.*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|mc_cid|mc_eid|igshid|twclid|ttclid|li_fat_id|_ga|_gl|ref|ref_src)$/i;

/** The query of `url` without its tracking parameters (`?…`, or '' when none is left). */
function meaningfulQuery(url: URL): string {
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (!TRACKING.test(name)) query.append(name, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The absolute address of the page in `locale`: the request's origin (PUBLIC_URL when set),
 * the page's own path (`canonicalPath`, else the one requested) under the locale's prefix,
 * and the query without tracking parameters.
 */
export function pageUrlIn(
  url: URL,
  config: LocaleConfig,
  locale: string,
  canonicalPath?: string,
): string {
  const path = canonicalPath ?? stripLocale(url.pathname, config);
  return `${url.origin}${localizePath(path, locale, config)}${meaningfulQuery(url)}`;
}

/** An address the API gave (site-relative or absolute) as an absolute one on `origin`. */
export function absoluteUrl(origin: string, uri: string): string {
  return /^https?:\/\//.test(uri) ? uri : `${origin}${uri.startsWith('/') ? '' : '/'}${uri}`;
}

/** `<link rel="manifest">`: the site can be installed (the server answers it per organization). */
export const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest" />';

/** JSON-LD as a script element; `</script>` and `<!--` inside cannot end it (`<` is escaped). */
export function structuredDataScript(data: Record<string, unknown>, nonce?: string): string {
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<script type="application/ld+json"${nonceAttribute}>${serializeForScript(data)}</script>`;
}

/**
 * The canonical link, the page's address in every locale of the organization (hreflang,
 * and x-default for the default one), the feeds it offers and its JSON-LD.
 */
export function seoHead(options: {
  url: URL;
  config: LocaleConfig;
  locale: string;
  meta: Pick<PageMeta, 'canonicalPath' | 'structuredData' | 'feeds'>;
  nonce?: string | undefined;
}): string[] {
  const { url, config, locale, meta } = options;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(pageUrlIn(url, config, locale, meta.canonicalPath))}" />`,
  ];
  if (config.LOCALES.length > 1) {
    for (const other of config.LOCALES) {
      const href = escapeHtml(pageUrlIn(url, config, other, meta.canonicalPath));
      tags.push(`<link rel="alternate" hreflang="${escapeHtml(other)}" href="${href}" />`);
    }
    const fallback = pageUrlIn(url, config, config.DEFAULT_LOCALE, meta.canonicalPath);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(fallback)}" />`);
  }
  for (const feed of meta.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`,
    );
  }
  if (meta.structuredData) tags.push(structuredDataScript(meta.structuredData, options.nonce));
  return tags;
}
