import { defineArea, routeHandle } from '../../app/area';
import { BlockedAccountsPage } from './blocked-accounts-page';
import { NotificationSettingsPage } from './notification-settings-page';
import { ProfileSettingsPage } from './profile-settings-page';

/** Account settings owned here: profile, notification preferences, push devices and blocked accounts. */
export const settingsArea = defineArea({
  id: 'settings',
  routes: [
    {
      path: 'settings/profile',
      element: <ProfileSettingsPage />,
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'settings.profile.title' }) }),
      }),
    },
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
});
