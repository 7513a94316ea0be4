import { groupQueries } from '@convene/client';
import { defineArea, page } from '../../app/area';

/**
 * Groups: the list (/groups), a group (/groups/:slug), create and edit forms.
 * Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const groupsArea = defineArea({
  id: 'groups',
  module: 'groups',
  routes: [
    page('groups', () => import('./groups-page'), 'GroupsPage', {
      // Server only: the browser build drops it, and the group queries with it.
      prefetch: import.meta.env.SSR
        ? ({ queryClient, api }) => queryClient.prefetchInfiniteQuery(groupQueries.list(api, {}))
        : undefined,
      title: 'groups.title',
    }),
    page('groups/new', () => import('./group-form'), 'CreateGroupPage', {
      access: 'signed-in',
      title: 'groups.form.create.title',
    }),
    page('groups/:slug', () => import('./group-page'), 'GroupPage', { data: true }),
    page('groups/:slug/edit', () => import('./group-form'), 'EditGroupPage', {
      access: 'signed-in',
    }),
  ],
  notificationSettings: [
    { label: 'settings.notifications.category.groupInvitations', type: 'GROUP_INVITATION' },
    {
      label: 'settings.notifications.category.groupRequestsAccepted',
      type: 'GROUP_REQUEST_ACCEPTED',
    },
    { label: 'settings.notifications.type.GROUP_REQUEST', type: 'GROUP_REQUEST' },
    {
      label: 'settings.notifications.category.groupAnnouncements',
      type: 'ANNOUNCEMENT',
      scope: 'group',
    },
  ],
});
