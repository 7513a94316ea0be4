import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedBody } from '../lib/anonymous-answers';

/** The request headers an API answer depends on besides its URL (docs/architecture.md#the-request-pipeline). */
export const API_VARY = ['authorization', 'executeAs', 'locale', 'organization'];
/** How long a shared cache (a CDN) may hold an anonymous read. */
export const PUBLIC_MAX_AGE_SECONDS = 5;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;
/** A signed-in answer: only the browser keeps it, and asks again (If-None-Match) each time. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
const NEVER_CACHED = 'private, no-store';

/**
 * A weak validator of a serialized body: equal bodies, equal tags. The one-shot `hash`
 * gives what `createHash('sha1').update(body).digest('base64url')` did, without a Hash
 * object and its stream machinery per response.
 */
export function weakEtag(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/` does not count. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

const API_VARY_HEADER = API_VARY.join(', ');

function addVary(reply: FastifyReply, names: string[]): void {
  const current = reply.getHeader('vary');
  // The common case, nothing set before: the one header every API read gets.
  if (current === undefined && names === API_VARY) {
    reply.header('vary', API_VARY_HEADER);
    return;
  }
  const present = (typeof current === 'string' ? current.split(',') : [])
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(present.map((name) => name.toLowerCase()));
  const added = names.filter((name) => !lower.has(name.toLowerCase()));
  if (added.length > 0) reply.header('vary', [...present, ...added].join(', '));
}

/** Answers about the caller themselves (/self…) and unrouted infrastructure are never stored. */
function neverCached(request: FastifyRequest, prefix: string): boolean {
  if (request.routeOptions.config?.skipContext) return true;
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  return path === `${prefix}/self` || path.startsWith(`${prefix}/self/`);
}

/**
 * Conditional reads for every GET of the API, in one place: a 200 JSON answer gets a weak
 * ETag of its body, `Vary` on the headers that pick the viewer, and `Cache-Control` —
 * `private, no-cache` when the request is signed in, `public, max-age=5` for an anonymous
 * read (a CDN may hold it that long), `private, no-store` for /self and answers setting a
 * cookie. A request whose If-None-Match names the tag gets 304 without a body.
 */
export function registerConditionalGet(api: FastifyInstance, prefix: string): void {
  // Written with `done`: it never waits, and an async hook costs a promise and a microtask on
  // every request (bench/README.md, "The request pipeline").
  api.addHook('onSend', (request, reply, payload, done) => {
    done(null, conditionalAnswer(request, reply, payload, prefix));
  });
}

/**
 * The answer's UTF-8 bytes and their tag. The body is encoded once, here, then hashed and
 * sent as bytes: sent as a string, it would be encoded three times (for its length, its
 * hash and the socket), and the bodies are mostly two-byte strings (text past Latin-1). A
 * shared answer's body (lib/endpoint-route.ts, `answerShared`) is encoded and hashed once.
 */
function taggedBytes(
  shared: SharedBody | null,
  payload: string | Buffer,
): { bytes: Buffer; etag: string } {
  if (shared !== null && shared.body === payload) {
    const bytes = (shared.bytes ??= Buffer.from(shared.body));
    return { bytes, etag: (shared.etag ??= weakEtag(bytes)) };
  }
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
  return { bytes, etag: weakEtag(bytes) };
}

/** The payload `registerConditionalGet` sends on: the same, as bytes, or null for a 304. */
function conditionalAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  prefix: string,
): unknown {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
  addVary(reply, API_VARY);
  if (reply.hasHeader('set-cookie') || neverCached(request, prefix)) {
    reply.header('cache-control', NEVER_CACHED);
    return payload;
  }
  if (!reply.hasHeader('cache-control'))
    reply.header(
      'cache-control',
      request.headers.authorization ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    );
  const { bytes, etag } = taggedBytes(reply.sharedBody, payload);
  reply.header('etag', etag);
  if (!etagMatches(request.headers['if-none-match'], etag)) return bytes;
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return null;
}
