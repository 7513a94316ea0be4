import {
  levelEndpoints,
  searchListEndpoints,
  subscriptionEndpoints as endpoints,
} from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import { getLevel, listLevelAccounts, listLevels, listSearchListValues } from './levels.service';
import {
  cancelSubscription,
  createSubscription,
  getSelfSubscription,
  listProducts,
  listSelfSubscriptions,
  listSubscriptionPayments,
  updatePaymentMethod,
} from './subscriptions.service';
import { getTierLock } from './tiers.service';
import { receiveBillingWebhook } from './webhooks.service';

export const subscriptionRoutes = [
  route(endpoints.products, (ctx, { query }) => listProducts(ctx, query)),
  route(endpoints.webhook, (ctx, { request }) =>
    receiveBillingWebhook(ctx, {
      headers: request.headers,
      rawBody: Buffer.isBuffer(request.body) ? request.body : undefined,
    }),
  ),
  route(endpoints.tierLock, (ctx, { params }) =>
    getTierLock(ctx, { type: params.type, id: params.resourceId }),
  ),
  route(endpoints.list, (ctx, { query }) => listSelfSubscriptions(ctx, query)),
  route(endpoints.create, (ctx, { body }) => createSubscription(ctx, body)),
  route(endpoints.detail, (ctx, { params }) => getSelfSubscription(ctx, params.subscriptionId)),
  route(endpoints.payments, (ctx, { params, query }) =>
    listSubscriptionPayments(ctx, params.subscriptionId, query),
  ),
  route(endpoints.paymentMethod, (ctx, { params, body }) =>
    updatePaymentMethod(ctx, params.subscriptionId, body),
  ),
  route(endpoints.cancel, (ctx, { params }) => cancelSubscription(ctx, params.subscriptionId)),
  route(levelEndpoints.list, (ctx, { query }) => listLevels(ctx, query)),
  route(levelEndpoints.detail, (ctx, { params }) => getLevel(ctx, params.levelId)),
  route(levelEndpoints.accounts, (ctx, { params, query }) =>
    listLevelAccounts(ctx, params.levelId, query),
  ),
  route(searchListEndpoints.values, (ctx, { params, query }) =>
    listSearchListValues(ctx, params.searchListId, query),
  ),
];
