import { apiKeyEndpoints as endpoints, type CreateApiKeyBody } from '@convene/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/** The organization's API keys under ['apiKeys', organizationId] (administrators). */
export const apiKeyQueries = {
  all: () => ['apiKeys'] as const,
  /** `GET /organization/api-keys`: newest first, revoked and expired ones included. */
  list: (api: ApiClient) =>
    endpointQuery(api, [...apiKeyQueries.all(), api.organizationId] as const, endpoints.list),
};

export function useApiKeys() {
  const api = useApiClient();
  return useQuery(apiKeyQueries.list(api));
}

/**
 * `POST /organization/api-keys` and `DELETE /organization/api-keys/{id}`: the list is read
 * again after each. The created key's `secret` is in `create.data` only: show it once.
 */
export function useApiKeyActions() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeyQueries.all() });
  return {
    create: useMutation({
      mutationFn: (body: CreateApiKeyBody) => fetchData(api, endpoints.create, { body }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (apiKeyId: string) => fetchData(api, endpoints.revoke, { params: { apiKeyId } }),
      onSuccess: refresh,
    }),
  };
}
