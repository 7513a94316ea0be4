import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Gate, WebBuild } from './ssr-module';

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

/**
 * What an anonymous page's HTML depends on: the web build, the address the visitor used
 * (scheme, host, path and query: the locale is in the path) and the organization's public
 * configuration as the render saw it — a configuration change is a new key at once.
 */
export function pageKey(request: FastifyRequest, gate: Gate, web: WebBuild): string {
  return createHash('sha1')
    .update(`${web.builtAt}\u0000${request.origin.toLowerCase()}${request.url}\u0000`)
    .update(JSON.stringify(gate))
    .digest('base64url');
}
