import type {
  Activity,
  ActivityListQuery,
  CreateActivityBody,
  KeysetListQuery,
  ReportActivityBody,
} from '@convene/contract';
import type { RequestContext } from '../../context';
import { requireAccount, requireActiveAccount, requireModule } from '../../context';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { listWindow, nextCursor, type Paged } from '../../lib/keyset';
import { isBlockedBetween, requireAccountByKey, requireNotBlocked } from '../accounts/index';
import { requireInterestByKey, requireInterestsExist } from '../interests/index';
import { notify } from '../notifications/index';
import { requireEventViewer } from '../ticketing/index';
import { requireChannelViewer, requireContentViewer } from '../channels/index';
import {
  isGroupModerator,
  memberGroupIds,
  requireGroupPoster,
  requireGroupViewer,
} from '../groups/index';
import { findUploadedImage, findUploadedVideo } from '../storage/index';
import {
  changeCommentsCount,
  deleteActivity as removeActivity,
  findActivity,
  findActivityForUpdate,
  insertActivity,
  selectActivityCards,
  selectActivityMarks,
  ACTIVITY_ORDER,
  type ActivityListFilter,
  type ActivityWithAuthor,
} from './activities.repository';
import {
  deleteLike,
  deleteReport,
  findReport,
  insertLike,
  insertReport,
  linkInterests,
} from './activity-reactions.repository';
import { entitiesOfMessage, interestIdsOf } from './activity-entities';
import { present, withActivityMarks } from './activity-present';
import { sharedViewKind, sharedViewsOf } from '../../tenancy/shared-views';

export const NOT_YOUR_ACTIVITY = 'Only the author or a moderator can delete this activity';

/** Lists that other modules (groups, channels, events) serve through this service. */
export interface ActivityFilter {
  groupId?: string;
  accountId?: string;
  interestId?: string;
  eventId?: string;
  contentId?: string;
  featured?: boolean;
  commentedId?: string;
  /** The signed-in account's feed. */
  feed?: boolean;
}

/** A page of activities and the next page's cursor (null at the end). */
export type ActivityPage = Paged<Activity>;

/** Activities as they read for no viewer: shared by every reader of a list. */
const ACTIVITY_CARDS = sharedViewKind<Activity>('activity-card');

/**
 * A page of a list: which activities the viewer sees, with their marks on each (one
 * statement), each activity from the views every reader shares (tenancy/shared-views.ts;
 * read by one statement for the ones not kept).
 */
async function listPageWith(
  ctx: RequestContext,
  filter: Omit<ActivityListFilter, 'scope' | 'viewerId' | 'groupRuleLifted'>,
  groupRuleLifted: boolean,
  query: KeysetListQuery,
): Promise<ActivityPage> {
  const viewerId = ctx.account?.id;
  const window = listWindow(query, ACTIVITY_ORDER);
  const rows = await selectActivityMarks(
    ctx.db,
    {
      ...filter,
      scope: ctx.scope,
      viewerId,
      groupRuleLifted,
      search: query.search,
    },
    window,
  );
  const items = await sharedViewsOf(
    ctx,
    ACTIVITY_CARDS,
    rows,
    async (ids) => {
      const presented = await present(ctx, await selectActivityCards(ctx.db, ctx.scope, ids));
      return new Map(presented.map((activity) => [activity.id, activity]));
    },
    (activity, row) => withActivityMarks(activity, row.marks),
  );
  return { items, cursor: nextCursor(rows, window.limit) };
}

/**
 * Lists activities, newest first. A group's own list (groupId) checks that the viewer may
 * see the group; elsewhere a group post shows only to members of its group. Blocked
 * authors vanish for both sides.
 */
export async function listActivities(
  ctx: RequestContext,
  filter: ActivityFilter,
  query: KeysetListQuery,
): Promise<ActivityPage> {
  requireModule(ctx, 'activities');
  if (filter.groupId) {
    const group = await requireGroupViewer(ctx, filter.groupId);
    return listPageWith(ctx, { ...filter, groupId: group.id }, true, query);
  }
  if (filter.commentedId) {
    await requireActivity(ctx, filter.commentedId);
    return listPageWith(ctx, filter, true, query);
  }
  return listPageWith(ctx, filter, false, query);
}

