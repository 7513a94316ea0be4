import {
  accountEndpoints as endpoints,
  type AccountProfile,
  type FollowStats,
  type Relationships,
} from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { activityQueries } from '../community/activities';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { cursorListOptions, pagedListOptions, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import { selfQueries } from './self';
import type { ApiClient } from '../core/transport';

export type AccountListParams = ListParams & { accountType?: 'account' | 'team' };

/**
 * Accounts live under ['accounts', …]: lists under ['accounts', 'list', …], an account under
 * ['accounts', 'detail', idOrUsername], its follow stats and follow lists under
 * ['accounts', idOrUsername, …]. An account's posts are activity lists (activities.ts).
 */
export const accountQueries = {
  all: () => ['accounts'] as const,
  lists: () => [...accountQueries.all(), 'list'] as const,
  details: () => [...accountQueries.all(), 'detail'] as const,
  of: (accountId: string) => [...accountQueries.all(), accountId] as const,

  list: (api: ApiClient, params: AccountListParams = {}) =>
    cursorListOptions(api, [...accountQueries.lists(), 'all'], endpoints.list, params),
  popular: (api: ApiClient, params: AccountListParams = {}) =>
    cursorListOptions(api, [...accountQueries.lists(), 'popular'], endpoints.popular, params),
  followers: (api: ApiClient, accountId: string, params: ListParams = {}) =>
    cursorListOptions(
      api,
      [...accountQueries.of(accountId), 'followers'],
      endpoints.followers,
      params,
      { accountId },
    ),
  following: (api: ApiClient, accountId: string, params: ListParams = {}) =>
    cursorListOptions(
      api,
      [...accountQueries.of(accountId), 'following'],
      endpoints.following,
      params,
      { accountId },
    ),
  /** `GET /self/blocks`. */
  blocks: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, [...selfQueries.all(), 'blocks'], endpoints.selfBlocks, params),
  /** `GET /self/contacts`: accounts one follows that follow back. */
  contacts: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, [...selfQueries.all(), 'contacts'], endpoints.selfContacts, params),

  /** `GET /accounts/{idOrUsername}`; disabled while the id is empty. */
  detail: (api: ApiClient, accountId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...accountQueries.details(), accountId, api.locale] as const,
        endpoints.detail,
        { params: { accountId } },
      ),
      enabled: accountId !== '',
    }),
  followStats: (api: ApiClient, accountId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...accountQueries.of(accountId), 'followStats', api.locale] as const,
        endpoints.followStats,
        { params: { accountId } },
      ),
      enabled: accountId !== '',
    }),
};

/** Patches `accounts[accountId]` of the cached relationships map, when it is loaded. */
export function cacheFollowRelationship(
  queryClient: QueryClient,
  api: ApiClient,
  accountId: string,
  following: boolean,
) {
  queryClient.setQueryData<Relationships>(selfQueries.relationships(api).queryKey, (current) => {
    if (!current) return current;
    const accounts = { ...current.accounts };
    if (following) accounts[accountId] = true;
    else delete accounts[accountId];
    return { ...current, accounts };
  });
}

/** Moves the cached follower count of an account (detail and follow stats, by id and username) by `delta`. */
export function shiftCachedFollowers(
  queryClient: QueryClient,
  account: { id: string; username?: string },
  delta: 1 | -1,
) {
  const keys = new Set([account.id, ...(account.username ? [account.username] : [])]);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: accountQueries.details() })) {
    const cached = query.state.data as AccountProfile | undefined;
    if (cached && (keys.has(cached.id) || keys.has(cached.username))) {
      keys.add(cached.id).add(cached.username);
      queryClient.setQueryData<AccountProfile>(query.queryKey, {
        ...cached,
        _count: { ...cached._count, followers: Math.max(0, cached._count.followers + delta) },
      });
    }
  }
  for (const key of keys) {
    queryClient.setQueriesData<FollowStats>(
      { queryKey: [...accountQueries.of(key), 'followStats'] },
      (stats) => (stats ? { ...stats, followers: Math.max(0, stats.followers + delta) } : stats),
    );
  }
}

/** Whether the acting account follows `accountId`, from the cached relationships map. */
export function useIsAccountFollowing(
  accountId: string,
  options: { enabled?: boolean } = {},
): boolean {
  const api = useApiClient();
  const { data } = useQuery({
    ...selfQueries.relationships(api),
    enabled: options.enabled ?? true,
  });
  return data?.accounts[accountId] === true;
}

