import type { ServerModule } from '../server-module';
import { storageRoutes } from './storage.routes';
import { processVideos } from './video-processing';

export {
  findUploadedFile,
  findUploadedImage,
  findUploadedVideo,
  findUploadedVideos,
} from './storage.service';
export {
  DEMO_MEDIA_FILES,
  demoMediaPath,
  storeFileFromPath,
  storeVideoFromPath,
  type StoreFromPathInput,
} from './media-files';
export { processVideos, type VideoProcessingOptions } from './video-processing';

/** How often each node looks for uploaded videos to transcode (decision 0029). */
const VIDEO_JOB_INTERVAL_MS = 5_000;

export const storageModule: ServerModule = {
  name: 'storage',
  routes: storageRoutes,
  jobs: [
    {
      name: 'video-processing',
      intervalMs: VIDEO_JOB_INTERVAL_MS,
      run: (services) => processVideos(services),
    },
  ],
};
