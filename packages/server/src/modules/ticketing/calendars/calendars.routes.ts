import { calendarEndpoints as endpoints } from '@convene/contract';
import { route } from '../../../lib/endpoint-route';
import { calendarFeedState, regenerateCalendarFeed, revokeCalendarFeed } from './calendars.service';

export const calendarRoutes = [
  route(endpoints.feed, (ctx) => calendarFeedState(ctx)),
  route(endpoints.regenerate, (ctx) => regenerateCalendarFeed(ctx)),
  route(endpoints.revoke, (ctx) => revokeCalendarFeed(ctx)),
];
