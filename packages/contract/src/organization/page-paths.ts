import type { Module } from './organization';

/*
 * The web app's addresses that the server names too (the sitemap, robots.txt, the podcast
 * feed's links), without a locale prefix: the default locale has none, the others put
 * /{locale} in front.
 */

const segment = (value: string) => encodeURIComponent(value);

/** The page of one public object, by its slug. */
export const PAGE_PATHS = {
  event: (slug: string) => `/events/${segment(slug)}`,
  group: (slug: string) => `/groups/${segment(slug)}`,
  channel: (slug: string) => `/channels/${segment(slug)}`,
  content: (channelSlug: string, contentSlug: string) =>
    `/channels/${segment(channelSlug)}/contents/${segment(contentSlug)}`,
} as const;

/** The public list pages of each module, as a visitor signed out reads them. */
export const MODULE_INDEX_PATHS: readonly { module: Module; path: string }[] = [
  { module: 'activities', path: '/activities' },
  { module: 'events', path: '/events' },
  { module: 'groups', path: '/groups' },
  { module: 'channels', path: '/channels' },
  { module: 'channels', path: '/contents' },
];

/** Addresses that are not pages — the API and identity — which crawlers are kept out of. */
export const SERVER_PATH_PREFIXES: readonly string[] = ['/api', '/identity'];

/**
 * Pages search engines are asked not to crawl (robots.txt, under each locale's prefix too):
 * administration and a signed-in member's own pages — every route the web declares
 * `access: 'signed-in'` starts with one of these (a web test keeps them in step). `*`
 * matches any run of characters and `$` the end, as Google and Bing read robots.txt.
 */
export const PRIVATE_PAGE_PREFIXES: readonly string[] = [
  '/admin',
  '/auth/',
  '/host',
  '/studio/',
  '/settings/',
  '/notifications',
  '/messages',
  '/tickets',
  '/invoices',
  '/bookings',
  '/support/tickets',
  '/memberships/mine',
  '/interests$',
  '/groups/new',
  '/groups/*/edit',
  '/events/*/register',
  '/events/*/confirmation',
];
