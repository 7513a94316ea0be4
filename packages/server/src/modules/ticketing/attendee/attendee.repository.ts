import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventFollowupQuestions,
  eventFollowups,
  eventPassAddOns,
  eventPassRefunds,
  eventPassResponses,
  eventPasses,
  eventPassTransfers,
  eventRegistrations,
} from '../../../db/schema/index';
import { inOrganization, type Page, type Scope } from '../../../tenancy/scope';
import {
  accountNameOrEmailSearch,
  accountsAs,
  accountSummaryColumns,
  blockedBetweenSql,
  enabledAccountsOf,
} from '../../accounts/sql';
import { primaryLoginAccountIdsSql } from '../../logins/sql';

/*
 * The attendee's SQL: passes as their holder reaches them (a pass is held by the account
 * of the registration it is in), transfers, refunds and follow-ups. Always scoped by
 * organization; the registration module's rows are read here only, changed only as a
 * pass's life after purchase needs (cancel, transfer, add-ons, answers).
 */

export type PassRow = typeof eventPasses.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;
const reg = eventRegistrations;

/** The passes of registrations the account holds for the event (not drafts of a cart). */
function heldBy(scope: Scope, eventId: string, accountId: string) {
  return and(
    inOrganization(eventPasses, scope),
    eq(eventPasses.eventId, eventId),
    ne(eventPasses.status, 'draft'),
    inArray(
      eventPasses.registrationId,
      sql`(select ${reg.id} from ${reg} where ${reg.accountId} = ${accountId} and ${reg.eventId} = ${eventId})`,
    ),
  );
}

export interface PassKey {
  eventId: string;
  accountId: string;
  passId: string;
}

