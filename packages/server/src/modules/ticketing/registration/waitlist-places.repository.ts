import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventPassTypes } from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import { waitingInLine } from '../waitlist/sql';

/*
 * Places kept for a waitlist (decision 0051). A place of a pass type freed while members
 * wait — a pass canceled, a cart emptied, a hold lapsed — is kept for them by the very
 * update that frees it: it stays in `reserved` (so no cart can take it: the conditional
 * update every cart takes capacity with sees no room) and is counted in `waitlist_held`,
 * as many as wait and are not yet covered. Each then becomes an offer in the next
 * member's cart (`claimWaitlistPlace`), in line order, or is given back when nobody waits.
 */

const t = eventPassTypes;

/**
 * Lowers the pass type's `reserved` (a cart gave places back) or `sold` (a pass canceled) by
 * `count` and keeps what is then free for its line, in one update: whether places are kept
 * for the line now (the waitlist should make its offers).
 */
export async function freePassTypePlaces(
  db: Executor,
  scope: Scope,
  passTypeId: string,
  count: number,
  column: 'reserved' | 'sold',
): Promise<boolean> {
  const sold = column === 'sold' ? sql`greatest(${t.sold} - ${count}, 0)` : sql`${t.sold}`;
  const reserved = column === 'reserved' ? sql`(${t.reserved} - ${count})` : sql`${t.reserved}`;
  const kept = sql`(case when ${t.supply} is null then 0 else greatest(0, least(
    ${t.supply} - ${sold} - ${reserved}, ${waitingInLine(passTypeId)} - ${t.waitlistHeld})) end)`;
  const [row] = await db
    .update(t)
    .set({
      sold,
      reserved: sql`${reserved} + ${kept}`,
      waitlistHeld: sql`${t.waitlistHeld} + ${kept}`,
    })
    .where(and(inOrganization(t, scope), eq(t.id, passTypeId)))
    .returning({ held: t.waitlistHeld });
  return (row?.held ?? 0) > 0;
}

/**
 * Keeps what is free of the pass type for its line (a host raised the supply while members
 * wait): whether places are kept for the line now.
 */
export function keepFreePlacesForLine(
  tx: Executor,
  scope: Scope,
  passTypeId: string,
): Promise<boolean> {
  return freePassTypePlaces(tx, scope, passTypeId, 0, 'reserved');
}

/** Places kept for the line, and what is free besides (null: no limit); read without a lock. */
export async function waitlistPlaces(
  db: Executor,
  scope: Scope,
  passTypeId: string,
): Promise<{ held: number; left: number | null }> {
  const [row] = await db
    .select({
      held: t.waitlistHeld,
      left: sql<number | null>`${t.supply} - ${t.sold} - ${t.reserved}`,
    })
    .from(t)
    .where(and(inOrganization(t, scope), eq(t.id, passTypeId)));
  return row ?? { held: 0, left: 0 };
}

/**
 * One place kept for the line handed over to the offer being made (it leaves `reserved`,
 * which the offer's cart takes again at once, in the same transaction: this row stays
 * locked in between). False when none is kept.
 */
export async function claimWaitlistPlace(
  tx: Executor,
  scope: Scope,
  passTypeId: string,
): Promise<boolean> {
  const rows = await tx
    .update(t)
    .set({ reserved: sql`${t.reserved} - 1`, waitlistHeld: sql`${t.waitlistHeld} - 1` })
    .where(and(inOrganization(t, scope), eq(t.id, passTypeId), gt(t.waitlistHeld, 0)))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Every place kept for the line given back (nobody waits, or the pass is no longer sold). */
export async function releaseWaitlistPlaces(
  tx: Executor,
  scope: Scope,
  passTypeId: string,
): Promise<void> {
  await tx
    .update(t)
    .set({ reserved: sql`${t.reserved} - ${t.waitlistHeld}`, waitlistHeld: 0 })
    .where(and(inOrganization(t, scope), eq(t.id, passTypeId), gt(t.waitlistHeld, 0)));
}

/** Pass types with places kept for their line, with their organization (the sweeper's round). */
export function linesWithKeptPlaces(db: Executor) {
  return db
    .select({ organizationId: t.organizationId, eventId: t.eventId, passTypeId: t.id })
    .from(t)
    .where(gt(t.waitlistHeld, 0));
}
