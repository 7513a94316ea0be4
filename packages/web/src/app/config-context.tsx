import type { PublicOrganization } from '@convene/contract';
import { createContext, useContext } from 'react';

export const OrganizationConfigContext = createContext<PublicOrganization | null>(null);

/** The organization's public configuration (spec §3), as the server resolved it from the host name. */
export function useOrganizationConfig(): PublicOrganization {
  const config = useContext(OrganizationConfigContext);
  if (!config) throw new Error('useOrganizationConfig must be used inside the app');
  return config;
}

/** Is this module enabled for the organization? */
export function useModuleEnabled(module: PublicOrganization['MODULES'][number]): boolean {
  return useOrganizationConfig().MODULES.includes(module);
}
