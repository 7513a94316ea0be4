import { and, desc, sql } from 'drizzle-orm';
import { matchesSql, rankedAnswer, rankedColumns, summarySql } from '../../db/full-text';
import { accounts, accountSearchDocument } from '../../db/schema/index';
import type { SearchSource } from '../seams';
import { blockedBetweenSql, displayNameSql, enabledAccountsOf } from './sql';

/**
 * The people of the platform's search (decision 0070), by name, username, title, company
 * and bio: enabled accounts, none with a block between them and the caller either way.
 */
export const accountSearch: SearchSource = {
  module: 'accounts',
  async search(ctx, { query, limit }) {
    const ranked = rankedColumns(accountSearchDocument, query);
    const viewerId = ctx.account?.id;
    const rows = await ctx.db
      .select({
        id: accounts.id,
        key: accounts.username,
        title: displayNameSql(accounts),
        summary: summarySql(
          sql`concat_ws(' · ', ${accounts.title}, ${accounts.company}, ${accounts.bio})`,
          query,
        ),
        image: accounts.image,
        ...ranked,
      })
      .from(accounts)
      .where(
        and(
          enabledAccountsOf(accounts, ctx.scope),
          viewerId ? sql`not ${blockedBetweenSql(ctx.scope, viewerId, accounts.id)}` : undefined,
          matchesSql(accountSearchDocument, query),
        ),
      )
      .orderBy(desc(ranked.rank), desc(accounts.followersCount), accounts.id)
      .limit(limit);
    return rankedAnswer('accounts', rows);
  },
};
