import { UUID_PATTERN, type EventAvailability } from '@convene/contract';
import { and, desc, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventRegistrations, events, series } from '../../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type ListWindow,
  type Ordering,
} from '../../../lib/keyset';
import { bound, preparedList, preparedStatement } from '../../../lib/prepared';
import { likePattern } from '../../../lib/search';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import { accountsAs, accountSummaryColumns, type OptionalBaseAccountRow } from '../../accounts/sql';
import { baseGroupJson, memberGroupIdsSql } from '../../groups/sql';
import { discoveryConditions, type EventDiscovery } from './discovery';
import { jsonObject } from '../../../lib/json-sql';
import type { EventRow } from './sql';
import { pricesJoin, pricesSelection } from './event-prices.sql';

export { pricesJoin } from './event-prices.sql';

/*
 * Events as lists and pages read them: the row, its group, series and creator as JSON,
 * and the viewer's relation to it (registered, manager, member of its group), all in the
 * one statement of the page. Hot shapes are prepared (lib/prepared.ts).
 */

/** Who reads, and when: bound into every statement (placeholders in prepared ones). */
export interface EventViewer {
  scope: Scope;
  viewerId: string | null;
  /** An organization administrator manages every event. */
  admin: boolean;
  /** ISO time that decides past and upcoming. */
  now: string;
}

type Bindable = string | Placeholder;
type ViewerSql = {
  organizationId: Bindable;
  viewerId: Bindable | null;
  admin: Bindable | boolean;
  now: Bindable;
};

const creators = accountsAs('ec');

/**
 * Drizzle writes the columns placed straight into a selected expression of a one-table
 * query without their table; inside a subquery such a column would bind to the
 * subquery's table. Nested one level, they keep it.
 */
function nest<T>(expression: SQL<T>): SQL<T> {
  return sql<T>`${expression}`;
}

/** The viewer's relation to the event row, as SQL booleans. */
export function viewerFlags(viewer: ViewerSql) {
  const viewerId = sql`${viewer.viewerId}::uuid`;
  return {
    // Anonymous: false without looking (`and` stops at its first false operand).
    registered:
      nest(sql<boolean>`(${viewerId} is not null and exists (select 1 from ${eventRegistrations}
      where ${eventRegistrations.eventId} = ${events.id}
      and ${eventRegistrations.accountId} = ${viewerId}
      and ${eventRegistrations.status} = 'registered'))`),
    manager: nest(
      sql<boolean>`(${viewer.admin}::boolean or coalesce(${events.creatorId} = ${viewerId}, false))`,
    ),
    groupMember: nest(
      sql<boolean>`coalesce(${events.groupId} in (${memberGroupIdsSql(
        { organizationId: viewer.organizationId as string },
        viewer.viewerId as string,
      )}), false)`,
    ),
  };
}

/** What every event read selects: the row, its embeds and the viewer's flags. */
function summarySelection(viewer: ViewerSql, order: Ordering) {
  return {
    prices: pricesSelection(viewer.now),
    event: events,
    // A card's sub-select runs only for a row that has the reference.
    group: nest(
      sql`case when ${events.groupId} is not null then ${baseGroupJson(events.groupId)} end`,
    ),
    series:
      nest(sql`case when ${events.seriesId} is not null then (select ${jsonObject({ id: series.id, slug: series.slug, name: series.name })}
      from ${series} where ${series.id} = ${events.seriesId}) end`),
    creator: accountSummaryColumns(creators),
    ...viewerFlags(viewer),
    past: nest(sql<boolean>`(${events.eventEnd} < ${viewer.now}::timestamptz)`),
    upcoming: nest(sql<boolean>`(${events.eventStart} > ${viewer.now}::timestamptz)`),
    position: nest(positionSql(order)),
  };
}

export interface EventSummaryRow {
  event: EventRow;
  prices: { minPrice: number | null; maxPrice: number | null; availability: EventAvailability };
  group: unknown;
  series: unknown;
  creator: OptionalBaseAccountRow;
  registered: boolean;
  manager: boolean;
  groupMember: boolean;
  past: boolean;
  upcoming: boolean;
  position: string;
}

/** Upcoming (and running) events: soonest first. */
export const UPCOMING_ORDER: Ordering = [
  { column: events.eventStart, type: 'timestamptz', direction: 'asc' },
  { column: events.id, type: 'uuid', direction: 'asc' },
];
/** Past events: the latest first. */
export const PAST_ORDER: Ordering = [
  { column: events.eventStart, type: 'timestamptz', direction: 'desc' },
  { column: events.id, type: 'uuid', direction: 'desc' },
];

/** Which events a list holds; the service decides who may ask. */
export interface EventListFilter {
  past: boolean;
  /** The public catalogue (ready, public, group-only for members), or the viewer's registrations. */
  of: 'catalogue' | 'self';
  featured?: boolean;
  groupId?: string;
  seriesId?: string;
  /** Only events of groups the viewer is a member of. */
  memberGroups?: boolean;
  search?: string;
  /** Discovery filters (decision 0066); with a date range, `anyTime` drops the past/upcoming split. */
  discovery?: EventDiscovery;
  anyTime?: boolean;
}

