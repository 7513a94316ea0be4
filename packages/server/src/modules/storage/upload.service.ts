import { randomUUID } from 'node:crypto';
import {
  FILE_MAX_BYTES,
  MESSAGES,
  STORAGE_MESSAGES,
  StreamFileQuerySchema,
  VIDEO_MAX_BYTES,
  type MultipartFileQuery,
  type MultipartVideoQuery,
  type StoredFile,
  type StoredVideo,
  type StreamFileQuery,
  type StreamVideoQuery,
  type UploadFileBody,
  type UploadVideoBody,
  type VideoSource,
} from '@convene/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { requireActiveAccount, type RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { requireStorableInput } from '../../lib/input-boundary';
import { isTimedMedia, probeStoredDuration } from './media-files';
import { decodeDataUriStream, Mp4DimensionsProbe, sniffVideo } from './media-bytes';
import { insertFile, insertVideo } from './storage.repository';
import { toFile, toStoredVideo } from './storage.service';
import { withUpload, type Upload, type UploadKind } from './uploads';

const SAFE_CONTENT_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/;

function extensionOf(name: string): string {
  return /\.([a-z0-9]{1,10})$/i.exec(name)?.[1]?.toLowerCase() ?? 'bin';
}

/** Where the bytes come from: a data URI in a JSON body, or the raw request body. */
interface Source {
  chunks: AsyncIterable<Buffer>;
  declaredType: string | null;
  declaredBytes: number | undefined;
  field: string;
}

function dataUriSource(dataUri: string): Source {
  const { chunks, declaredType } = decodeDataUriStream(dataUri, 'dataUri');
  return { chunks, declaredType, declaredBytes: undefined, field: 'dataUri' };
}

/** The raw body of a streamed upload (left unread by the body parser), with its length if declared. */
function requestSource(request: FastifyRequest, declaredType?: string): Source {
  const length = request.headers['content-length'];
  const declaredBytes = length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined;
  return {
    chunks: request.raw as AsyncIterable<Buffer>,
    declaredType: declaredType?.toLowerCase() ?? null,
    declaredBytes,
    field: 'body',
  };
}

/**
 * The first file part of a multipart/form-data body, read as busboy parses it (nothing is
 * buffered beyond its chunks). Busboy's own cap sits one byte above the kind's limit, so
 * the upload's byte count is what answers the 413. Named by `name`, else the part's file name.
 */
async function multipartSource(
  request: FastifyRequest,
  maxBytes: number,
  name: string | undefined,
): Promise<Source & { name: string }> {
  const notMultipart = (cause?: unknown) =>
    new AppError('VALIDATION', STORAGE_MESSAGES.multipartRequired, { field: 'file', cause });
  if (!request.isMultipart()) throw notMultipart();
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      limits: { fileSize: maxBytes + 1 },
      throwFileSizeLimit: false,
    });
  } catch (error) {
    throw notMultipart(error);
  }
  if (!part) throw notMultipart();
  const parsed = StreamFileQuerySchema.shape.name.safeParse(name ?? part.filename);
  if (!parsed.success)
    throw new AppError('VALIDATION', STORAGE_MESSAGES.nameRequired, { field: 'name' });
  requireStorableInput({ part: { name: parsed.data } });
  return {
    chunks: part.file,
    declaredType: part.mimetype.toLowerCase(),
    declaredBytes: undefined,
    field: 'file',
    name: parsed.data,
  };
}

