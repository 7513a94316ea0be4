import { defineArea, routeHandle } from '../../app/area';
import { BlockedAccountsPage } from './blocked-accounts-page';
import { settingsMessages } from './messages';
import { NotificationSettingsPage } from './notification-settings-page';

/** Account settings owned here: notification preferences, push devices and blocked accounts. */
export const settingsArea = defineArea({
  id: 'settings',
  routes: [
    {
      path: 'settings/notifications',
      element: <NotificationSettingsPage />,
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'settings.notifications.title' }) }),
      }),
    },
    {
      path: 'settings/blocked',
      element: <BlockedAccountsPage />,
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'settings.blocked.title' }) }),
      }),
    },
  ],
  messages: settingsMessages,
});
