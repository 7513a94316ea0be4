import { useOrganization } from '@convene/client';
import { isModuleEnabled, type Module, type PublicOrganization } from '@convene/contract';
import { createContext, useContext, type ReactNode } from 'react';

const OrganizationConfigContext = createContext<PublicOrganization | null>(null);

/**
 * Provides the organization's configuration: the server's copy, then the API's once it is
 * fetched again. One query observer for the whole tree — every component reading the
 * configuration had its own, and the server render paid for each.
 */
export function OrganizationConfigProvider({
  resolved,
  children,
}: {
  /** As the server resolved it from the host name (prefetched and hydrated). */
  resolved: PublicOrganization;
  children: ReactNode;
}) {
  const { data } = useOrganization();
  return (
    <OrganizationConfigContext.Provider value={data ?? resolved}>
      {children}
    </OrganizationConfigContext.Provider>
  );
}

/** A configuration given as it is, never fetched (component tests). */
export function FixedOrganizationConfig({
  config,
  children,
}: {
  config: PublicOrganization;
  children: ReactNode;
}) {
  return (
    <OrganizationConfigContext.Provider value={config}>
      {children}
    </OrganizationConfigContext.Provider>
  );
}

/** The organization's public configuration (its name, branding, languages, modules). */
export function useOrganizationConfig(): PublicOrganization {
  const config = useContext(OrganizationConfigContext);
  if (!config) throw new Error('useOrganizationConfig must be used inside the app');
  return config;
}

/** Is this module enabled for the organization? */
export function useModuleEnabled(module: Module): boolean {
  return isModuleEnabled(useOrganizationConfig(), module);
}
