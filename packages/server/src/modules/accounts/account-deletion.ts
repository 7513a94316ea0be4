import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { accounts, follows } from '../../db/schema/index';
import type { Scope } from '../../tenancy/scope';

/**
 * Before an account is deleted (its follows then go by cascade), the follower and
 * following counters of the accounts on the other side drop, in the same transaction.
 * Locks first: the deleted account's row (a follow or like it is making concurrently
 * holds a key share on it, so it finishes before this takes any counter row), then the
 * other side's rows in id order, the order a follow takes them in: no deadlock.
 */
export async function releaseFollowCounters(
  tx: Transaction,
  scope: Scope,
  accountId: string,
): Promise<void> {
  const { organizationId } = scope;
  await tx.execute(sql`select ${accounts.id} from ${accounts}
    where ${accounts.organizationId} = ${organizationId} and ${accounts.id} = ${accountId}
    for update`);
  await tx.execute(sql`select ${accounts.id} from ${accounts}
    where ${accounts.organizationId} = ${organizationId}
      and (${accounts.id} in (select ${follows.accountId} from ${follows} where ${follows.followerId} = ${accountId})
        or ${accounts.id} in (select ${follows.followerId} from ${follows} where ${follows.accountId} = ${accountId}))
    order by ${accounts.id}
    for no key update`);
  await tx.execute(sql`update ${accounts} set followers_count = greatest(followers_count - 1, 0)
    where ${accounts.organizationId} = ${organizationId}
      and ${accounts.id} in (select ${follows.accountId} from ${follows} where ${follows.followerId} = ${accountId})`);
  await tx.execute(sql`update ${accounts} set following_count = greatest(following_count - 1, 0)
    where ${accounts.organizationId} = ${organizationId}
      and ${accounts.id} in (select ${follows.followerId} from ${follows} where ${follows.accountId} = ${accountId})`);
}
