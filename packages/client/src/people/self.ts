import {
  loginEndpoints,
  selfEndpoints as endpoints,
  STALE_TIME,
  type Self,
  type SelfImageBody,
  type UpdateSelfBody,
} from '@convene/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/** The segment the self read's key gains when it leaves executeAs off (the SDK's spelling). */
export const IGNORE_EXECUTEAS = 'IGNORE_EXECUTEAS';

/** Everything about the signed-in account is keyed under ['self', …]. */
export const selfQueries = {
  all: () => ['self'] as const,
  /** `GET /self`: the acting account; with ignoreExecuteAs, the login's primary account. */
  detail: (api: ApiClient, options: { ignoreExecuteAs?: boolean } = {}) =>
    endpointQuery(
      api,
      [
        ...selfQueries.all(),
        api.locale,
        ...(options.ignoreExecuteAs ? [IGNORE_EXECUTEAS] : []),
      ] as const,
      endpoints.detail,
      { ignoreExecuteAs: options.ignoreExecuteAs === true },
    ),
  /** `GET /self/relationships`: kept for an hour and never refetched on mount, focus or reconnect. */
  relationships: (api: ApiClient) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...selfQueries.all(), 'relationships', api.locale] as const,
        endpoints.relationships,
      ),
      staleTime: STALE_TIME.relationships,
      gcTime: STALE_TIME.relationships,
      refetchOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};

/**
 * The key root of the login's queries (login.ts builds on it): kept here so the first script,
 * which carries Self, does not carry the login's hooks.
 */
export const LOGIN_QUERY_KEY = ['login'] as const;

/** Puts a fresh Self in the cache; the login's account list holds it too, so that is refetched. */
export function cacheSelf(queryClient: QueryClient, api: ApiClient, self: Self): void {
  queryClient.setQueryData(selfQueries.detail(api).queryKey, self);
  if (self.primary)
    queryClient.setQueryData(selfQueries.detail(api, { ignoreExecuteAs: true }).queryKey, self);
  void queryClient.invalidateQueries({ queryKey: LOGIN_QUERY_KEY });
}

/** The acting account. Self reads stay disabled until the app is authenticated: pass `enabled`. */
export function useSelf(options: { enabled?: boolean; ignoreExecuteAs?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...selfQueries.detail(api, { ignoreExecuteAs: options.ignoreExecuteAs }),
    enabled: options.enabled ?? true,
  });
}

export function useRelationships(options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ ...selfQueries.relationships(api), enabled: options.enabled ?? true });
}

/** `PUT /self`. */
export function useUpdateSelf() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSelfBody) => fetchData(api, endpoints.update, { body }),
    onSuccess: (self) => cacheSelf(queryClient, api, self),
  });
}

function useSelfImageMutation(kind: 'image' | 'banner') {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    /** `buffer`: a data URI or base64 string of a JPEG, PNG, GIF, WebP or AVIF image. */
    mutationFn: (body: SelfImageBody) => fetchData(api, endpoints[kind], { body }),
    onSuccess: (self) => cacheSelf(queryClient, api, self),
  });
}

/** `PUT /self/image {buffer}`: the avatar. */
export function useUpdateSelfImage() {
  return useSelfImageMutation('image');
}

/** `PUT /self/banner {buffer}`. */
export function useUpdateSelfBanner() {
  return useSelfImageMutation('banner');
}

/** `DELETE /self`: deletes the acting account and wipes the whole cache, as the SDK does. */
export function useDeleteSelf() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.delete),
    onSuccess: () => queryClient.clear(),
  });
}

/** `PUT /login/account/locale {locale}`: saves the language on the acting account. */
export function useUpdateAccountLocale() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: string) =>
      fetchData(api, loginEndpoints.updateLocale, { body: { locale } }),
    onSuccess: (self) => cacheSelf(queryClient, api, self),
  });
}