/** Group-only events show to the group's members and to the event's managers. */
function visibleToViewer(flags: ReturnType<typeof viewerFlags>): SQL {
  return sql`(not ${events.groupOnly} or ${events.groupId} is null or ${flags.manager} or ${flags.groupMember})`;
}

/** The public catalogue as `viewer` sees it: ready, public, group-only events for members. */
function inCatalogue(viewer: ViewerSql): SQL | undefined {
  return and(
    eq(events.status, 'ready'),
    eq(events.visibility, 'public'),
    visibleToViewer(viewerFlags(viewer)),
  );
}

function conditions(
  viewer: ViewerSql,
  filter: Omit<EventListFilter, 'groupId' | 'seriesId'> & {
    groupId?: Bindable;
    seriesId?: Bindable;
  },
): SQL | undefined {
  const flags = viewerFlags(viewer);
  const where: (SQL | undefined)[] = [
    inOrganization(events, { organizationId: viewer.organizationId as string }),
  ];
  if (!filter.anyTime) {
    where.push(
      filter.past
        ? sql`${events.eventEnd} < ${viewer.now}::timestamptz`
        : sql`${events.eventEnd} >= ${viewer.now}::timestamptz`,
    );
  }
  if (filter.of === 'self') {
    where.push(flags.registered);
  } else {
    where.push(inCatalogue(viewer));
  }
  if (filter.featured) where.push(eq(events.featured, true));
  if (filter.memberGroups) where.push(flags.groupMember);
  if (filter.groupId !== undefined) where.push(sql`${events.groupId} = ${filter.groupId}::uuid`);
  if (filter.seriesId !== undefined) where.push(sql`${events.seriesId} = ${filter.seriesId}::uuid`);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    where.push(
      or(
        ilike(events.name, pattern),
        ilike(events.shortDescription, pattern),
        ilike(events.location, pattern),
        ilike(events.venue, pattern),
        ilike(events.city, pattern),
      ),
    );
  }
  if (filter.discovery) {
    where.push(...discoveryConditions(viewer.organizationId as string, filter.discovery));
  }
  return and(...where);
}

/** The rows of a list whose cards are shared views: what the viewer alone decides of each. */
export interface EventMarksRow {
  id: string;
  /** Shown to those who may join: registered attendees and the event's managers. */
  meetingUrl: string | null;
  registered: boolean;
  manager: boolean;
  position: string;
}

function marksSelection(viewer: ViewerSql, order: Ordering) {
  const { registered, manager } = viewerFlags(viewer);
  return {
    id: events.id,
    meetingUrl: events.meetingUrl,
    registered,
    manager,
    position: nest(positionSql(order)),
  };
}

type ListFilterSql = Parameters<typeof conditions>[1];

/** The list's condition and order: its filter and the page after `after`. */
function listWhere(
  viewer: ViewerSql,
  filter: ListFilterSql,
  after: readonly (string | Placeholder | null)[] | null,
) {
  const order = filter.past ? PAST_ORDER : UPCOMING_ORDER;
  return {
    order,
    where: and(conditions(viewer, filter), after ? afterPosition(order, after) : undefined),
  };
}

function listQuery(
  db: Executor,
  viewer: ViewerSql,
  filter: ListFilterSql,
  after: readonly (string | Placeholder | null)[] | null,
) {
  const { order, where } = listWhere(viewer, filter, after);
  return db
    .select(summarySelection(viewer, order))
    .from(events)
    .leftJoin(creators, eq(creators.id, events.creatorId))
    .leftJoin(...pricesJoin(viewer.now))
    .where(where)
    .orderBy(...orderBySql(order))
    .$dynamic();
}

function marksQuery(
  db: Executor,
  viewer: ViewerSql,
  filter: ListFilterSql,
  after: readonly (string | Placeholder | null)[] | null,
) {
  const { order, where } = listWhere(viewer, filter, after);
  const query = db.select(marksSelection(viewer, order)).from(events).$dynamic();
  // The price filter reads the prices join (discovery.ts); no other list needs it here.
  if (filter.discovery?.price) query.leftJoin(...pricesJoin(viewer.now));
  return query.where(where).orderBy(...orderBySql(order));
}

function viewerParams(viewer: EventViewer) {
  return {
    organizationId: viewer.scope.organizationId,
    viewerId: viewer.viewerId,
    admin: viewer.admin,
    now: viewer.now,
  };
}

const BOUND_VIEWER: ViewerSql = {
  organizationId: bound('organizationId'),
  viewerId: bound('viewerId'),
  admin: bound('admin'),
  now: bound('now'),
};

/**
 * The prepared statements of the lists without search or discovery filters are one per shape
 * (`lists`, catalogue or self, past or upcoming, featured, group, series; then the cursor's).
 */
