import type { ListingAttendeeFilter } from '@convene/contract';
import {
  and,
  asc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventPasses,
  eventPassResponses,
  eventPassTypes,
  eventQuestions,
  eventRegistrations,
} from '../../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type ListWindow,
  type Ordering,
} from '../../../lib/keyset';
import { likePattern } from '../../../lib/search';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import { accountNameSearch, accountsAs, accountSummaryColumns } from '../../accounts/sql';

/*
 * The attendees of an event and their passes, as its hosts read them: registrations that
 * are not carts, with the registrant's account (email and phone included) and each pass
 * with its type and answers. Lists page by keyset, newest first.
 */

export type RegistrationRow = typeof eventRegistrations.$inferSelect;
export type PassRow = typeof eventPasses.$inferSelect;

const registrants = accountsAs('registrants');

const registrantColumns = {
  ...accountSummaryColumns(registrants),
  email: registrants.email,
  phone: registrants.phone,
};

export type RegistrantRow = {
  [K in keyof typeof registrantColumns]: (typeof registrants.$inferSelect)[K];
};

export const ATTENDEE_ORDER: Ordering = [
  { column: eventRegistrations.createdAt, type: 'timestamptz', direction: 'desc' },
  { column: eventRegistrations.id, type: 'uuid', direction: 'desc' },
];

export const PASS_ORDER: Ordering = [
  { column: eventPasses.createdAt, type: 'timestamptz', direction: 'desc' },
  { column: eventPasses.id, type: 'uuid', direction: 'desc' },
];

/** Username, name or email of the registrant containing `search`. */
function registrantSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(accountNameSearch(registrants, search), ilike(registrants.email, likePattern(search)));
}

const anyCheckedIn = sql`exists (select 1 from ${eventPasses} p
  where p.registration_id = ${eventRegistrations.id} and p.used_at is not null)`;

function attendeeFilter(status: ListingAttendeeFilter | undefined): SQL | undefined {
  switch (status) {
    case 'registered':
      return eq(eventRegistrations.status, 'registered');
    case 'canceled':
      return eq(eventRegistrations.status, 'canceled');
    case 'checkedIn':
      return and(eq(eventRegistrations.status, 'registered'), anyCheckedIn);
    case 'notCheckedIn':
      return and(eq(eventRegistrations.status, 'registered'), sql`not ${anyCheckedIn}`);
    default:
      // Carts are nobody's attendance; every other status is shown.
      return ne(eventRegistrations.status, 'draft');
  }
}

function selectRegistrations(db: Executor) {
  return db
    .select({
      registration: eventRegistrations,
      account: registrantColumns,
      position: positionSql(ATTENDEE_ORDER),
    })
    .from(eventRegistrations)
    .innerJoin(registrants, eq(registrants.id, eventRegistrations.accountId));
}

export type AttendeeRow = Awaited<ReturnType<typeof listAttendeeRows>>[number];

export async function listAttendeeRows(
  db: Executor,
  scope: Scope,
  eventId: string,
  filter: { status?: ListingAttendeeFilter; search?: string },
  window: ListWindow,
) {
  return selectRegistrations(db)
    .where(
      and(
        inOrganization(eventRegistrations, scope),
        eq(eventRegistrations.eventId, eventId),
        attendeeFilter(filter.status),
        registrantSearch(filter.search),
        window.after ? afterPosition(ATTENDEE_ORDER, window.after) : undefined,
      ),
    )
    .orderBy(...orderBySql(ATTENDEE_ORDER))
    .limit(window.limit)
    .offset(window.offset);
}

/** Every attendee of the event (the CSV export), oldest first. */
export async function allAttendeeRows(db: Executor, scope: Scope, eventId: string) {
  return selectRegistrations(db)
    .where(
      and(
        inOrganization(eventRegistrations, scope),
        eq(eventRegistrations.eventId, eventId),
        attendeeFilter(undefined),
      ),
    )
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
}

export async function findAttendeeRow(
  db: Executor,
  scope: Scope,
  eventId: string,
  accountId: string,
): Promise<AttendeeRow | undefined> {
  const [row] = await selectRegistrations(db).where(
    and(
      inOrganization(eventRegistrations, scope),
      eq(eventRegistrations.eventId, eventId),
      eq(eventRegistrations.accountId, accountId),
      attendeeFilter(undefined),
    ),
  );
  return row;
}

export interface PassDetailRow {
  pass: PassRow;
  passType: { id: string; name: string; price: number };
  responses: { questionId: string; question: string; value: string }[];
}

