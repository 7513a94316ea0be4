import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { CalendarFeedLinkSchema, CalendarFeedSchema } from './calendars';

const tags = ['calendars'];
const module = 'events';
const path = '/self/calendar-feed';

/** The acting member's secret calendar feed: whether there is one, make a new one, revoke it. */
export const calendarEndpoints = {
  feed: defineEndpoint({
    method: 'GET',
    path,
    auth: 'account',
    module,
    tags,
    summary: 'Whether the member has a calendar feed (its address is shown only when made)',
    data: CalendarFeedSchema,
  }),
  regenerate: defineEndpoint({
    method: 'POST',
    path,
    auth: 'account',
    module,
    tags,
    summary: 'Makes the member a new calendar feed address; the previous one answers 404',
    data: CalendarFeedLinkSchema,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path,
    auth: 'account',
    module,
    tags,
    summary: 'Revokes the member’s calendar feed: its address answers 404',
    data: z.null(),
  }),
};

/*
 * The feeds' paths under the API prefix (not in the table: they answer text/calendar).
 * The organization comes from the `organization` header, `?organization=` or the host.
 */
export const MEMBER_CALENDAR_FEED_PATH = '/calendars/members/:token/feed.ics';
export const ORGANIZATION_CALENDAR_FEED_PATH = '/calendars/events.ics';
