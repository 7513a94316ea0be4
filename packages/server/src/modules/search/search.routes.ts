import { searchEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import { search } from './search.service';

export const searchRoutes = [route(endpoints.search, (ctx, { query }) => search(ctx, query))];
