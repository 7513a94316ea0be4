import {
  levelEndpoints,
  membershipAdminEndpoints as admin,
  searchListEndpoints,
  subscriptionEndpoints as endpoints,
} from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import {
  addLevelAccount,
  createLevelAsAdmin,
  deleteLevel,
  removeLevelAccount,
  updateLevel,
} from './levels-admin.service';
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
import {
  createPrice,
  createProduct,
  deletePrice,
  deleteProduct,
  listManagedProducts,
  updatePrice,
  updateProduct,
} from './plans-admin.service';
import {
  clearTierLock,
  createManagedTier,
  deleteManagedTier,
  listManagedTiers,
  listTierLocks,
  setTierLock,
  updateManagedTier,
} from './tiers-admin.service';
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
  // ---------------------------------------------------------- administrators (decision 0042)
  route(admin.products, (ctx, { query }) => listManagedProducts(ctx, query)),
  route(admin.createProduct, (ctx, { body }) => createProduct(ctx, body)),
  route(admin.updateProduct, (ctx, { params, body }) => updateProduct(ctx, params.productId, body)),
  route(admin.deleteProduct, (ctx, { params }) => deleteProduct(ctx, params.productId)),
  route(admin.createPrice, (ctx, { params, body }) => createPrice(ctx, params.productId, body)),
  route(admin.updatePrice, (ctx, { params, body }) => updatePrice(ctx, params, body)),
  route(admin.deletePrice, (ctx, { params }) => deletePrice(ctx, params)),
  route(admin.tiers, (ctx, { query }) => listManagedTiers(ctx, query)),
  route(admin.createTier, (ctx, { body }) => createManagedTier(ctx, body)),
  route(admin.updateTier, (ctx, { params, body }) => updateManagedTier(ctx, params.tierId, body)),
  route(admin.deleteTier, (ctx, { params }) => deleteManagedTier(ctx, params.tierId)),
  route(admin.tierLocks, (ctx, { query }) => listTierLocks(ctx, query)),
  route(admin.setTierLock, (ctx, { params, body }) =>
    setTierLock(ctx, { type: params.type, id: params.resourceId }, body),
  ),
  route(admin.clearTierLock, (ctx, { params }) =>
    clearTierLock(ctx, { type: params.type, id: params.resourceId }),
  ),
  route(admin.createLevel, (ctx, { body }) => createLevelAsAdmin(ctx, body)),
  route(admin.updateLevel, (ctx, { params, body }) => updateLevel(ctx, params.levelId, body)),
  route(admin.deleteLevel, (ctx, { params }) => deleteLevel(ctx, params.levelId)),
  route(admin.addLevelAccount, (ctx, { params }) => addLevelAccount(ctx, params)),
  route(admin.removeLevelAccount, (ctx, { params }) => removeLevelAccount(ctx, params)),
];
