import { PAGE_PATHS } from '@convene/contract';
import type { PublicPageSource } from '../server-module';
import { viewerOf } from './channel-core';
import { selectListedChannelPages } from './channels.repository';
import { selectPublishedContentPages } from './contents.repository';

/** The listed channels and their published contents, under the channel's tier lock. */
export const channelPublicPages: readonly PublicPageSource[] = [
  {
    module: 'channels',
    list: async (ctx, limit) =>
      (await selectListedChannelPages(ctx.db, viewerOf(ctx), limit)).map((row) => ({
        path: PAGE_PATHS.channel(row.slug),
        lastModified: row.updatedAt,
        lock: { type: 'channel', id: row.id },
      })),
  },
  {
    module: 'channels',
    list: async (ctx, limit) =>
      (await selectPublishedContentPages(ctx.db, viewerOf(ctx), limit)).map((row) => ({
        path: PAGE_PATHS.content(row.channelSlug, row.slug),
        lastModified: row.updatedAt,
        lock: { type: 'channel', id: row.channelId },
      })),
  },
];
