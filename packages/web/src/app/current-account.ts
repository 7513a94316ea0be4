import { useApiClient } from '@convene/client';
import type { Self } from '@convene/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from './session';

/** The account the signed-in user acts as (GET /self), or null when signed out. */
export function useCurrentAccount(): Self | null {
  const api = useApiClient();
  const { authenticated } = useSession();
  const self = useQuery({
    queryKey: ['self', api.organizationId],
    queryFn: async () => (await api.get<Self>('/self')).data,
    enabled: authenticated,
  });
  return authenticated ? (self.data ?? null) : null;
}
