import { and, desc, eq } from 'drizzle-orm';
import { matchesSql, rankedAnswer, rankedColumns, summarySql } from '../../db/full-text';
import {
  channels,
  channelSearchDocument,
  contents,
  contentSearchDocument,
} from '../../db/schema/index';
import { inOrganization } from '../../tenancy/scope';
import type { SearchSource } from '../seams';
import { viewerOf } from './channel-core';
import { listedChannel } from './channels.repository';
import { listedContentsSql } from './contents.repository';

/*
 * The channels and contents of the platform's search (decision 0070), as their lists show
 * them: channels visible and public, or tied to a group the caller is a member of (or
 * theirs to manage); published, visible contents of those channels only.
 */

export const channelSearch: SearchSource = {
  module: 'channels',
  async search(ctx, { query, limit }) {
    const ranked = rankedColumns(channelSearchDocument, query);
    const rows = await ctx.db
      .select({
        id: channels.id,
        key: channels.slug,
        title: channels.name,
        summary: summarySql(channels.description, query),
        image: channels.image,
        ...ranked,
      })
      .from(channels)
      .where(
        and(
          inOrganization(channels, ctx.scope),
          listedChannel(viewerOf(ctx)),
          matchesSql(channelSearchDocument, query),
        ),
      )
      .orderBy(desc(ranked.rank), channels.id)
      .limit(limit);
    return rankedAnswer('channels', rows);
  },
};

export const contentSearch: SearchSource = {
  module: 'channels',
  async search(ctx, { query, limit }) {
    const ranked = rankedColumns(contentSearchDocument, query);
    const rows = await ctx.db
      .select({
        id: contents.id,
        key: contents.slug,
        parentKey: channels.slug,
        title: contents.title,
        summary: summarySql(contents.description, query),
        image: contents.image,
        ...ranked,
      })
      .from(contents)
      .innerJoin(channels, eq(channels.id, contents.channelId))
      .where(and(listedContentsSql(viewerOf(ctx)), matchesSql(contentSearchDocument, query)))
      .orderBy(desc(ranked.rank), desc(contents.published))
      .limit(limit);
    return rankedAnswer('contents', rows);
  },
};
