import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { activities, activityLikes } from '../../db/schema/index';
import type { Scope } from '../../tenancy/scope';

/**
 * Before an account is deleted (its likes and comments then go by cascade), the likes and
 * comments counters of other people's activities it fed drop, in the same transaction.
 * Their rows are locked first, in id order, so two deletions touching the same
 * activities queue instead of deadlocking.
 */
export async function releaseActivityCounters(
  tx: Transaction,
  scope: Scope,
  accountId: string,
): Promise<void> {
  const { organizationId } = scope;
  await tx.execute(sql`select ${activities.id} from ${activities}
    where ${activities.organizationId} = ${organizationId}
      and (${activities.id} in (select ${activityLikes.activityId} from ${activityLikes} where ${activityLikes.accountId} = ${accountId})
        or ${activities.id} in (select commented_id from ${activities} where account_id = ${accountId} and commented_id is not null))
    order by ${activities.id}
    for no key update`);
  await tx.execute(sql`update ${activities} set likes_count = greatest(likes_count - 1, 0)
    where ${activities.organizationId} = ${organizationId}
      and ${activities.id} in (select ${activityLikes.activityId} from ${activityLikes} where ${activityLikes.accountId} = ${accountId})`);
  await tx.execute(sql`update ${activities} as parent set comments_count = greatest(parent.comments_count - mine.n, 0)
    from (select commented_id, count(*)::int as n from ${activities}
          where account_id = ${accountId} and commented_id is not null group by commented_id) as mine
    where parent.id = mine.commented_id and parent.organization_id = ${organizationId}`);
}
