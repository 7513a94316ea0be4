import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { STORAGE_MESSAGES, type LinkPreview } from '@convene/contract';
import { AppError } from '../../lib/app-error';
import { bareAddress, isPublicAddress } from './address-policy';

export const LINK_PREVIEW_LIMITS = {
  timeoutMs: 5_000,
  maxBytes: 512 * 1024,
  maxRedirects: 3,
} as const;

export interface LinkPreviewDeps {
  /** Every address a host name resolves to. */
  resolve: (hostname: string) => Promise<LookupAddress[]>;
  /** Whether a fetch may connect to an address. */
  isAllowedAddress: (address: string) => boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const defaultLinkPreviewDeps: LinkPreviewDeps = {
  resolve: (hostname) =>
    new Promise((resolve, reject) =>
      dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
        error ? reject(error) : resolve(addresses),
      ),
    ),
  isAllowedAddress: isPublicAddress,
  ...LINK_PREVIEW_LIMITS,
};

/** Thrown when a link (or a redirect) points at an address we do not connect to. */
function refused(): AppError {
  return new AppError('VALIDATION', STORAGE_MESSAGES.linkPreviewRefused, { field: 'href' });
}

class Unreachable extends Error {}

function parseHttpUrl(href: string): URL {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    throw new AppError('VALIDATION', STORAGE_MESSAGES.linkPreviewInvalid, { field: 'href' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AppError('VALIDATION', STORAGE_MESSAGES.linkPreviewInvalid, { field: 'href' });
  if (url.username || url.password) throw refused();
  return url;
}

/**
 * The socket's lookup: resolves the name and checks every address it gets, so the
 * connection goes to the very address that was checked (no DNS rebinding window).
 */
function guardedLookup(deps: LinkPreviewDeps, onRefused: () => void): LookupFunction {
  return (hostname, options, callback) => {
    deps.resolve(hostname).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = addresses.filter((entry) => !wanted || entry.family === wanted);
        if (!usable.length) {
          callback(
            Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }),
            '',
            4,
          );
          return;
        }
        if (usable.some((entry) => !deps.isAllowedAddress(entry.address))) {
          onRefused();
          callback(Object.assign(new Error('Address refused'), { code: 'EREFUSED' }), '', 4);
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

interface Fetched {
  url: URL;
  contentType: string | null;
  body: Buffer;
}

function requestOnce(
  url: URL,
  deps: LinkPreviewDeps,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const literal = bareAddress(url.hostname);
  if (isIP(literal) && !deps.isAllowedAddress(literal)) return Promise.reject(refused());
  return new Promise((resolve, reject) => {
    let wasRefused = false;
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        signal,
        lookup: guardedLookup(deps, () => {
          wasRefused = true;
        }),
        headers: {
          'user-agent': 'ConveneLinkPreview/1.0 (+link previews)',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'identity',
        },
      },
      resolve,
    );
    request.on('error', (error) => reject(wasRefused ? refused() : new Unreachable(error.message)));
    request.end();
  });
}

function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks, Math.min(size, maxBytes)).subarray(0, maxBytes));
    };
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= maxBytes) {
        finish();
        response.destroy();
      }
    });
    response.on('end', finish);
    response.on('error', (error) => (done ? undefined : reject(new Unreachable(error.message))));
  });
}

