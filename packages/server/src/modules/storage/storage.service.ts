import {
  type Image,
  type LinkPreview,
  type StoredFile,
  type StoredImage,
  type StoredVideo,
  type StreamOutput,
  type UploadImageBody,
  type Video,
  type VideoStream,
} from '@convene/contract';
import { requireAccount, requireActiveAccount, type RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { findAccountImage } from '../accounts/index';
import { imageKey, processImage, storeImage } from '../../storage/images';
import { fetchLinkPreview, type LinkPreviewDeps } from './link-preview';
import {
  findFile,
  findImage,
  findVideo,
  findVideos,
  insertImage,
  type FileRow,
  type ImageRow,
  type VideoRow,
} from './storage.repository';
import { withUploadSlot } from './uploads';

/** Uploaded images are kept at most this large on their longer side. */
export const UPLOAD_IMAGE_MAX_SIDE = 2048;

export function toFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    contentType: row.contentType,
    size: row.size,
    duration: row.durationSeconds,
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
    thumbnailUrl: row.thumbnailUrl ?? '',
    previewUrl: row.url,
    readyToStream: row.status === 'ready',
    hlsUrl: row.hlsUrl ?? '',
    dashUrl: '',
  };
}

export function toStoredVideo(row: VideoRow): StoredVideo {
  return {
    ...toVideo(row),
    url: row.url,
    name: row.name,
    source: row.source,
    contentType: row.contentType,
    size: row.size,
    status: row.status,
    duration: row.durationSeconds,
    streamUrl: row.status === 'ready' ? (row.hlsUrl ?? row.url) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /streams/{id}: the video's outputs, `url` the one asked for (null while it does not exist). */
function toVideoStream(row: VideoRow, output: StreamOutput): VideoStream {
  const ready = row.status === 'ready';
  const outputs = {
    hls: ready ? row.hlsUrl : null,
    original: row.url,
    thumbnail: row.thumbnailUrl,
  };
  return {
    id: row.id,
    status: row.status,
    output,
    url:
      output === 'hls' ? outputs.hls : output === 'original' ? outputs.original : outputs.thumbnail,
    outputs,
    renditions: ready ? row.renditions : [],
    duration: row.durationSeconds,
    width: row.width,
    height: row.height,
  };
}

/**
 * POST /storage/images/upload: through the shared image pipeline (magic bytes, size and
 * pixel limits, re-encoded as WebP, so SVG and anything else is refused), kept at most
 * 2048 px on a side, recorded so activities, threads and contents can refer to it by id.
 * One of the account's uploads: the stored WebP counts towards its quota (413 beyond).
 */
export async function uploadImage(ctx: RequestContext, body: UploadImageBody): Promise<Image> {
  const account = requireActiveAccount(ctx);
  return withUploadSlot(ctx, account.id, 'dataUri', async (quota) => {
    quota.admit(await quota.stored(), 1);
    const processed = await processImage(body.dataUri, {
      field: 'dataUri',
      resize: { width: UPLOAD_IMAGE_MAX_SIDE, height: UPLOAD_IMAGE_MAX_SIDE, fit: 'inside' },
    });
    const size = processed.data.length;
    await quota.confirm(size);
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
        size,
        moderation: image.moderation,
        name: body.name ?? null,
        description: body.description ?? null,
      });
      return toImage(row);
    } catch (error) {
      await ctx.storage.delete(key).catch(() => undefined);
      throw error;
    }
  });
}

/** An uploaded image, or an account's picture or banner (their ids are handed out in accounts). */
export async function getImage(ctx: RequestContext, id: string): Promise<StoredImage> {
  const row = await findImage(ctx.db, ctx.scope, id);
  if (row) return toStoredImage(row);
  const ofAccount = await findAccountImage(ctx.db, ctx.scope, id);
  if (!ofAccount) throw new AppError('NOT_FOUND');
  return {
    ...ofAccount.image,
    type: ofAccount.kind === 'image' ? 'people' : 'banner',
    name: null,
    description: null,
    createdAt: ofAccount.createdAt.toISOString(),
    updatedAt: ofAccount.updatedAt.toISOString(),
  };
}

/** An image uploaded in this organization, as other modules attach it (activities' imageId). */
export async function findUploadedImage(ctx: RequestContext, id: string): Promise<Image | null> {
  const row = await findImage(ctx.db, ctx.scope, id);
  return row ? toImage(row) : null;
}

export async function getVideo(ctx: RequestContext, id: string): Promise<StoredVideo> {
  const row = await findVideo(ctx.db, ctx.scope, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toStoredVideo(row);
}

export async function getVideoStream(
  ctx: RequestContext,
  id: string,
  output: StreamOutput,
): Promise<VideoStream> {
  const row = await findVideo(ctx.db, ctx.scope, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toVideoStream(row, output);
}

/** A file uploaded in this organization, as other modules attach it (contents' audioId). */
export async function findUploadedFile(
  ctx: RequestContext,
  id: string,
): Promise<StoredFile | null> {
  const row = await findFile(ctx.db, ctx.scope, id);
  return row ? toFile(row) : null;
}

/** A video uploaded in this organization, as other modules attach it (activities' videoId). */
export async function findUploadedVideo(ctx: RequestContext, id: string): Promise<Video | null> {
  const row = await findVideo(ctx.db, ctx.scope, id);
  return row ? toVideo(row) : null;
}

/** Several uploaded videos by id (the ones not found, or of another organization, are absent). */
export async function findUploadedVideos(
  ctx: RequestContext,
  ids: readonly string[],
): Promise<Map<string, Video>> {
  const rows = await findVideos(ctx.db, ctx.scope, ids);
  return new Map(rows.map((row) => [row.id, toVideo(row)]));
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
