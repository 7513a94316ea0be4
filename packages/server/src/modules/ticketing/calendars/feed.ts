import {
  CalendarFeedQuerySchema,
  CalendarFeedTokenSchema,
  CHANNEL_MESSAGES,
  MESSAGES,
  MEMBER_CALENDAR_FEED_PATH,
  ORGANIZATION_CALENDAR_FEED_PATH,
} from '@convene/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireModule, type RequestContext } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { ExpiringMemo } from '../../../lib/expiring-memo';
import { feedContext, type VisitorDeps } from '../../../plugins/api-context';
import { memberCalendar, organizationCalendar } from './calendars.service';

/*
 * The calendar feeds (text/calendar, outside the JSON endpoint table, like the podcast
 * feed): calendar apps send no Authorization header, so a member's feed is named by the
 * secret token in its path, and the organization comes from the `organization` header,
 * `?organization=` or the host called.
 */

/**
 * How long a rendered organization feed is answered again. A write to the organization's
 * data moves its data version (tenancy/data-versions.ts), which is in the key, so an event
 * saved or cancelled shows at the next fetch; the time only moves the 90 days' window.
 */
const ORGANIZATION_FEED_TTL_MS = 5 * 60_000;

/** Organizations (and site origins) whose rendered feed one node keeps. */
const ORGANIZATION_FEEDS_KEPT = 200;

async function contextOf(request: FastifyRequest, deps: VisitorDeps): Promise<RequestContext> {
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
export function registerCalendarFeeds(api: FastifyInstance, deps: VisitorDeps): void {
  // Calendar apps poll the organization's feed, all of them the same text: it is rendered
  // once per data version (about 5 ms of CPU for the demo's events), not once per poll.
  const organizationFeeds = new ExpiringMemo<string>(
    ORGANIZATION_FEED_TTL_MS,
    ORGANIZATION_FEEDS_KEPT,
  );
  const organizationFeed = async (ctx: RequestContext) => {
    // The gate before the cache: a rendered feed is no pass through a module lock.
    requireModule(ctx, 'events');
    const { organization } = ctx;
    const version = await ctx.versions.current(organization.id);
    const key = `${organization.id}:${organization.updatedAt.getTime()}:${version}:${ctx.origin}`;
    return organizationFeeds.get(key, () => organizationCalendar(ctx));
  };
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
      return send(
        reply,
        await memberCalendar(ctx, request.params.token, deps.tierLocks),
        'private, max-age=300',
      );
    },
  );
  api.get(ORGANIZATION_CALENDAR_FEED_PATH, config, async (request, reply) => {
    const ctx = await contextOf(request, deps);
    return send(reply, await organizationFeed(ctx), 'public, max-age=300');
  });
}
