import type { ServerModule } from '../server-module';
import { DIGEST_INTERVAL_MS, sendDueDigests } from './digest';
import { notificationRoutes } from './notifications.routes';

export { notify, preferencesOf, type NotifyInput } from './notifications.service';
/** For the seed: a notification row as it was written at some time. */
export { insertNotification } from './notifications.repository';

export const notificationsModule: ServerModule = {
  name: 'notifications',
  routes: notificationRoutes,
  jobs: [
    {
      name: 'notification-digests',
      intervalMs: DIGEST_INTERVAL_MS,
      run: (services, now) => sendDueDigests(services, now),
    },
  ],
};

export { sendDueDigests } from './digest';
