import type { PublicOrganization } from '@convene/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf } from './envelope';
import { useApiClient } from './provider';
import type { ApiClient } from './transport';

export const organizationQueries = {
  all: () => ['organization'] as const,
  /** `GET /organization/config`: the public configuration the clients run on. */
  config: (api: ApiClient) =>
    queryOptions({
      queryKey: [...organizationQueries.all(), 'config', api.organizationId, api.locale] as const,
      queryFn: ({ signal }) =>
        dataOf(api.get<PublicOrganization>('/organization/config', { signal })),
    }),
};

/** The organization's public configuration (name, colours, locales, modules …). */
export function useOrganization(options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ ...organizationQueries.config(api), enabled: options.enabled ?? true });
}
