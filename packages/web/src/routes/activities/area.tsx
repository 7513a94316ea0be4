import { defineArea, page } from '../../app/area';

/**
 * Activities: the feed with its composer (/activities) and a post with its comments.
 * Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const activitiesArea = defineArea({
  id: 'activities',
  module: 'activities',
  routes: [
    // The feed depends on who reads it, so it is not prefetched anonymously on the server.
    page('activities', () => import('./activities-page'), 'ActivitiesPage', {
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
