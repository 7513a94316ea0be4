import { defineArea, routeHandle } from '../../app/area';
import { AccountsPage } from './accounts-page';
import { ProfilePage, profileMeta, profilePrefetch } from './profile-page';

/**
 * People: the directory (/accounts) and profile pages (/accounts/:username). Not tied to
 * the accounts module as a whole: authors' profiles stay reachable from posts; the
 * header entry of the directory follows the module (app/navigation.ts).
 */
export const accountsArea = defineArea({
  id: 'accounts',
  routes: [
    {
      path: 'accounts',
      element: <AccountsPage />,
      handle: routeHandle({
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'accounts.title' }) }),
      }),
    },
    {
      path: 'accounts/:username',
      element: <ProfilePage />,
      handle: routeHandle({ prefetch: profilePrefetch, meta: profileMeta }),
    },
  ],
});
