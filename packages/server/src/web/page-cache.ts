import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { deflatePieces, type DeflatedPage } from './page-encoding';

/**
 * A rendered page as stored: the document with the render's nonce at `nonceAt` (each
 * response writes its own there), its deflated pieces, the policy with the nonce left out
 * and the validator. Shared by every anonymous visitor of the same key for a few seconds.
 */
export interface StoredPage {
  status: number;
  html: Buffer;
  nonceAt: number[];
  deflated: DeflatedPage;
  /** The Content-Security-Policy, `{nonce}` where the nonce goes. */
  policy: string;
  etag: string;
}

export function storedPage(
  fields: Omit<StoredPage, 'deflated' | 'etag'>,
  nonceLength: number,
): StoredPage {
  return {
    ...fields,
    deflated: deflatePieces(fields.html, fields.nonceAt, nonceLength),
    etag: `W/"${createHash('sha1').update(fields.html).digest('base64url')}"`,
  };
}

export interface PageStore {
  get(key: string): Promise<StoredPage | undefined>;
  set(key: string, page: StoredPage, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

const MEMORY_LIMIT_BYTES = 64 * 1024 * 1024;

/** The process's own store: entries expire after their TTL; the oldest go first past 64 MB. */
export function memoryPageStore(limitBytes = MEMORY_LIMIT_BYTES): PageStore {
  const entries = new Map<string, { page: StoredPage; expires: number; bytes: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > Date.now()) return entry.page;
      drop(key);
      return undefined;
    },
    async set(key, page, ttlMs) {
      drop(key);
      const size = sizeOf(page);
      const now = Date.now();
      for (const [oldest, entry] of entries) {
        if (bytes + size <= limitBytes && entry.expires > now) break;
        drop(oldest);
      }
      entries.set(key, { page, expires: now + ttlMs, bytes: size });
      bytes += size;
    },
    async close() {
      entries.clear();
      bytes = 0;
    },
  };
}

const sizeOf = (page: StoredPage) =>
  page.html.length + page.deflated.pieces.reduce((sum, piece) => sum + piece.length, 0);

/**
 * Entries in Redis (REDIS_URL), so every node behind the load balancer answers from the page
 * one of them rendered. Stored as one value: a JSON header, the document, the pieces.
 * A Redis that fails is a miss, never an error.
 */
export function redisPageStore(redis: Redis, prefix: string): PageStore {
  return {
    async get(key) {
      try {
        const value = await redis.getBuffer(`${prefix}${key}`);
        return value ? decode(value) : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, page, ttlMs) {
      try {
        await redis.set(`${prefix}${key}`, encode(page), 'PX', ttlMs);
      } catch {
        // a page that could not be stored is rendered again next time
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

interface Header {
  status: number;
  nonceAt: number[];
  policy: string;
  etag: string;
  htmlLength: number;
  pieceLengths: number[];
}

function encode(page: StoredPage): Buffer {
  const header: Header = {
    status: page.status,
    nonceAt: page.nonceAt,
    policy: page.policy,
    etag: page.etag,
    htmlLength: page.html.length,
    pieceLengths: page.deflated.pieces.map((piece) => piece.length),
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, page.html, ...page.deflated.pieces]);
}

function decode(value: Buffer): StoredPage | undefined {
  try {
    const jsonLength = value.readUInt32BE(0);
    const header = JSON.parse(value.subarray(4, 4 + jsonLength).toString()) as Header;
    let at = 4 + jsonLength;
    const html = value.subarray(at, at + header.htmlLength);
    at += header.htmlLength;
    const pieces = header.pieceLengths.map((length) => {
      const piece = value.subarray(at, at + length);
      at += length;
      return piece;
    });
    return {
      status: header.status,
      html,
      nonceAt: header.nonceAt,
      policy: header.policy,
      etag: header.etag,
      deflated: { pieces },
    };
  } catch {
    return undefined;
  }
}

/**
 * Concurrent misses for one key render once: the first caller produces, the others wait for
 * its result (per process; other nodes find it in the shared store once it is in).
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, produce: () => Promise<T>): { leader: boolean; result: Promise<T> } {
    const current = this.running.get(key);
    if (current) return { leader: false, result: current };
    const result = produce().finally(() => this.running.delete(key));
    this.running.set(key, result);
    return { leader: true, result };
  }
}

/** Redis when REDIS_URL is set (every node shares the pages), else this process's memory. */
export function defaultPageStore(
  log: FastifyBaseLogger,
  redisUrl: string | undefined,
  /** What the keys start with (the deployment's prefix, decision 0052). */
  prefix: string,
): PageStore {
  if (!redisUrl) return memoryPageStore();
  const redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on('error', (error: unknown) => log.warn({ err: error }, 'page cache store'));
  return redisPageStore(redis, `${prefix}page:`);
}