/**
 * `GET /activities`: the signed-in account's feed (its own posts, accounts it follows,
 * its groups and featured posts), or with `featured=true` the featured posts. Anonymous
 * visitors get the organization's public timeline: every post outside groups.
 */
export async function listFeed(
  ctx: RequestContext,
  query: ActivityListQuery,
): Promise<ActivityPage> {
  requireModule(ctx, 'activities');
  const filter = query.featured ? { featured: true } : ctx.account ? { feed: true } : {};
  return listPageWith(ctx, filter, false, query);
}

export async function listAccountActivities(
  ctx: RequestContext,
  accountKey: string,
  query: KeysetListQuery,
): Promise<ActivityPage> {
  requireModule(ctx, 'activities');
  const account = await requireAccountByKey(ctx.db, ctx, accountKey);
  return listActivities(ctx, { accountId: account.id }, query);
}

export async function listSelfActivities(
  ctx: RequestContext,
  query: KeysetListQuery,
): Promise<ActivityPage> {
  const account = requireAccount(ctx);
  return listActivities(ctx, { accountId: account.id }, query);
}

/** Activities with an image or a video, for the media tabs of accounts and groups. */
export async function listMedia(
  ctx: RequestContext,
  filter: { groupId?: string; accountId?: string },
  type: 'images' | 'videos',
  query: KeysetListQuery,
): Promise<ActivityPage> {
  requireModule(ctx, 'activities');
  if (filter.groupId) {
    const group = await requireGroupViewer(ctx, filter.groupId);
    return listPageWith(
      ctx,
      { groupId: group.id, accountId: filter.accountId, media: type },
      true,
      query,
    );
  }
  return listPageWith(ctx, { accountId: filter.accountId, media: type }, false, query);
}

/**
 * An event's posts (`GET /events/{id}/activities`), or those with images or videos
 * (`media`), after the event's own checks; group posts still show only to members.
 */
export async function listEventActivities(
  ctx: RequestContext,
  eventIdOrSlug: string,
  query: KeysetListQuery,
  media?: 'images' | 'videos',
): Promise<ActivityPage> {
  requireModule(ctx, 'activities');
  const event = await requireEventViewer(ctx, eventIdOrSlug);
  return listPageWith(ctx, { eventId: event.id, ...(media ? { media } : {}) }, false, query);
}

/** `GET /channels/{id}/activities`: posts about any content of a channel the viewer may see. */
export async function listChannelActivities(
  ctx: RequestContext,
  channelKey: string,
  query: KeysetListQuery,
): Promise<ActivityPage> {
  requireModule(ctx, 'activities');
  const channel = await requireChannelViewer(ctx, channelKey);
  return listPageWith(ctx, { channelId: channel.channel.id }, false, query);
}

/** `GET /channels/{id}/contents/{cid}/activities`: posts about a content. */
export async function listContentActivities(
  ctx: RequestContext,
  channelKey: string,
  contentKey: string,
  query: KeysetListQuery,
): Promise<ActivityPage> {
  requireModule(ctx, 'activities');
  const content = await requireContentViewer(ctx, channelKey, contentKey);
  return listPageWith(ctx, { contentId: content.id }, false, query);
}

export async function listAccountMedia(
  ctx: RequestContext,
  accountKey: string,
  type: 'images' | 'videos',
  query: KeysetListQuery,
): Promise<ActivityPage> {
  const account = await requireAccountByKey(ctx.db, ctx, accountKey);
  return listMedia(ctx, { accountId: account.id }, type, query);
}

/** An activity the viewer may see: 404 when unknown or in another organization; a private group's activity needs membership. */
async function requireActivity(
  ctx: RequestContext,
  id: string,
  field?: string,
): Promise<ActivityWithAuthor> {
  const row = await findActivity(ctx.db, ctx.scope, id, ctx.account?.id);
  if (!row) throw new AppError('NOT_FOUND', 'Activity not found', field ? { field } : {});
  if (row.groupId) await requireGroupViewer(ctx, row.groupId);
  return row;
}