/** The pass, when the account holds it (locked with `lock`: changes of it run one at a time). */
export async function findHeldPass(
  db: Executor,
  scope: Scope,
  key: PassKey,
  lock = false,
): Promise<PassRow | undefined> {
  const query = db
    .select()
    .from(eventPasses)
    .where(and(heldBy(scope, key.eventId, key.accountId), eq(eventPasses.id, key.passId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updatePassRow(
  db: Executor,
  id: string,
  changes: Partial<Omit<PassRow, 'id' | 'organizationId' | 'alternateId'>>,
): Promise<void> {
  await db.update(eventPasses).set(changes).where(eq(eventPasses.id, id));
}

/** Adds what was paid later for the pass (add-ons) to what it was paid. */
export async function addToAmountPaid(db: Executor, passId: string, cents: number) {
  await db
    .update(eventPasses)
    .set({ amtPaid: sql`${eventPasses.amtPaid} + ${cents}` })
    .where(eq(eventPasses.id, passId));
}

/** How many passes of the registration are still held (not canceled, not in a cart). */
/** What an active pass may share with others of its registration. */
export type SharedBy = 'couponId' | 'registrationPackageId' | 'reservationId';

/** The registration's active passes (those holding `sharing`'s coupon, package or room). */
export async function countActivePasses(
  db: Executor,
  registrationId: string,
  sharing?: { column: SharedBy; id: string },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventPasses)
    .where(
      and(
        eq(eventPasses.registrationId, registrationId),
        inArray(eventPasses.status, ['ready', 'needsInfo']),
        sharing ? eq(eventPasses[sharing.column], sharing.id) : undefined,
      ),
    );
  return row?.count ?? 0;
}

export async function updateRegistrationRow(
  db: Executor,
  id: string,
  changes: Partial<Pick<RegistrationRow, 'status' | 'registeredAt' | 'heldUntil' | 'couponId'>>,
): Promise<void> {
  await db.update(reg).set(changes).where(eq(reg.id, id));
}

/** How many passes the registration has in its cart. */
export async function countDraftPasses(db: Executor, registrationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventPasses)
    .where(and(eq(eventPasses.registrationId, registrationId), eq(eventPasses.status, 'draft')));
  return row?.count ?? 0;
}

// ---------------------------------------------------------------- add-ons and answers

export async function passAddOnIds(db: Executor, passId: string): Promise<string[]> {
  const rows = await db
    .select({ addOnId: eventPassAddOns.addOnId })
    .from(eventPassAddOns)
    .where(eq(eventPassAddOns.passId, passId));
  return rows.map((row) => row.addOnId);
}

export async function insertPassAddOns(
  db: Executor,
  scope: Scope,
  passId: string,
  addOnIds: readonly string[],
): Promise<void> {
  if (addOnIds.length === 0) return;
  await db
    .insert(eventPassAddOns)
    .values(addOnIds.map((addOnId) => ({ organizationId: scope.organizationId, passId, addOnId })));
}

export type ResponseRow = typeof eventPassResponses.$inferSelect;

export function passResponses(db: Executor, passId: string): Promise<ResponseRow[]> {
  return db.select().from(eventPassResponses).where(eq(eventPassResponses.passId, passId));
}

/** Sets (or, with `value` null, clears) a pass's answer to a question. */
export async function writeResponse(
  db: Executor,
  scope: Scope,
  row: { passId: string; questionId: string; value: string | null; choiceIds: string[] },
): Promise<void> {
  if (row.value === null) {
    await db
      .delete(eventPassResponses)
      .where(
        and(
          eq(eventPassResponses.passId, row.passId),
          eq(eventPassResponses.questionId, row.questionId),
        ),
      );
    return;
  }
  await db
    .insert(eventPassResponses)
    .values({ organizationId: scope.organizationId, ...row, value: row.value })
    .onConflictDoUpdate({
      target: [eventPassResponses.passId, eventPassResponses.questionId],
      set: { value: row.value, choiceIds: row.choiceIds, updatedAt: sql`now()` },
    });
}

// ---------------------------------------------------------------- refunds and transfers

/** Records a pass's refund; false when it already has one (the once-only guard). */
export async function insertRefund(
  db: Executor,
  values: typeof eventPassRefunds.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(eventPassRefunds)
    .values(values)
    .onConflictDoNothing({ target: eventPassRefunds.passId })
    .returning({ id: eventPassRefunds.id });
  return rows.length > 0;
}

/** What the claimed refund came to: the first refund payment made and the cents refunded. */
export async function settleRefund(
  db: Executor,
  passId: string,
  made: { paymentId: string | null; amount: number },
) {
  await db.update(eventPassRefunds).set(made).where(eq(eventPassRefunds.passId, passId));
}

export async function insertTransfer(
  db: Executor,
  values: typeof eventPassTransfers.$inferInsert,
): Promise<void> {
  await db.insert(eventPassTransfers).values(values);
}

const senders = accountsAs('senders');
const receivers = accountsAs('receivers');
const t = eventPassTransfers;

/** Transfers to or from the registration, newest first, with both accounts and the pass. */
export function listTransfers(db: Executor, scope: Scope, registrationId: string, page: Page) {
  const fromReg = sql`(select ${reg.accountId} from ${reg} where ${reg.id} = ${t.fromRegistrationId})`;
  const toReg = sql`(select ${reg.accountId} from ${reg} where ${reg.id} = ${t.toRegistrationId})`;
  return db
    .select({
      transfer: t,
      pass: {
        id: eventPasses.id,
        alternateId: eventPasses.alternateId,
        ticketId: eventPasses.passTypeId,
      },
      sender: accountSummaryColumns(senders),
      receiver: accountSummaryColumns(receivers),
    })
    .from(t)
    .innerJoin(eventPasses, eq(eventPasses.id, t.passId))
    .leftJoin(senders, eq(senders.id, fromReg))
    .leftJoin(receivers, eq(receivers.id, toReg))
    .where(
      and(
        inOrganization(t, scope),
        or(eq(t.fromRegistrationId, registrationId), eq(t.toRegistrationId, registrationId)),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(page.limit)
    .offset(page.offset);
}

const candidates = accountsAs('candidates');

/**
 * Who may receive a pass: enabled accounts of the organization, not the holder, with no
 * block between them and the holder either way, by name or by their exact email address.
 */
export function listTransferCandidates(
  db: Executor,
  scope: Scope,
  holderId: string,
  search: string | undefined,
  page: Page,
) {
  return db
    .select({ account: candidates })
    .from(candidates)
    .where(
      and(
        enabledAccountsOf(candidates, scope),
        ne(candidates.id, holderId),
        sql`not ${blockedBetweenSql(scope, holderId, candidates.id)}`,
        accountNameOrEmailSearch(candidates, search, primaryLoginAccountIdsSql),
      ),
    )
    .orderBy(asc(candidates.username), asc(candidates.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The receiver, when it is an enabled account of the organization. */
export async function findReceiver(db: Executor, scope: Scope, accountId: string) {
  const [row] = await db
    .select(accountSummaryColumns(candidates))
    .from(candidates)
    .where(and(enabledAccountsOf(candidates, scope), eq(candidates.id, accountId)));
  return row;
}

// ---------------------------------------------------------------- follow-ups

export type FollowupRow = typeof eventFollowups.$inferSelect;

/** The event's follow-ups with their question ids in order (one, with `followupId`). */
export async function listFollowups(
  db: Executor,
  scope: Scope,
  eventId: string,
  followupId?: string,
): Promise<(FollowupRow & { questionIds: string[] })[]> {
  const rows = await db
    .select()
    .from(eventFollowups)
    .where(
      and(
        inOrganization(eventFollowups, scope),
        eq(eventFollowups.eventId, eventId),
        followupId ? eq(eventFollowups.id, followupId) : undefined,
      ),
    )
    .orderBy(asc(eventFollowups.sortOrder), asc(eventFollowups.createdAt));
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(eventFollowupQuestions)
    .where(
      inArray(
        eventFollowupQuestions.followupId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(eventFollowupQuestions.sortOrder), asc(eventFollowupQuestions.questionId));
  return rows.map((row) => ({
    ...row,
    questionIds: links.filter((link) => link.followupId === row.id).map((link) => link.questionId),
  }));
}

/** The registration that first bought the pass (before any transfer): whose payment it was. */
export async function purchaseRegistrationId(db: Executor, pass: PassRow): Promise<string> {
  const [first] = await db
    .select({ fromRegistrationId: t.fromRegistrationId })
    .from(t)
    .where(eq(t.passId, pass.id))
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(1);
  return first?.fromRegistrationId ?? pass.registrationId;
}
