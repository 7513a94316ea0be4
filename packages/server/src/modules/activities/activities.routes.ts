import {
  activityEndpoints as endpoints,
  groupEndpoints,
  interestEndpoints,
} from '@convene/contract';
import { answer, route } from '../../lib/endpoint-route';
import {
  createActivity,
  deleteActivity,
  getActivity,
  likeActivity,
  listAccountActivities,
  listAccountMedia,
  listActivities,
  listFeed,
  listInterestActivities,
  listMedia,
  listSelfActivities,
  removeActivityReport,
  reportActivity,
  unlikeActivity,
} from './activities.service';

export const activityRoutes = [
  route(endpoints.feed, async (ctx, { query }) => {
    const page = await listFeed(ctx, query);
    return answer(page.items, { cursor: page.cursor });
  }),
  route(endpoints.create, (ctx, { body }) => createActivity(ctx, body)),
  route(endpoints.detail, (ctx, { params }) => getActivity(ctx, params.activityId)),
  route(endpoints.delete, async (ctx, { params }) => {
    await deleteActivity(ctx, params.activityId);
    return null;
  }),
  route(endpoints.comments, (ctx, { params, query }) =>
    listActivities(ctx, { commentedId: params.activityId }, query),
  ),
  route(endpoints.like, (ctx, { params }) => likeActivity(ctx, params.activityId)),
  route(endpoints.unlike, (ctx, { params }) => unlikeActivity(ctx, params.activityId)),
  route(endpoints.report, (ctx, { params, body }) =>
    reportActivity(ctx, params.activityId, body ?? {}),
  ),
  route(endpoints.removeReport, (ctx, { params }) =>
    removeActivityReport(ctx, params.activityId, params.reportId),
  ),
  route(endpoints.ofAccount, (ctx, { params, query }) =>
    listAccountActivities(ctx, params.accountId, query),
  ),
  route(endpoints.accountMedia, (ctx, { params, query }) =>
    listAccountMedia(ctx, params.accountId, query.type, query),
  ),
  route(endpoints.selfList, (ctx, { query }) => listSelfActivities(ctx, query)),
];

/**
 * The activity lists of other resources (a group's posts and media, an interest's posts):
 * declared with their resource, served here, so that those modules need not call back
 * into this one (activities depends on groups and interests, never the reverse).
 */
export const activityListRoutes = [
  route(groupEndpoints.activities, (ctx, { params, query }) =>
    listActivities(ctx, { groupId: params.groupId }, query),
  ),
  route(groupEndpoints.media, (ctx, { params, query: { type, ...query } }) =>
    listMedia(ctx, { groupId: params.groupId }, type ?? 'images', query),
  ),
  route(interestEndpoints.activities, (ctx, { params, query }) =>
    listInterestActivities(ctx, params.interest, query),
  ),
];
