import { z } from 'zod';
import { ImageSchema } from './account';
import { VideoSchema } from './activities';

/** Upload limits per kind (decoded bytes). A data URI is 4/3 of that on the wire. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_MAX_BYTES = 25 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const FILE_NAME_MAX = 255;
/** Request body limit of routes that take an image as a data URI (groups, profiles). */
export const IMAGE_BODY_LIMIT = 15 * 1024 * 1024;

export const STORAGE_MESSAGES = {
  invalidDataUri: 'Invalid file data. Send a base64 data URI.',
  fileTooLarge: 'File must be at most 25 MB',
  videoTooLarge: 'Video must be at most 50 MB',
  linkPreviewRefused: 'Links to this address cannot be previewed',
  linkPreviewInvalid: 'Only http and https links can be previewed',
  tooManyUploads: 'Too many uploads at once. Wait for one to finish and try again',
  multipartRequired: 'Send the file as multipart/form-data with one file part',
  nameRequired: 'Name the file: a name query parameter or the file name of the part',
} as const;

/** 413 when an upload would take the account past its storage quota. */
export function storageQuotaMessage(quotaBytes: number): string {
  const mb = quotaBytes / (1024 * 1024);
  const size = mb >= 1024 ? `${+(mb / 1024).toFixed(2)} GB` : `${+mb.toFixed(2)} MB`;
  return `Storage quota of ${size} per account exceeded. Delete some uploads or ask an administrator`;
}

/**
 * Streamed uploads (`POST /storage/files/stream`, `/storage/videos/stream`): the body is
 * the file's bytes (`Content-Type: application/octet-stream`, or `video/*` for videos),
 * never held whole in memory; what the JSON uploads carry beside the data goes in the query.
 */
export const STREAM_UPLOAD_CONTENT_TYPE = 'application/octet-stream';

const NameSchema = z.string().trim().min(1).max(FILE_NAME_MAX);

/** POST /storage/files */
export const UploadFileBodySchema = z.object({
  dataUri: z.string().min(1),
  name: NameSchema,
});
export type UploadFileBody = z.infer<typeof UploadFileBodySchema>;

export const StoredFileSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

/** What an uploaded image is for (the SDK's upload types). */
export const UploadImageTypeSchema = z.enum(['activity', 'thread', 'content']);
export type UploadImageType = z.infer<typeof UploadImageTypeSchema>;

/**
 * POST /storage/images/upload. Images are re-encoded to WebP; SVG is refused (it can
 * carry script), as is anything whose first bytes are not JPEG, PNG, GIF, WebP or AVIF.
 */
export const UploadImageBodySchema = z.object({
  type: UploadImageTypeSchema,
  dataUri: z.string().min(1),
  name: z.string().trim().max(FILE_NAME_MAX).nullable().optional(),
  description: z.string().trim().max(1000).nullable().optional(),
});
export type UploadImageBody = z.infer<typeof UploadImageBodySchema>;

/** GET /storage/images/{imageId}: the SDK's Image (BaseImage + type, name, description). */
export const StoredImageSchema = ImageSchema.extend({
  type: UploadImageTypeSchema,
  name: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredImage = z.infer<typeof StoredImageSchema>;

export const VideoSourceSchema = z.enum(['activity', 'content']);
export type VideoSource = z.infer<typeof VideoSourceSchema>;

/** POST /storage/videos. `minutes` (the SDK sends it) is accepted and ignored. */
export const UploadVideoBodySchema = z.object({
  dataUri: z.string().min(1),
  source: VideoSourceSchema,
  name: NameSchema,
  minutes: z.number().nonnegative().optional(),
});
export type UploadVideoBody = z.infer<typeof UploadVideoBodySchema>;

/**
 * A stored video: the SDK's BaseVideo plus what the file is. Videos are played as
 * uploaded (progressive download with range requests from `url`): there is no
 * transcoding, so `hlsUrl` and `dashUrl` are empty, `previewUrl` is the file itself, and
 * `width`/`height` are read from an MP4/QuickTime track header (0 when unknown).
 */
export const StoredVideoSchema = VideoSchema.extend({
  url: z.string(),
  name: z.string(),
  source: VideoSourceSchema,
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type StoredVideo = z.infer<typeof StoredVideoSchema>;

/** POST /storage/files/stream?name=&contentType= (the media type to record; sniffed for none). */
export const StreamFileQuerySchema = z.object({
  name: NameSchema,
  contentType: z.string().trim().max(255).optional(),
});
export type StreamFileQuery = z.infer<typeof StreamFileQuerySchema>;

/** POST /storage/videos/stream?name=&source= */
export const StreamVideoQuerySchema = z.object({
  name: NameSchema,
  source: VideoSourceSchema,
});
export type StreamVideoQuery = z.infer<typeof StreamVideoQuerySchema>;

/**
 * Multipart uploads (`POST /storage/files/multipart`, `/storage/videos/multipart`): a
 * `multipart/form-data` body whose first file part is the upload, streamed to storage as
 * it is parsed. The name is the query's `name`, else the part's file name; a file's media
 * type is the part's `Content-Type`. POST /storage/files/multipart?name=
 */
export const MultipartFileQuerySchema = z.object({ name: NameSchema.optional() });
export type MultipartFileQuery = z.infer<typeof MultipartFileQuerySchema>;

/** POST /storage/videos/multipart?source=&name= */
export const MultipartVideoQuerySchema = z.object({
  name: NameSchema.optional(),
  source: VideoSourceSchema,
});
export type MultipartVideoQuery = z.infer<typeof MultipartVideoQuerySchema>;

/** GET /storage/link-preview?href= */
export const LinkPreviewQuerySchema = z.object({ href: z.string().trim().min(1).max(2048) });

export const LinkPreviewSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  siteName: z.string().nullable(),
  description: z.string().nullable(),
  mediaType: z.string().nullable(),
  image: z.string().nullable(),
  imageWidth: z.number().int().nullable(),
  imageHeight: z.number().int().nullable(),
  video: z.string().nullable(),
  favicon: z.string().nullable(),
});
export type LinkPreview = z.infer<typeof LinkPreviewSchema>;
