import type { ServerModule } from '../server-module';
import { activityListRoutes, activityRoutes } from './activities.routes';
import { activitySubjects } from './notification-subjects';
import { activitySearch } from './search';

/**
 * Activities: posts, comments, likes and reports, and every list of them — a group's and
 * an interest's too. It uses the accounts, groups and interests modules; none uses it back.
 */
export const activitiesModule: ServerModule = {
  name: 'activities',
  routes: [...activityRoutes, ...activityListRoutes],
  notificationSubjects: { activities: activitySubjects },
  searchSources: { activities: activitySearch },
};

export { releaseActivityCounters } from './account-deletion';
/** For the seed: an activity row as it was written at some time. */
export { insertActivity } from './activities.repository';