/** GETs a public http(s) URL, following at most `maxRedirects` redirects, each one checked. */
async function fetchPage(href: string, deps: LinkPreviewDeps): Promise<Fetched> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
  try {
    let url = parseHttpUrl(href);
    for (let redirects = 0; ; redirects += 1) {
      const response = await requestOnce(url, deps, controller.signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects >= deps.maxRedirects) throw new Unreachable('Too many redirects');
        url = parseHttpUrl(new URL(response.headers.location, url).toString());
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new Unreachable(`HTTP ${status}`);
      }
      const body = await readCapped(response, deps.maxBytes);
      return { url, contentType: response.headers['content-type'] ?? null, body };
    }
  } finally {
    clearTimeout(timer);
  }
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  euro: '€',
  pound: '£',
  yen: '¥',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  auml: 'ä',
  atilde: 'ã',
  aring: 'å',
  ccedil: 'ç',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  iacute: 'í',
  igrave: 'ì',
  icirc: 'î',
  iuml: 'ï',
  ntilde: 'ñ',
  oacute: 'ó',
  ograve: 'ò',
  ocirc: 'ô',
  ouml: 'ö',
  otilde: 'õ',
  oslash: 'ø',
  uacute: 'ú',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  yacute: 'ý',
  szlig: 'ß',
  Aacute: 'Á',
  Agrave: 'À',
  Eacute: 'É',
  Egrave: 'È',
  Ccedil: 'Ç',
  Ntilde: 'Ñ',
  Ouml: 'Ö',
  Uuml: 'Ü',
  Auml: 'Ä',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match;
    }
    return ENTITIES[entity] ?? ENTITIES[entity.toLowerCase()] ?? match;
  });
}

function attributes(tag: string): Map<string, string> {
  const result = new Map<string, string>();
  const pattern = /([^\s=/<>"']+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of tag.replace(/^<\w+/, '').matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!result.has(name)) result.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return result;
}

function clean(text: string | undefined, max: number): string | null {
  if (!text) return null;
  const value = text.replace(/\s+/g, ' ').trim();
  return value ? value.slice(0, max) : null;
}

function absoluteHttpUrl(value: string | undefined, base: URL): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function integer(value: string | undefined): number | null {
  if (!value) return null;
  const number = Number.parseInt(value, 10);
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** Reads title, description, Open Graph image and video, site name and favicon from a page. */
export function parseLinkPreview(html: string, pageUrl: URL): LinkPreview {
  const headEnd = html.search(/<\/head\s*>/i);
  const head = headEnd >= 0 ? html.slice(0, headEnd) : html;
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const key = (
      attrs.get('property') ??
      attrs.get('name') ??
      attrs.get('itemprop')
    )?.toLowerCase();
    const content = attrs.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  let favicon: string | undefined;
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('icon') || rel.includes('apple-touch-icon')) {
      favicon ??= attrs.get('href');
    }
  }
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(head)?.[1];
  const pick = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value);

  return {
    url: pageUrl.toString(),
    title: clean(
      pick('og:title', 'twitter:title') ?? (titleTag ? decodeEntities(titleTag) : undefined),
      300,
    ),
    siteName: clean(pick('og:site_name', 'application-name'), 200),
    description: clean(pick('og:description', 'twitter:description', 'description'), 1000),
    mediaType: clean(pick('og:type'), 100),
    image: absoluteHttpUrl(
      pick('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'),
      pageUrl,
    ),
    imageWidth: integer(pick('og:image:width')),
    imageHeight: integer(pick('og:image:height')),
    video: absoluteHttpUrl(pick('og:video:secure_url', 'og:video', 'og:video:url'), pageUrl),
    favicon: absoluteHttpUrl(favicon ?? '/favicon.ico', pageUrl),
  };
}

function decodeBody(body: Buffer, contentType: string | null): string {
  const charset =
    /charset=([\w-]+)/i.exec(contentType ?? '')?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * The preview of a public web page, or null when the page cannot be read (unreachable,
 * timeout, not HTML, an error status, too many redirects). A link that is not http(s)
 * or that leads — directly, after DNS resolution or through a redirect — to a
 * non-public address is a 400 naming `href`.
 */
export async function fetchLinkPreview(
  href: string,
  deps: LinkPreviewDeps = defaultLinkPreviewDeps,
): Promise<LinkPreview | null> {
  let page: Fetched;
  try {
    page = await fetchPage(href, deps);
  } catch (error) {
    if (error instanceof AppError) throw error;
    return null;
  }
  const mediaType = (page.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'text/html' && mediaType !== 'application/xhtml+xml') return null;
  return parseLinkPreview(decodeBody(page.body, page.contentType), page.url);
}