/** The passes of the given registrations (carts' passes left out), with types and answers. */
export async function passDetailsOf(
  db: Executor,
  scope: Scope,
  where: { registrationIds: string[] } | { passIds: string[] },
): Promise<PassDetailRow[]> {
  const ids = 'registrationIds' in where ? where.registrationIds : where.passIds;
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      pass: eventPasses,
      passType: { id: eventPassTypes.id, name: eventPassTypes.name, price: eventPassTypes.price },
    })
    .from(eventPasses)
    .innerJoin(eventPassTypes, eq(eventPassTypes.id, eventPasses.passTypeId))
    .where(
      and(
        inOrganization(eventPasses, scope),
        'registrationIds' in where
          ? inArray(eventPasses.registrationId, ids)
          : inArray(eventPasses.id, ids),
        ne(eventPasses.status, 'draft'),
      ),
    )
    .orderBy(asc(eventPasses.alternateId));
  const answers = await responsesOf(
    db,
    scope,
    rows.map((row) => row.pass.id),
  );
  return rows.map((row) => ({
    ...row,
    responses: answers.filter((answer) => answer.passId === row.pass.id),
  }));
}

export async function responsesOf(db: Executor, scope: Scope, passIds: string[]) {
  if (passIds.length === 0) return [];
  return db
    .select({
      passId: eventPassResponses.passId,
      questionId: eventPassResponses.questionId,
      question: sql<string>`coalesce(${eventQuestions.label}, ${eventQuestions.name})`,
      value: eventPassResponses.value,
      choiceIds: eventPassResponses.choiceIds,
    })
    .from(eventPassResponses)
    .innerJoin(eventQuestions, eq(eventQuestions.id, eventPassResponses.questionId))
    .where(
      and(inOrganization(eventPassResponses, scope), inArray(eventPassResponses.passId, passIds)),
    )
    .orderBy(asc(eventQuestions.sortOrder), asc(eventQuestions.id));
}

export type PassListRow = Awaited<ReturnType<typeof listPassRows>>[number];

function selectPasses(db: Executor) {
  return db
    .select({
      passId: eventPasses.id,
      passTypeId: eventPasses.passTypeId,
      registration: eventRegistrations,
      account: registrantColumns,
      position: positionSql(PASS_ORDER),
    })
    .from(eventPasses)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, eventPasses.registrationId))
    .innerJoin(registrants, eq(registrants.id, eventRegistrations.accountId));
}

function passesOfEvent(scope: Scope, eventId: string): SQL | undefined {
  return and(
    inOrganization(eventPasses, scope),
    eq(eventPasses.eventId, eventId),
    ne(eventPasses.status, 'draft'),
    ne(eventRegistrations.status, 'draft'),
  );
}

export async function listPassRows(
  db: Executor,
  scope: Scope,
  eventId: string,
  filter: { checkedIn?: boolean; search?: string },
  window: ListWindow,
) {
  return selectPasses(db)
    .where(
      and(
        passesOfEvent(scope, eventId),
        filter.checkedIn === undefined
          ? undefined
          : filter.checkedIn
            ? isNotNull(eventPasses.usedAt)
            : isNull(eventPasses.usedAt),
        registrantSearch(filter.search),
        window.after ? afterPosition(PASS_ORDER, window.after) : undefined,
      ),
    )
    .orderBy(...orderBySql(PASS_ORDER))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * A pass of the event with its registration and registrant; with `accountId`, only when
 * that account registered it or holds it (the `attendees/{aid}/passes/{pid}` routes).
 */
export async function findPassRow(
  db: Executor,
  scope: Scope,
  eventId: string,
  passId: string,
  accountId?: string,
): Promise<PassListRow | undefined> {
  const [row] = await selectPasses(db).where(
    and(
      passesOfEvent(scope, eventId),
      eq(eventPasses.id, passId),
      accountId
        ? or(
            eq(eventRegistrations.accountId, accountId),
            eq(eventPasses.attendeeAccountId, accountId),
          )
        : undefined,
    ),
  );
  return row;
}

/** The event's pass with this number (its `alternateId`, shown on the pass). */
export async function findPassRowByNumber(
  db: Executor,
  scope: Scope,
  eventId: string,
  alternateId: number,
): Promise<PassListRow | undefined> {
  const [row] = await selectPasses(db).where(
    and(passesOfEvent(scope, eventId), eq(eventPasses.alternateId, alternateId)),
  );
  return row;
}

/**
 * Checks the pass in if it is not: one conditional update, so however many scanners
 * send it at once, exactly one records the check-in (who and when) and the others find
 * it done. Answers whether this call checked it in.
 */
export async function markCheckedIn(
  db: Executor,
  scope: Scope,
  passId: string,
  by: { accountId: string; at: Date },
): Promise<PassRow | undefined> {
  const [row] = await db
    .update(eventPasses)
    .set({ usedAt: by.at, checkedInById: by.accountId })
    .where(
      and(
        inOrganization(eventPasses, scope),
        eq(eventPasses.id, passId),
        inArray(eventPasses.status, ['ready', 'needsInfo']),
        isNull(eventPasses.usedAt),
      ),
    )
    .returning();
  return row;
}

export async function clearCheckIn(db: Executor, scope: Scope, passId: string): Promise<void> {
  await db
    .update(eventPasses)
    .set({ usedAt: null, checkedInById: null })
    .where(
      and(
        inOrganization(eventPasses, scope),
        eq(eventPasses.id, passId),
        isNotNull(eventPasses.usedAt),
      ),
    );
}
