import { defineArea, routeHandle } from '../../app/area';
import { ActivitiesPage } from './activities-page';
import { ActivityPage, activityMeta, activityPrefetch } from './activity-page';

/** Activities: the feed with its composer (/activities) and a post with its comments. */
export const activitiesArea = defineArea({
  id: 'activities',
  module: 'activities',
  routes: [
    {
      path: 'activities',
      element: <ActivitiesPage />,
      // The feed depends on who reads it, so it is not prefetched anonymously on the server.
      handle: routeHandle({
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'activities.title' }) }),
      }),
    },
    {
      path: 'activities/:activityId',
      element: <ActivityPage />,
      handle: routeHandle({ prefetch: activityPrefetch, meta: activityMeta }),
    },
  ],
});