export function useAccounts(params: AccountListParams & { enabled?: boolean } = {}) {
  const api = useApiClient();
  const { enabled, ...rest } = params;
  return useInfiniteQuery({ ...accountQueries.list(api, rest), enabled: enabled ?? true });
}

export function usePopularAccounts(params: AccountListParams = {}) {
  const api = useApiClient();
  return useInfiniteQuery(accountQueries.popular(api, params));
}

export function useAccount(accountId: string) {
  const api = useApiClient();
  return useQuery(accountQueries.detail(api, accountId));
}

export function useAccountFollowStats(accountId: string) {
  const api = useApiClient();
  return useQuery(accountQueries.followStats(api, accountId));
}

export function useAccountFollowers(accountId: string, params: ListParams = {}) {
  const api = useApiClient();
  return useInfiniteQuery({
    ...accountQueries.followers(api, accountId, params),
    enabled: accountId !== '',
  });
}

export function useAccountFollowing(accountId: string, params: ListParams = {}) {
  const api = useApiClient();
  return useInfiniteQuery({
    ...accountQueries.following(api, accountId, params),
    enabled: accountId !== '',
  });
}

export function useBlockedAccounts(params: ListParams & { enabled?: boolean } = {}) {
  const api = useApiClient();
  const { enabled, ...rest } = params;
  return useInfiniteQuery({ ...accountQueries.blocks(api, rest), enabled: enabled ?? true });
}

export function useSelfContacts(params: ListParams & { enabled?: boolean } = {}) {
  const api = useApiClient();
  const { enabled, ...rest } = params;
  return useInfiniteQuery({ ...accountQueries.contacts(api, rest), enabled: enabled ?? true });
}

type FollowTarget = { id: string; username?: string };

function useFollowMutation(direction: 'follow' | 'unfollow') {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const following = direction === 'follow';
  return useMutation({
    mutationFn: (account: FollowTarget) =>
      fetchData(api, endpoints[direction], { params: { accountId: account.id } }),
    onMutate: async (account) => {
      const relationships = queryClient.getQueryData<Relationships>(
        selfQueries.relationships(api).queryKey,
      );
      const wasFollowing = relationships?.accounts[account.id] === true;
      // Counts move only when the flag flips, so a double click cannot count twice.
      if (relationships && wasFollowing === following) return { shifted: false };
      cacheFollowRelationship(queryClient, api, account.id, following);
      shiftCachedFollowers(queryClient, account, following ? 1 : -1);
      return { shifted: true };
    },
    onError: (_error, account, context) => {
      if (!context?.shifted) return;
      cacheFollowRelationship(queryClient, api, account.id, !following);
      shiftCachedFollowers(queryClient, account, following ? -1 : 1);
    },
    onSuccess: (account) => {
      cacheFollowRelationship(queryClient, api, account.id, following);
      for (const query of queryClient
        .getQueryCache()
        .findAll({ queryKey: accountQueries.details() })) {
        const cached = query.state.data as AccountProfile | undefined;
        if (cached?.id === account.id)
          queryClient.setQueryData<AccountProfile>(query.queryKey, { ...cached, ...account });
      }
      void queryClient.invalidateQueries({
        queryKey: [...accountQueries.of(account.id), 'followers'],
      });
      void queryClient.invalidateQueries({
        queryKey: [...accountQueries.of(account.username), 'followers'],
      });
      void queryClient.invalidateQueries({ queryKey: activityQueries.feedKey() });
    },
  });
}

/** `POST /accounts/{id}/follow`: followers +1 and the relationship flag, optimistically. */
export function useFollowAccount() {
  return useFollowMutation('follow');
}

/** `POST /accounts/{id}/unfollow`: followers -1 and the flag cleared, optimistically. */
export function useUnfollowAccount() {
  return useFollowMutation('unfollow');
}

function useBlockMutation(direction: 'block' | 'unblock') {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      fetchData(api, endpoints[direction], { params: { accountId } }),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueries.detail(api, account.id).queryKey, account);
      queryClient.setQueryData(accountQueries.detail(api, account.username).queryKey, account);
      if (direction === 'block') cacheFollowRelationship(queryClient, api, account.id, false);
      void queryClient.invalidateQueries({ queryKey: accountQueries.lists() });
      void queryClient.invalidateQueries({ queryKey: [...selfQueries.all(), 'blocks'] });
      void queryClient.invalidateQueries({ queryKey: activityQueries.all() });
    },
  });
}

/** `POST /accounts/{id}/block`: the follows between the two go, and both vanish from each other's lists. */
export function useBlockAccount() {
  return useBlockMutation('block');
}

export function useUnblockAccount() {
  return useBlockMutation('unblock');
}
