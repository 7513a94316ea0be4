import { defineArea, routeHandle } from '../../app/area';

/**
 * Activities: the feed with its composer (/activities) and a post with its comments.
 * Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const activitiesArea = defineArea({
  id: 'activities',
  module: 'activities',
  routes: [
    {
      path: 'activities',
      // The feed depends on who reads it, so it is not prefetched anonymously on the server.
      handle: routeHandle({
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'activities.title' }) }),
      }),
      lazy: async () => ({ Component: (await import('./activities-page')).ActivitiesPage }),
    },
    {
      path: 'activities/:activityId',
      lazy: async () => {
        const { ActivityPage, activityMeta, activityPrefetch } = await import('./activity-page');
        return {
          Component: ActivityPage,
          handle: routeHandle({ prefetch: activityPrefetch, meta: activityMeta }),
        };
      },
    },
  ],
  notificationSettings: [
    { label: 'settings.notifications.category.likes', push: 'likePush', types: ['LIKE'] },
    {
      label: 'settings.notifications.category.comments',
      email: 'commentEmail',
      push: 'commentPush',
      types: ['COMMENT'],
    },
    { label: 'settings.notifications.type.ACTIVITY', types: ['ACTIVITY'] },
  ],
});
