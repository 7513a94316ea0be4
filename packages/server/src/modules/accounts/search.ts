import { and, desc, sql } from 'drizzle-orm';
import { accounts, accountSearchDocument } from '../../db/schema/index';
import type { SearchSource } from '../seams';
import { blockedBetweenSql, displayNameSql, enabledAccountsOf } from './sql';

/**
 * The people of the platform's search (decision 0070), by name, username, title, company
 * and bio: enabled accounts, none with a block between them and the caller either way;
 * the most followed first among equals.
 */
export const accountSearch: SearchSource = {
  module: 'accounts',
  statement: (ctx) => ({
    table: accounts,
    document: accountSearchDocument,
    hit: {
      id: accounts.id,
      key: accounts.username,
      title: displayNameSql(accounts),
      text: sql`concat_ws(' · ', ${accounts.title}, ${accounts.company}, ${accounts.bio})`,
      image: accounts.image,
    },
    visible: and(
      enabledAccountsOf(accounts, ctx.scope),
      ctx.account
        ? sql`not ${blockedBetweenSql(ctx.scope, ctx.account.id, accounts.id)}`
        : undefined,
    ),
    then: desc(accounts.followersCount),
  }),
};
