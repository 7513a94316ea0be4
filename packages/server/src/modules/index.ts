import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/accounts.routes';
import { activityRoutes } from './activities/activities.routes';
import { groupRoutes } from './groups/groups.routes';
import { interestsModule } from './interests/index';
import { loginRoutes } from './logins/logins.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { organizationRoutes } from './organizations/organizations.routes';
import { promotionRoutes } from './promotions/promotions.routes';
import { pushDeviceRoutes } from './push-devices/push-devices.routes';
import { selfRoutes } from './self/self.routes';
import type { ServerModule } from './server-module';
import { storageRoutes } from './storage/storage.routes';

const legacy = (name: string, plugin: FastifyPluginAsyncZod): ServerModule => ({
  name,
  routes: [],
  legacyPlugin: plugin as ServerModule['legacyPlugin'],
});

/** Every domain module, in one list: the app mounts their routes under the API prefix. */
export const serverModules: readonly ServerModule[] = [
  legacy('organizations', organizationRoutes),
  legacy('notifications', notificationRoutes),
  legacy('push-devices', pushDeviceRoutes),
  legacy('logins', loginRoutes),
  legacy('self', selfRoutes),
  legacy('accounts', accountRoutes),
  legacy('activities', activityRoutes),
  interestsModule,
  legacy('groups', groupRoutes),
  legacy('storage', storageRoutes),
  legacy('promotions', promotionRoutes),
];
