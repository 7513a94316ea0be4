import type { HostDashboardInterval } from '@convene/contract';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventCoHosts,
  eventPasses,
  eventPassTypes,
  eventRegistrations,
  events,
  eventWaitlistEntries,
} from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import { accountsAs } from '../../accounts/sql';

/*
 * The organizer dashboard's figures, each family one statement across every event the
 * account hosts or co-hosts (never a query per event). The rules are the event report's
 * (host-attendees/report.repository.ts): a pass counts while `ready` or `needsInfo`,
 * revenue is what non-draft passes were paid (`amt_paid`), refunds what was given back
 * (`amt_refunded`); a registration counts while `registered`.
 */

const activePass = sql`${eventPasses.status} in ('ready', 'needsInfo')`;
const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`;

/** The organization's events the account created or co-hosts. */
function hostedBy(scope: Scope, accountId: string): SQL {
  return and(
    inOrganization(events, scope),
    or(
      eq(events.creatorId, accountId),
      sql`exists (select 1 from ${eventCoHosts} c
        where c.event_id = ${events.id} and c.account_id = ${accountId})`,
    ),
  )!;
}

/** The ids of the hosted events, as a subquery. */
function hostedIds(db: Executor, scope: Scope, accountId: string) {
  return db.select({ id: events.id }).from(events).where(hostedBy(scope, accountId));
}

/** The tables of an event's rows the dashboard counts (passes, waitlist entries). */
type EventRows = typeof eventPasses | typeof eventWaitlistEntries;

/**
 * `figures` of each hosted event, as a subquery named `name` joined on its `eventId`: over
 * the `table`'s rows of the hosted events that are `counted`, grouped by event.
 */
function figuresPerHostedEvent<Figures extends Record<string, SQL.Aliased>>(
  db: Executor,
  scope: Scope,
  accountId: string,
  table: EventRows,
  counted: SQL,
  figures: Figures,
  name: string,
) {
  return db
    .select({ eventId: table.eventId, ...figures })
    .from(table)
    .where(
      and(
        inOrganization(table, scope),
        inArray(table.eventId, hostedIds(db, scope, accountId)),
        counted,
      ),
    )
    .groupBy(table.eventId)
    .as(name);
}

/** Each hosted event with its pass, refund and waitlist figures, latest start first. */
export async function hostedEventFigures(db: Executor, scope: Scope, accountId: string) {
  const passFigures = figuresPerHostedEvent(
    db,
    scope,
    accountId,
    eventPasses,
    ne(eventPasses.status, 'draft'),
    {
      passes: sql<number>`(count(*) filter (where ${activePass}))::int`.as('passes'),
      checkedIn:
        sql<number>`(count(*) filter (where ${activePass} and ${eventPasses.usedAt} is not null))::int`.as(
          'checked_in',
        ),
      gross: sql<number>`sum(${eventPasses.amtPaid})::int`.as('gross'),
      refunded: sql<number>`sum(${eventPasses.amtRefunded})::int`.as('refunded'),
      refunds: sql<number>`(count(*) filter (where ${eventPasses.amtRefunded} > 0))::int`.as(
        'refunds',
      ),
    },
    'pass_figures',
  );
  const waiting = figuresPerHostedEvent(
    db,
    scope,
    accountId,
    eventWaitlistEntries,
    eq(eventWaitlistEntries.status, 'waiting'),
    { waiting: sql<number>`count(*)::int`.as('waiting') },
    'waiting',
  );
  return db
    .select({
      id: events.id,
      name: events.name,
      eventStart: events.eventStart,
      timezone: events.timezone,
      status: events.status,
      creatorId: events.creatorId,
      registered: events.registrationCount,
      registrationLimit: events.registrationLimit,
      waitlist: int(sql`${waiting.waiting}`),
      passes: int(sql`${passFigures.passes}`),
      checkedIn: int(sql`${passFigures.checkedIn}`),
      gross: int(sql`${passFigures.gross}`),
      refunded: int(sql`${passFigures.refunded}`),
      refunds: int(sql`${passFigures.refunds}`),
    })
    .from(events)
    .leftJoin(passFigures, eq(passFigures.eventId, events.id))
    .leftJoin(waiting, eq(waiting.eventId, events.id))
    .where(hostedBy(scope, accountId))
    .orderBy(desc(events.eventStart), asc(events.id));
}

/**
 * Registrations and revenue per day (or ISO week, from its Monday) of the range, each
 * registration on its day in its event's time zone: the registrations still registered,
 * and what every submitted registration's passes were paid (as the report's gross).
 */
export async function hostedOverTime(
  db: Executor,
  scope: Scope,
  accountId: string,
  range: { from: string; to: string; interval: HostDashboardInterval },
) {
  const local = sql`(${eventRegistrations.registeredAt} at time zone ${events.timezone})`;
  const bucket =
    range.interval === 'week'
      ? sql<string>`to_char(date_trunc('week', ${local}), 'YYYY-MM-DD')`
      : sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
  const paid = db
    .select({
      registrationId: eventPasses.registrationId,
      paid: sql<number>`sum(${eventPasses.amtPaid})::int`.as('paid'),
    })
    .from(eventPasses)
    .where(
      and(
        inOrganization(eventPasses, scope),
        inArray(eventPasses.eventId, hostedIds(db, scope, accountId)),
        ne(eventPasses.status, 'draft'),
      ),
    )
    .groupBy(eventPasses.registrationId)
    .as('paid');
  return db
    .select({
      date: bucket,
      registrations: sql<number>`(count(*) filter (where ${eventRegistrations.status} = 'registered'))::int`,
      revenue: int(sql`sum(${paid.paid})`),
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .leftJoin(paid, eq(paid.registrationId, eventRegistrations.id))
    .where(
      and(
        hostedBy(scope, accountId),
        inOrganization(eventRegistrations, scope),
        ne(eventRegistrations.status, 'draft'),
        sql`${local}::date between ${range.from}::date and ${range.to}::date`,
      ),
    )
    .groupBy(bucket)
    .orderBy(asc(bucket));
}

const registrants = accountsAs('registrants');
const holders = accountsAs('holders');

/** What the exports show of a person: the name fields and the email. */
const person = (table: typeof registrants) => ({
  firstName: table.firstName,
  lastName: table.lastName,
  username: table.username,
  email: table.email,
});

/** Every submitted registration (order) of the hosted events, by event then oldest first. */
export async function hostedOrders(db: Executor, scope: Scope, accountId: string) {
  return db
    .select({
      order: eventRegistrations.alternateId,
      status: eventRegistrations.status,
      registeredAt: eventRegistrations.registeredAt,
      event: events.name,
      eventStart: events.eventStart,
      registrant: person(registrants),
      passes: sql<number>`(count(${eventPasses.id}) filter (where ${activePass}))::int`,
      paid: int(sql`sum(${eventPasses.amtPaid})`),
      refunded: int(sql`sum(${eventPasses.amtRefunded})`),
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(registrants, eq(registrants.id, eventRegistrations.accountId))
    .leftJoin(
      eventPasses,
      and(eq(eventPasses.registrationId, eventRegistrations.id), ne(eventPasses.status, 'draft')),
    )
    .where(
      and(
        hostedBy(scope, accountId),
        inOrganization(eventRegistrations, scope),
        ne(eventRegistrations.status, 'draft'),
      ),
    )
    .groupBy(eventRegistrations.id, events.id, registrants.id)
    .orderBy(
      desc(events.eventStart),
      asc(events.id),
      asc(eventRegistrations.createdAt),
      asc(eventRegistrations.id),
    );
}

/** The pass holder's column, the registrant's when nobody else holds the pass. */
const holderOr = <T>(column: keyof ReturnType<typeof person>) =>
  sql<T>`case when ${holders.id} is null then ${registrants[column]} else ${holders[column]} end`;

/** Every submitted pass of the hosted events with who holds it, as `hostedOrders` orders. */
export async function hostedPasses(db: Executor, scope: Scope, accountId: string) {
  return db
    .select({
      order: eventRegistrations.alternateId,
      pass: eventPasses.alternateId,
      event: events.name,
      eventStart: events.eventStart,
      passType: eventPassTypes.name,
      status: eventPasses.status,
      usedAt: eventPasses.usedAt,
      amtPaid: eventPasses.amtPaid,
      amtRefunded: eventPasses.amtRefunded,
      // A pass transferred to someone is theirs; the registrant's otherwise.
      holder: {
        firstName: holderOr<string | null>('firstName'),
        lastName: holderOr<string | null>('lastName'),
        username: holderOr<string>('username'),
        email: holderOr<string | null>('email'),
      },
    })
    .from(eventPasses)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, eventPasses.registrationId))
    .innerJoin(events, eq(events.id, eventPasses.eventId))
    .innerJoin(eventPassTypes, eq(eventPassTypes.id, eventPasses.passTypeId))
    .innerJoin(registrants, eq(registrants.id, eventRegistrations.accountId))
    .leftJoin(holders, eq(holders.id, eventPasses.attendeeAccountId))
    .where(
      and(
        hostedBy(scope, accountId),
        inOrganization(eventPasses, scope),
        ne(eventPasses.status, 'draft'),
        ne(eventRegistrations.status, 'draft'),
      ),
    )
    .orderBy(
      desc(events.eventStart),
      asc(events.id),
      asc(eventRegistrations.createdAt),
      asc(eventPasses.alternateId),
    );
}