function listName(list: 'events' | 'events_marks', filter: EventListFilter): string {
  return [
    list,
    filter.of,
    filter.past ? 'past' : 'upcoming',
    filter.featured ? 'featured' : 'all',
    filter.groupId ? 'group' : filter.seriesId ? 'series' : filter.memberGroups ? 'mine' : 'any',
  ].join('_');
}

/** The filter of a prepared list: its group or series bound. */
function boundFilter(filter: EventListFilter): ListFilterSql {
  return {
    ...filter,
    groupId: filter.groupId === undefined ? undefined : bound('subjectId'),
    seriesId: filter.seriesId === undefined ? undefined : bound('subjectId'),
  };
}

function listParams(viewer: EventViewer, filter: EventListFilter) {
  return { ...viewerParams(viewer), subjectId: filter.groupId ?? filter.seriesId ?? null };
}

/** Searched and filtered lists are built for each request; the others are prepared. */
const adHoc = (filter: EventListFilter) => Boolean(filter.search || filter.discovery);

/** A page of events, each with its card's embeds and the viewer's flags. */
export async function selectEvents(
  db: Executor,
  viewer: EventViewer,
  filter: EventListFilter,
  page: ListWindow,
): Promise<EventSummaryRow[]> {
  const rows = adHoc(filter)
    ? await listQuery(db, viewerParams(viewer), filter, page.after)
        .limit(page.limit)
        .offset(page.offset)
    : await preparedList(
        db,
        listName('events', filter),
        page,
        (position) => listQuery(db, BOUND_VIEWER, boundFilter(filter), position),
        listParams(viewer, filter),
      );
  return rows as EventSummaryRow[];
}

/**
 * A page of events as the viewer's marks on each, no card: the cards are read by id from
 * the views every reader shares (`selectEventSummaries`).
 */
export function selectEventMarks(
  db: Executor,
  viewer: EventViewer,
  filter: EventListFilter,
  page: ListWindow,
): Promise<EventMarksRow[]> {
  return adHoc(filter)
    ? marksQuery(db, viewerParams(viewer), filter, page.after).limit(page.limit).offset(page.offset)
    : preparedList(
        db,
        listName('events_marks', filter),
        page,
        (position) => marksQuery(db, BOUND_VIEWER, boundFilter(filter), position),
        listParams(viewer, filter),
      );
}

/** The cards of the events `ids` as they read for no viewer, in no order. */
export async function selectEventSummaries(
  db: Executor,
  viewer: EventViewer,
  ids: readonly string[],
): Promise<EventSummaryRow[]> {
  const name = 'events_summaries_by_ids';
  const statement = preparedStatement(db, name, () =>
    db
      .select(summarySelection(BOUND_VIEWER, UPCOMING_ORDER))
      .from(events)
      .leftJoin(creators, eq(creators.id, events.creatorId))
      .leftJoin(...pricesJoin(BOUND_VIEWER.now))
      .where(
        and(
          inOrganization(events, { organizationId: bound('organizationId') }),
          sql`${events.id} = any(${sql.placeholder('ids')}::uuid[])`,
        ),
      )
      .prepare(name),
  );
  return (await statement.execute({
    ...viewerParams(viewer),
    ids,
  })) as EventSummaryRow[];
}

/**
 * A read of one event by id or slug as a prepared statement: the shape (`by_id`, `by_slug`)
 * for the statement's name, the values its placeholders take, and `where()`, its condition
 * with placeholders — a function, so that only the statement's first build writes it.
 */
export function eventByKey(viewer: EventViewer, key: string) {
  const byId = UUID_PATTERN.test(key);
  return {
    shape: byId ? 'by_id' : 'by_slug',
    where: () => {
      const placeholder = sql.placeholder('key');
      return and(
        inOrganization(events, { organizationId: bound('organizationId') }),
        byId ? sql`${events.id} = ${placeholder}::uuid` : sql`${events.slug} = ${placeholder}`,
      );
    },
    params: { ...viewerParams(viewer), key: byId ? key : key.toLowerCase() },
  };
}

/** The summary selection, for the detail read (events.detail.ts). */
export function eventSummarySelection(viewer: ViewerSql) {
  return summarySelection(viewer, UPCOMING_ORDER);
}

/** Joins the creator every summary embeds (`eventSummarySelection` selects its columns). */
export const creatorJoin = { table: creators, on: eq(creators.id, events.creatorId) };
export { BOUND_VIEWER, type ViewerSql };

/** The organization's events of the catalogue as `viewer` sees them, past and upcoming. */
export function catalogueEventsSql(viewer: EventViewer): SQL | undefined {
  return and(inOrganization(events, viewer.scope), inCatalogue(viewerParams(viewer)));
}

/**
 * Every event of the catalogue as `viewer` sees it, past and upcoming: its id, slug and
 * last change, the latest changed first (the sitemap reads it for a visitor signed out).
 */
export function selectCatalogueEventPages(db: Executor, viewer: EventViewer, limit: number) {
  return db
    .select({ id: events.id, slug: events.slug, updatedAt: events.updatedAt })
    .from(events)
    .where(catalogueEventsSql(viewer))
    .orderBy(desc(events.updatedAt))
    .limit(limit);
}
