import type { ServerModule } from '../server-module';
import { searchRoutes } from './search.routes';

/**
 * The platform's search (decision 0070): one endpoint over the kinds the other modules
 * declare (`searchSources`), each searched by its owner under its own visibility rules.
 */
export const searchModule: ServerModule = {
  name: 'search',
  routes: searchRoutes,
};
