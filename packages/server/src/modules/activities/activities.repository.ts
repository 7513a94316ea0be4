import {
  and,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  activities,
  activityInterests,
  activityLikes,
  activityReports,
} from '../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type ListWindow,
  type Ordering,
} from '../../lib/keyset';
import {
  anyOfBoundIds,
  bound,
  boundScope,
  preparedList,
  preparedStatement,
} from '../../lib/prepared';
import { likePattern } from '../../lib/search';
import { inOrganization, type Scope } from '../../tenancy/scope';
import type { BaseAccountRow } from '../accounts/index';
import { accountsAs, accountSummaryColumns, blockedBetweenSql, followsSql } from '../accounts/sql';
import { eventCardJson } from '../ticketing/sql';
import { groupCardJson, memberGroupIdsSql } from '../groups/sql';
import { channelContentIdsSql, contentCardJson, hiddenContentIdsSql } from '../channels/sql';
import { interestCardsJson } from '../interests/sql';

/** The author of an activity, joined on `activities.account_id`. */
const authors = accountsAs('author');

export type ActivityRow = typeof activities.$inferSelect;

/** Every activity list: newest first, ties by id (the index `(organization_id, created_at, id)`). */
export const ACTIVITY_ORDER: Ordering = [
  { column: activities.createdAt, type: 'timestamptz', direction: 'desc' },
  { column: activities.id, type: 'uuid', direction: 'desc' },
];

/** The viewer's own likes, comments and reports on an activity, and its interests (JSON). */
export interface ActivityExtras {
  interests: { id: string; name: string; slug: string }[];
  likes: { createdAt: string }[];
  comments: { id: string }[];
  reports: { id: string; createdAt: string }[];
  /** The card of the activity's group, null outside groups. */
  group: { id: string; slug: string; name: string } | null;
  /** The card of the activity's event, null outside events. */
  event: { id: string; slug: string; name: string } | null;
  /** The card of the activity's content (its title as name), null outside contents. */
  content: { id: string; slug: string; name: string } | null;
}
/** What an activity shows of its viewer: their own likes, comments and reports. */
export type ActivityMarks = Pick<ActivityExtras, 'likes' | 'comments' | 'reports'>;

export type ActivityWithAuthor = ActivityRow & {
  account: BaseAccountRow;
  extras: ActivityExtras;
  /** The row's keyset position, for the next page's cursor (lib/keyset.ts). */
  position: string;
};

/** What a list of activities is drawn from; the service decides who may ask. */
export interface ActivityListFilter {
  scope: Scope;
  /** The signed-in account: its blocks hide authors, and `feed` is built around it. */
  viewerId?: string;
  /**
   * Outside a group's own list, a group post shows only to the group's members (looked up
   * in the same statement); true lifts the rule (the caller checked access to the group
   * or the parent).
   */
  groupRuleLifted: boolean;
  /** Followed accounts, own posts, member groups and featured posts. */
  feed?: boolean;
  featured?: boolean;
  accountId?: string;
  groupId?: string;
  eventId?: string;
  contentId?: string;
  /** Posts about any content of this channel. */
  channelId?: string;
  interestId?: string;
  /** Comments of this activity; otherwise only top-level posts are listed. */
  commentedId?: string;
  media?: 'images' | 'videos';
  search?: string;
}

