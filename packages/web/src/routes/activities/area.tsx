import { activityQueries } from '@convene/client';
import { defineArea, page } from '../../app/area';

/**
 * Activities: the feed with its composer (/activities) and a post with its comments.
 * Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const activitiesArea = defineArea({
  id: 'activities',
  module: 'activities',
  routes: [
    page('activities', () => import('./activities-page'), 'ActivitiesPage', {
      // Server only (the browser build drops it): the list an anonymous visitor sees, so the
      // first paint shows posts. A signed-in visitor's feed is read again once the page knows
      // who is looking (app/viewer.tsx); the list waits for it (activities-page.tsx).
      prefetch: import.meta.env.SSR
        ? ({ queryClient, api, url }) =>
            queryClient.prefetchInfiniteQuery(
              url.searchParams.get('tab') === 'featured'
                ? activityQueries.featured(api)
                : activityQueries.feed(api),
            )
        : undefined,
      title: 'activities.title',
    }),
    page('activities/:activityId', () => import('./activity-page'), 'ActivityPage', {
      data: true,
    }),
  ],
  notificationSettings: [
    { label: 'settings.notifications.category.likes', type: 'LIKE' },
    { label: 'settings.notifications.category.comments', type: 'COMMENT' },
    { label: 'settings.notifications.type.RESHARE', type: 'RESHARE' },
    { label: 'settings.notifications.type.ACTIVITY', type: 'ACTIVITY' },
  ],
});
