import {
  activityEndpoints as endpoints,
  channelEndpoints,
  eventEndpoints,
  groupEndpoints,
  interestEndpoints,
  managedChannelEndpoints,
} from '@convene/contract';
import { answerPage, route } from '../../lib/endpoint-route';
import {
  createActivity,
  deleteActivity,
  getActivity,
  likeActivity,
  listAccountActivities,
  listAccountMedia,
  listActivities,
  listChannelActivities,
  listContentActivities,
  listEventActivities,
  listFeed,
  listInterestActivities,
  listMedia,
  listSelfActivities,
  removeActivityReport,
  reportActivity,
  unlikeActivity,
} from './activities.service';

export const activityRoutes = [
  route(endpoints.feed, async (ctx, { query }) => answerPage(await listFeed(ctx, query))),
  route(endpoints.selfFeed, async (ctx, { query }) => answerPage(await listFeed(ctx, query))),
  route(endpoints.create, (ctx, { body }) => createActivity(ctx, body)),
  route(endpoints.detail, (ctx, { params }) => getActivity(ctx, params.activityId)),
  route(endpoints.delete, async (ctx, { params }) => {
    await deleteActivity(ctx, params.activityId);
    return null;
  }),
  route(endpoints.comments, async (ctx, { params, query }) =>
    answerPage(await listActivities(ctx, { commentedId: params.activityId }, query)),
  ),
  route(endpoints.like, (ctx, { params }) => likeActivity(ctx, params.activityId)),
  route(endpoints.unlike, (ctx, { params }) => unlikeActivity(ctx, params.activityId)),
  route(endpoints.report, (ctx, { params, body }) =>
    reportActivity(ctx, params.activityId, body ?? {}),
  ),
  route(endpoints.removeReport, (ctx, { params }) =>
    removeActivityReport(ctx, params.activityId, params.reportId),
  ),
  route(endpoints.ofAccount, async (ctx, { params, query }) =>
    answerPage(await listAccountActivities(ctx, params.accountId, query)),
  ),
  route(endpoints.accountMedia, async (ctx, { params, query }) =>
    answerPage(await listAccountMedia(ctx, params.accountId, query.type, query)),
  ),
  route(endpoints.selfList, async (ctx, { query }) =>
    answerPage(await listSelfActivities(ctx, query)),
  ),
];

/**
 * The activity lists of other resources (a group's or an event's posts and media, an
 * interest's posts): declared with their resource, served here, so that those modules need
 * not call back into this one (activities depends on groups, events and interests, never
 * the reverse).
 */
export const activityListRoutes = [
  route(groupEndpoints.activities, async (ctx, { params, query }) =>
    answerPage(await listActivities(ctx, { groupId: params.groupId }, query)),
  ),
  route(groupEndpoints.media, async (ctx, { params, query: { type, ...query } }) =>
    answerPage(await listMedia(ctx, { groupId: params.groupId }, type ?? 'images', query)),
  ),
  route(interestEndpoints.activities, async (ctx, { params, query }) =>
    answerPage(await listInterestActivities(ctx, params.interest, query)),
  ),
  route(eventEndpoints.activities, async (ctx, { params, query }) =>
    answerPage(await listEventActivities(ctx, params.eventId, query)),
  ),
  route(eventEndpoints.media, async (ctx, { params, query: { type, ...query } }) =>
    answerPage(await listEventActivities(ctx, params.eventId, query, type)),
  ),
  route(channelEndpoints.activities, async (ctx, { params, query }) =>
    answerPage(await listChannelActivities(ctx, params.channelId, query)),
  ),
  route(channelEndpoints.contentActivities, async (ctx, { params, query }) =>
    answerPage(await listContentActivities(ctx, params.channelId, params.contentId, query)),
  ),
  route(managedChannelEndpoints.contentActivities, async (ctx, { params, query }) =>
    answerPage(await listContentActivities(ctx, params.channelId, params.contentId, query)),
  ),
];
