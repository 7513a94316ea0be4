import type { ServerModule } from '../server-module';
import { storageRoutes } from './storage.routes';

export { findUploadedImage, findUploadedVideo } from './storage.service';

export const storageModule: ServerModule = { name: 'storage', routes: storageRoutes };
