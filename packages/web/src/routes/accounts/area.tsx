import { defineArea, routeHandle } from '../../app/area';

/**
 * People: the directory (/accounts) and profile pages (/accounts/:username). Not tied to
 * the accounts module as a whole: authors' profiles stay reachable from posts; the
 * header entry of the directory follows the module (app/navigation.ts).
 * Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const accountsArea = defineArea({
  id: 'accounts',
  routes: [
    {
      path: 'accounts',
      handle: routeHandle({
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'accounts.title' }) }),
      }),
      lazy: async () => ({ Component: (await import('./accounts-page')).AccountsPage }),
    },
    {
      path: 'accounts/:username',
      lazy: async () => {
        const { ProfilePage, profileMeta, profilePrefetch } = await import('./profile-page');
        return {
          Component: ProfilePage,
          handle: routeHandle({ prefetch: profilePrefetch, meta: profileMeta }),
        };
      },
    },
  ],
  notificationSettings: [
    {
      label: 'settings.notifications.category.followers',
      email: 'newFollowerEmail',
      push: 'newFollowerPush',
      types: ['FOLLOW'],
    },
  ],
});
