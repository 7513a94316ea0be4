import type { Activity } from '@convene/contract';
import type { RequestContext } from '../../context';
import { toBaseAccount } from '../accounts/index';
import { fromJson } from '../../lib/json-sql';
import {
  selectActivitiesByIds,
  type ActivityMarks,
  type ActivityWithAuthor,
} from './activities.repository';
import { entityResolver } from './activity-entities';
import { toBaseActivity } from './activity-view';

/** Maps rows to the contract shape with the viewer's marks, interests and groups, batched. */
export async function present(
  ctx: RequestContext,
  rows: ActivityWithAuthor[],
): Promise<Activity[]> {
  if (rows.length === 0) return [];
  const parentIds = [...new Set(rows.flatMap((row) => (row.commentedId ? [row.commentedId] : [])))];
  const [parents, entitiesOf] = await Promise.all([
    selectActivitiesByIds(ctx.db, ctx.scope, parentIds),
    entityResolver(
      ctx,
      rows.map((row) => row.entities),
    ),
  ]);
  const commented = new Map(parents.map((parent) => [parent.id, toBaseActivity(parent)]));
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    image: row.image ?? null,
    video: row.video ?? null,
    account: toBaseAccount(row.account),
    commentedId: row.commentedId,
    commented: row.commentedId ? (commented.get(row.commentedId) ?? null) : null,
    entities: entitiesOf(row.entities),
    contentId: row.contentId,
    eventId: row.eventId,
    groupId: row.groupId,
    group: row.extras.group,
    event: row.extras.event,
    content: row.extras.content ?? null,
    featured: row.featured,
    interests: row.extras.interests,
    ...marksOf(row.extras),
    _count: { likes: row.likesCount, comments: row.commentsCount },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

const iso = (value: string) => new Date(value).toISOString();

/** The viewer's marks as an activity shows them. */
function marksOf(marks: ActivityMarks): Pick<Activity, 'likes' | 'comments' | 'reports'> {
  return {
    likes: marks.likes.map((like) => ({ createdAt: iso(like.createdAt) })),
    comments: marks.comments,
    reports: marks.reports.map((report) => ({ id: report.id, createdAt: iso(report.createdAt) })),
  };
}

/**
 * The activity as the viewer of `marks` reads it, from the one built for no viewer: that
 * activity itself when they have no like, comment or report on it (never changed: others
 * read it too), else a copy with theirs.
 */
export function withActivityMarks(card: Activity, marks: ActivityMarks | string): Activity {
  const own = fromJson(marks);
  if (own.likes.length === 0 && own.comments.length === 0 && own.reports.length === 0) return card;
  return Object.assign({}, card, marksOf(own));
}
