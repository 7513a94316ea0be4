import type { ServerModule } from '../server-module';
import { deliverOfflineNotifications } from './offline-notify';

/** How often each node delivers the offline notifications that have fallen due. */
const DELIVER_INTERVAL_MS = 5_000;

/**
 * Conversations: what chat channels and threads share. Serves no routes; runs the job that
 * tells offline members of unread messages (offline-notify.ts).
 */
export const conversationsModule: ServerModule = {
  name: 'conversations',
  routes: [],
  jobs: [
    {
      name: 'conversation-offline-notifications',
      intervalMs: DELIVER_INTERVAL_MS,
      run: (services, now) => deliverOfflineNotifications(services, now),
    },
  ],
};

export {
  clearOfflineNotifications,
  deliverOfflineNotifications,
  OFFLINE_NOTIFY_DELAY_MS,
  queueOfflineNotifications,
  type OfflineNotifyInput,
} from './offline-notify';
