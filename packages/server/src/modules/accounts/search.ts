import { and, desc, sql } from 'drizzle-orm';
import { accounts, accountSearchDocument } from '../../db/schema/index';
import { searchSource } from '../search/sql';
import { blockedBetweenSql, displayNameSql, enabledAccountsOf } from './sql';

/**
 * The people of the platform's search (decision 0070), by name, username, title, company
 * and bio: enabled accounts, none with a block between them and the caller either way;
 * the most followed first among equals.
 */
export const accountSearch = searchSource('accounts', accounts, accountSearchDocument, (ctx) => ({
  key: accounts.username,
  title: displayNameSql(accounts),
  text: sql`concat_ws(' · ', ${accounts.title}, ${accounts.company}, ${accounts.bio})`,
  visible: and(
    enabledAccountsOf(accounts, ctx.scope),
    ctx.account ? sql`not ${blockedBetweenSql(ctx.scope, ctx.account.id, accounts.id)}` : undefined,
  ),
  then: desc(accounts.followersCount),
}));
