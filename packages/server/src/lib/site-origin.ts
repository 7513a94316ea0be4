import { publicUrl, type Config } from '../config';
import type { OrganizationCache } from '../tenancy/organization-cache';

/*
 * The origin absolute links name (canonical and Open Graph URLs, the sitemap, robots.txt,
 * the podcast feed and its enclosures, a channel's feedUrl): PUBLIC_URL when it is set and
 * is this organization's address — its host is one of the organization's, or no
 * organization's (a proxy in front that rewrites the Host header) — else the origin the
 * request came to: its scheme and host, which Fastify takes from X-Forwarded-Proto and
 * X-Forwarded-Host only under TRUST_PROXY. A site reached as 127.0.0.1 names 127.0.0.1, not
 * localhost:PORT; another organization on its own host keeps its own host.
 */
export async function siteOrigin(
  config: Pick<Config, 'PUBLIC_URL'>,
  organizations: Pick<OrganizationCache, 'byHostName'>,
  organizationId: string | null,
  requestOrigin: string,
): Promise<string> {
  if (!config.PUBLIC_URL) return requestOrigin;
  const publicOrigin = config.PUBLIC_URL.replace(/\/+$/, '');
  const publicHost = new URL(publicOrigin).hostname;
  // No lookup when it cannot change the answer: a page of no organization (the lookup may
  // be what failed), or the request came to PUBLIC_URL's own host.
  if (organizationId === null || publicHost === new URL(requestOrigin).hostname)
    return publicOrigin;
  const owner = await organizations.byHostName(publicHost);
  return !owner || owner.id === organizationId ? publicOrigin : requestOrigin;
}

/**
 * The site origin of a service call: the request's (`siteOrigin`, set on API, feed and
 * sitemap contexts), else — in jobs, which have no request — PUBLIC_URL or
 * `http://localhost:PORT`.
 */
export function originOf(ctx: { config: Config; origin?: string | undefined }): string {
  return ctx.origin ?? publicUrl(ctx.config);
}
