import type { ServerModule } from '../../server-module';
import { calendarRoutes } from './calendars.routes';
import { registerCalendarFeeds } from './feed';

/**
 * Calendar feeds (decision 0065): a member's secret feed (`/self/calendar-feed` makes,
 * shows and revokes it) of the events and sessions they registered for, and the
 * organization's feed of its public events, both served as text/calendar.
 */
export const calendarsModule: ServerModule = {
  name: 'calendars',
  routes: calendarRoutes,
  plainRoutes: registerCalendarFeeds,
};
