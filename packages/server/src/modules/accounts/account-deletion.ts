import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { accounts, activities, activityLikes, follows } from '../../db/schema/index';

/**
 * Before an account is deleted (its follows, likes and comments then go by cascade), the
 * counters those rows fed are lowered in the same transaction: followers and following of
 * the accounts on the other side, likes and comments of other people's activities.
 */
export async function releaseAccountCounters(
  tx: Transaction,
  scope: { organizationId: string; accountId: string },
): Promise<void> {
  const { organizationId, accountId } = scope;
  await tx.execute(sql`update ${accounts} set followers_count = greatest(followers_count - 1, 0)
    where ${accounts.organizationId} = ${organizationId}
      and ${accounts.id} in (select ${follows.accountId} from ${follows} where ${follows.followerId} = ${accountId})`);
  await tx.execute(sql`update ${accounts} set following_count = greatest(following_count - 1, 0)
    where ${accounts.organizationId} = ${organizationId}
      and ${accounts.id} in (select ${follows.followerId} from ${follows} where ${follows.accountId} = ${accountId})`);
  await tx.execute(sql`update ${activities} set likes_count = greatest(likes_count - 1, 0)
    where ${activities.organizationId} = ${organizationId}
      and ${activities.id} in (select ${activityLikes.activityId} from ${activityLikes} where ${activityLikes.accountId} = ${accountId})`);
  await tx.execute(sql`update ${activities} as parent set comments_count = greatest(parent.comments_count - mine.n, 0)
    from (select commented_id, count(*)::int as n from ${activities}
          where account_id = ${accountId} and commented_id is not null group by commented_id) as mine
    where parent.id = mine.commented_id and parent.organization_id = ${organizationId}`);
}
