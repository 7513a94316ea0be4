import { and, desc, eq } from 'drizzle-orm';
import { matchesSql, rankedAnswer, rankedColumns, summarySql } from '../../db/full-text';
import { activities, activitySearchDocument } from '../../db/schema/index';
import { accountsAs, displayNameSql } from '../accounts/sql';
import type { SearchSource } from '../seams';
import { activityConditions } from './activities.repository';

const authors = accountsAs('sa');

/**
 * The posts of the platform's search (decision 0070), titled by their author: the
 * top-level posts the caller's lists would show them — a group's posts to its members
 * only, posts about a private channel's contents to its group's members only, none by an
 * account with a block between it and the caller.
 */
export const activitySearch: SearchSource = {
  module: 'activities',
  async search(ctx, { query, limit }) {
    const ranked = rankedColumns(activitySearchDocument, query);
    const rows = await ctx.db
      .select({
        id: activities.id,
        key: activities.id,
        title: displayNameSql(authors),
        summary: summarySql(activities.message, query),
        image: activities.image,
        ...ranked,
      })
      .from(activities)
      .innerJoin(authors, eq(authors.id, activities.accountId))
      .where(
        and(
          activityConditions({
            scope: ctx.scope,
            viewerId: ctx.account?.id,
            groupRuleLifted: false,
          }),
          matchesSql(activitySearchDocument, query),
        ),
      )
      .orderBy(desc(ranked.rank), desc(activities.createdAt))
      .limit(limit);
    return rankedAnswer('activities', rows);
  },
};
