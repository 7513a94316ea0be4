import { defineArea, page } from '../../app/area';

/**
 * The creator studio: `/studio/channels` lists the channels the acting
 * account manages (its own, every one for an administrator); `/studio/channels/:channelId`
 * edits a channel and lists its contents with drafts and scheduled ones; `…/contents/new`
 * and `…/contents/:contentId` write a content: its media uploaded with progress, its
 * guests and its publishing schedule. Signed in; the server checks the manager (403).
 */
export const channelStudioArea = defineArea({
  id: 'channel-studio',
  module: 'channels',
  routes: [
    page('studio/channels', () => import('./studio-page'), 'StudioPage', {
      access: 'signed-in',
      title: 'studio.title',
    }),
    page('studio/channels/:channelId', () => import('./channel-studio-page'), 'ChannelStudioPage', {
      access: 'signed-in',
      title: 'studio.title',
    }),
    page(
      'studio/channels/:channelId/contents/new',
      () => import('./content-editor-page'),
      'NewContentPage',
      { access: 'signed-in', title: 'studio.content.newTitle' },
    ),
    page(
      'studio/channels/:channelId/contents/:contentId',
      () => import('./content-editor-page'),
      'EditContentPage',
      { access: 'signed-in', title: 'studio.content.editTitle' },
    ),
  ],
});
