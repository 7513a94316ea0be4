import type { Readable } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  crc32,
  createBrotliCompress,
  createGzip,
  deflateRawSync,
  gzipSync,
} from 'node:zlib';

export type PageEncoding = 'gzip' | 'br' | 'identity';

/**
 * The encoding a page goes out in: gzip when the client takes it (a stored page is sent as
 * gzip without compressing it again, see `gzipWithNonce`), else brotli, else none.
 */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (name) accepted.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('gzip')) return 'gzip';
  if (wants('br')) return 'br';
  return 'identity';
}

/** The page's bytes compressed once, in pieces around each place the nonce goes. */
export interface DeflatedPage {
  /** Raw deflate of each piece, each ending byte-aligned (sync flush), none final. */
  pieces: Buffer[];
}

/**
 * Compresses `html` once, cut at `nonceAt` (offsets of a nonce `nonceLength` bytes long), so
 * every response can carry a fresh nonce without compressing the page again: a gzip member
 * may be any sequence of deflate blocks, so the stored pieces are joined with the nonce in a
 * stored (uncompressed) block between them (RFC 1951 §3.2.4, RFC 1952).
 */
export function deflatePieces(
  html: Buffer,
  nonceAt: readonly number[],
  nonceLength: number,
): DeflatedPage {
  const pieces: Buffer[] = [];
  let from = 0;
  for (const at of [...nonceAt, html.length]) {
    pieces.push(
      deflateRawSync(html.subarray(from, at), {
        level: 6,
        finishFlush: constants.Z_SYNC_FLUSH,
      }),
    );
    from = at + nonceLength;
  }
  return { pieces };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0; // not final, stored
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/** The gzip body of `html` with `nonce` written at the stored offsets, from its stored pieces. */
export function gzipWithNonce(
  html: Buffer,
  nonceAt: readonly number[],
  nonce: Buffer,
  deflated: DeflatedPage,
): Buffer {
  const parts: Buffer[] = [GZIP_HEADER];
  const nonceBlock = storedBlock(nonce);
  let crc = 0;
  let from = 0;
  deflated.pieces.forEach((piece, index) => {
    const at = nonceAt[index] ?? html.length;
    crc = crc32(html.subarray(from, at), crc);
    parts.push(piece);
    if (index < nonceAt.length) {
      crc = crc32(nonce, crc);
      parts.push(nonceBlock);
    }
    from = at + nonce.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(html.length >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** `html` with `nonce` written at the stored offsets (a copy). */
export function withNonce(html: Buffer, nonceAt: readonly number[], nonce: Buffer): Buffer {
  const copy = Buffer.from(html);
  for (const at of nonceAt) nonce.copy(copy, at);
  return copy;
}

/** Every offset of `needle` in `haystack`. */
export function offsetsOf(haystack: Buffer, needle: string): number[] {
  const offsets: number[] = [];
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1))
    offsets.push(at);
  return offsets;
}

/** A streamed document compressed as it streams: each write is flushed, so the head still goes first. */
export function compressing(html: Readable, encoding: 'gzip' | 'br'): Readable {
  const compressor =
    encoding === 'gzip'
      ? createGzip({ flush: constants.Z_SYNC_FLUSH })
      : createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        });
  html.on('error', (error) => compressor.destroy(error));
  compressor.on('close', () => html.destroy());
  return html.pipe(compressor);
}

export function brotli(html: Buffer): Buffer {
  return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
}

const encodedJson = new WeakMap<object, Partial<Record<PageEncoding, Buffer>>>();

/**
 * The JSON of a value that never changes once built (a locale's message file, the same object
 * for every request of its version), serialized and compressed once per encoding.
 */
export function fixedJsonBody(value: object, encoding: PageEncoding): Buffer {
  let bodies = encodedJson.get(value);
  if (!bodies) encodedJson.set(value, (bodies = {}));
  const cached = bodies[encoding];
  if (cached) return cached;
  const json = bodies.identity ?? Buffer.from(JSON.stringify(value));
  bodies.identity = json;
  const body =
    encoding === 'gzip'
      ? gzipSync(json, { level: 9 })
      : encoding === 'br'
        ? brotliCompressSync(json, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
            },
          })
        : json;
  bodies[encoding] = body;
  return body;
}
