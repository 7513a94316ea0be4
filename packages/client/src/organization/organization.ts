import { organizationEndpoints as endpoints } from '@convene/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../core/endpoint-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

export const organizationQueries = {
  all: () => ['organization'] as const,
  /** `GET /organization/config`: the public configuration the clients run on. */
  config: (api: ApiClient) =>
    endpointQuery(
      api,
      [...organizationQueries.all(), 'config', api.organizationId, api.locale] as const,
      endpoints.config,
    ),
};

/** The organization's public configuration (name, colours, locales, modules …). */
export function useOrganization(options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ ...organizationQueries.config(api), enabled: options.enabled ?? true });
}
