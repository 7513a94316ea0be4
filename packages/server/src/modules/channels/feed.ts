import {
  CHANNEL_FEED_PATH,
  CHANNEL_MESSAGES,
  ChannelFeedQuerySchema,
  displayName,
  PAGE_PATHS,
} from '@convene/contract';
import type { FastifyInstance } from 'fastify';
import { requireModule, type RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { feedContext, type VisitorDeps } from '../../plugins/api-context';
import { originOf } from '../../lib/site-origin';
import { xml } from '../../lib/xml-text';
import { toOptionalBaseAccount } from '../accounts/sql';
import { feedUrlOf, requireChannelViewer, viewerOf } from './channel-core';
import type { ChannelPageRow } from './channels.repository';
import { selectContents, type ContentPageRow } from './contents.repository';

/*
 * The podcast feed of a public channel: RSS 2.0 with the iTunes tags
 * podcast apps read (author, image, duration, explicit, category) and an enclosure per
 * published audio content. Podcast apps send no header, so the organization comes from
 * the `organization` header, else the `?organization=` query, else the host called.
 */

/** Episodes a feed lists, the latest first. */
const FEED_ITEMS = 300;
/** The category a channel's feed declares (channels carry no category of their own). */
const FEED_CATEGORY = 'Society & Culture';

function absolute(ctx: RequestContext, url: string): string {
  return url.startsWith('/') ? `${originOf(ctx)}${url}` : url;
}

/** The channel's author: its creator's name, else `fallback`. */
function authorOf(row: ChannelPageRow, fallback: string): string {
  const creator = toOptionalBaseAccount(row.creator);
  return creator ? displayName(creator) : fallback;
}

function item(ctx: RequestContext, channel: ChannelPageRow, row: ContentPageRow): string {
  const { content } = row;
  const audio = content.audio!;
  const image = content.image?.uri ?? channel.channel.image?.uri;
  return [
    '<item>',
    `<title>${xml(content.title)}</title>`,
    `<description>${xml(content.description ?? content.title)}</description>`,
    `<link>${xml(`${originOf(ctx)}${PAGE_PATHS.content(channel.channel.slug, content.slug)}`)}</link>`,
    `<guid isPermaLink="false">${content.id}</guid>`,
    `<pubDate>${content.published!.toUTCString()}</pubDate>`,
    `<enclosure url="${xml(absolute(ctx, audio.url))}" length="${audio.size}" type="${xml(audio.contentType)}"/>`,
    content.duration ? `<itunes:duration>${xml(content.duration)}</itunes:duration>` : '',
    image ? `<itunes:image href="${xml(absolute(ctx, image))}"/>` : '',
    '<itunes:explicit>false</itunes:explicit>',
    '</item>',
  ].join('');
}

/** The feed of a channel the context may read (404, 461 as the channel page). */
export async function channelFeed(ctx: RequestContext, channelKey: string): Promise<string> {
  requireModule(ctx, 'channels');
  const channel = await requireChannelViewer(ctx, channelKey);
  const rows = await selectContents(
    ctx.db,
    viewerOf(ctx),
    { of: 'published', channelId: channel.channel.id, type: 'audio' },
    { limit: FEED_ITEMS, offset: 0, after: null },
  );
  const organizationName = ctx.organization.config.NAME;
  const author = authorOf(channel, organizationName);
  const link = `${originOf(ctx)}${PAGE_PATHS.channel(channel.channel.slug)}`;
  const image = channel.channel.image ? absolute(ctx, channel.channel.image.uri) : null;
  const description = channel.channel.description || channel.channel.name;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xml(channel.channel.name)}</title>`,
    `<link>${xml(link)}</link>`,
    `<description>${xml(description)}</description>`,
    `<language>${xml(ctx.organization.config.DEFAULT_LOCALE ?? 'en')}</language>`,
    `<atom:link href="${xml(feedUrlOf(ctx, channel.channel.slug))}" rel="self" type="application/rss+xml"/>`,
    `<itunes:author>${xml(author)}</itunes:author>`,
    `<itunes:summary>${xml(description)}</itunes:summary>`,
    `<itunes:owner><itunes:name>${xml(organizationName)}</itunes:name></itunes:owner>`,
    image ? `<itunes:image href="${xml(image)}"/>` : '',
    image
      ? `<image><url>${xml(image)}</url><title>${xml(channel.channel.name)}</title><link>${xml(link)}</link></image>`
      : '',
    `<itunes:category text="${xml(FEED_CATEGORY)}"/>`,
    '<itunes:explicit>false</itunes:explicit>',
    ...rows.filter((row) => row.content.audio).map((row) => item(ctx, channel, row)),
    '</channel>',
    '</rss>',
  ].join('\n');
}

/** Registers `GET /channels/{id}/feed.rss` (XML, outside the JSON endpoint table). */
export function registerChannelFeed(api: FastifyInstance, deps: VisitorDeps): void {
  api.get<{ Params: { channelId: string }; Querystring: Record<string, unknown> }>(
    CHANNEL_FEED_PATH,
    { config: { skipContext: true }, schema: { hide: true } },
    async (request, reply) => {
      const query = ChannelFeedQuerySchema.safeParse(request.query);
      if (!query.success) {
        throw new AppError('VALIDATION', CHANNEL_MESSAGES.invalidOrganization, {
          field: 'organization',
        });
      }
      const ctx = await feedContext(request, deps, query.data.organization);
      const body = await channelFeed(ctx, request.params.channelId);
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(body);
    },
  );
}
