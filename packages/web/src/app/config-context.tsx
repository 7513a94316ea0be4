import { useOrganization } from '@convene/client';
import type { PublicOrganization } from '@convene/contract';
import { createContext, useContext } from 'react';

export const OrganizationConfigContext = createContext<PublicOrganization | null>(null);

/** The organization's public configuration (spec §3), as the server resolved it from the host name. */
export function useOrganizationConfig(): PublicOrganization {
  const resolved = useContext(OrganizationConfigContext);
  if (!resolved) throw new Error('useOrganizationConfig must be used inside the app');
  // Prefetched on the server (root route) and hydrated, so the browser does not ask again.
  const { data } = useOrganization();
  return data ?? resolved;
}

/** Is this module enabled for the organization? */
export function useModuleEnabled(module: PublicOrganization['MODULES'][number]): boolean {
  return useOrganizationConfig().MODULES.includes(module);
}
