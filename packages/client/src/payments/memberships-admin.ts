import {
  levelEndpoints,
  membershipAdminEndpoints as endpoints,
  type LevelBodyInput,
  type PriceBodyInput,
  type PriceUpdateBodyInput,
  type ProductBodyInput,
  type TierBodyInput,
  type TierLockBodyInput,
  type TierResourceType,
} from '@convene/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../core/endpoint-queries';
import { useApiList } from '../core/id-queries';
import { pagedListOptions, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import { subscriptionQueries } from './subscriptions';
import type { ApiClient } from '../core/transport';

/**
 * What administrators set up for memberships (decision 0042) under
 * ['subscriptions', 'admin', …], and sponsorship levels under ['levels', …]. Every write
 * refetches everything: plans on sale, locks and what they hide change with it.
 */
export const membershipAdminQueries = {
  all: () => [...subscriptionQueries.all(), 'admin'] as const,
  products: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(
      api,
      [...membershipAdminQueries.all(), 'products'],
      endpoints.products,
      params,
    ),
  tiers: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, [...membershipAdminQueries.all(), 'tiers'], endpoints.tiers, params),
  locks: (api: ApiClient, params: ListParams & { type?: TierResourceType } = {}) =>
    pagedListOptions(api, [...membershipAdminQueries.all(), 'locks'], endpoints.tierLocks, params),
  levels: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, ['levels', 'list'], levelEndpoints.list, params),
  levelAccounts: (api: ApiClient, levelId: string, params: ListParams = {}) =>
    pagedListOptions(api, ['levels', levelId, 'accounts'], levelEndpoints.accounts, params, {
      levelId,
    }),
};

export const useManagedProducts = () => useApiList(membershipAdminQueries.products);
export const useManagedTiers = () => useApiList(membershipAdminQueries.tiers);
export const useTierLocks = () => useApiList(membershipAdminQueries.locks);
export const useLevels = () => useApiList(membershipAdminQueries.levels);
export const useLevelAccounts = (levelId: string) =>
  useApiList(membershipAdminQueries.levelAccounts, levelId);

/** An administrators' write, everything refetched after it. */
function useAdminWrite<V, R>(write: (api: ApiClient, variables: V) => Promise<R>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => write(api, variables),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** `POST /organization/subscriptions/products`, or `PUT …/{productId}` with one. */
export const useSaveProduct = () =>
  useAdminWrite((api, { productId, body }: { productId?: string; body: ProductBodyInput }) =>
    productId
      ? fetchData(api, endpoints.updateProduct, { params: { productId }, body })
      : fetchData(api, endpoints.createProduct, { body }),
  );
export const useDeleteProduct = () =>
  useAdminWrite((api, productId: string) =>
    fetchData(api, endpoints.deleteProduct, { params: { productId } }),
  );
export const useCreatePrice = () =>
  useAdminWrite((api, { productId, body }: { productId: string; body: PriceBodyInput }) =>
    fetchData(api, endpoints.createPrice, { params: { productId }, body }),
  );
export const useUpdatePrice = () =>
  useAdminWrite((api, ids: { productId: string; priceId: string; body: PriceUpdateBodyInput }) =>
    fetchData(api, endpoints.updatePrice, {
      params: { productId: ids.productId, priceId: ids.priceId },
      body: ids.body,
    }),
  );
export const useDeletePrice = () =>
  useAdminWrite((api, params: { productId: string; priceId: string }) =>
    fetchData(api, endpoints.deletePrice, { params }),
  );

/** `POST /organization/tiers`, or `PUT …/{tierId}` with one. */
export const useSaveTier = () =>
  useAdminWrite((api, { tierId, body }: { tierId?: string; body: TierBodyInput }) =>
    tierId
      ? fetchData(api, endpoints.updateTier, { params: { tierId }, body })
      : fetchData(api, endpoints.createTier, { body }),
  );
export const useDeleteTier = () =>
  useAdminWrite((api, tierId: string) =>
    fetchData(api, endpoints.deleteTier, { params: { tierId } }),
  );

/** `PUT /organization/tier-locks/{type}/{id}`. */
export const useSetTierLock = () =>
  useAdminWrite(
    (api, lock: { type: TierResourceType; resourceId: string; body: TierLockBodyInput }) =>
      fetchData(api, endpoints.setTierLock, {
        params: { type: lock.type, resourceId: lock.resourceId },
        body: lock.body,
      }),
  );
export const useClearTierLock = () =>
  useAdminWrite((api, params: { type: TierResourceType; resourceId: string }) =>
    fetchData(api, endpoints.clearTierLock, { params }),
  );

/** `POST /levels`, or `PUT /levels/{levelId}` with one. */
export const useSaveLevel = () =>
  useAdminWrite((api, { levelId, body }: { levelId?: string; body: LevelBodyInput }) =>
    levelId
      ? fetchData(api, endpoints.updateLevel, { params: { levelId }, body })
      : fetchData(api, endpoints.createLevel, { body }),
  );
export const useDeleteLevel = () =>
  useAdminWrite((api, levelId: string) =>
    fetchData(api, endpoints.deleteLevel, { params: { levelId } }),
  );
/** `PUT` (put on) or `DELETE` (take off) `/levels/{levelId}/accounts/{accountId}`. */
export const useLevelAccount = () =>
  useAdminWrite((api, { on, ...params }: { levelId: string; accountId: string; on: boolean }) =>
    fetchData(api, on ? endpoints.addLevelAccount : endpoints.removeLevelAccount, { params }),
  );
