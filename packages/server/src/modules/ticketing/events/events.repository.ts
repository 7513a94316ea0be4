import { UUID_PATTERN, type EventAvailability } from '@convene/contract';
import { and, desc, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventPassTypePriceSchedules,
  eventPassTypes,
  eventRegistrations,
  events,
  series,
} from '../../../db/schema/index';
import {
  afterPosition,
  boundPosition,
  orderBySql,
  positionSql,
  type KeysetPosition,
  type Ordering,
} from '../../../lib/keyset';
import { bound, preparedStatement } from '../../../lib/prepared';
import { likePattern } from '../../../lib/search';
import { inOrganization, type Page, type Scope } from '../../../tenancy/scope';
import { accountsAs, accountSummaryColumns, type OptionalBaseAccountRow } from '../../accounts/sql';
import { baseGroupJson, memberGroupIdsSql } from '../../groups/sql';
import { discoveryConditions, type EventDiscovery } from './discovery';
import { jsonObject } from '../../../lib/json-sql';
import type { EventRow } from './sql';

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
function viewerFlags(viewer: ViewerSql) {
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

/**
 * What the passes on sale now cost and whether any is left, aggregated for each event row
 * by one lateral join that every summary read makes (`.leftJoin(...pricesJoin(now))`): the pass types of the event (each priced as the cart
 * prices it: the lowest price schedule in force, else its own price), read through their
 * (event_id, slug) index, so each row costs its own pass types and nothing else.
 */
export function pricesJoin(now: Bindable) {
  const pt = eventPassTypes;
  const ps = eventPassTypePriceSchedules;
  const at = sql`${now}::timestamptz`;
  const passes = sql`select coalesce(min(${ps.price}), ${pt.price}) as price_now,
      (${pt.supply} is null or ${pt.sold} + ${pt.reserved} < ${pt.supply}) as available
    from ${pt} left join ${ps} on ${ps.passTypeId} = ${pt.id}
      and ${ps.startDate} <= ${at} and ${ps.endDate} > ${at}
    where ${pt.eventId} = ${events.id} and ${pt.organizationId} = ${events.organizationId}
      and ${pt.active} and ${pt.visibility} = 'public'
      and (${pt.overrideStartDate} is null or ${pt.overrideStartDate} <= ${at})
    group by ${pt.id}`;
  const table = sql`lateral (select min(p.price_now)::int as min_price,
      max(p.price_now)::int as max_price, count(*)::int as passes,
      count(*) filter (where p.available)::int as available from (${passes}) p) as prices`;
  return [table, sql`true`] as const;
}

/** Registration takes carts now (the cart's rule): offered, ready, in its window, not over. */
function registrationOpenSql(at: SQL): SQL<boolean> {
  return sql<boolean>`(${events.registration} and ${events.status} = 'ready'
    and ${at} < ${events.eventEnd}
    and (${events.registrationStart} is null or ${at} >= ${events.registrationStart})
    and (${events.registrationEnd} is null or ${at} < ${events.registrationEnd}))`;
}

/**
 * The price summary of an event card, from `pricesJoin`: the lowest and highest price on
 * sale, and whether a place is left — 'none' when registration is off or nothing is on
 * sale; 'soldOut' when the event is full, or every pass is gone and no line can be joined;
 * 'waitlist' when every pass is gone while registration is open (members join the line).
 */
function pricesSelection(now: Bindable) {
  const at = sql`${now}::timestamptz`;
  return {
    minPrice: sql<number | null>`prices.min_price`,
    maxPrice: sql<number | null>`prices.max_price`,
    availability: sql<EventAvailability>`(case
      when not ${events.registration} or prices.passes = 0 then 'none'
      when ${events.registrationLimit} is not null
        and ${events.registrationCount} >= ${events.registrationLimit} then 'soldOut'
      when prices.available > 0 then 'available'
      when ${registrationOpenSql(at)} then 'waitlist'
      else 'soldOut' end)`,
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

function listQuery(
  db: Executor,
  viewer: ViewerSql,
  filter: Parameters<typeof conditions>[1],
  after: readonly (string | Placeholder | null)[] | null,
) {
  const order = filter.past ? PAST_ORDER : UPCOMING_ORDER;
  return db
    .select(summarySelection(viewer, order))
    .from(events)
    .leftJoin(creators, eq(creators.id, events.creatorId))
    .leftJoin(...pricesJoin(viewer.now))
    .where(and(conditions(viewer, filter), after ? afterPosition(order, after) : undefined))
    .orderBy(...orderBySql(order))
    .$dynamic();
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
 * A page of events after `page.after` (keyset) or at `page.offset`. Lists without search
 * or discovery filters run as prepared statements, one per shape (catalogue or self, past or upcoming, group,
 * series, featured, first page or after a cursor).
 */
export async function selectEvents(
  db: Executor,
  viewer: EventViewer,
  filter: EventListFilter,
  page: Page & { after: KeysetPosition | null },
): Promise<EventSummaryRow[]> {
  if (filter.search || filter.discovery) {
    return listQuery(db, viewerParams(viewer), filter, page.after)
      .limit(page.limit)
      .offset(page.offset) as Promise<EventSummaryRow[]>;
  }
  const { shape, position, params } = boundPosition(page.after);
  const parts = [
    'events',
    filter.of,
    filter.past ? 'past' : 'upcoming',
    filter.featured ? 'featured' : 'all',
    filter.groupId ? 'group' : filter.seriesId ? 'series' : filter.memberGroups ? 'mine' : 'any',
    shape,
  ];
  const name = parts.join('_');
  const statement = preparedStatement(db, name, () =>
    listQuery(
      db,
      BOUND_VIEWER,
      {
        ...filter,
        groupId: filter.groupId === undefined ? undefined : bound('subjectId'),
        seriesId: filter.seriesId === undefined ? undefined : bound('subjectId'),
      },
      position,
    )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  return (await statement.execute({
    ...params,
    ...viewerParams(viewer),
    subjectId: filter.groupId ?? filter.seriesId ?? null,
    limit: page.limit,
    offset: page.offset,
  })) as EventSummaryRow[];
}

/**
 * A read of one event by id or slug as a prepared statement: the shape (`by_id`, `by_slug`)
 * for the statement's name, its condition with placeholders, and the values they take.
 */
export function eventByKey(viewer: EventViewer, key: string) {
  const byId = UUID_PATTERN.test(key);
  const placeholder = sql.placeholder('key');
  return {
    shape: byId ? 'by_id' : 'by_slug',
    where: and(
      inOrganization(events, { organizationId: bound('organizationId') }),
      byId ? sql`${events.id} = ${placeholder}::uuid` : sql`${events.slug} = ${placeholder}`,
    ),
    params: { ...viewerParams(viewer), key: byId ? key : key.toLowerCase() },
  };
}

/** The event by id or slug with the viewer's flags (no embeds): what a guard needs. */
export async function findEventAccess(
  db: Executor,
  viewer: EventViewer,
  key: string,
): Promise<
  | (Pick<
      EventRow,
      'id' | 'slug' | 'name' | 'status' | 'groupId' | 'groupOnly' | 'publicRegistrants'
    > &
      Pick<EventSummaryRow, 'registered' | 'manager' | 'groupMember'>)
  | undefined
> {
  const { shape, where, params } = eventByKey(viewer, key);
  const name = `events_access_${shape}`;
  const statement = preparedStatement(db, name, () =>
    db
      .select({
        id: events.id,
        slug: events.slug,
        name: events.name,
        status: events.status,
        groupId: events.groupId,
        groupOnly: events.groupOnly,
        publicRegistrants: events.publicRegistrants,
        ...viewerFlags(BOUND_VIEWER),
      })
      .from(events)
      .where(where)
      .prepare(name),
  );
  const [row] = await statement.execute(params);
  return row;
}

/**
 * The event's whole row with the viewer's flags, by id or slug: the access check of a read
 * that goes on with the row (the attendee's pages), in the statement that finds it.
 */
export async function findEventRowAccess(
  db: Executor,
  viewer: EventViewer,
  key: string,
): Promise<
  | ({ event: EventRow } & Pick<EventSummaryRow, 'registered' | 'manager' | 'groupMember'>)
  | undefined
> {
  const { shape, where, params } = eventByKey(viewer, key);
  const name = `events_row_access_${shape}`;
  const statement = preparedStatement(db, name, () =>
    db
      .select({ event: events, ...viewerFlags(BOUND_VIEWER) })
      .from(events)
      .where(where)
      .prepare(name),
  );
  const [row] = await statement.execute(params);
  return row;
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
