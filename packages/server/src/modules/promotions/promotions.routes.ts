import { promotionEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import { benefitList, currentAdvertisement } from './promotions.service';

export const promotionRoutes = [
  route(endpoints.advertisement, (ctx) => currentAdvertisement(ctx)),
  route(endpoints.benefits, (ctx, { query }) => benefitList(ctx, query)),
];
