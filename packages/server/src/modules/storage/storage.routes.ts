import { storageEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import { getImage, getVideo, getVideoStream, linkPreview, uploadImage } from './storage.service';
import {
  uploadFile,
  uploadFileMultipart,
  uploadFileStream,
  uploadVideo,
  uploadVideoMultipart,
  uploadVideoStream,
} from './upload.service';

export const storageRoutes = [
  route(endpoints.uploadFile, (ctx, { body }) => uploadFile(ctx, body)),
  route(endpoints.uploadFileStream, (ctx, { query, request }) =>
    uploadFileStream(ctx, request, query),
  ),
  route(endpoints.uploadFileMultipart, (ctx, { query, request }) =>
    uploadFileMultipart(ctx, request, query),
  ),
  route(endpoints.uploadImage, (ctx, { body }) => uploadImage(ctx, body)),
  route(endpoints.image, (ctx, { params }) => getImage(ctx, params.imageId)),
  route(endpoints.uploadVideo, (ctx, { body }) => uploadVideo(ctx, body)),
  route(endpoints.uploadVideoStream, (ctx, { query, request }) =>
    uploadVideoStream(ctx, request, query),
  ),
  route(endpoints.uploadVideoMultipart, (ctx, { query, request }) =>
    uploadVideoMultipart(ctx, request, query),
  ),
  route(endpoints.video, (ctx, { params }) => getVideo(ctx, params.videoId)),
  route(endpoints.stream, (ctx, { params, query }) =>
    getVideoStream(ctx, params.streamId, query.output),
  ),
  route(endpoints.linkPreview, (ctx, { query }) => linkPreview(ctx, query.href)),
];
