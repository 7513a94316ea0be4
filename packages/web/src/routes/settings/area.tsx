import { defineArea, page } from '../../app/area';

/**
 * Account settings owned here: profile, notification preferences, push devices and blocked accounts.
 * Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const settingsArea = defineArea({
  id: 'settings',
  routes: [
    page('settings/profile', () => import('./profile-settings-page'), 'ProfileSettingsPage', {
      access: 'signed-in',
      title: 'settings.profile.title',
    }),
    page(
      'settings/notifications',
      () => import('./notification-settings-page'),
      'NotificationSettingsPage',
      { access: 'signed-in', title: 'settings.notifications.title' },
    ),
    page('settings/blocked', () => import('./blocked-accounts-page'), 'BlockedAccountsPage', {
      access: 'signed-in',
      title: 'settings.blocked.title',
    }),
  ],
});