/** What a list of activities holds, as SQL (the platform's search filters with it too). */
export function activityConditions(filter: ActivityListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [inOrganization(activities, filter.scope)];
  where.push(
    filter.commentedId
      ? eq(activities.commentedId, filter.commentedId)
      : isNull(activities.commentedId),
  );
  if (filter.accountId) where.push(eq(activities.accountId, filter.accountId));
  if (filter.groupId) where.push(eq(activities.groupId, filter.groupId));
  if (filter.eventId) where.push(eq(activities.eventId, filter.eventId));
  if (filter.contentId) where.push(eq(activities.contentId, filter.contentId));
  if (filter.channelId) {
    where.push(sql`${activities.contentId} in (${channelContentIdsSql(filter.channelId)})`);
  }
  if (filter.featured) where.push(eq(activities.featured, true));
  if (filter.media === 'images') where.push(isNotNull(activities.image));
  if (filter.media === 'videos') where.push(isNotNull(activities.video));
  if (filter.search) where.push(ilike(activities.message, likePattern(filter.search)));
  if (filter.interestId) {
    where.push(
      sql`exists (select 1 from ${activityInterests} where ${activityInterests.activityId} = ${activities.id} and ${activityInterests.interestId} = ${filter.interestId})`,
    );
  }
  const inMemberGroup = filter.viewerId
    ? sql`${activities.groupId} in (${memberGroupIdsSql(filter.scope, filter.viewerId)})`
    : undefined;
  if (!filter.contentId && !filter.channelId) {
    // Posts about a private channel's contents show to its group's members only.
    const hidden = hiddenContentIdsSql(
      filter.viewerId ? memberGroupIdsSql(filter.scope, filter.viewerId) : null,
    );
    where.push(
      sql`(${activities.contentId} is null or ${activities.contentId} not in (${hidden}))`,
    );
  }
  if (!filter.groupRuleLifted && !filter.groupId) {
    where.push(
      inMemberGroup ? or(isNull(activities.groupId), inMemberGroup) : isNull(activities.groupId),
    );
  }
  if (filter.feed && filter.viewerId) {
    where.push(
      or(
        eq(activities.accountId, filter.viewerId),
        eq(activities.featured, true),
        followsSql(filter.viewerId, activities.accountId),
        inMemberGroup,
      ),
    );
  }
  if (filter.viewerId) {
    where.push(sql`not ${blockedBetweenSql(filter.scope, filter.viewerId, activities.accountId)}`);
  }
  return and(...where);
}

/** `'[]'` unless `present`: a per-row sub-select the row's own columns say is empty is skipped. */
function arrayWhen(present: SQL, array: SQL): SQL {
  return sql`case when ${present} then coalesce(${array}, '[]'::json) else '[]'::json end`;
}

/** The card, or null without running its sub-select when the row has no such reference. */
function cardWhen(reference: AnyColumn, card: SQL): SQL {
  return sql`case when ${reference} is not null then ${card} end`;
}

/**
 * The row, its author and, in the same statement, its interests and the viewer's marks:
 * one round trip per list, whatever the page size. Every per-row sub-select is an index
 * lookup of the row's own id or reference (the viewer's like by the likes' primary key, its
 * comments by `activities_commented_account_idx`, its report by the reports' unique key, a
 * card by its table's primary key), and the ones the row's counters (likes, comments,
 * interests) or references say are empty are not run at all (bench/README.md, "The feed's
 * statement").
 */
function selection(viewerId: string | undefined) {
  const extras = sql<ActivityExtras>`json_build_object(
    'interests', ${arrayWhen(
      sql`${activities.interestsCount} > 0`,
      interestCardsJson(
        sql`select ai.interest_id from ${activityInterests} ai where ai.activity_id = ${activities.id}`,
      ),
    )},
    ${viewerMarksEntries(viewerId)},
    'group', ${cardWhen(activities.groupId, groupCardJson(activities.groupId))},
    'event', ${cardWhen(activities.eventId, eventCardJson(activities.eventId))},
    'content', ${cardWhen(activities.contentId, contentCardJson(activities.contentId))}
  )`;
  const position = positionSql(ACTIVITY_ORDER);
  return { activity: activities, account: accountSummaryColumns(authors), extras, position };
}

/**
 * The viewer's own likes, comments and reports on the row, as entries of a
 * `json_build_object` (empty arrays for no viewer, their sub-selects not run).
 */
