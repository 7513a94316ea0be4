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
  /** Public URL of a stored key. */
  url(key: string): string;
  delete(key: string): Promise<void>;
}