/** Streams to storage, then records; a failed record (or the quota) removes the object again. */
async function storeThenRecord<T>(
  ctx: RequestContext,
  upload: Upload,
  key: string,
  contentType: string,
  record: (url: string, size: number) => Promise<T>,
): Promise<T> {
  const { url, size } = await ctx.storage.putStream(key, upload.stream, contentType);
  try {
    if (size === 0) {
      throw new AppError('VALIDATION', STORAGE_MESSAGES.invalidDataUri, { field: 'body' });
    }
    await upload.confirmQuota(size);
    return await record(url, size);
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

const fileKind = (field: string): UploadKind => ({
  maxBytes: FILE_MAX_BYTES,
  tooLargeMessage: STORAGE_MESSAGES.fileTooLarge,
  field,
});

const videoKind = (field: string): UploadKind => ({
  maxBytes: VIDEO_MAX_BYTES,
  tooLargeMessage: STORAGE_MESSAGES.videoTooLarge,
  field,
});

async function storeFile(ctx: RequestContext, source: Source, name: string): Promise<StoredFile> {
  const account = requireActiveAccount(ctx);
  const contentType =
    source.declaredType && SAFE_CONTENT_TYPE.test(source.declaredType)
      ? source.declaredType
      : 'application/octet-stream';
  const id = randomUUID();
  const key = `${ctx.organization.id}/files/${id}.${extensionOf(name)}`;
  const row = await withUpload(
    ctx,
    account.id,
    source.chunks,
    fileKind(source.field),
    source.declaredBytes,
    (upload) =>
      storeThenRecord(ctx, upload, key, contentType, async (url, size) =>
        insertFile(ctx.db, {
          id,
          organizationId: ctx.organization.id,
          accountId: account.id,
          name,
          key,
          url,
          contentType,
          size,
          durationSeconds: isTimedMedia(contentType) ? await probeStoredDuration(ctx, key) : null,
        }),
      ),
  );
  return toFile(row);
}

async function storeVideo(
  ctx: RequestContext,
  source: Source,
  fields: { name: string; source: VideoSource },
): Promise<StoredVideo> {
  const account = requireActiveAccount(ctx);
  const row = await withUpload(
    ctx,
    account.id,
    source.chunks,
    videoKind(source.field),
    source.declaredBytes,
    async (upload) => {
      const kind = sniffVideo(upload.head);
      if (!kind) throw new AppError('VALIDATION', MESSAGES.invalidVideo, { field: source.field });
      const probe =
        kind.extension === 'mp4' || kind.extension === 'mov' ? new Mp4DimensionsProbe() : null;
      if (probe) upload.observe((chunk) => probe.push(chunk));
      const id = randomUUID();
      const key = `${ctx.organization.id}/videos/${id}.${kind.extension}`;
      return storeThenRecord(ctx, upload, key, kind.contentType, (url, size) =>
        insertVideo(ctx.db, {
          id,
          organizationId: ctx.organization.id,
          accountId: account.id,
          source: fields.source,
          name: fields.name,
          key,
          url,
          contentType: kind.contentType,
          size,
          ...(probe ? probe.result : { width: 0, height: 0 }),
        }),
      );
    },
  );
  return toStoredVideo(row);
}

/** POST /storage/files: any file up to 25 MB as a data URI, decoded in slices as it is stored. */
export function uploadFile(ctx: RequestContext, body: UploadFileBody): Promise<StoredFile> {
  requireActiveAccount(ctx);
  return storeFile(ctx, dataUriSource(body.dataUri), body.name);
}

/** POST /storage/files/stream: the raw body, streamed to storage. */
export function uploadFileStream(
  ctx: RequestContext,
  request: FastifyRequest,
  query: StreamFileQuery,
): Promise<StoredFile> {
  requireActiveAccount(ctx);
  return storeFile(ctx, requestSource(request, query.contentType), query.name);
}

/** POST /storage/videos: MP4, QuickTime, WebM or Matroska by their first bytes, up to 50 MB. */
export function uploadVideo(ctx: RequestContext, body: UploadVideoBody): Promise<StoredVideo> {
  requireActiveAccount(ctx);
  return storeVideo(ctx, dataUriSource(body.dataUri), body);
}

/** POST /storage/videos/stream: the raw body, streamed to storage. */
export function uploadVideoStream(
  ctx: RequestContext,
  request: FastifyRequest,
  query: StreamVideoQuery,
): Promise<StoredVideo> {
  requireActiveAccount(ctx);
  return storeVideo(ctx, requestSource(request), query);
}

/** POST /storage/files/multipart: the form's file part, streamed to storage. */
export async function uploadFileMultipart(
  ctx: RequestContext,
  request: FastifyRequest,
  query: MultipartFileQuery,
): Promise<StoredFile> {
  requireActiveAccount(ctx);
  const source = await multipartSource(request, FILE_MAX_BYTES, query.name);
  return storeFile(ctx, source, source.name);
}

/** POST /storage/videos/multipart: the form's file part, streamed to storage. */
export async function uploadVideoMultipart(
  ctx: RequestContext,
  request: FastifyRequest,
  query: MultipartVideoQuery,
): Promise<StoredVideo> {
  requireActiveAccount(ctx);
  const source = await multipartSource(request, VIDEO_MAX_BYTES, query.name);
  return storeVideo(ctx, source, { name: source.name, source: query.source });
}
