import { createContext, useContext } from 'react';
import type { AdminLink } from './area';

/**
 * The administrators' screens of the enabled areas (`adminLinksFor` in areas.ts), given by
 * the app layout: the /admin page reads them here without importing the area registry.
 */
export const AdminLinksContext = createContext<AdminLink[]>([]);

export function useAdminLinks(): AdminLink[] {
  return useContext(AdminLinksContext);
}
