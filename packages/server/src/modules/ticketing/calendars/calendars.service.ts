import { createHash, randomBytes } from 'node:crypto';
import {
  displayName,
  MESSAGES,
  MEMBER_CALENDAR_FEED_PATH,
  ORGANIZATION_CALENDAR_FEED_PATH,
  type CalendarFeed,
  type CalendarFeedLink,
} from '@convene/contract';
import { requireAccount, requireModule, type RequestContext } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { originOf } from '../../../lib/site-origin';
import { moduleLocksOfAccount } from '../../../tenancy/tier-gate';
import type { TierLockCache } from '../../../tenancy/tier-lock-cache';
import { findAccountById } from '../../accounts/index';
import {
  calendarProductId,
  calendarText,
  eventEntry,
  sessionEntry,
  type CalendarEvent,
  type CalendarEventRow,
} from '../registration/index';
import {
  deleteFeed,
  eventsByIds,
  findFeedByHash,
  findFeedOf,
  memberEvents,
  memberSessions,
  publicEvents,
  saveFeed,
} from './calendars.repository';

/*
 * Calendar feeds (decision 0065). A member's feed is addressed by a random token of 32
 * bytes that only its holder knows: the server keeps its SHA-256, shows the address once
 * when it is made, and forgets the previous one when a new one is made or the feed is
 * revoked. The organization's feed lists its public events to anyone.
 */

/** How far back a feed reaches: events that ended up to this long ago stay listed. */
const FEED_PAST_MS = 90 * 86_400_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const sinceOf = (ctx: RequestContext) => new Date(ctx.now.getTime() - FEED_PAST_MS);

/** The feed's address under the API; `?organization=` because calendar apps send no header. */
function feedUrl(ctx: RequestContext, path: string): string {
  return `${originOf(ctx)}/api${path}?organization=${ctx.organization.id}`;
}

/** The organization's public feed's address. */
export function organizationFeedUrl(ctx: RequestContext): string {
  return feedUrl(ctx, ORGANIZATION_CALENDAR_FEED_PATH);
}

/** `GET /self/calendar-feed`. */
export async function calendarFeedState(ctx: RequestContext): Promise<CalendarFeed> {
  const account = requireAccount(ctx);
  const feed = await findFeedOf(ctx.db, ctx.scope, account.id);
  return { active: !!feed, createdAt: feed?.createdAt.toISOString() ?? null };
}

/** `POST /self/calendar-feed`: a new address, answered once; the previous one answers 404. */
export async function regenerateCalendarFeed(ctx: RequestContext): Promise<CalendarFeedLink> {
  const account = requireAccount(ctx);
  const token = randomBytes(32).toString('base64url');
  const feed = await saveFeed(ctx.db, ctx.scope, account.id, {
    tokenHash: hashOf(token),
    createdAt: ctx.now,
  });
  const url = feedUrl(ctx, MEMBER_CALENDAR_FEED_PATH.replace(':token', token));
  return {
    active: true,
    createdAt: feed.createdAt.toISOString(),
    url,
    webcalUrl: url.replace(/^https?:\/\//, 'webcal://'),
  };
}

/** `DELETE /self/calendar-feed`. */
export async function revokeCalendarFeed(ctx: RequestContext): Promise<null> {
  const account = requireAccount(ctx);
  await deleteFeed(ctx.db, ctx.scope, account.id);
  return null;
}

function calendar(ctx: RequestContext, name: string, entries: CalendarEvent[]): string {
  return calendarText(entries, { productId: calendarProductId(ctx), name });
}

/**
 * The member feed of `token`: the events the member holds a pass of and the sessions
 * their passes hold a seat of. An unknown, revoked or replaced token, or one of another
 * organization, is a 404 like any unknown address. The calendar app calls with no sign-in,
 * so the module gate judges the feed's holder: an events module locked behind a tier the
 * holder no longer has closes their feed (457/458) as it closes their events pages.
 */
export async function memberCalendar(
  ctx: RequestContext,
  token: string,
  tierLocks: TierLockCache,
): Promise<string> {
  const feed = await findFeedByHash(ctx.db, ctx.scope, hashOf(token));
  if (!feed) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const account = await findAccountById(ctx.db, ctx.scope, feed.accountId);
  if (!account || account.disabled) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const holder: RequestContext = {
    ...ctx,
    account,
    moduleLocks: await moduleLocksOfAccount(ctx, tierLocks, account),
  };
  requireModule(holder, 'events');
  const since = sinceOf(ctx);
  const [eventRows, sessionRows] = await Promise.all([
    memberEvents(ctx.db, ctx.scope, account.id, since),
    memberSessions(ctx.db, ctx.scope, account.id, since),
  ]);
  const byId = new Map<string, CalendarEventRow>(eventRows.map((row) => [row.id, row]));
  const missing = [...new Set(sessionRows.map((row) => row.eventId))].filter((id) => !byId.has(id));
  for (const row of await eventsByIds(ctx.db, ctx.scope, missing)) byId.set(row.id, row);
  const sessions = sessionRows.flatMap((row) => {
    const event = byId.get(row.eventId);
    return event ? [sessionEntry(ctx, row, event)] : [];
  });
  return calendar(ctx, `${ctx.organization.config.NAME} · ${displayName(account)}`, [
    ...eventRows.map((row) => eventEntry(ctx, row)),
    ...sessions,
  ]);
}

/** Whether an event is locked behind membership tiers (with memberships on, decision 0041). */
async function tierLocked(ctx: RequestContext, eventId: string): Promise<boolean> {
  if (!ctx.organization.modules.includes('subscriptions') || !ctx.tierLocks) return false;
  return (await ctx.tierLocks.requirementsOf(ctx.organization.id, 'event', eventId)).length > 0;
}

/**
 * The organization's feed: its public events, upcoming and of the last 90 days, but those
 * locked behind tiers, whose pages a signed-out reader cannot open.
 */
export async function organizationCalendar(ctx: RequestContext): Promise<string> {
  requireModule(ctx, 'events');
  const rows = await publicEvents(ctx.db, ctx.scope, sinceOf(ctx));
  const locked = await Promise.all(rows.map((row) => tierLocked(ctx, row.id)));
  return calendar(
    ctx,
    ctx.organization.config.NAME,
    rows.filter((_, index) => !locked[index]).map((row) => eventEntry(ctx, row)),
  );
}