export async function getActivity(ctx: RequestContext, id: string): Promise<Activity> {
  requireModule(ctx, 'activities');
  const row = await requireActivity(ctx, id);
  const [activity] = await present(ctx, [row]);
  return activity!;
}

/**
 * Posts an activity, or a comment when `commentedId` is given: the parent's comment count
 * rises in the same transaction, and its author is notified. A post in a group needs
 * membership; a comment inherits the parent's group.
 */
export async function createActivity(
  ctx: RequestContext,
  body: CreateActivityBody,
): Promise<Activity> {
  requireModule(ctx, 'activities');
  const actor = requireActiveAccount(ctx);
  if (body.interestIds?.length) await requireInterestsExist(ctx, body.interestIds);
  const entities = await entitiesOfMessage(ctx, body.message, body.entities);
  const interestIds = [...new Set([...(body.interestIds ?? []), ...interestIdsOf(entities)])];
  const image = body.imageId ? await findUploadedImage(ctx, body.imageId) : null;
  if (body.imageId && !image)
    throw new AppError('NOT_FOUND', 'Image not found', { field: 'imageId' });
  const video = body.videoId ? await findUploadedVideo(ctx, body.videoId) : null;
  if (body.videoId && !video)
    throw new AppError('NOT_FOUND', 'Video not found', { field: 'videoId' });

  // Group guards read outside the transaction: PGlite runs one connection at a time.
  let groupId = body.groupId ?? null;
  if (body.commentedId) {
    const parent = await requireActivity(ctx, body.commentedId, 'commentedId');
    groupId = parent.groupId;
  } else if (groupId) {
    await requireGroupPoster(ctx, groupId);
  }
  // A post about an event needs an event the author may see (404, 'Event not public', 453).
  if (body.eventId) await requireEventViewer(ctx, body.eventId);
  // A post about a content needs a content the author may see (404, 461).
  if (body.contentId) await requireContentViewer(ctx, null, body.contentId);
  const mentioned = await notifiedMentions(ctx, actor.id, entities, groupId);

  const id = await transaction(ctx, async (tx) => {
    let parentAuthorId: string | null = null;
    if (body.commentedId) {
      const parent = await findActivityForUpdate(tx, ctx.scope, body.commentedId);
      if (!parent) throw new AppError('NOT_FOUND', 'Activity not found', { field: 'commentedId' });
      await requireNotBlocked(tx, ctx, actor.id, parent.accountId);
      parentAuthorId = parent.accountId;
    }
    const row = await insertActivity(tx, {
      organizationId: ctx.organization.id,
      accountId: actor.id,
      message: body.message,
      entities,
      image,
      video,
      groupId,
      eventId: body.eventId ?? null,
      contentId: body.contentId ?? null,
      commentedId: body.commentedId ?? null,
    });
    await linkInterests(tx, ctx.scope, row.id, interestIds);
    if (body.commentedId && parentAuthorId) {
      await changeCommentsCount(tx, body.commentedId, 1);
      await notify(tx, ctx, {
        type: 'COMMENT',
        recipientId: parentAuthorId,
        senderId: actor.id,
        activityId: body.commentedId,
        groupId,
      });
    }
    for (const recipientId of mentioned) {
      await notify(tx, ctx, {
        type: 'MENTION',
        recipientId,
        senderId: actor.id,
        // A comment's mention leads to the post it comments on.
        activityId: body.commentedId ?? row.id,
        groupId,
        pushText: { id: 'push.MENTION.post' },
      });
    }
    return row.id;
  });
  return getActivity(ctx, id);
}

/**
 * The accounts a new activity's mentions notify: each once, never the author, nobody with
 * a block between them and the author and, in a group, only its members (who can read it).
 */
async function notifiedMentions(
  ctx: RequestContext,
  authorId: string,
  entities: { accountId?: string | undefined }[],
  groupId: string | null,
): Promise<string[]> {
  const ids = [...new Set(entities.flatMap((entity) => entity.accountId ?? []))].filter(
    (id) => id !== authorId,
  );
  const kept = await Promise.all(
    ids.map(async (id) => {
      if (await isBlockedBetween(ctx.db, ctx.scope, authorId, id)) return false;
      return !groupId || (await memberGroupIds(ctx, id)).includes(groupId);
    }),
  );
  return ids.filter((_, index) => kept[index]);
}

