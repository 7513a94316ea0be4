import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventWaitlistEntries } from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/*
 * The waitlist's shared SQL pieces (decision 0051), for the modules that free or sell a
 * place: how many wait in a line (a freed place is kept for them in the same statement that
 * frees it), and a member who gets a pass out of every line of the event. A leaf (tables and
 * drizzle only, no module file).
 */

const w = eventWaitlistEntries;

/** How many members wait in the line of the pass type `passTypeId` (a scalar subquery). */
export function waitingInLine(passTypeId: string): SQL<number> {
  return sql<number>`(select count(*)::int from ${w}
    where ${w.passTypeId} = ${passTypeId} and ${w.status} = 'waiting')`;
}

/**
 * The member got a pass of the event (bought it, or it was given to them): out of every
 * line they wait in; an open offer counts as taken. Entries another transaction holds (an
 * offer being made, which finds the member registered and moves on) are skipped, never
 * waited for: that transaction holds the line before the member's registration, this one
 * the other way round.
 */
export async function leaveLinesOfEvent(
  tx: Executor,
  scope: Scope,
  key: { eventId: string; accountId: string },
): Promise<void> {
  const live = tx
    .select({ id: w.id })
    .from(w)
    .where(
      and(
        inOrganization(w, scope),
        eq(w.eventId, key.eventId),
        eq(w.accountId, key.accountId),
        inArray(w.status, ['waiting', 'offered']),
      ),
    )
    .for('update', { skipLocked: true });
  await tx
    .update(w)
    .set({ status: sql`case when ${w.status} = 'offered' then 'accepted' else 'left' end` })
    .where(inArray(w.id, live));
}
