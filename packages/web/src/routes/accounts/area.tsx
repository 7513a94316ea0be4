import { defineArea, page } from '../../app/area';

/**
 * People: the directory (/accounts) and profile pages (/accounts/:username). Not tied to
 * the accounts module as a whole: authors' profiles stay reachable from posts; the
 * header entry of the directory follows the module (app/navigation.ts).
 * Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const accountsArea = defineArea({
  id: 'accounts',
  routes: [
    page('accounts', () => import('./accounts-page'), 'AccountsPage', { title: 'accounts.title' }),
    page('accounts/:username', () => import('./profile-page'), 'ProfilePage', { data: true }),
  ],
  notificationSettings: [{ label: 'settings.notifications.category.followers', type: 'FOLLOW' }],
});
