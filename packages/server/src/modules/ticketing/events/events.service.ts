import {
  EVENT_MESSAGES,
  MESSAGES,
  type Account,
  type Event,
  type EventListQuery,
  type EventStatus,
  type EventSummary,
  type KeysetListQuery,
  type PastEventsQuery,
  type Relationships,
} from '@convene/contract';
import { requireAccount, requireModule, type RequestContext } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { listWindow, nextCursor, pageOf, type Paged } from '../../../lib/keyset';
import { accountMapper } from '../../accounts/index';
import { requireGroupViewer } from '../../groups/index';
import { discoveryOf } from './discovery';
import { findEventAccess, findEventRowAccess } from './event-access.repository';
import { findEventDetail, findEventExtras, findEventViewerMarks } from './event-detail.repository';
import { toEvent, toEventSummary, withCardMarks, withViewerMarks } from './event-view';
import {
  PAST_ORDER,
  selectEventMarks,
  selectEvents,
  selectEventSummaries,
  UPCOMING_ORDER,
  type EventListFilter,
  type EventViewer,
} from './events.repository';
import type { EventRow } from './sql';
import {
  REGISTRANT_ORDER,
  registeredEventIds,
  selectRegistrants,
} from './registrations.repository';
import { requireTier } from '../../../tenancy/tier-gate';
import { sharedView, sharedViewKind, sharedViewsOf } from '../../../tenancy/shared-views';

/** Who reads, from the request: the acting account, admin rights and the time. */
export function viewerOf(ctx: RequestContext): EventViewer {
  return {
    scope: ctx.scope,
    viewerId: ctx.account?.id ?? null,
    admin: ctx.login?.admin === true,
    now: ctx.now.toISOString(),
  };
}

/** `viewer`'s organization and time, read for nobody: what a shared view is built for. */
function noViewer(viewer: EventViewer): EventViewer {
  return { scope: viewer.scope, viewerId: null, admin: false, now: viewer.now };
}

export function eventNotFound(): AppError {
  return new AppError('NOT_FOUND', EVENT_MESSAGES.eventNotFound);
}

/** The viewer's relation to an event, as every read of the event checks it. */
export interface EventAccess {
  id: string;
  status: EventStatus;
  groupId: string | null;
  groupOnly: boolean;
  publicRegistrants: boolean;
  registered: boolean;
  manager: boolean;
  groupMember: boolean;
}

/**
 * The catalogue's rules on one event: only `ready` events are public (403 'Event not
 * public' otherwise, except for its managers and registered attendees); a group-only
 * event needs membership of its group (453 'you must join the group to view this content').
 */
function requireViewable(
  access: Pick<
    EventAccess,
    'status' | 'groupId' | 'groupOnly' | 'registered' | 'manager' | 'groupMember'
  >,
): void {
  if (access.status !== 'ready' && !access.manager && !access.registered) {
    throw new AppError('FORBIDDEN', MESSAGES.eventNotPublic);
  }
  if (access.groupOnly && access.groupId && !access.manager && !access.groupMember) {
    throw new AppError('NOT_GROUP_MEMBER');
  }
}

/**
 * An event of the organization the acting account may see, by id or slug: 456 when the
 * events module is off, 404 when unknown or of another organization, then the rules above
 * and its tier lock (457/458).
 */
export async function requireEventViewer(
  ctx: RequestContext,
  eventIdOrSlug: string,
): Promise<EventAccess> {
  const access = await requireEventVisible(ctx, eventIdOrSlug);
  // An event locked behind tiers keeps its sessions, speakers and pages too (hosts pass).
  await requireTier(ctx, { type: 'event', id: access.id }, { bypass: access.manager });
  return access;
}

/** The rules above but the tier lock: what finds the event whose lock a member is told of. */
export async function requireEventVisible(
  ctx: RequestContext,
  eventIdOrSlug: string,
): Promise<EventAccess> {
  requireModule(ctx, 'events');
  const access = await findEventAccess(ctx.db, viewerOf(ctx), eventIdOrSlug);
  if (!access) throw eventNotFound();
  requireViewable(access);
  return access;
}

/** `requireEventViewer` answering the event's whole row, read by the same statement. */
export async function requireEventRowViewer(
  ctx: RequestContext,
  eventIdOrSlug: string,
): Promise<EventRow> {
  requireModule(ctx, 'events');
  const found = await findEventRowAccess(ctx.db, viewerOf(ctx), eventIdOrSlug);
  if (!found) throw eventNotFound();
  const { event, manager } = found;
  requireViewable({ ...found, ...event });
  await requireTier(ctx, { type: 'event', id: event.id }, { bypass: manager });
  return event;
}

/** The part of event pages that reads the same for everyone, built for no viewer. */
const EVENT_PAGES = sharedViewKind<Event>('event-page');

/**
 * `GET /events/{id}`: the event and the viewer's marks on it in one statement, the rules on
 * them, then the page's shared part (kept per data version: tenancy/shared-views.ts) with
 * the marks laid over it.
 */
export async function getEvent(ctx: RequestContext, eventIdOrSlug: string): Promise<Event> {
  requireModule(ctx, 'events');
  const viewer = viewerOf(ctx);
  const marks = await findEventViewerMarks(ctx.db, viewer, eventIdOrSlug);
  if (!marks) throw eventNotFound();
  requireViewable(marks);
  await requireTier(ctx, { type: 'event', id: marks.id });
  const page = await sharedView(ctx, EVENT_PAGES, marks.id, async () => {
    const row = await findEventDetail(ctx.db, noViewer(viewer), marks.id);
    // Deleted between the two reads.
    if (!row) throw eventNotFound();
    return toEvent(row);
  });
  return withViewerMarks(page, marks);
}

