import { channelQueries, contentQueries } from '@convene/client';
import { CONTENT_TYPES, type ContentType } from '@convene/contract';
import { defineArea, page } from '../../app/area';

/** The type filter of /contents, as its page reads it from the address. */
const typeOf = (url: URL): ContentType | undefined => {
  const type = url.searchParams.get('type');
  return CONTENT_TYPES.find((candidate) => candidate === type);
};

/**
 * Channels: the Channels tab of the navigation (/contents: every content, my channels' and
 * the featured ones, by type), the channel directory (/channels), a channel (/channels/:slug:
 * its contents by type, subscribe with email and push preferences) and a content (audio in
 * the floating player, video over HLS, an article to read). Pages load on demand: only these
 * declarations are in the first script.
 */
export const channelsArea = defineArea({
  id: 'channels',
  module: 'channels',
  routes: [
    page('channels', () => import('./channels-page'), 'ChannelsPage', {
      // Server only: the browser build drops it, and the channel queries with it.
      prefetch: import.meta.env.SSR
        ? ({ queryClient, api }) => queryClient.prefetchInfiniteQuery(channelQueries.list(api, {}))
        : undefined,
      title: 'channels.title',
    }),
    page('contents', () => import('./contents-page'), 'ContentsPage', {
      prefetch: import.meta.env.SSR
        ? ({ queryClient, api, url }) => {
            const type = typeOf(url);
            return queryClient.prefetchInfiniteQuery(
              contentQueries.list(api, type ? { type } : {}),
            );
          }
        : undefined,
      title: 'channels.contents.title',
    }),
    page('channels/:slug', () => import('./channel-page'), 'ChannelPage', { data: true }),
    page('channels/:slug/contents/:contentId', () => import('./content-page'), 'ContentPage', {
      data: true,
    }),
  ],
  // New contents of the channels I subscribe to (their email and push follow each subscription).
  notificationSettings: [{ label: 'channels.notifications.contents', type: 'CONTENT' }],
});
