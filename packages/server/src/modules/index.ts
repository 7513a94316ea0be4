import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationRoutes } from './organizations/organizations.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { pushDeviceRoutes } from './push-devices/push-devices.routes';
import { loginRoutes } from './logins/logins.routes';
import { selfRoutes } from './self/self.routes';

/** Every domain's routes, mounted under the API prefix with the request context. */
export const apiModules: FastifyPluginAsyncZod[] = [
  organizationRoutes,
  notificationRoutes,
  pushDeviceRoutes,
  loginRoutes,
  selfRoutes,
];
import { accountRoutes } from './accounts/accounts.routes';
import { activityRoutes } from './activities/activities.routes';
import { interestRoutes } from './interests/interests.routes';
apiModules.push(accountRoutes, activityRoutes, interestRoutes);
import { groupRoutes } from './groups/groups.routes';
apiModules.push(groupRoutes);
import { storageRoutes } from './storage/storage.routes';
apiModules.push(storageRoutes);
import { promotionRoutes } from './promotions/promotions.routes';
apiModules.push(promotionRoutes);
