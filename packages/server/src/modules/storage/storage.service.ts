import { randomUUID } from 'node:crypto';
import {
  FILE_MAX_BYTES,
  MESSAGES,
  STORAGE_MESSAGES,
  VIDEO_MAX_BYTES,
  type Image,
  type LinkPreview,
  type StoredFile,
  type StoredImage,
  type StoredVideo,
  type UploadFileBody,
  type UploadImageBody,
  type UploadVideoBody,
  type Video,
} from '@convene/contract';
import { requireAccount, requireActiveAccount, type RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { imageKey, processImage, storeImage } from '../../storage/images';
import { scopeOf } from '../../tenancy/scope';
import { fetchLinkPreview, type LinkPreviewDeps } from './link-preview';
import { decodeDataUri, mp4Dimensions, sniffVideo } from './media-bytes';
import {
  findImage,
  findVideo,
  insertFile,
  insertImage,
  insertVideo,
  type FileRow,
  type ImageRow,
  type VideoRow,
} from './storage.repository';

/** Uploaded images are kept at most this large on their longer side. */
export const UPLOAD_IMAGE_MAX_SIDE = 2048;

const SAFE_CONTENT_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/;

function extensionOf(name: string): string {
  return /\.([a-z0-9]{1,10})$/i.exec(name)?.[1]?.toLowerCase() ?? 'bin';
}

/** Stores bytes, then records them; a failed record removes the stored object again. */
async function putThenRecord<T>(
  ctx: RequestContext,
  key: string,
  bytes: Buffer,
  contentType: string,
  record: (url: string) => Promise<T>,
): Promise<T> {
  const { url } = await ctx.storage.put(key, bytes, contentType);
  try {
    return await record(url);
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

function toFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toImage(row: ImageRow): Image {
  return {
    id: row.id,
    uri: row.uri,
    width: row.width,
    height: row.height,
    moderation: row.moderation,
  };
}

function toStoredImage(row: ImageRow): StoredImage {
  return {
    ...toImage(row),
    type: row.type,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toVideo(row: VideoRow): Video {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    thumbnailUrl: '',
    previewUrl: row.url,
    readyToStream: true,
    hlsUrl: '',
    dashUrl: '',
  };
}

function toStoredVideo(row: VideoRow): StoredVideo {
  return {
    ...toVideo(row),
    url: row.url,
    name: row.name,
    source: row.source,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /storage/files: any file up to 25 MB, stored under `<org>/files/`. */
export async function uploadFile(ctx: RequestContext, body: UploadFileBody): Promise<StoredFile> {
  const account = requireActiveAccount(ctx);
  const { bytes, declaredType } = decodeDataUri(body.dataUri, {
    field: 'dataUri',
    maxBytes: FILE_MAX_BYTES,
    tooLargeMessage: STORAGE_MESSAGES.fileTooLarge,
  });
  const contentType =
    declaredType && SAFE_CONTENT_TYPE.test(declaredType)
      ? declaredType
      : 'application/octet-stream';
  const id = randomUUID();
  const key = `${ctx.organization.id}/files/${id}.${extensionOf(body.name)}`;
  const row = await putThenRecord(ctx, key, bytes, contentType, (url) =>
    insertFile(ctx.db, {
      id,
      organizationId: ctx.organization.id,
      accountId: account.id,
      name: body.name,
      key,
      url,
      contentType,
      size: bytes.length,
    }),
  );
  return toFile(row);
}

/**
 * POST /storage/images/upload: through the shared image pipeline (magic bytes, size and
 * pixel limits, re-encoded as WebP, so SVG and anything else is refused), kept at most
 * 2048 px on a side, recorded so activities, threads and contents can refer to it by id.
 */
export async function uploadImage(ctx: RequestContext, body: UploadImageBody): Promise<Image> {
  const account = requireActiveAccount(ctx);
  const processed = await processImage(body.dataUri, {
    field: 'dataUri',
    resize: { width: UPLOAD_IMAGE_MAX_SIDE, height: UPLOAD_IMAGE_MAX_SIDE, fit: 'inside' },
  });
  const folder = `images/${body.type}`;
  const image = await storeImage(ctx.storage, ctx.organization.id, folder, processed);
  const key = imageKey(ctx.organization.id, folder, image.id);
  try {
    const row = await insertImage(ctx.db, {
      id: image.id,
      organizationId: ctx.organization.id,
      accountId: account.id,
      type: body.type,
      key,
      uri: image.uri,
      width: image.width,
      height: image.height,
      moderation: image.moderation,
      name: body.name ?? null,
      description: body.description ?? null,
    });
    return toImage(row);
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export async function getImage(ctx: RequestContext, id: string): Promise<StoredImage> {
  const row = await findImage(ctx.db, scopeOf(ctx), id);
  if (!row) throw new AppError('NOT_FOUND');
  return toStoredImage(row);
}

/** An image uploaded in this organization, as other modules attach it (activities' imageId). */
export async function findUploadedImage(ctx: RequestContext, id: string): Promise<Image | null> {
  const row = await findImage(ctx.db, scopeOf(ctx), id);
  return row ? toImage(row) : null;
}

/** POST /storage/videos: MP4, QuickTime, WebM or Matroska by their first bytes, up to 50 MB. */
export async function uploadVideo(
  ctx: RequestContext,
  body: UploadVideoBody,
): Promise<StoredVideo> {
  const account = requireActiveAccount(ctx);
  const { bytes } = decodeDataUri(body.dataUri, {
    field: 'dataUri',
    maxBytes: VIDEO_MAX_BYTES,
    tooLargeMessage: STORAGE_MESSAGES.videoTooLarge,
  });
  const kind = sniffVideo(bytes);
  if (!kind) throw new AppError('VALIDATION', MESSAGES.invalidVideo, { field: 'dataUri' });
  const { width, height } =
    kind.extension === 'mp4' || kind.extension === 'mov'
      ? mp4Dimensions(bytes)
      : { width: 0, height: 0 };
  const id = randomUUID();
  const key = `${ctx.organization.id}/videos/${id}.${kind.extension}`;
  const row = await putThenRecord(ctx, key, bytes, kind.contentType, (url) =>
    insertVideo(ctx.db, {
      id,
      organizationId: ctx.organization.id,
      accountId: account.id,
      source: body.source,
      name: body.name,
      key,
      url,
      contentType: kind.contentType,
      size: bytes.length,
      width,
      height,
    }),
  );
  return toStoredVideo(row);
}

export async function getVideo(ctx: RequestContext, id: string): Promise<StoredVideo> {
  const row = await findVideo(ctx.db, scopeOf(ctx), id);
  if (!row) throw new AppError('NOT_FOUND');
  return toStoredVideo(row);
}

/** A video uploaded in this organization, as other modules attach it (activities' videoId). */
export async function findUploadedVideo(ctx: RequestContext, id: string): Promise<Video | null> {
  const row = await findVideo(ctx.db, scopeOf(ctx), id);
  return row ? toVideo(row) : null;
}

/** GET /storage/link-preview: signed-in accounts only, so the server is no open fetcher. */
export async function linkPreview(
  ctx: RequestContext,
  href: string,
  deps?: LinkPreviewDeps,
): Promise<LinkPreview | null> {
  requireAccount(ctx);
  return fetchLinkPreview(href, deps);
}
