import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { accounts, follows } from '../../db/schema/index';
import type { Scope } from '../../tenancy/scope';

/**
 * Before an account is deleted (its follows then go by cascade), the follower and
 * following counters of the accounts on the other side drop, in the same transaction.
 */
export async function releaseFollowCounters(
  tx: Transaction,
  scope: Scope,
  accountId: string,
): Promise<void> {
  const { organizationId } = scope;
  await tx.execute(sql`update ${accounts} set followers_count = greatest(followers_count - 1, 0)
    where ${accounts.organizationId} = ${organizationId}
      and ${accounts.id} in (select ${follows.accountId} from ${follows} where ${follows.followerId} = ${accountId})`);
  await tx.execute(sql`update ${accounts} set following_count = greatest(following_count - 1, 0)
    where ${accounts.organizationId} = ${organizationId}
      and ${accounts.id} in (select ${follows.followerId} from ${follows} where ${follows.accountId} = ${accountId})`);
}
