import { defineArea, routeHandle } from '../../app/area';

/**
 * Account settings owned here: profile, notification preferences, push devices and blocked accounts.
 * Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const settingsArea = defineArea({
  id: 'settings',
  routes: [
    {
      path: 'settings/profile',
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'settings.profile.title' }) }),
      }),
      lazy: async () => ({
        Component: (await import('./profile-settings-page')).ProfileSettingsPage,
      }),
    },
    {
      path: 'settings/notifications',
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'settings.notifications.title' }) }),
      }),
      lazy: async () => ({
        Component: (await import('./notification-settings-page')).NotificationSettingsPage,
      }),
    },
    {
      path: 'settings/blocked',
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'settings.blocked.title' }) }),
      }),
      lazy: async () => ({
        Component: (await import('./blocked-accounts-page')).BlockedAccountsPage,
      }),
    },
  ],
});
