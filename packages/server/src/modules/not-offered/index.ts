import { notOfferedEndpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import { AppError } from '../../lib/app-error';
import type { ServerModule } from '../server-module';

/**
 * Calls of the public client SDK for what Convene does not keep (decision 0057): each is
 * declared and answers 404 "Not found", so that none falls into a parameter route.
 */
export const notOfferedModule: ServerModule = {
  name: 'not-offered',
  routes: Object.values(notOfferedEndpoints).map((endpoint) =>
    route(endpoint, async () => {
      throw new AppError('NOT_FOUND');
    }),
  ),
};
