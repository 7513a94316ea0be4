import { and, desc } from 'drizzle-orm';
import { rankedAnswer, rankedColumns, matchesSql, summarySql } from '../../../db/full-text';
import { events, eventSearchDocument } from '../../../db/schema/index';
import type { SearchSource } from '../../seams';
import { catalogueEventsSql } from './events.repository';
import { viewerOf } from './events.service';

/**
 * The events of the platform's search (decision 0070): the catalogue as the caller sees it
 * (ready and public; a group-only event to its group's members and its managers), past and
 * upcoming; drafts and private events never.
 */
export const eventSearch: SearchSource = {
  module: 'events',
  async search(ctx, { query, limit }) {
    const ranked = rankedColumns(eventSearchDocument, query);
    const rows = await ctx.db
      .select({
        id: events.id,
        key: events.slug,
        title: events.name,
        summary: summarySql(events.shortDescription, query),
        image: events.image,
        ...ranked,
      })
      .from(events)
      .where(and(catalogueEventsSql(viewerOf(ctx)), matchesSql(eventSearchDocument, query)))
      .orderBy(desc(ranked.rank), desc(events.eventStart))
      .limit(limit);
    return rankedAnswer('events', rows);
  },
};
