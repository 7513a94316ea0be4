import type { ServerModule } from '../server-module';
import { organizationRoutes } from './organizations.routes';

export const organizationsModule: ServerModule = {
  name: 'organizations',
  routes: organizationRoutes,
};

/** The organization's pages (about, privacy, terms, team), for the seed and tests. */
export { findOrganizationPage, saveOrganizationPage, type PageContent } from './pages';
