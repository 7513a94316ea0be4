import { managedChannelEndpoints as endpoints } from '@convene/contract';
import { answerPage, route } from '../../lib/endpoint-route';
import { AppError } from '../../lib/app-error';
import { requireChannelManager } from './channel-core';
import {
  createChannel,
  deleteChannel,
  getChannel,
  listSubscribers,
  updateChannel,
} from './channels.service';
import {
  createContent,
  deleteContent,
  scheduleContent,
  unscheduleContent,
  updateContent,
} from './content-writes.service';
import { getContent, listManagedContents } from './contents.service';
import { createGuest, deleteGuest, listGuests, updateGuest } from './guests.service';

/**
 * The public client SDK's creator API (`/channels/managed/…`): the creator studio's
 * services at the SDK's paths. A content's posts there are served by the activities module.
 */
export const managedChannelRoutes = [
  route(endpoints.create, (ctx, { body }) => createChannel(ctx, body)),
  route(endpoints.detail, async (ctx, { params }) => {
    await requireChannelManager(ctx, params.channelId);
    return getChannel(ctx, params.channelId);
  }),
  route(endpoints.update, (ctx, { params, body }) => updateChannel(ctx, params.channelId, body)),
  route(endpoints.delete, (ctx, { params }) => deleteChannel(ctx, params.channelId)),
  route(endpoints.subscribers, async (ctx, { params, query }) =>
    answerPage(await listSubscribers(ctx, params.channelId, query)),
  ),
  route(endpoints.contents, async (ctx, { params, query }) =>
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
  route(endpoints.contentImage, async (ctx, { params, body }) => {
    const content = await updateContent(ctx, params.channelId, params.contentId, {
      content: {},
      imageDataUri: body.imageDataUri,
    });
    if (!content.image) throw new AppError('VALIDATION', undefined, { field: 'imageDataUri' });
    return content.image;
  }),
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
  route(endpoints.schedule, (ctx, { params, body }) =>
    scheduleContent(ctx, params.channelId, params.contentId, body),
  ),
  route(endpoints.unschedule, (ctx, { params }) =>
    unscheduleContent(ctx, params.channelId, params.contentId),
  ),
];
