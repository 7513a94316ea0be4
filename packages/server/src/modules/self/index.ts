import type { RelationshipLoaders, ServerModule } from '../server-module';
import { selfRoutes } from './self.routes';

/**
 * The acting account (`/self`). It is built from the relationship loaders the other
 * modules declare, so it imports none of them for `GET /self/relationships`.
 */
export function createSelfModule(loaders: Partial<RelationshipLoaders>): ServerModule {
  return { name: 'self', routes: selfRoutes(loaders) };
}

/** For the seed: where an account's images are stored. */
export { accountImageFolder } from './self.service';
