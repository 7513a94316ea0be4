import {
  CalendarFeedQuerySchema,
  CalendarFeedTokenSchema,
  CHANNEL_MESSAGES,
  MESSAGES,
  MEMBER_CALENDAR_FEED_PATH,
  ORGANIZATION_CALENDAR_FEED_PATH,
} from '@convene/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext, Services } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { feedContext } from '../../../plugins/api-context';
import type { OrganizationCache } from '../../../tenancy/organization-cache';
import { memberCalendar, organizationCalendar } from './calendars.service';

/*
 * The calendar feeds (text/calendar, outside the JSON endpoint table, like the podcast
 * feed): calendar apps send no Authorization header, so a member's feed is named by the
 * secret token in its path, and the organization comes from the `organization` header,
 * `?organization=` or the host called.
 */

type Deps = { services: Services; organizations: OrganizationCache };

async function contextOf(request: FastifyRequest, deps: Deps): Promise<RequestContext> {
  const query = CalendarFeedQuerySchema.safeParse(request.query);
  if (!query.success) {
    throw new AppError('VALIDATION', CHANNEL_MESSAGES.invalidOrganization, {
      field: 'organization',
    });
  }
  return feedContext(request, deps, query.data.organization);
}

function send(reply: FastifyReply, body: string, cache: string) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('cache-control', cache)
    .header('content-disposition', 'inline; filename="calendar.ics"')
    .send(body);
}

/** Registers `GET /calendars/members/{token}/feed.ics` and `GET /calendars/events.ics`. */
export function registerCalendarFeeds(api: FastifyInstance, deps: Deps): void {
  const config = { config: { skipContext: true }, schema: { hide: true } };
  api.get<{ Params: { token: string } }>(
    MEMBER_CALENDAR_FEED_PATH,
    config,
    async (request, reply) => {
      // A malformed token names no feed: the same 404 as a revoked one.
      if (!CalendarFeedTokenSchema.safeParse(request.params.token).success)
        throw new AppError('NOT_FOUND', MESSAGES.notFound);
      const ctx = await contextOf(request, deps);
      // Private to its holder: no shared cache may keep it.
      return send(reply, await memberCalendar(ctx, request.params.token), 'private, max-age=300');
    },
  );
  api.get(ORGANIZATION_CALENDAR_FEED_PATH, config, async (request, reply) => {
    const ctx = await contextOf(request, deps);
    return send(reply, await organizationCalendar(ctx), 'public, max-age=300');
  });
}
