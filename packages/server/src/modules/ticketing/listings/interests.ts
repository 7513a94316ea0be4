import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { eventInterests } from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import { requireInterestsExist } from '../../interests/index';

/*
 * The interests a host sets on a listing (decision 0066): checked before the write (404 on
 * `interestIds` for one that is not the organization's), replaced in the listing's
 * transaction.
 */

/** The distinct ids, each an interest of the organization; undefined stays undefined (no change). */
export async function checkEventInterests(
  ctx: RequestContext,
  ids: readonly string[] | undefined,
): Promise<string[] | undefined> {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length) await requireInterestsExist(ctx, unique);
  return unique;
}

/** Replaces the event's interests with `interestIds`. */
export async function replaceEventInterests(
  db: Executor,
  scope: Scope,
  eventId: string,
  interestIds: readonly string[],
): Promise<void> {
  await db
    .delete(eventInterests)
    .where(and(inOrganization(eventInterests, scope), eq(eventInterests.eventId, eventId)));
  if (!interestIds.length) return;
  await db.insert(eventInterests).values(
    interestIds.map((interestId) => ({
      organizationId: scope.organizationId,
      eventId,
      interestId,
    })),
  );
}

/** The ids of the event's interests, for its host's form. */
export async function eventInterestIds(
  db: Executor,
  scope: Scope,
  eventId: string,
): Promise<string[]> {
  const rows = await db
    .select({ interestId: eventInterests.interestId })
    .from(eventInterests)
    .where(and(inOrganization(eventInterests, scope), eq(eventInterests.eventId, eventId)))
    .orderBy(asc(eventInterests.interestId));
  return rows.map((row) => row.interestId);
}
