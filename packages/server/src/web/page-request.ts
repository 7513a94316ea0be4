import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { PublicOrganization } from '@convene/contract';
import type { WebBuild } from './ssr-module';

/** 16 random bytes, base64url: the same length every time, so a stored page's nonce is overwritten in place. */
export const NONCE_LENGTH = 22;
export const newNonce = () => randomBytes(16).toString('base64url');
export const NONCE_SLOT = '{nonce}';

/**
 * Whether the request speaks for a signed-in visitor. Tokens live in the browser and no
 * session cookie exists, so the server render is always anonymous; a request that carries
 * credentials is still never answered from (or stored in) the page cache. A session cookie
 * for rendering, if one is ever added, belongs here.
 */
export function signedIn(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined;
}

/** The configuration as a key piece, once per configuration object (kept a few seconds). */
const configurationKeys = new WeakMap<PublicOrganization, string>();
const configurationKey = (config: PublicOrganization) => {
  let key = configurationKeys.get(config);
  if (key === undefined) {
    key = JSON.stringify(config);
    configurationKeys.set(config, key);
  }
  return key;
};

/**
 * What an anonymous page's HTML depends on: the web build, the address the visitor used
 * (scheme, host, path and query: the locale is in the path), the organization's public
 * configuration as the render saw it and its data version (tenancy/data-versions.ts) — a
 * configuration change or an API write is a new key at once.
 */
export function pageKey(
  request: FastifyRequest,
  config: PublicOrganization,
  web: WebBuild,
  dataVersion: string,
): string {
  return createHash('sha1')
    .update(`${web.builtAt}\u0000${request.origin.toLowerCase()}${request.url}\u0000`)
    .update(`${dataVersion}\u0000`)
    .update(configurationKey(config))
    .digest('base64url');
}
