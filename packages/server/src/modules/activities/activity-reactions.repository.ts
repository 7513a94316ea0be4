import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  activities,
  activityInterests,
  activityLikes,
  activityReports,
} from '../../db/schema/index';
import { inOrganization, type Scope } from '../../tenancy/scope';

/* What members add to an activity: likes, interests and reports, with the counters they move. */

/** Adds a like and bumps the counter; false when the account already liked it. */
export async function insertLike(
  db: Executor,
  scope: Scope,
  activityId: string,
  accountId: string,
): Promise<boolean> {
  const inserted = await db
    .insert(activityLikes)
    .values({ organizationId: scope.organizationId, activityId, accountId })
    .onConflictDoNothing()
    .returning({ activityId: activityLikes.activityId });
  if (inserted.length === 0) return false;
  await db
    .update(activities)
    .set({ likesCount: sql`${activities.likesCount} + 1` })
    .where(eq(activities.id, activityId));
  return true;
}

export async function deleteLike(
  db: Executor,
  activityId: string,
  accountId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(activityLikes)
    .where(and(eq(activityLikes.activityId, activityId), eq(activityLikes.accountId, accountId)))
    .returning({ activityId: activityLikes.activityId });
  if (deleted.length === 0) return false;
  await db
    .update(activities)
    .set({ likesCount: sql`greatest(${activities.likesCount} - 1, 0)` })
    .where(eq(activities.id, activityId));
  return true;
}

/**
 * Links the interests to the activity and bumps its `interests_count` by the links added,
 * in the caller's transaction (the activity's creation), so the counter and the rows agree.
 */
export async function linkInterests(
  db: Executor,
  scope: Scope,
  activityId: string,
  interestIds: string[],
): Promise<void> {
  if (interestIds.length === 0) return;
  const linked = await db
    .insert(activityInterests)
    .values(
      interestIds.map((interestId) => ({
        organizationId: scope.organizationId,
        activityId,
        interestId,
      })),
    )
    .onConflictDoNothing()
    .returning({ interestId: activityInterests.interestId });
  if (linked.length === 0) return;
  await db
    .update(activities)
    .set({ interestsCount: sql`${activities.interestsCount} + ${linked.length}` })
    .where(eq(activities.id, activityId));
}

export async function insertReport(
  db: Executor,
  values: { organizationId: string; activityId: string; accountId: string; reason: string | null },
): Promise<void> {
  await db
    .insert(activityReports)
    .values(values)
    .onConflictDoUpdate({
      target: [activityReports.activityId, activityReports.accountId],
      set: { reason: values.reason },
    });
}

export async function findReport(
  db: Executor,
  scope: Scope,
  activityId: string,
  reportId: string,
): Promise<{ id: string; accountId: string } | undefined> {
  const [row] = await db
    .select({ id: activityReports.id, accountId: activityReports.accountId })
    .from(activityReports)
    .where(
      and(
        inOrganization(activityReports, scope),
        eq(activityReports.activityId, activityId),
        eq(activityReports.id, reportId),
      ),
    );
  return row;
}

export async function deleteReport(db: Executor, reportId: string): Promise<void> {
  await db.delete(activityReports).where(eq(activityReports.id, reportId));
}
