import { groupQueries } from '@convene/client';
import { defineArea, routeHandle } from '../../app/area';

/**
 * Groups: the list (/groups), a group (/groups/:slug), create and edit forms.
 * Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const groupsArea = defineArea({
  id: 'groups',
  module: 'groups',
  routes: [
    {
      path: 'groups',
      handle: routeHandle({
        prefetch: ({ queryClient, api }) =>
          queryClient.prefetchInfiniteQuery(groupQueries.list(api, {})),
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'groups.title' }) }),
      }),
      lazy: async () => ({ Component: (await import('./groups-page')).GroupsPage }),
    },
    {
      path: 'groups/new',
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'groups.form.create.title' }) }),
      }),
      lazy: async () => ({ Component: (await import('./group-form')).CreateGroupPage }),
    },
    {
      path: 'groups/:slug',
      lazy: async () => {
        const { GroupPage, groupMeta, groupPrefetch } = await import('./group-page');
        return {
          Component: GroupPage,
          handle: routeHandle({ prefetch: groupPrefetch, meta: groupMeta }),
        };
      },
    },
    {
      path: 'groups/:slug/edit',
      handle: routeHandle({ access: 'signed-in' }),
      lazy: async () => ({ Component: (await import('./group-form')).EditGroupPage }),
    },
  ],
  notificationSettings: [
    {
      label: 'settings.notifications.category.groupInvitations',
      email: 'groupInvitationEmail',
      push: 'groupInvitationPush',
      types: ['GROUP_INVITATION'],
    },
    {
      label: 'settings.notifications.category.groupRequestsAccepted',
      email: 'groupRequestAcceptedEmail',
      push: 'groupRequestAcceptedPush',
      types: ['GROUP_REQUEST_ACCEPTED'],
    },
    { label: 'settings.notifications.type.GROUP_REQUEST', types: ['GROUP_REQUEST'] },
    {
      label: 'settings.notifications.category.groupAnnouncements',
      email: 'groupAnnouncementEmail',
      push: 'groupAnnouncementPush',
      types: ['ANNOUNCEMENT'],
    },
  ],
});
