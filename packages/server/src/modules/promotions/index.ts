import type { ServerModule } from '../server-module';
import { promotionRoutes } from './promotions.routes';

/** For the seed: an organization's demo advertisements and benefits. */
export { insertAdvertisements, insertBenefits } from './promotions.repository';

export const promotionsModule: ServerModule = { name: 'promotions', routes: promotionRoutes };
