import { publicUrl, type Config } from '../config';

/*
 * The origin absolute links name (canonical and Open Graph URLs, the sitemap, robots.txt,
 * the podcast feed and its enclosures): PUBLIC_URL when it is set, else the origin the
 * request came to — its scheme and host, which Fastify takes from X-Forwarded-Proto and
 * X-Forwarded-Host only when TRUST_PROXY is on. A site reached as 127.0.0.1 names
 * 127.0.0.1, not localhost:PORT.
 */

/** PUBLIC_URL, else `requestOrigin` (`https://host[:port]`), without a trailing slash. */
export function siteOrigin(config: Pick<Config, 'PUBLIC_URL'>, requestOrigin: string): string {
  return (config.PUBLIC_URL ?? requestOrigin).replace(/\/+$/, '');
}

/**
 * The site origin of a service call: the request's (set on API and feed contexts), else —
 * in jobs, which have no request — PUBLIC_URL or `http://localhost:PORT`.
 */
export function originOf(ctx: { config: Config; origin?: string | undefined }): string {
  return ctx.origin ? siteOrigin(ctx.config, ctx.origin) : publicUrl(ctx.config);
}
