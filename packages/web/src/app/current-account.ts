import { useSelf } from '@convene/client';
import type { Self } from '@convene/contract';
import { useSession } from './session';

/** The account the signed-in user acts as (GET /self), or null when signed out. */
export function useCurrentAccount(): Self | null {
  const { authenticated } = useSession();
  const self = useSelf({ enabled: authenticated });
  return authenticated ? (self.data ?? null) : null;
}
