import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import type { Storage } from './storage';

/** S3's smallest part (all parts but the last): what one streamed upload holds in memory. */
const PART_BYTES = 5 * 1024 * 1024;

/** Reads a stream into parts of `size` bytes (the last one shorter), one part at a time. */
async function* partsOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    while (length >= size) {
      const joined = Buffer.concat(chunks, length);
      yield joined.subarray(0, size);
      chunks = length > size ? [joined.subarray(size)] : [];
      length -= size;
    }
  }
  if (length > 0 || chunks.length > 0) yield Buffer.concat(chunks, length);
}

/** S3 (or any S3-compatible store) when S3_BUCKET is set. */
export function s3Storage(config: Config): Storage {
  const bucket = config.S3_BUCKET;
  if (!bucket) throw new Error('S3_BUCKET is not set');
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  });
  const base = (
    config.S3_PUBLIC_URL ?? `https://${bucket}.s3.${config.S3_REGION}.amazonaws.com`
  ).replace(/\/$/, '');
  return {
    name: 's3',
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }),
      );
      return { url: this.url(key) };
    },
    /**
     * A multipart upload, one 5 MB part at a time; a stream that ends within the first part
     * is one plain PUT. A failed stream aborts the upload, so no parts are left behind.
     */
    async putStream(key, data, contentType) {
      const parts = partsOf(data, PART_BYTES);
      const first = await parts.next();
      const head = first.done ? Buffer.alloc(0) : first.value;
      const second = head.length < PART_BYTES ? { done: true as const } : await parts.next();
      if (second.done) {
        await this.put(key, head, contentType);
        return { url: this.url(key), size: head.length };
      }
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
      );
      const completed: CompletedPart[] = [];
      let size = 0;
      const send = async (body: Buffer) => {
        const PartNumber = completed.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber, Body: body }),
        );
        completed.push({ ETag, PartNumber });
        size += body.length;
      };
      try {
        await send(head);
        await send(second.value);
        for await (const part of parts) await send(part);
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: key,
            UploadId,
            MultipartUpload: { Parts: completed },
          }),
        );
      } catch (error) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }))
          .catch(() => undefined);
        throw error;
      }
      return { url: this.url(key), size };
    },
    async getStream(key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!Body) throw new Error(`No object at ${key}`);
      return Readable.fromWeb(Body.transformToWebStream() as WebReadableStream<Uint8Array>);
    },
    url(key) {
      return `${base}/${key}`;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
