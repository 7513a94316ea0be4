import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * File storage: local disk under DATA_DIR/files by default, S3 when S3_BUCKET is set.
 * Keys are always prefixed with the organization id.
 */
export interface Storage {
  readonly name: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<{ url: string }>;
  /**
   * Stores a stream without holding it in memory (local: written as it arrives; S3: a
   * multipart upload of 5 MB parts). A failed stream leaves nothing behind.
   */
  putStream(
    key: string,
    data: Readable,
    contentType: string,
  ): Promise<{ url: string; size: number }>;
  /** Reads a stored object as a stream (the video job reads originals with it). */
  getStream(key: string): Promise<Readable>;
  /** Public URL of a stored key. */
  url(key: string): string;
  delete(key: string): Promise<void>;
}
