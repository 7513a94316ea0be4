import { UUID_PATTERN, type ContentType } from '@convene/contract';
import {
  and,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { channels, channelSubscriptions, contentLikes, contents } from '../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type KeysetPosition,
  type ListWindow,
  type Ordering,
} from '../../lib/keyset';
import { bound, preparedList } from '../../lib/prepared';
import { likePattern } from '../../lib/search';
import { inOrganization, type Scope } from '../../tenancy/scope';
import {
  boundViewer,
  channelFlags,
  listedChannel,
  publishedCountSql,
  type ChannelRow,
  type ChannelViewer,
} from './channels.repository';

/*
 * Contents as cards and pages read them: the row, its channel, the viewer's like and
 * relation to the channel, in one statement per page. Published means a publish time
 * at or before now, read at query time (docs/architecture.md#data-transactions-and-locking).
 */

export type ContentRow = typeof contents.$inferSelect;
export type ContentInsert = typeof contents.$inferInsert;

export interface ContentPageRow {
  content: ContentRow;
  channel: ChannelRow;
  channelContents: number;
  likedAt: string | Date | null;
  manager: boolean;
  member: boolean;
  position: string;
}

/** Published contents, the latest first. */
export const PUBLISHED_ORDER: Ordering = [
  { column: contents.published, type: 'timestamptz', direction: 'desc' },
  { column: contents.id, type: 'uuid', direction: 'desc' },
];
/** Contents to come, the soonest first. */
export const UPCOMING_ORDER: Ordering = [
  { column: contents.published, type: 'timestamptz', direction: 'asc' },
  { column: contents.id, type: 'uuid', direction: 'asc' },
];
/** A channel owner's list: the latest written first. */
export const MANAGED_ORDER: Ordering = [
  { column: contents.createdAt, type: 'timestamptz', direction: 'desc' },
  { column: contents.id, type: 'uuid', direction: 'desc' },
];

function selection(viewer: ChannelViewer, order: Ordering) {
  return {
    content: contents,
    channel: channels,
    channelContents: publishedCountSql(channels.id, viewer.now),
    likedAt: sql<string | null>`(select l.created_at from ${contentLikes} l
      where l.content_id = ${contents.id} and l.account_id = ${viewer.viewerId}::uuid)`,
    ...channelFlags(viewer),
    position: positionSql(order),
  };
}

export interface ContentListFilter {
  /** Published (the default), to come, or every state for the channel's managers. */
  of: 'published' | 'upcoming' | 'managed';
  channelId?: string;
  type?: ContentType;
  featured?: boolean;
  search?: string;
  state?: 'draft' | 'scheduled' | 'published';
  /** Contents of the channels this account subscribes to. */
  subscriberId?: string;
}

function orderOf(filter: ContentListFilter): Ordering {
  if (filter.of === 'managed') return MANAGED_ORDER;
  return filter.of === 'upcoming' ? UPCOMING_ORDER : PUBLISHED_ORDER;
}

function stateCondition(state: ContentListFilter['state'], now: string): SQL | undefined {
  if (state === 'draft') return isNull(contents.published);
  if (state === 'scheduled') return sql`${contents.published} > ${now}::timestamptz`;
  if (state === 'published') return sql`${contents.published} <= ${now}::timestamptz`;
  return undefined;
}

function conditions(viewer: ChannelViewer, filter: ContentListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [inOrganization(contents, viewer.scope)];
  if (filter.of === 'managed') {
    where.push(stateCondition(filter.state, viewer.now));
  } else {
    where.push(
      stateCondition(filter.of === 'upcoming' ? 'scheduled' : 'published', viewer.now),
      eq(contents.visible, true),
      // A channel's own list is read after its guard; elsewhere only listed channels show.
      filter.channelId ? undefined : listedChannel(viewer),
    );
  }
  if (filter.channelId) where.push(eq(contents.channelId, filter.channelId));
  if (filter.type) where.push(eq(contents.type, filter.type));
  if (filter.featured) where.push(eq(contents.featured, true));
  if (filter.subscriberId) {
    where.push(sql`${contents.channelId} in (select s.channel_id from ${channelSubscriptions} s
      where s.account_id = ${filter.subscriberId}::uuid)`);
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    where.push(or(ilike(contents.title, pattern), ilike(contents.description, pattern)));
  }
  return and(...where);
}

/** The published contents of the channels `viewer` sees listed (the platform's search). */
export function listedContentsSql(viewer: ChannelViewer): SQL | undefined {
  return conditions(viewer, { of: 'published' });
}

function contentsQuery(
  db: Executor,
  viewer: ChannelViewer,
  filter: ContentListFilter,
  after: KeysetPosition | readonly (Placeholder | null)[] | null,
) {
  const order = orderOf(filter);
  return db
    .select(selection(viewer, order))
    .from(contents)
    .innerJoin(channels, eq(channels.id, contents.channelId))
    .where(and(conditions(viewer, filter), after ? afterPosition(order, after) : undefined))
    .orderBy(...orderBySql(order))
    .$dynamic();
}

/** A channel's page of published contents, unfiltered: what a channel page opens with. */
function isChannelPage(filter: ContentListFilter): filter is ContentListFilter & {
  channelId: string;
} {
  const { of, channelId, type, featured, search, state, subscriberId } = filter;
  return (
    of === 'published' && !!channelId && !type && !featured && !search && !state && !subscriberId
  );
}

