import { UUID_PATTERN } from '@convene/contract';
import { and, desc, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { channels, channelSubscriptions, contents } from '../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type KeysetPosition,
  type ListWindow,
  type Ordering,
} from '../../lib/keyset';
import { bound, preparedList, preparedStatement } from '../../lib/prepared';
import { likePattern } from '../../lib/search';
import { inOrganization, type Scope } from '../../tenancy/scope';
import { accountsAs, accountSummaryColumns, type OptionalBaseAccountRow } from '../accounts/sql';
import { baseGroupJson, memberGroupIdsSql } from '../groups/sql';

/*
 * Channels as lists and pages read them: the row, its group and creator, its count of
 * published contents and the viewer's relation (manager, member of its group,
 * subscription), in the one statement of the page.
 */

/** Who reads, and when. */
export interface ChannelViewer {
  scope: Scope;
  viewerId: string | null;
  /** An organization administrator manages every channel. */
  admin: boolean;
  /** ISO time that decides what is published. */
  now: string;
}

export type ChannelRow = typeof channels.$inferSelect;
export type ChannelInsert = typeof channels.$inferInsert;

export interface SubscriptionFlags {
  contentEmailNotification: boolean;
  contentPushNotification: boolean;
}

export interface ChannelPageRow {
  channel: ChannelRow;
  group: unknown;
  creator: OptionalBaseAccountRow;
  contentsCount: number;
  manager: boolean;
  member: boolean;
  subscription: SubscriptionFlags | string | null;
  position: string;
}

const creators = accountsAs('chc');

/** Nested one level so that a one-table query keeps the columns' table (events.repository). */
function nest<T>(expression: SQL<T>): SQL<T> {
  return sql<T>`${expression}`;
}

/** Published contents of the channel in `channelId` (what `_count.contents` shows). */
export function publishedCountSql(channelId: SQL | typeof channels.id, now: string): SQL<number> {
  return sql<number>`(select count(*)::int from ${contents} pc where pc.channel_id = ${channelId}
    and pc.visible and pc.published <= ${now}::timestamptz)`;
}

/** The viewer's relation to the channel row, as SQL booleans. */
export function channelFlags(viewer: ChannelViewer) {
  const viewerId = sql`${viewer.viewerId}::uuid`;
  const member = viewer.viewerId
    ? sql<boolean>`coalesce(${channels.groupId} in (${memberGroupIdsSql(viewer.scope, viewer.viewerId)}), false)`
    : sql<boolean>`false`;
  return {
    manager: nest(
      sql<boolean>`(${viewer.admin}::boolean or coalesce(${channels.creatorId} = ${viewerId}, false))`,
    ),
    member: nest(member),
  };
}

/** Channels the viewer may see in lists: visible and public, or theirs to see. */
export function listedChannel(viewer: ChannelViewer): SQL {
  const flags = channelFlags(viewer);
  return sql`((${channels.visible} or ${flags.manager}) and (${channels.groupId} is null or ${flags.manager} or ${flags.member}))`;
}

function selection(viewer: ChannelViewer, order: Ordering) {
  return {
    channel: channels,
    group: nest(baseGroupJson(channels.groupId)),
    creator: accountSummaryColumns(creators),
    contentsCount: nest(publishedCountSql(channels.id, viewer.now)),
    ...channelFlags(viewer),
    subscription: nest(sql<SubscriptionFlags | null>`(select json_build_object(
      'contentEmailNotification', s.content_email_notification,
      'contentPushNotification', s.content_push_notification)
      from ${channelSubscriptions} s where s.channel_id = ${channels.id}
      and s.account_id = ${viewer.viewerId}::uuid)`),
    position: nest(positionSql(order)),
  };
}

/** The channels list: priority first, then by name. */
export const CHANNEL_ORDER: Ordering = [
  { column: channels.priority, type: 'integer', direction: 'desc' },
  { column: channels.name, type: 'text', direction: 'asc' },
  { column: channels.id, type: 'uuid', direction: 'asc' },
];
/** The acting account's subscriptions, latest first. */
export const SUBSCRIBED_ORDER: Ordering = [
  { column: channelSubscriptions.createdAt, type: 'timestamptz', direction: 'desc' },
  { column: channels.id, type: 'uuid', direction: 'desc' },
];

export interface ChannelListFilter {
  of: 'catalogue' | 'subscribed' | 'managed';
  featured?: boolean;
  search?: string;
}

/**
 * The viewer as placeholders of a prepared statement (lib/prepared.ts), the values to bind
 * them to, and the part of the statement's name its shape is (signed in or not).
 */
