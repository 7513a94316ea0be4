import { defineArea, routeHandle } from '../../app/area';
import { settingsMessages } from './messages';
import { NotificationSettingsPage } from './notification-settings-page';

/** Account settings owned here: notification preferences and push devices. */
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
  ],
  messages: settingsMessages,
});