/** A page of contents in the window; a channel's page as it opens is prepared. */
export async function selectContents(
  db: Executor,
  viewer: ChannelViewer,
  filter: ContentListFilter,
  window: ListWindow,
): Promise<ContentPageRow[]> {
  if (!isChannelPage(filter)) {
    return (await contentsQuery(db, viewer, filter, window.after)
      .limit(window.limit)
      .offset(window.offset)) as ContentPageRow[];
  }
  const placed = boundViewer(viewer);
  return (await preparedList(
    db,
    `channel_contents_${placed.shape}`,
    window,
    (position) =>
      contentsQuery(
        db,
        placed.viewer,
        { of: 'published', channelId: bound('channelId') },
        position,
      ),
    { ...placed.params, channelId: filter.channelId },
  )) as ContentPageRow[];
}

/** A content by id or slug (of the channel when given), with its channel and the viewer's flags. */
export async function findContent(
  db: Executor,
  viewer: ChannelViewer,
  key: string,
  channelId?: string,
): Promise<ContentPageRow | undefined> {
  const [row] = (await db
    .select(selection(viewer, MANAGED_ORDER))
    .from(contents)
    .innerJoin(channels, eq(channels.id, contents.channelId))
    .where(
      and(
        inOrganization(contents, viewer.scope),
        channelId ? eq(contents.channelId, channelId) : undefined,
        UUID_PATTERN.test(key) ? eq(contents.id, key) : eq(contents.slug, key.toLowerCase()),
      ),
    )) as ContentPageRow[];
  return row;
}

export async function insertContent(db: Executor, values: ContentInsert): Promise<ContentRow> {
  const [row] = await db.insert(contents).values(values).returning();
  return row!;
}

/** Adds the like once and counts it in the same statement chain; false when it was there. */
export async function insertLike(
  db: Executor,
  scope: Scope,
  contentId: string,
  accountId: string,
): Promise<boolean> {
  const inserted = await db
    .insert(contentLikes)
    .values({ organizationId: scope.organizationId, contentId, accountId })
    .onConflictDoNothing()
    .returning({ contentId: contentLikes.contentId });
  if (inserted.length === 0) return false;
  await db
    .update(contents)
    .set({ likesCount: sql`${contents.likesCount} + 1` })
    .where(eq(contents.id, contentId));
  return true;
}

export async function deleteLike(
  db: Executor,
  scope: Scope,
  contentId: string,
  accountId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(contentLikes)
    .where(
      and(
        inOrganization(contentLikes, scope),
        eq(contentLikes.contentId, contentId),
        eq(contentLikes.accountId, accountId),
      ),
    )
    .returning({ contentId: contentLikes.contentId });
  if (deleted.length === 0) return false;
  await db
    .update(contents)
    .set({ likesCount: sql`greatest(${contents.likesCount} - 1, 0)` })
    .where(eq(contents.id, contentId));
  return true;
}

/** Published contents whose subscribers have not been told yet (oldest first). */
export async function dueContents(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ id: string; organizationId: string }[]> {
  return db
    .select({ id: contents.id, organizationId: contents.organizationId })
    .from(contents)
    .where(
      and(
        isNull(contents.notifiedAt),
        sql`${contents.published} is not null`,
        sql`${contents.published} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(contents.published)
    .limit(limit);
}

/**
 * Claims the one notification of a published content: a conditional update that only one
 * caller (node, request or job run) wins.
 */
export async function claimContentNotification(
  db: Executor,
  contentId: string,
  now: Date,
): Promise<{ content: ContentRow; channel: ChannelRow } | undefined> {
  const [claimed] = await db
    .update(contents)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(contents.id, contentId),
        isNull(contents.notifiedAt),
        sql`${contents.published} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (!claimed) return undefined;
  const [channel] = await db.select().from(channels).where(eq(channels.id, claimed.channelId));
  return channel ? { content: claimed, channel } : undefined;
}

/** Contents by id (notifications embed them), with their channel. */
export async function findContentsByIds(
  db: Executor,
  viewer: ChannelViewer,
  ids: string[],
): Promise<ContentPageRow[]> {
  if (ids.length === 0) return [];
  return (await db
    .select(selection(viewer, MANAGED_ORDER))
    .from(contents)
    .innerJoin(channels, eq(channels.id, contents.channelId))
    .where(
      and(inOrganization(contents, viewer.scope), inArray(contents.id, ids)),
    )) as ContentPageRow[];
}

/**
 * The published contents `viewer` finds in lists, with their channel (whose tier lock
 * applies to them): slugs and last change (the later of an edit and the publishing), the
 * latest first (the sitemap reads it for a visitor signed out).
 */
export function selectPublishedContentPages(db: Executor, viewer: ChannelViewer, limit: number) {
  const lastModified = sql<Date>`greatest(${contents.updatedAt}, ${contents.published})`;
  return db
    .select({
      slug: contents.slug,
      channelId: channels.id,
      channelSlug: channels.slug,
      updatedAt: lastModified.mapWith(contents.updatedAt),
    })
    .from(contents)
    .innerJoin(channels, eq(channels.id, contents.channelId))
    .where(conditions(viewer, { of: 'published' }))
    .orderBy(desc(lastModified))
    .limit(limit);
}