export function boundViewer(viewer: ChannelViewer): {
  viewer: ChannelViewer;
  params: Record<string, unknown>;
  shape: string;
} {
  return {
    viewer: {
      scope: { organizationId: bound('organizationId') },
      viewerId: viewer.viewerId === null ? null : bound('viewerId'),
      admin: bound<boolean>('admin'),
      now: bound('now'),
    },
    params: {
      organizationId: viewer.scope.organizationId,
      viewerId: viewer.viewerId,
      admin: viewer.admin,
      now: viewer.now,
    },
    shape: viewer.viewerId === null ? 'anonymous' : 'member',
  };
}

function channelsQuery(
  db: Executor,
  viewer: ChannelViewer,
  filter: ChannelListFilter,
  after: KeysetPosition | readonly (Placeholder | null)[] | null,
) {
  const order = filter.of === 'subscribed' ? SUBSCRIBED_ORDER : CHANNEL_ORDER;
  const where: (SQL | undefined)[] = [inOrganization(channels, viewer.scope)];
  if (filter.of === 'managed') where.push(channelFlags(viewer).manager);
  else where.push(listedChannel(viewer));
  if (filter.featured) where.push(eq(channels.featured, true));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    where.push(or(ilike(channels.name, pattern), ilike(channels.description, pattern)));
  }
  if (after) where.push(afterPosition(order, after));
  let query = db
    .select(selection(viewer, order))
    .from(channels)
    .leftJoin(creators, eq(creators.id, channels.creatorId))
    .$dynamic();
  if (filter.of === 'subscribed') {
    query = query.innerJoin(
      channelSubscriptions,
      and(
        eq(channelSubscriptions.channelId, channels.id),
        sql`${channelSubscriptions.accountId} = ${viewer.viewerId}::uuid`,
      ),
    );
  }
  return query.where(and(...where)).orderBy(...orderBySql(order));
}

/** A page of channels in the window; the channels page as it opens is prepared. */
export async function selectChannels(
  db: Executor,
  viewer: ChannelViewer,
  filter: ChannelListFilter,
  window: ListWindow,
): Promise<ChannelPageRow[]> {
  if (filter.of !== 'catalogue' || filter.featured || filter.search) {
    return (await channelsQuery(db, viewer, filter, window.after)
      .limit(window.limit)
      .offset(window.offset)) as ChannelPageRow[];
  }
  const placed = boundViewer(viewer);
  return (await preparedList(
    db,
    `channels_${placed.shape}`,
    window,
    (position) => channelsQuery(db, placed.viewer, filter, position),
    placed.params,
  )) as ChannelPageRow[];
}

/** The condition of a channel by id or slug in the organization. */
export function channelKey(scope: Scope, key: string): SQL | undefined {
  return and(
    inOrganization(channels, scope),
    UUID_PATTERN.test(key) ? eq(channels.id, key) : eq(channels.slug, key.toLowerCase()),
  );
}

/**
 * A channel by id or slug, with everything its page shows: a prepared statement per shape,
 * as every read of a channel or of its contents starts here.
 */
export async function findChannel(
  db: Executor,
  viewer: ChannelViewer,
  key: string,
): Promise<ChannelPageRow | undefined> {
  const byId = UUID_PATTERN.test(key);
  const placed = boundViewer(viewer);
  const name = `channel_by_${byId ? 'id' : 'slug'}_${placed.shape}`;
  const statement = preparedStatement(db, name, () =>
    db
      .select(selection(placed.viewer, CHANNEL_ORDER))
      .from(channels)
      .leftJoin(creators, eq(creators.id, channels.creatorId))
      .where(
        and(
          inOrganization(channels, placed.viewer.scope),
          eq(byId ? channels.id : channels.slug, bound('key')),
        ),
      )
      .prepare(name),
  );
  const [row] = (await statement.execute({
    ...placed.params,
    key: byId ? key : key.toLowerCase(),
  })) as ChannelPageRow[];
  return row;
}

/** Whether another channel (or content) of the organization has this slug. */
export async function slugTaken(
  db: Executor,
  table: typeof channels | typeof contents,
  scope: Scope,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const rows: { id: string }[] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inOrganization(table, scope), eq(table.slug, slug)));
  return rows.some((row) => row.id !== exceptId);
}

export async function insertChannel(db: Executor, values: ChannelInsert): Promise<ChannelRow> {
  const [row] = await db.insert(channels).values(values).returning();
  return row!;
}

/**
 * The channels `viewer` finds in lists: id, slug and last change, the latest changed first
 * (the sitemap reads it for a visitor signed out).
 */
export function selectListedChannelPages(db: Executor, viewer: ChannelViewer, limit: number) {
  return db
    .select({ id: channels.id, slug: channels.slug, updatedAt: channels.updatedAt })
    .from(channels)
    .where(and(inOrganization(channels, viewer.scope), listedChannel(viewer)))
    .orderBy(desc(channels.updatedAt))
    .limit(limit);
}
