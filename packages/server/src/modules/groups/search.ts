import { and, desc, eq } from 'drizzle-orm';
import { matchesSql, rankedAnswer, rankedColumns, summarySql } from '../../db/full-text';
import { groups, groupSearchDocument } from '../../db/schema/index';
import { inOrganization } from '../../tenancy/scope';
import type { SearchSource } from '../seams';

/**
 * The groups of the platform's search (decision 0070): the active groups, as the groups
 * list shows them — a private group too (its name and description are public; what is
 * posted or held in it is not).
 */
export const groupSearch: SearchSource = {
  module: 'groups',
  async search(ctx, { query, limit }) {
    const ranked = rankedColumns(groupSearchDocument, query);
    const rows = await ctx.db
      .select({
        id: groups.id,
        key: groups.slug,
        title: groups.name,
        summary: summarySql(groups.description, query),
        image: groups.image,
        ...ranked,
      })
      .from(groups)
      .where(
        and(
          inOrganization(groups, ctx.scope),
          eq(groups.active, true),
          matchesSql(groupSearchDocument, query),
        ),
      )
      .orderBy(desc(ranked.rank), groups.id)
      .limit(limit);
    return rankedAnswer('groups', rows);
  },
};
