import {
  envelopeSchema,
  FILE_MAX_BYTES,
  ImageSchema,
  LinkPreviewQuerySchema,
  LinkPreviewSchema,
  StoredFileSchema,
  StoredImageSchema,
  StoredVideoSchema,
  UploadFileBodySchema,
  UploadImageBodySchema,
  UploadVideoBodySchema,
  UuidSchema,
  VIDEO_MAX_BYTES,
} from '@convene/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { IMAGE_BODY_LIMIT } from '../../storage/images';
import {
  getImage,
  getVideo,
  linkPreview,
  uploadFile,
  uploadImage,
  uploadVideo,
} from './storage.service';

const tags = ['storage'];
/** Base64 is 4/3 of the bytes; a little more for the JSON around it. */
const bodyLimitFor = (bytes: number) => Math.ceil((bytes * 4) / 3) + 64 * 1024;

export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/storage/files', {
    bodyLimit: bodyLimitFor(FILE_MAX_BYTES),
    schema: {
      tags,
      summary: 'Uploads a file (base64 data URI, at most 25 MB)',
      body: UploadFileBodySchema,
      response: { 200: envelopeSchema(StoredFileSchema) },
    },
    handler: async (request) => ok(await uploadFile(request.ctx, request.body)),
  });

  app.post('/storage/images/upload', {
    bodyLimit: IMAGE_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Uploads an image for an activity, thread or content',
      description:
        'JPEG, PNG, GIF, WebP or AVIF by their first bytes, at most 10 MB and 40 megapixels; re-encoded as WebP. SVG is refused.',
      body: UploadImageBodySchema,
      response: { 200: envelopeSchema(ImageSchema) },
    },
    handler: async (request) => ok(await uploadImage(request.ctx, request.body)),
  });

  app.get('/storage/images/:imageId', {
    schema: {
      tags,
      summary: 'An uploaded image',
      params: z.object({ imageId: UuidSchema }),
      response: { 200: envelopeSchema(StoredImageSchema) },
    },
    handler: async (request) => ok(await getImage(request.ctx, request.params.imageId)),
  });

  app.post('/storage/videos', {
    bodyLimit: bodyLimitFor(VIDEO_MAX_BYTES),
    schema: {
      tags,
      summary: 'Uploads a video (MP4, QuickTime, WebM; at most 50 MB)',
      body: UploadVideoBodySchema,
      response: { 200: envelopeSchema(StoredVideoSchema) },
    },
    handler: async (request) => ok(await uploadVideo(request.ctx, request.body)),
  });

  app.get('/storage/videos/:videoId', {
    schema: {
      tags,
      summary: 'An uploaded video; `url` plays it with range requests',
      params: z.object({ videoId: UuidSchema }),
      response: { 200: envelopeSchema(StoredVideoSchema) },
    },
    handler: async (request) => ok(await getVideo(request.ctx, request.params.videoId)),
  });

  app.get('/storage/link-preview', {
    schema: {
      tags,
      summary: 'Title, description, image, site name and favicon of a public web page',
      description:
        'Only public http(s) addresses, checked after DNS resolution and on every redirect (at most 3); 5 s timeout; the first 512 KB are read. Null when the page cannot be read.',
      querystring: LinkPreviewQuerySchema,
      response: { 200: envelopeSchema(LinkPreviewSchema.nullable()) },
    },
    handler: async (request) => ok(await linkPreview(request.ctx, request.query.href)),
  });
};
