import { Readable } from 'node:stream';
import { STORAGE_MESSAGES, storageQuotaMessage } from '@convene/contract';
import type { RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { accountStorageBytes } from './storage.repository';

/** What the size of one upload is checked against: its kind's limit, named by the 413. */
export interface UploadKind {
  maxBytes: number;
  tooLargeMessage: string;
  field: string;
}

/** An upload under way: its first bytes (to sniff) and the whole of it again, as a stream. */
export interface Upload {
  head: Buffer;
  stream: Readable;
  /** Calls `observer` with every chunk as it goes to storage (e.g. to probe a container). */
  observe(observer: (chunk: Buffer) => void): void;
  /** Before recording: the account's stored bytes now, plus this upload, within the quota. */
  confirmQuota(size: number): Promise<void>;
}

/** Bytes an upload has received so far, on this node. */
export interface Streaming {
  bytes: number;
}

/**
 * The uploads each account streams on this node, with the bytes each has received so
 * far: those count towards the quota while they stream (the stored total is checked again
 * before recording, which covers uploads streaming on other nodes).
 */
const streaming = new Map<string, Set<Streaming>>();

function track(key: string): Streaming {
  const entry = { bytes: 0 };
  const entries = streaming.get(key) ?? new Set<Streaming>();
  entries.add(entry);
  streaming.set(key, entries);
  return entry;
}

function untrack(key: string, entry: Streaming): void {
  const entries = streaming.get(key);
  entries?.delete(entry);
  if (entries?.size === 0) streaming.delete(key);
}

function streamingBytes(key: string): number {
  let bytes = 0;
  for (const entry of streaming.get(key) ?? []) bytes += entry.bytes;
  return bytes;
}

/** The account's storage quota as one upload checks it (413 naming the quota). */
export interface QuotaCheck {
  /** Bytes the account keeps now (files, videos and images). */
  stored(): Promise<number>;
  /** Before and while bytes arrive: `stored`, the bytes streaming on this node and `more` must fit. */
  admit(stored: number, more: number): void;
  /** Before recording: what the account keeps now and this upload's `size` must fit. */
  confirm(size: number): Promise<void>;
}

/**
 * Runs `use` as one of the account's uploads: at most UPLOADS_PER_ACCOUNT at once, on
 * every node sharing the count (429 beyond), with the quota check it needs (413 naming
 * the quota). Images use it whole; streamed files and videos through `withUpload`.
 */
export async function withUploadSlot<T>(
  ctx: RequestContext,
  accountId: string,
  field: string,
  use: (quota: QuotaCheck, entry: Streaming) => Promise<T>,
): Promise<T> {
  const { STORAGE_QUOTA_BYTES_PER_ACCOUNT: quota, UPLOADS_PER_ACCOUNT: limit } = ctx.config;
  const key = `${ctx.organization.id}/${accountId}`;
  const release = await ctx.uploads.take(key, limit);
  if (!release) throw new AppError('RATE_LIMITED', STORAGE_MESSAGES.tooManyUploads);
  const entry = track(key);
  const overQuota = () => new AppError('PAYLOAD_TOO_LARGE', storageQuotaMessage(quota), { field });
  const stored = () => accountStorageBytes(ctx.db, ctx.scope, accountId);
  const check: QuotaCheck = {
    stored,
    admit(bytes, more) {
      if (bytes + streamingBytes(key) + more > quota) throw overQuota();
    },
    async confirm(size) {
      if ((await stored()) + size > quota) throw overQuota();
    },
  };
  try {
    return await use(check, entry);
  } finally {
    untrack(key, entry);
    await release();
  }
}

/** First bytes read before the stream goes on to storage (enough to sniff a container). */
const HEAD_BYTES = 64;

/**
 * Runs one upload of `source` for the acting account: takes an upload slot, refuses
 * (413) a declared length over the kind's limit or the quota before reading anything,
 * then counts the bytes as they pass, failing the stream (so storage drops what it
 * wrote) as soon as either limit is crossed. A source that breaks off (the client went
 * away, a timeout) fails as a 400, never a 500.
 */
export async function withUpload<T>(
  ctx: RequestContext,
  accountId: string,
  source: AsyncIterable<Buffer>,
  kind: UploadKind,
  declaredBytes: number | undefined,
  use: (upload: Upload) => Promise<T>,
): Promise<T> {
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', kind.tooLargeMessage, { field: kind.field });
  if (declaredBytes !== undefined && declaredBytes > kind.maxBytes) throw tooLarge();
  return withUploadSlot(ctx, accountId, kind.field, async (quota, entry) => {
    const stored = await quota.stored();
    quota.admit(stored, declaredBytes ?? 1);
    const iterator = source[Symbol.asyncIterator]();
    const next = async () => {
      let result: IteratorResult<Buffer>;
      try {
        result = await iterator.next();
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('VALIDATION', 'The upload was interrupted', { field: kind.field });
      }
      if (!result.done) {
        entry.bytes += result.value.length;
        if (entry.bytes > kind.maxBytes) throw tooLarge();
        quota.admit(stored, 0);
      }
      return result;
    };
    const head: Buffer[] = [];
    let headLength = 0;
    let ended = false;
    while (headLength < HEAD_BYTES) {
      const result = await next();
      if (result.done) {
        ended = true;
        break;
      }
      head.push(result.value);
      headLength += result.value.length;
    }
    const observers: ((chunk: Buffer) => void)[] = [];
    async function* rest(): AsyncGenerator<Buffer> {
      for (const chunk of head) {
        for (const observer of observers) observer(chunk);
        yield chunk;
      }
      while (!ended) {
        const result = await next();
        if (result.done) return;
        for (const observer of observers) observer(result.value);
        yield result.value;
      }
    }
    const upload: Upload = {
      head: Buffer.concat(head, headLength).subarray(0, HEAD_BYTES),
      stream: Readable.from(rest(), { objectMode: false }),
      observe: (observer) => observers.push(observer),
      confirmQuota: (size) => quota.confirm(size),
    };
    return use(upload);
  });
}
