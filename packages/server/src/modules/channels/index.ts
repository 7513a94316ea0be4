import type { ServerModule } from '../server-module';
import { channelRelationships } from './channels.service';
import { channelRoutes, contentRoutes } from './channels.routes';
import { managedChannelRoutes } from './managed.routes';
import { registerChannelFeed } from './feed';
import { contentSubjects } from './notification-subjects';
import { notifyPublishedContents } from './publish-notifications';
import { channelPublicPages } from './public-pages';
import { channelSearch, contentSearch } from './search';

/** How often each node looks for contents whose publish time has come. */
const PUBLISH_INTERVAL_MS = 60_000;

/**
 * Channels: audio, video and article channels, their contents, guests, likes and
 * subscribers, the podcast feed, and the notification of subscribers when a content is
 * published; it owns the `channels` kind of relationships. A content's posts are served
 * by the activities module.
 */
export const channelsModule: ServerModule = {
  name: 'channels',
  routes: [...channelRoutes, ...contentRoutes, ...managedChannelRoutes],
  plainRoutes: registerChannelFeed,
  relationships: { channels: channelRelationships },
  publicPages: channelPublicPages,
  notificationSubjects: { contents: contentSubjects },
  searchSources: { channels: channelSearch, contents: contentSearch },
  jobs: [
    {
      name: 'content-publish-notifications',
      intervalMs: PUBLISH_INTERVAL_MS,
      run: (services, now) => notifyPublishedContents(services, now),
    },
  ],
};

/** What activities use: the channel and content guards (404, 461) before their posts. */
export { requireChannelViewer } from './channel-core';
export { requireContentViewer } from './contents.service';
/** The job's work, for tests and the seed. */
export { notifyPublishedContents } from './publish-notifications';
/** The writers the demo seed lays channels out with (seed/channels.ts). */
export { insertChannel } from './channels.repository';
export { insertContent, insertLike } from './contents.repository';
export { insertGuest, upsertSubscription } from './people.repository';
