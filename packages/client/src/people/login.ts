import {
  loginEndpoints as endpoints,
  type CreateLoginAccountBody,
  type VerifyLoginAccountBody,
} from '@convene/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { pagedListOptions, type ListParams } from '../core/lists';
import { LOGIN_QUERY_KEY } from './self';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

export const loginQueries = {
  all: () => LOGIN_QUERY_KEY,
  /** `GET /login`: the login and every account it holds; sent without executeAs. */
  detail: (api: ApiClient) =>
    endpointQuery(api, [...loginQueries.all(), api.locale] as const, endpoints.detail, {
      ignoreExecuteAs: true,
    }),
  /** `GET /login/account/logins`: the logins sharing the acting account (page-number list). */
  logins: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(
      api,
      [...loginQueries.all(), 'account', 'logins'],
      endpoints.accountLogins,
      params,
    ),
};

export function useLogin(options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ ...loginQueries.detail(api), enabled: options.enabled ?? true });
}

/** The logins that share the acting account. */
export function useLoginAccounts(options: { enabled?: boolean; params?: ListParams } = {}) {
  const api = useApiClient();
  return useInfiniteQuery({
    ...loginQueries.logins(api, options.params),
    enabled: options.enabled ?? true,
  });
}

/** `POST /login/account {account}`: another account for the login. */
export function useCreateLoginAccount() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLoginAccountBody) => fetchData(api, endpoints.createAccount, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loginQueries.all() }),
  });
}

/** `POST /login/account/verify`: whether the account payload's username is free (400 when invalid). */
export function useVerifyLoginAccount() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: VerifyLoginAccountBody) => fetchData(api, endpoints.verifyAccount, { body }),
  });
}

function useLoginShareMutation(change: 'share' | 'unshare') {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    /** `username`: the other login's identity username, i.e. its email. */
    mutationFn: (username: string) => fetchData(api, endpoints[change], { params: { username } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loginQueries.all() }),
  });
}

/** `POST /login/account/{username}`: shares the acting account with another login. */
export function useShareAccount() {
  return useLoginShareMutation('share');
}

/** `DELETE /login/account/{username}`: stops sharing the acting account with a login. */
export function useUnshareAccount() {
  return useLoginShareMutation('unshare');
}
