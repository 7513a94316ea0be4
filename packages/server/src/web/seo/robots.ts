import {
  CHANNEL_FEED_PATH,
  PRIVATE_PAGE_PREFIXES,
  SERVER_PATH_PREFIXES,
  type SiteConfig,
} from '@convene/contract';
import { API_PREFIX } from '../../app';

/** The podcast feeds live under the API, yet are for anyone to fetch (the longest rule wins). */
const FEEDS = `${API_PREFIX}${CHANNEL_FEED_PATH.replace(':channelId', '*')}`;

/**
 * robots.txt of an organization's site: every page and podcast feed may be crawled, not the
 * rest of the API, identity, administration or a member's own pages (under each locale's
 * prefix too); and the sitemap's absolute address.
 */
export function robotsTxt(
  origin: string,
  config: Pick<SiteConfig, 'LOCALES' | 'DEFAULT_LOCALE'>,
): string {
  const prefixes = ['', ...config.LOCALES.filter((locale) => locale !== config.DEFAULT_LOCALE)];
  const pages = PRIVATE_PAGE_PREFIXES.flatMap((path) =>
    prefixes.map((locale) => (locale ? `/${locale}${path}` : path)),
  );
  return [
    'User-agent: *',
    'Allow: /',
    `Allow: ${FEEDS}`,
    ...[...SERVER_PATH_PREFIXES, ...pages].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
