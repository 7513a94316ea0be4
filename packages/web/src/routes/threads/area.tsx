import { defineArea } from '../../app/area';

/**
 * Discussions (threads) live on group and event pages, whose areas route them; this area
 * brings only their notification settings, shown while the threads module is on.
 */
export const threadsArea = defineArea({
  id: 'threads',
  module: 'threads',
  routes: [],
  notificationSettings: [
    { label: 'settings.notifications.type.MENTION', type: 'MENTION' },
    { label: 'settings.notifications.type.THREAD', type: 'THREAD' },
  ],
});
