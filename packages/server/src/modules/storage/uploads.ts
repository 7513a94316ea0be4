import { Readable } from 'node:stream';
import { STORAGE_MESSAGES, storageQuotaMessage } from '@convene/contract';
import type { RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { scopeOf } from '../../tenancy/scope';
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

interface Slot {
  bytes: number;
}

/**
 * The uploads each account runs on this node, with the bytes each has received so far:
 * at most UPLOADS_PER_ACCOUNT at once (429 beyond), and their bytes count towards the
 * quota while they stream.
 */
const active = new Map<string, Set<Slot>>();

function acquire(key: string, limit: number): Slot {
  const slots = active.get(key) ?? new Set<Slot>();
  if (slots.size >= limit) throw new AppError('RATE_LIMITED', STORAGE_MESSAGES.tooManyUploads);
  const slot = { bytes: 0 };
  slots.add(slot);
  active.set(key, slots);
  return slot;
}

function release(key: string, slot: Slot): void {
  const slots = active.get(key);
  slots?.delete(slot);
  if (slots?.size === 0) active.delete(key);
}

function streamingBytes(key: string): number {
  let bytes = 0;
  for (const slot of active.get(key) ?? []) bytes += slot.bytes;
  return bytes;
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
  const { STORAGE_QUOTA_BYTES_PER_ACCOUNT: quota, UPLOADS_PER_ACCOUNT: limit } = ctx.config;
  const key = `${ctx.organization.id}/${accountId}`;
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', kind.tooLargeMessage, { field: kind.field });
  const overQuota = () =>
    new AppError('PAYLOAD_TOO_LARGE', storageQuotaMessage(quota), { field: kind.field });
  if (declaredBytes !== undefined && declaredBytes > kind.maxBytes) throw tooLarge();
  const slot = acquire(key, limit);
  try {
    const stored = await accountStorageBytes(ctx.db, scopeOf(ctx), accountId);
    if (stored + streamingBytes(key) + (declaredBytes ?? 1) > quota) throw overQuota();
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
        slot.bytes += result.value.length;
        if (slot.bytes > kind.maxBytes) throw tooLarge();
        if (stored + streamingBytes(key) > quota) throw overQuota();
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
      async confirmQuota(size) {
        const now = await accountStorageBytes(ctx.db, scopeOf(ctx), accountId);
        if (now + size > quota) throw overQuota();
      },
    };
    return await use(upload);
  } finally {
    release(key, slot);
  }
}
