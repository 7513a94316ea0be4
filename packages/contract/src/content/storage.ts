import { z } from 'zod';
import { ImageSchema } from '../people/account';
import { VideoSchema } from '../community/activities';

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
  /** Seconds of an audio or video file when the server probed it, else null. */
  duration: z.number().nonnegative().nullable().optional(),
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

/**
 * What an image is for: an upload's type, or an account's picture (`people`) or banner, as
 * the SDK's ImageType names them.
 */
export const StoredImageTypeSchema = z.enum([...UploadImageTypeSchema.options, 'people', 'banner']);

/** GET /storage/images/{imageId}: the SDK's Image (BaseImage + type, name, description). */
export const StoredImageSchema = ImageSchema.extend({
  type: StoredImageTypeSchema,
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
 * Where an uploaded video is (decision 0029): `processing` until the server has
 * transcoded it to HLS with a thumbnail, then `ready`; `failed` when it could not be read
 * as a video. Without ffmpeg on the server a video is `ready` with the original only.
 */
export const VideoStatusSchema = z.enum(['processing', 'ready', 'failed']);
export type VideoStatus = z.infer<typeof VideoStatusSchema>;

/** One HLS rendition of a video: its media playlist and what it holds. */
export const VideoRenditionSchema = z.object({
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Peak bits per second, as the master playlist declares it. */
  bandwidth: z.number().int(),
  url: z.string(),
});
export type VideoRendition = z.infer<typeof VideoRenditionSchema>;

/**
 * A stored video: the SDK's BaseVideo plus what the file is. `url` (and `previewUrl`) is
 * the original, playable with range requests; `hlsUrl` the HLS master playlist once the
 * server has transcoded it (empty before, or without ffmpeg); `streamUrl` what a player
 * should load once the video is ready (the playlist, else the original), null before;
 * `thumbnailUrl` a JPEG frame once transcoded (empty before); `duration` in seconds, once
 * probed; `readyToStream` is `status === 'ready'`; `dashUrl` is always empty.
 */
export const StoredVideoSchema = VideoSchema.extend({
  url: z.string(),
  name: z.string(),
  source: VideoSourceSchema,
  contentType: z.string(),
  size: z.number().int(),
  status: VideoStatusSchema,
  duration: z.number().nonnegative().nullable(),
  streamUrl: z.string().nullable(),
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

/** What `GET /streams/{id}?output=` answers the URL of: the HLS playlist, the original or the thumbnail. */
export const StreamOutputSchema = z.enum(['hls', 'original', 'thumbnail']);
export type StreamOutput = z.infer<typeof StreamOutputSchema>;

/** GET /streams/{streamId}?output= (default `hls`). */
export const StreamOutputQuerySchema = z.object({ output: StreamOutputSchema.default('hls') });
export type StreamOutputQuery = z.infer<typeof StreamOutputQuerySchema>;

/**
 * GET /streams/{id}: the outputs of an uploaded video. `url` is the asked output's URL, or
 * null while it does not exist (processing, failed, or no ffmpeg for `hls`/`thumbnail`);
 * `outputs` lists all three, `renditions` the HLS media playlists.
 */
export const VideoStreamSchema = z.object({
  id: z.string().uuid(),
  status: VideoStatusSchema,
  output: StreamOutputSchema,
  url: z.string().nullable(),
  outputs: z.object({
    hls: z.string().nullable(),
    original: z.string(),
    thumbnail: z.string().nullable(),
  }),
  renditions: z.array(VideoRenditionSchema),
  duration: z.number().nonnegative().nullable(),
  width: z.number().int(),
  height: z.number().int(),
});
export type VideoStream = z.infer<typeof VideoStreamSchema>;

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
