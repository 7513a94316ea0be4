import {
  subscriptionEndpoints as endpoints,
  type CreateSubscriptionBody,
  type SubscriptionStatus,
  type TierResourceType,
} from '@convene/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../core/endpoint-queries';
import { idQuery, useApiList, useApiQuery } from '../core/id-queries';
import { pagedListOptions, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/**
 * Memberships: the plans under ['subscriptions', 'products'], the acting account's
 * subscriptions under ['subscriptions', 'self', …], what unlocks a resource under
 * ['subscriptions', 'lock', type, id]. Any change to a subscription refetches all of them
 * (tier locks open or close with it).
 */
export const subscriptionQueries = {
  all: () => ['subscriptions'] as const,
  mine: () => [...subscriptionQueries.all(), 'self'] as const,
  of: (subscriptionId: string) => [...subscriptionQueries.mine(), subscriptionId] as const,

  products: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, [...subscriptionQueries.all(), 'products'], endpoints.products, params),
  list: (api: ApiClient, params: ListParams & { status?: SubscriptionStatus } = {}) =>
    pagedListOptions(api, [...subscriptionQueries.mine(), 'list'], endpoints.list, params),
  detail: (api: ApiClient, subscriptionId: string) =>
    idQuery(api, [...subscriptionQueries.of(subscriptionId), 'detail'] as const, endpoints.detail, {
      params: { subscriptionId },
    }),
  payments: (api: ApiClient, subscriptionId: string, params: ListParams = {}) =>
    pagedListOptions(
      api,
      [...subscriptionQueries.of(subscriptionId), 'payments'],
      endpoints.payments,
      params,
      { subscriptionId },
    ),
  lock: (api: ApiClient, type: TierResourceType, resourceId: string) =>
    idQuery(
      api,
      [...subscriptionQueries.all(), 'lock', type, resourceId] as const,
      endpoints.tierLock,
      { params: { type, resourceId } },
    ),
};

export const useSubscriptionProducts = () => useApiList(subscriptionQueries.products);
export const useSelfSubscriptions = (params: ListParams & { status?: SubscriptionStatus } = {}) =>
  useApiList(subscriptionQueries.list, params);
export const useSelfSubscription = (subscriptionId: string) =>
  useApiQuery(subscriptionQueries.detail, subscriptionId);
export const useSubscriptionPayments = (subscriptionId: string) =>
  useApiList(subscriptionQueries.payments, subscriptionId);
export const useTierLock = (type: TierResourceType, resourceId: string) =>
  useApiQuery(subscriptionQueries.lock, type, resourceId);

/** After any subscription change: its lists, its pages and every lock (and what they hide). */
function useRefreshMemberships() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** `POST /self/subscriptions {productId, priceId, quantity: 1}` (and a card, an address). */
export function useCreateSubscription() {
  const api = useApiClient();
  const refresh = useRefreshMemberships();
  return useMutation({
    mutationFn: (body: Omit<CreateSubscriptionBody, 'quantity'>) =>
      fetchData(api, endpoints.create, { body: { ...body, quantity: 1 } }),
    onSettled: refresh,
  });
}

/** `PUT /self/subscriptions/{id}/payment-method {paymentMethodId}`. */
export function useUpdateSubscriptionPaymentMethod(subscriptionId: string) {
  const api = useApiClient();
  const refresh = useRefreshMemberships();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      fetchData(api, endpoints.paymentMethod, {
        params: { subscriptionId },
        body: { paymentMethodId },
      }),
    onSettled: refresh,
  });
}

/** `DELETE /self/subscriptions/{id}`: ends at the period's end. */
export function useCancelSubscription(subscriptionId: string) {
  const api = useApiClient();
  const refresh = useRefreshMemberships();
  return useMutation({
    mutationFn: () => fetchData(api, endpoints.cancel, { params: { subscriptionId } }),
    onSettled: refresh,
  });
}
