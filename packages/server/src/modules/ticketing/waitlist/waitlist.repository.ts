import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventWaitlistEntries } from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/*
 * The waitlist's SQL (decision 0024): a member's live entry (waiting or offered) per pass
 * type is unique; the line of a pass type is its waiting entries by `created_at, id`.
 */

export type WaitlistRow = typeof eventWaitlistEntries.$inferSelect;
const w = eventWaitlistEntries;
const LIVE = ['waiting', 'offered'] as const;

/** Adds the member to the line; an entry already live is kept (and answered). */
export async function joinLine(
  db: Executor,
  values: Pick<WaitlistRow, 'organizationId' | 'eventId' | 'passTypeId' | 'accountId'>,
): Promise<WaitlistRow> {
  await db
    .insert(w)
    .values(values)
    .onConflictDoNothing({
      target: [w.passTypeId, w.accountId],
      where: sql`${w.status} in ('waiting', 'offered')`,
    });
  const [row] = await db
    .select()
    .from(w)
    .where(
      and(
        eq(w.passTypeId, values.passTypeId),
        eq(w.accountId, values.accountId),
        inArray(w.status, [...LIVE]),
      ),
    );
  if (!row) throw new Error('the waitlist entry just made is gone');
  return row;
}

/** The member's entries for the event, newest first. */
export function entriesOf(db: Executor, scope: Scope, eventId: string, accountId: string) {
  return db
    .select()
    .from(w)
    .where(and(inOrganization(w, scope), eq(w.eventId, eventId), eq(w.accountId, accountId)))
    .orderBy(desc(w.createdAt), desc(w.id));
}

/** The member's live entry for a pass type, locked. */
export async function lockLiveEntry(
  tx: Executor,
  scope: Scope,
  key: { eventId: string; passTypeId: string; accountId: string },
): Promise<WaitlistRow | undefined> {
  const [row] = await tx
    .select()
    .from(w)
    .where(
      and(
        inOrganization(w, scope),
        eq(w.eventId, key.eventId),
        eq(w.passTypeId, key.passTypeId),
        eq(w.accountId, key.accountId),
        inArray(w.status, [...LIVE]),
      ),
    )
    .for('update');
  return row;
}

/** How many wait before the entry in its line (0: it is next). */
export async function waitingBefore(db: Executor, entry: WaitlistRow): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(w)
    .where(
      and(
        eq(w.passTypeId, entry.passTypeId),
        eq(w.status, 'waiting'),
        or(
          lt(w.createdAt, entry.createdAt),
          and(eq(w.createdAt, entry.createdAt), lt(w.id, entry.id)),
        ),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The next waiting entry of the line, locked; one another transaction holds (a member
 * leaving the line) is skipped rather than waited for.
 */
export async function lockNextWaiting(
  tx: Executor,
  scope: Scope,
  passTypeId: string,
): Promise<WaitlistRow | undefined> {
  const [row] = await tx
    .select()
    .from(w)
    .where(and(inOrganization(w, scope), eq(w.passTypeId, passTypeId), eq(w.status, 'waiting')))
    .orderBy(asc(w.createdAt), asc(w.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function updateEntry(
  db: Executor,
  id: string,
  changes: Partial<Pick<WaitlistRow, 'status' | 'offeredAt' | 'offerExpiresAt' | 'registrationId'>>,
): Promise<void> {
  await db.update(w).set(changes).where(eq(w.id, id));
}

/** Pass types with someone waiting, with their organization (the sweeper's round). */
export function linesWaiting(db: Executor) {
  return db
    .selectDistinct({
      organizationId: w.organizationId,
      eventId: w.eventId,
      passTypeId: w.passTypeId,
    })
    .from(w)
    .where(eq(w.status, 'waiting'));
}

/** Offers still open, locked (skipping any another sweeper holds). */
export function lockOpenOffers(tx: Executor, limit: number) {
  return tx
    .select()
    .from(w)
    .where(eq(w.status, 'offered'))
    .orderBy(asc(w.offerExpiresAt), asc(w.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Serializes offers of one pass type for the transaction: its line is served in order. */
export async function lockLine(tx: Executor, passTypeId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waitlist:${passTypeId}`}))`);
}