/** The author, a moderator of the activity's group, or an organization admin may delete. */
export async function deleteActivity(ctx: RequestContext, id: string): Promise<void> {
  requireModule(ctx, 'activities');
  const actor = requireAccount(ctx);
  const existing = await findActivity(ctx.db, ctx.scope, id);
  if (!existing) throw new AppError('NOT_FOUND', 'Activity not found');
  if (existing.accountId !== actor.id && ctx.login?.admin !== true) {
    if (existing.groupId) await requireGroupViewer(ctx, existing.groupId);
    const moderator =
      existing.groupId !== null && (await isGroupModerator(ctx, existing.groupId, actor.id));
    if (!moderator) throw new AppError('FORBIDDEN', NOT_YOUR_ACTIVITY);
  }
  await transaction(ctx, async (tx) => {
    // Parent before comment, the order a comment's creation and the parent's delete lock in.
    if (existing.commentedId) await findActivityForUpdate(tx, ctx.scope, existing.commentedId);
    const row = await findActivityForUpdate(tx, ctx.scope, id);
    if (!row) throw new AppError('NOT_FOUND', 'Activity not found');
    await removeActivity(tx, row.id);
    if (row.commentedId) await changeCommentsCount(tx, row.commentedId, -1);
  });
}

/** Likes an activity (idempotent); the author is notified of the first like. */
export async function likeActivity(ctx: RequestContext, id: string): Promise<Activity> {
  requireModule(ctx, 'activities');
  const actor = requireActiveAccount(ctx);
  const target = await requireActivity(ctx, id);
  await transaction(ctx, async (tx) => {
    await requireNotBlocked(tx, ctx, actor.id, target.accountId);
    const created = await insertLike(tx, ctx.scope, target.id, actor.id);
    if (created) {
      await notify(tx, ctx, {
        type: 'LIKE',
        recipientId: target.accountId,
        senderId: actor.id,
        activityId: target.id,
        groupId: target.groupId,
      });
    }
  });
  return getActivity(ctx, id);
}

export async function unlikeActivity(ctx: RequestContext, id: string): Promise<Activity> {
  requireModule(ctx, 'activities');
  const actor = requireAccount(ctx);
  const target = await requireActivity(ctx, id);
  await transaction(ctx, (tx) => deleteLike(tx, target.id, actor.id));
  return getActivity(ctx, id);
}

/** Reports an activity to the organization's moderators; reporting again updates the reason. */
export async function reportActivity(
  ctx: RequestContext,
  id: string,
  body: ReportActivityBody,
): Promise<Activity> {
  requireModule(ctx, 'activities');
  const actor = requireAccount(ctx);
  const target = await requireActivity(ctx, id);
  await insertReport(ctx.db, {
    organizationId: ctx.organization.id,
    activityId: target.id,
    accountId: actor.id,
    reason: body.reason ?? null,
  });
  return getActivity(ctx, id);
}

/** Withdraws a report: its author or an organization admin. */
export async function removeActivityReport(
  ctx: RequestContext,
  id: string,
  reportId: string,
): Promise<Activity> {
  requireModule(ctx, 'activities');
  const actor = requireAccount(ctx);
  const target = await requireActivity(ctx, id);
  const report = await findReport(ctx.db, ctx.scope, target.id, reportId);
  if (!report) throw new AppError('NOT_FOUND', 'Report not found');
  if (report.accountId !== actor.id && ctx.login?.admin !== true) throw new AppError('FORBIDDEN');
  await deleteReport(ctx.db, report.id);
  return getActivity(ctx, id);
}

export async function listInterestActivities(
  ctx: RequestContext,
  interestKey: string,
  query: KeysetListQuery,
): Promise<ActivityPage> {
  const interest = await requireInterestByKey(ctx, interestKey);
  return listActivities(ctx, { interestId: interest.id }, query);
}
