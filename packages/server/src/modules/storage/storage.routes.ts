import { storageEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import {
  getImage,
  getVideo,
  linkPreview,
  uploadFile,
  uploadImage,
  uploadVideo,
} from './storage.service';

export const storageRoutes = [
  route(endpoints.uploadFile, (ctx, { body }) => uploadFile(ctx, body)),
  route(endpoints.uploadImage, (ctx, { body }) => uploadImage(ctx, body)),
  route(endpoints.image, (ctx, { params }) => getImage(ctx, params.imageId)),
  route(endpoints.uploadVideo, (ctx, { body }) => uploadVideo(ctx, body)),
  route(endpoints.video, (ctx, { params }) => getVideo(ctx, params.videoId)),
  route(endpoints.linkPreview, (ctx, { query }) => linkPreview(ctx, query.href)),
];
