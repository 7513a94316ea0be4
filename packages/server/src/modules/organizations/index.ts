import type { ServerModule } from '../server-module';
import { organizationRoutes } from './organizations.routes';

export const organizationsModule: ServerModule = {
  name: 'organizations',
  routes: organizationRoutes,
};
