import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import type { Storage } from './storage';

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
    url(key) {
      return `${base}/${key}`;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
