import { addressEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import {
  createSelfAddress,
  deleteSelfAddress,
  getSelfAddress,
  listSelfAddresses,
  updateSelfAddress,
} from './addresses.service';

export const addressRoutes = [
  route(endpoints.list, (ctx, { query }) => listSelfAddresses(ctx, query)),
  route(endpoints.create, (ctx, { body }) => createSelfAddress(ctx, body)),
  route(endpoints.detail, (ctx, { params }) => getSelfAddress(ctx, params.addressId)),
  route(endpoints.update, (ctx, { params, body }) =>
    updateSelfAddress(ctx, params.addressId, body),
  ),
  route(endpoints.delete, (ctx, { params }) => deleteSelfAddress(ctx, params.addressId)),
];