function viewerMarksEntries(viewerId: string | undefined): SQL {
  const viewer = viewerId ?? null;
  return sql`'likes', ${arrayWhen(
    sql`${activities.likesCount} > 0 and ${viewer}::uuid is not null`,
    sql`(select json_agg(json_build_object('createdAt', l.created_at))
      from ${activityLikes} l where l.activity_id = ${activities.id} and l.account_id = ${viewer}::uuid)`,
  )},
    'comments', ${arrayWhen(
      sql`${activities.commentsCount} > 0 and ${viewer}::uuid is not null`,
      sql`(select json_agg(json_build_object('id', c.id) order by c.created_at)
      from ${activities} c where c.commented_id = ${activities.id} and c.account_id = ${viewer}::uuid)`,
    )},
    'reports', ${arrayWhen(
      sql`${viewer}::uuid is not null`,
      sql`(select json_agg(json_build_object('id', r.id, 'createdAt', r.created_at))
      from ${activityReports} r where r.activity_id = ${activities.id} and r.account_id = ${viewer}::uuid)`,
    )}`;
}

function withExtras(row: {
  activity: ActivityRow;
  account: BaseAccountRow;
  extras: ActivityExtras | string;
  position: string;
}): ActivityWithAuthor {
  const extras =
    typeof row.extras === 'string' ? (JSON.parse(row.extras) as ActivityExtras) : row.extras;
  // Assigned to the fresh row, not spread into a new literal with it (V8's slow path:
  // bench/README.md, "Spreads").
  return Object.assign(row.activity, { account: row.account, extras, position: row.position });
}

/** The viewer's marks on a row of a list, and its keyset position: what `selectActivityMarks` reads. */
export interface ActivityMarksRow {
  id: string;
  marks: ActivityMarks | string;
  position: string;
}

/** The list's statement, newest first, without its window: the rows' ids, the viewer's marks. */
function marksQuery(
  db: Executor,
  filter: ActivityListFilter,
  after: readonly (string | Placeholder | null)[] | null,
) {
  return db
    .select({
      id: activities.id,
      marks: sql<ActivityMarks>`json_build_object(${viewerMarksEntries(filter.viewerId)})`,
      position: positionSql(ACTIVITY_ORDER),
    })
    .from(activities)
    .innerJoin(authors, eq(authors.id, activities.accountId))
    .where(
      and(activityConditions(filter), after ? afterPosition(ACTIVITY_ORDER, after) : undefined),
    )
    .orderBy(...orderBySql(ACTIVITY_ORDER))
    .$dynamic();
}

/** The hot lists answered by a prepared statement: the feed, a group's, an account's, an interest's. */
type PreparedList = 'feed' | 'group' | 'account' | 'interest';

/** Which prepared list answers the filter, if one does (no search, media or other filter). */
function preparedListOf(filter: ActivityListFilter): PreparedList | null {
  const {
    scope: _scope,
    viewerId,
    groupRuleLifted,
    feed,
    groupId,
    accountId,
    interestId,
    ...rest
  } = filter;
  if (Object.values(rest).some((value) => value !== undefined)) return null;
  const kinds = (
    [
      [feed === true, 'feed'],
      [groupId !== undefined, 'group'],
      [accountId !== undefined, 'account'],
      [interestId !== undefined, 'interest'],
    ] as const
  ).flatMap(([present, kind]) => (present ? [kind] : []));
  const [kind] = kinds;
  if (kinds.length !== 1 || !kind) return null;
  if (kind === 'feed') return viewerId !== undefined && !groupRuleLifted ? 'feed' : null;
  // A group's own list lifts the member-group rule (its access was checked); the others keep it.
  return groupRuleLifted === (kind === 'group') ? kind : null;
}

/**
 * The filter of a hot list with placeholders: the list is one named statement — authors,
 * counts, the viewer's marks, group cards and member-group visibility included — prepared
 * once per database (and per connection by node-postgres), so PostgreSQL plans it once
 * instead of on every request. The viewer is bound too (null when anonymous: no marks,
 * blocks or member groups).
 */
