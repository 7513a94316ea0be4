import { channelEndpoints as endpoints, contentEndpoints } from '@convene/contract';
import { answerPage, route } from '../../lib/endpoint-route';
import {
  createChannel,
  deleteChannel,
  getChannel,
  listChannels,
  listManagedChannels,
  listSubscribedChannels,
  listSubscribers,
  subscribe,
  unsubscribe,
  updateChannel,
  updateSubscription,
} from './channels.service';
import {
  createContent,
  deleteContent,
  scheduleContent,
  unscheduleContent,
  updateContent,
} from './content-writes.service';
import {
  getContent,
  listChannelContents,
  listContents,
  listManagedContents,
  listSubscribedContents,
  setContentLike,
} from './contents.service';
import {
  createGuest,
  deleteGuest,
  listChannelGuests,
  listGuests,
  updateGuest,
} from './guests.service';

/** Channels, their subscribers and the owner's channel writes. */
export const channelRoutes = [
  route(endpoints.list, async (ctx, { query }) => answerPage(await listChannels(ctx, query))),
  route(endpoints.subscribed, async (ctx, { query }) =>
    answerPage(await listSubscribedChannels(ctx, query)),
  ),
  route(endpoints.managed, async (ctx, { query }) =>
    answerPage(await listManagedChannels(ctx, query)),
  ),
  route(endpoints.create, (ctx, { body }) => createChannel(ctx, body)),
  route(endpoints.detail, (ctx, { params }) => getChannel(ctx, params.channelId)),
  route(endpoints.update, (ctx, { params, body }) => updateChannel(ctx, params.channelId, body)),
  route(endpoints.delete, (ctx, { params }) => deleteChannel(ctx, params.channelId)),
  route(endpoints.subscribers, async (ctx, { params, query }) =>
    answerPage(await listSubscribers(ctx, params.channelId, query)),
  ),
  route(endpoints.subscribe, (ctx, { params, body }) => subscribe(ctx, params.channelId, body)),
  route(endpoints.updateSubscription, (ctx, { params, body }) =>
    updateSubscription(ctx, params.channelId, body),
  ),
  route(endpoints.unsubscribe, (ctx, { params }) => unsubscribe(ctx, params.channelId)),
];

/** Contents: reads, the owner's writes and schedule, likes and guests. */
export const contentRoutes = [
  route(endpoints.contents, async (ctx, { params, query }) =>
    answerPage(await listChannelContents(ctx, params.channelId, query)),
  ),
  route(endpoints.managedContents, async (ctx, { params, query }) =>
    answerPage(await listManagedContents(ctx, params.channelId, query)),
  ),
  route(endpoints.createContent, (ctx, { params, body }) =>
    createContent(ctx, params.channelId, body),
  ),
  route(endpoints.content, (ctx, { params }) =>
    getContent(ctx, params.channelId, params.contentId),
  ),
  route(endpoints.updateContent, (ctx, { params, body }) =>
    updateContent(ctx, params.channelId, params.contentId, body),
  ),
  route(endpoints.deleteContent, (ctx, { params }) =>
    deleteContent(ctx, params.channelId, params.contentId),
  ),
  route(endpoints.schedule, (ctx, { params, body }) =>
    scheduleContent(ctx, params.channelId, params.contentId, body),
  ),
  route(endpoints.unschedule, (ctx, { params }) =>
    unscheduleContent(ctx, params.channelId, params.contentId),
  ),
  route(endpoints.like, (ctx, { params }) =>
    setContentLike(ctx, params.channelId, params.contentId, true),
  ),
  route(endpoints.unlike, (ctx, { params }) =>
    setContentLike(ctx, params.channelId, params.contentId, false),
  ),
  route(endpoints.channelGuests, async (ctx, { params, query }) =>
    answerPage(await listChannelGuests(ctx, params.channelId, query)),
  ),
  route(endpoints.guests, async (ctx, { params, query }) =>
    answerPage(await listGuests(ctx, params.channelId, params.contentId, query)),
  ),
  route(endpoints.createGuest, (ctx, { params, body }) =>
    createGuest(ctx, params.channelId, params.contentId, body),
  ),
  route(endpoints.updateGuest, (ctx, { params, body }) =>
    updateGuest(ctx, params.channelId, params.contentId, params.guestId, body),
  ),
  route(endpoints.deleteGuest, (ctx, { params }) =>
    deleteGuest(ctx, params.channelId, params.contentId, params.guestId),
  ),
  route(contentEndpoints.list, async (ctx, { query }) =>
    answerPage(await listContents(ctx, query)),
  ),
  route(contentEndpoints.subscribed, async (ctx, { query }) =>
    answerPage(await listSubscribedContents(ctx, query)),
  ),
  route(contentEndpoints.detail, (ctx, { params }) => getContent(ctx, null, params.contentId)),
];