/** Event cards as they read for no viewer: shared by every reader of a list. */
const EVENT_CARDS = sharedViewKind<EventSummary>('event-card');

/**
 * A page of event cards: the viewer's page of events with their marks (one statement), each
 * card from the views every reader shares (read by one statement for the cards not kept).
 */
async function eventPage(
  ctx: RequestContext,
  filter: EventListFilter,
  query: KeysetListQuery,
): Promise<Paged<EventSummary>> {
  const viewer = viewerOf(ctx);
  const window = listWindow(query, filter.past ? PAST_ORDER : UPCOMING_ORDER);
  const marks = await selectEventMarks(ctx.db, viewer, filter, window);
  const items = await sharedViewsOf(
    ctx,
    EVENT_CARDS,
    marks,
    async (ids) => {
      const rows = await selectEventSummaries(ctx.db, noViewer(viewer), ids);
      return new Map(rows.map((row) => [row.event.id, toEventSummary(row)]));
    },
    withCardMarks,
  );
  return { items, cursor: nextCursor(marks, window.limit) };
}

/** As `eventPage`, each event in full (the lists the SDK reads as full events): bounded by the page. */
async function fullEventPage(
  ctx: RequestContext,
  filter: EventListFilter,
  query: KeysetListQuery,
): Promise<Paged<Event>> {
  const viewer = viewerOf(ctx);
  const window = listWindow(query, filter.past ? PAST_ORDER : UPCOMING_ORDER);
  const rows = await selectEvents(ctx.db, viewer, filter, window);
  const extras = await findEventExtras(
    ctx.db,
    viewer,
    rows.map((row) => row.event.id),
  );
  return pageOf(rows, window, (row) => toEvent({ ...row, extras: extras.get(row.event.id)! }));
}

/**
 * `GET /events`: the public catalogue, upcoming or past, featured or all, searched and
 * narrowed by the discovery filters (decision 0066).
 */
export function listEvents(
  ctx: RequestContext,
  query: EventListQuery,
): Promise<Paged<EventSummary>> {
  requireModule(ctx, 'events');
  const discovery = discoveryOf(query);
  return eventPage(
    ctx,
    {
      of: 'catalogue',
      past: query.past ?? false,
      featured: query.featured ?? false,
      search: query.search,
      ...(discovery ? { discovery } : {}),
      // A date range without `past` holds past and upcoming events alike, soonest first.
      anyTime: query.past === undefined && (query.from !== undefined || query.to !== undefined),
    },
    query,
  );
}

/** `GET /events/featured`: featured upcoming events. */
export function listFeaturedEvents(
  ctx: RequestContext,
  query: KeysetListQuery,
): Promise<Paged<EventSummary>> {
  return listEvents(ctx, { ...query, featured: true });
}

/** `GET /groups/{id}/events`: the group's public events, after the group's own access check. */
export async function listGroupEvents(
  ctx: RequestContext,
  groupIdOrSlug: string,
  query: PastEventsQuery,
): Promise<Paged<EventSummary>> {
  requireModule(ctx, 'events');
  const group = await requireGroupViewer(ctx, groupIdOrSlug);
  return eventPage(
    ctx,
    { of: 'catalogue', past: query.past ?? false, groupId: group.id, search: query.search },
    query,
  );
}

/** `GET /groups/events`: the events of every group the acting account is a member of. */
export function listMemberGroupsEvents(
  ctx: RequestContext,
  query: PastEventsQuery,
): Promise<Paged<Event>> {
  requireModule(ctx, 'events');
  requireModule(ctx, 'groups');
  requireAccount(ctx);
  return fullEventPage(
    ctx,
    { of: 'catalogue', past: query.past ?? false, memberGroups: true, search: query.search },
    query,
  );
}

/** `GET /series/{id}/events` (the series checked by the caller). */
export function listSeriesEvents(
  ctx: RequestContext,
  seriesId: string,
  query: PastEventsQuery,
): Promise<Paged<Event>> {
  return fullEventPage(
    ctx,
    { of: 'catalogue', past: query.past ?? false, seriesId, search: query.search },
    query,
  );
}

/** `GET /self/events`: what the acting account is registered for, whatever the event's state. */
export function listSelfEvents(
  ctx: RequestContext,
  query: PastEventsQuery,
): Promise<Paged<EventSummary>> {
  requireModule(ctx, 'events');
  requireAccount(ctx);
  return eventPage(ctx, { of: 'self', past: query.past ?? false, search: query.search }, query);
}

/**
 * `GET /events/{id}/registrants`: the registered accounts, newest first, when the event
 * shows them (its managers always see them); blocked and disabled accounts are left out.
 */
export async function listRegistrants(
  ctx: RequestContext,
  eventIdOrSlug: string,
  query: KeysetListQuery,
): Promise<Paged<Account>> {
  const event = await requireEventViewer(ctx, eventIdOrSlug);
  if (!event.publicRegistrants && !event.manager) {
    throw new AppError('FORBIDDEN', EVENT_MESSAGES.registrantsNotPublic);
  }
  const window = listWindow(query, REGISTRANT_ORDER);
  const rows = await selectRegistrants(ctx.db, ctx.scope, event.id, ctx.account?.id, window);
  const toAccountOf = await accountMapper(
    ctx,
    rows.map((row) => row.account),
  );
  return pageOf(rows, window, (row) => toAccountOf(row.account));
}

/** `/self/relationships` events: the events the acting account is registered for. */
export async function eventRelationships(ctx: RequestContext): Promise<Relationships['events']> {
  const account = requireAccount(ctx);
  if (!ctx.organization.modules.includes('events')) return {};
  const ids = await registeredEventIds(ctx.db, ctx.scope, account.id);
  return Object.fromEntries(ids.map((id) => [id, true]));
}
