import { z } from 'zod';
import { ImageSchema } from '../people/account';
import { defineEndpoint } from '../core/endpoint';
import { UuidSchema } from '../core/ids';
import {
  FILE_MAX_BYTES,
  IMAGE_BODY_LIMIT,
  LinkPreviewQuerySchema,
  LinkPreviewSchema,
  MultipartFileQuerySchema,
  MultipartVideoQuerySchema,
  StoredFileSchema,
  StreamFileQuerySchema,
  StreamVideoQuerySchema,
  StoredImageSchema,
  StoredVideoSchema,
  StreamOutputQuerySchema,
  UploadFileBodySchema,
  UploadImageBodySchema,
  UploadVideoBodySchema,
  VIDEO_MAX_BYTES,
  VideoStreamSchema,
} from './storage';

const tags = ['storage'];

/** Request body limit of an upload of `bytes` as base64 (4/3 of them) plus the JSON around it. */
export const uploadBodyLimit = (bytes: number): number => Math.ceil((bytes * 4) / 3) + 64 * 1024;
export const FILE_BODY_LIMIT = uploadBodyLimit(FILE_MAX_BYTES);
export const VIDEO_BODY_LIMIT = uploadBodyLimit(VIDEO_MAX_BYTES);

export const ImageIdParamSchema = z.object({ imageId: UuidSchema });
export const VideoIdParamSchema = z.object({ videoId: UuidSchema });
export const StreamIdParamSchema = z.object({ streamId: UuidSchema });

export const storageEndpoints = {
  uploadFile: defineEndpoint({
    method: 'POST',
    path: '/storage/files',
    auth: 'account',
    tags,
    summary: 'Uploads a file (base64 data URI, at most 25 MB)',
    body: UploadFileBodySchema,
    data: StoredFileSchema,
    bodyLimit: FILE_BODY_LIMIT,
  }),
  uploadFileStream: defineEndpoint({
    method: 'POST',
    path: '/storage/files/stream',
    auth: 'account',
    tags,
    summary: 'Uploads a file as the raw request body (at most 25 MB), streamed to storage',
    description:
      "The body is the file itself (`Content-Type: application/octet-stream`); `name` and the media type to record go in the query. Counts towards the account's storage quota (413 beyond) and its concurrent uploads (429 beyond).",
    query: StreamFileQuerySchema,
    data: StoredFileSchema,
    bodyLimit: FILE_MAX_BYTES,
  }),
  uploadFileMultipart: defineEndpoint({
    method: 'POST',
    path: '/storage/files/multipart',
    auth: 'account',
    tags,
    summary: 'Uploads a file as multipart/form-data (at most 25 MB), streamed to storage',
    description:
      "The body is `multipart/form-data`; its first file part is the file, stored as it is parsed. `name` in the query, else the part's file name; the media type is the part's `Content-Type`. Counts towards the account's storage quota (413 beyond) and its concurrent uploads (429 beyond).",
    query: MultipartFileQuerySchema,
    data: StoredFileSchema,
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/storage/images/upload',
    auth: 'account',
    tags,
    summary: 'Uploads an image for an activity, thread or content',
    description:
      'JPEG, PNG, GIF, WebP or AVIF by their first bytes, at most 10 MB and 40 megapixels; re-encoded as WebP. SVG is refused.',
    body: UploadImageBodySchema,
    data: ImageSchema,
    bodyLimit: IMAGE_BODY_LIMIT,
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/storage/images/:imageId',
    auth: 'public',
    tags,
    summary: 'An uploaded image',
    params: ImageIdParamSchema,
    data: StoredImageSchema,
  }),
  uploadVideo: defineEndpoint({
    method: 'POST',
    path: '/storage/videos',
    auth: 'account',
    tags,
    summary: 'Uploads a video (MP4, QuickTime, WebM; at most 50 MB)',
    body: UploadVideoBodySchema,
    data: StoredVideoSchema,
    bodyLimit: VIDEO_BODY_LIMIT,
  }),
  uploadVideoStream: defineEndpoint({
    method: 'POST',
    path: '/storage/videos/stream',
    auth: 'account',
    tags,
    summary:
      'Uploads a video as the raw request body (MP4, QuickTime, WebM; at most 50 MB), streamed to storage',
    description:
      "The body is the video itself (`Content-Type: application/octet-stream` or `video/*`); `name` and `source` go in the query. Counts towards the account's storage quota (413 beyond) and its concurrent uploads (429 beyond).",
    query: StreamVideoQuerySchema,
    data: StoredVideoSchema,
    bodyLimit: VIDEO_MAX_BYTES,
  }),
  uploadVideoMultipart: defineEndpoint({
    method: 'POST',
    path: '/storage/videos/multipart',
    auth: 'account',
    tags,
    summary:
      'Uploads a video as multipart/form-data (MP4, QuickTime, WebM; at most 50 MB), streamed to storage',
    description:
      "The body is `multipart/form-data`; its first file part is the video, stored as it is parsed. `source` in the query, `name` there too or the part's file name. Counts towards the account's storage quota (413 beyond) and its concurrent uploads (429 beyond).",
    query: MultipartVideoQuerySchema,
    data: StoredVideoSchema,
  }),
  video: defineEndpoint({
    method: 'GET',
    path: '/storage/videos/:videoId',
    auth: 'public',
    tags,
    summary: 'An uploaded video: its status, duration, thumbnail and what to play',
    description:
      'A video is `processing` after its upload, then `ready` once the server has transcoded it to HLS (`hlsUrl`, `streamUrl`) with a thumbnail; `url` plays the original with range requests. Without ffmpeg on the server it becomes `ready` with the original only.',
    params: VideoIdParamSchema,
    data: StoredVideoSchema,
  }),
  stream: defineEndpoint({
    method: 'GET',
    path: '/streams/:streamId',
    auth: 'public',
    tags,
    summary: "An uploaded video's outputs: the HLS master playlist, the original, the thumbnail",
    description:
      '`output` picks the URL answered in `url` (default `hls`: the master playlist, null until the video is ready with HLS).',
    params: StreamIdParamSchema,
    query: StreamOutputQuerySchema,
    data: VideoStreamSchema,
  }),
  linkPreview: defineEndpoint({
    method: 'GET',
    path: '/storage/link-preview',
    auth: 'account',
    tags,
    summary: 'Title, description, image, site name and favicon of a public web page',
    description:
      'Only public http(s) addresses, checked after DNS resolution and on every redirect (at most 3); 5 s timeout; the first 512 KB are read. Null when the page cannot be read.',
    query: LinkPreviewQuerySchema,
    data: LinkPreviewSchema.nullable(),
  }),
};
