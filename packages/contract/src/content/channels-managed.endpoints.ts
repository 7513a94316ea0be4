import { z } from 'zod';
import { CreateContentBodySchema } from './channel-writes';
import { ImageSchema } from '../people/account';
import { ContentKeyParamSchema, ContentTypeSchema } from './channels';
import { channelEndpoints } from './channels.endpoints';
import { defineEndpoint, type EndpointSpec } from '../core/endpoint';
import { ImageDataUriSchema } from '../community/groups';
import { IMAGE_BODY_LIMIT } from './storage';

const channel = '/channels/managed/:channelId';
const content = '/channels/managed/:channelId/contents/:contentId';

/**
 * A creator-studio endpoint served again at the public client SDK's path (its creator API
 * lives under `/channels/managed/…`): the same auth, schemas and handler, another path.
 */
function managed<const E extends EndpointSpec, const P extends `/channels/managed${string}`>(
  endpoint: E,
  path: P,
): Omit<E, 'path'> & { path: P } {
  const { path: _studioPath, ...served } = endpoint;
  return defineEndpoint({ ...served, path });
}

const { guests, createGuest, updateGuest, deleteGuest, schedule, unschedule } = channelEndpoints;

/**
 * The SDK's creator API (mutations/channels/managed, queries/channels/managed) over the
 * creator studio's services: a channel's owner or an organization administrator manages
 * its details, contents, guests and publish schedule. Collections and interests of
 * channels are not kept by Convene: those routes are in `notOfferedEndpoints` (404).
 */
export const managedChannelEndpoints = {
  create: managed(channelEndpoints.create, '/channels/managed'),
  detail: managed(channelEndpoints.detail, channel),
  update: managed(channelEndpoints.update, channel),
  delete: managed(channelEndpoints.delete, channel),
  subscribers: managed(channelEndpoints.subscribers, `${channel}/subscribers`),
  contents: managed(channelEndpoints.managedContents, `${channel}/contents`),
  createContent: defineEndpoint({
    ...managed(channelEndpoints.createContent, `${channel}/contents`),
    summary: 'Add a content (a draft until scheduled); the SDK sends no type: article unless given',
    body: CreateContentBodySchema.extend({ type: ContentTypeSchema.default('article') }),
  }),
  content: managed(channelEndpoints.content, content),
  updateContent: managed(channelEndpoints.updateContent, content),
  deleteContent: managed(channelEndpoints.deleteContent, content),
  contentImage: defineEndpoint({
    method: 'POST',
    path: `${content}/image`,
    auth: 'account',
    module: 'channels',
    tags: ['channels'],
    summary: "Set a content's image (SDK useUploadChannelContentImage); answers the image",
    params: ContentKeyParamSchema,
    body: z.object({
      imageDataUri: ImageDataUriSchema,
      filename: z.string().trim().max(255).optional(),
    }),
    data: ImageSchema,
    bodyLimit: IMAGE_BODY_LIMIT,
  }),
  contentActivities: managed(channelEndpoints.contentActivities, `${content}/activities`),
  guests: managed(guests, `${content}/guests`),
  createGuest: managed(createGuest, `${content}/guests`),
  updateGuest: managed(updateGuest, `${content}/guests/:guestId`),
  deleteGuest: managed(deleteGuest, `${content}/guests/:guestId`),
  schedule: managed(schedule, `${content}/schedule`),
  unschedule: managed(unschedule, `${content}/schedule`),
};
