import type { ServerModule } from '../server-module';
import { accountRoutes } from './accounts.routes';
import { accountRelationships } from './accounts.service';
import { accountSearch } from './search';

/** Accounts: profiles, follows and blocks; it owns the `accounts` kind of relationships. */
export const accountsModule: ServerModule = {
  name: 'accounts',
  routes: accountRoutes,
  relationships: { accounts: accountRelationships },
  searchSources: { accounts: accountSearch },
};

/** How other modules show an account: the summary columns to select and their mapping. */
export { toAccount, toSelf, type AccountRow } from './account-view';
/** The tiers accounts hold, for `toAccount` / `toSelf` (`accountMapper` reads and maps). */
export { accountTierFields } from './account-tiers';
export { accountMapper, accountsByIds } from './accounts.service';
export { baseAccountColumns, toBaseAccount, type BaseAccountRow } from './sql';
/**
 * The SQL pieces lists and feeds filter with (also in sql.ts, the leaf other modules'
 * repositories import): the block filter (`not blockedBetweenSql(scope, viewerId, column)`)
 * and the follow test of a feed.
 */
export { blockedBetweenSql, followsSql } from './sql';
export { releaseFollowCounters } from './account-deletion';
/** The acting account's own row, for the self module (and the seed's images); its pictures by id (storage). */
export {
  deleteAccount,
  findAccountById,
  findAccountImage,
  setAccountImage,
  updateAccount,
  type AccountChanges,
} from './profile.repository';
/** Account summaries by id or by username (mentions, embedded senders …), batched. */
export { baseAccountsByIds, baseAccountsByUsernames } from './account-lookup';
export {
  assertUsernameAvailable,
  isBlockedBetween,
  isUsernameAvailable,
  requireAccountByKey,
  requireNotBlocked,
  usernameConflict,
} from './accounts.service';
