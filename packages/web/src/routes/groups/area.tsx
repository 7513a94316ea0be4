import { groupQueries } from '@convene/client';
import { defineArea, routeHandle } from '../../app/area';
import { CreateGroupPage, EditGroupPage } from './group-form';
import { GroupPage, groupMeta, groupPrefetch } from './group-page';
import { GroupsPage } from './groups-page';

/** Groups: the list (/groups), a group (/groups/:slug), create and edit forms. */
export const groupsArea = defineArea({
  id: 'groups',
  module: 'groups',
  routes: [
    {
      path: 'groups',
      element: <GroupsPage />,
      handle: routeHandle({
        prefetch: ({ queryClient, api }) =>
          queryClient.prefetchInfiniteQuery(groupQueries.list(api, {})),
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'groups.title' }) }),
      }),
    },
    {
      path: 'groups/new',
      element: <CreateGroupPage />,
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'groups.form.create.title' }) }),
      }),
    },
    {
      path: 'groups/:slug',
      element: <GroupPage />,
      handle: routeHandle({ prefetch: groupPrefetch, meta: groupMeta }),
    },
    {
      path: 'groups/:slug/edit',
      element: <EditGroupPage />,
      handle: routeHandle({ access: 'signed-in' }),
    },
  ],
});