function preparedFilter(kind: PreparedList): ActivityListFilter {
  const subject = bound('subjectId');
  return {
    scope: { organizationId: bound('organizationId') },
    viewerId: bound('viewerId'),
    groupRuleLifted: kind === 'group',
    ...(kind === 'feed' ? { feed: true } : {}),
    ...(kind === 'group' ? { groupId: subject } : {}),
    ...(kind === 'account' ? { accountId: subject } : {}),
    ...(kind === 'interest' ? { interestId: subject } : {}),
  };
}

/**
 * A page of the list, newest first, after `page.after` (keyset) or at `page.offset`: each
 * row's id and the viewer's marks on it. The activities themselves read the same for every
 * viewer (`selectActivityCards`).
 */
export function selectActivityMarks(
  db: Executor,
  filter: ActivityListFilter,
  page: ListWindow,
): Promise<ActivityMarksRow[]> {
  const kind = preparedListOf(filter);
  return kind
    ? preparedList(
        db,
        `activity_marks_${kind}`,
        page,
        (position) => marksQuery(db, preparedFilter(kind), position),
        {
          organizationId: filter.scope.organizationId,
          viewerId: filter.viewerId ?? null,
          subjectId: filter.groupId ?? filter.accountId ?? filter.interestId ?? null,
        },
      )
    : marksQuery(db, filter, page.after).limit(page.limit).offset(page.offset);
}

/** The activities `ids` with their authors, interests and cards, as no viewer marks them. */
export async function selectActivityCards(
  db: Executor,
  scope: Scope,
  ids: readonly string[],
): Promise<ActivityWithAuthor[]> {
  const statement = preparedStatement(db, 'activity_cards', () =>
    db
      .select(selection(undefined))
      .from(activities)
      .innerJoin(authors, eq(authors.id, activities.accountId))
      .where(and(inOrganization(activities, boundScope()), anyOfBoundIds(activities.id)))
      .prepare('activity_cards'),
  );
  const rows = await statement.execute({ organizationId: scope.organizationId, ids });
  return rows.map(withExtras);
}

export async function findActivity(
  db: Executor,
  scope: Scope,
  id: string,
  viewerId?: string,
): Promise<ActivityWithAuthor | undefined> {
  const [row] = await db
    .select(selection(viewerId))
    .from(activities)
    .innerJoin(authors, eq(authors.id, activities.accountId))
    .where(and(inOrganization(activities, scope), eq(activities.id, id)));
  return row ? withExtras(row) : undefined;
}

/** Locks the row for a counter change or a delete. */
export async function findActivityForUpdate(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<ActivityRow | undefined> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(inOrganization(activities, scope), eq(activities.id, id)))
    .for('update');
  return row;
}

export async function insertActivity(
  db: Executor,
  values: typeof activities.$inferInsert,
): Promise<ActivityRow> {
  const [row] = await db.insert(activities).values(values).returning();
  if (!row) throw new Error('Activity was not created');
  return row;
}

export async function deleteActivity(db: Executor, id: string): Promise<void> {
  await db.delete(activities).where(eq(activities.id, id));
}

export async function changeCommentsCount(db: Executor, id: string, delta: 1 | -1): Promise<void> {
  await db
    .update(activities)
    .set({ commentsCount: sql`greatest(${activities.commentsCount} + ${delta}, 0)` })
    .where(eq(activities.id, id));
}

/** The activities among `ids` with their authors, unordered: the parents comments embed. */
export async function selectActivitiesByIds(
  db: Executor,
  scope: Scope,
  ids: string[],
): Promise<(ActivityRow & { account: BaseAccountRow })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ activity: activities, account: accountSummaryColumns(authors) })
    .from(activities)
    .innerJoin(authors, eq(authors.id, activities.accountId))
    .where(and(inOrganization(activities, scope), inArray(activities.id, ids)));
  return rows.map((row) => ({ ...row.activity, account: row.account }));
}
