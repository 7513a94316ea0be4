import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventActivationCompletions,
  eventActivations,
  eventPasses,
  events,
} from '../../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type ListWindow,
  type Ordering,
} from '../../../lib/keyset';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import { accountsAs, accountSummaryColumns } from '../../accounts/sql';

/*
 * An event's activations with the caller's completions, completing one for a pass, and
 * the points: the caller's and the leaderboard's.
 */

const act = eventActivations;
const done = eventActivationCompletions;
const manager = accountsAs('manager');

/** The list's order: as they open, then by id. */
export const ACTIVATION_ORDER: Ordering = [
  { column: act.startAfter, type: 'timestamptz', direction: 'asc' },
  { column: act.id, type: 'uuid', direction: 'asc' },
];

export interface CompletionJson {
  id: string;
  eventId: string;
  passId: string;
  earnedPoints: number;
  createdAt: string;
}

/** Whose completions count: the caller's (any of their passes) or one pass's. */
export type Whose = { accountId: string } | { passId: string };

/** Completion `c` (raw SQL alias) is one of `whose`. */
function ofWhose(whose: Whose): SQL {
  return 'passId' in whose
    ? sql`c.pass_id = ${whose.passId}`
    : sql`c.account_id = ${whose.accountId}`;
}

/** The completions of the activation in the row that are `whose`, oldest first. */
function completionsSql(whose: Whose): SQL<CompletionJson[]> {
  return sql<CompletionJson[]>`coalesce((select json_agg(json_build_object(
      'id', c.id, 'eventId', c.event_id, 'passId', c.pass_id, 'earnedPoints', c.earned_points,
      'createdAt', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      order by c.created_at, c.id)
    from ${done} c where c.activation_id = ${act.id} and ${ofWhose(whose)}), '[]'::json)`;
}

const activationColumns = (whose: Whose) => ({
  activation: act,
  event: {
    id: events.id,
    slug: events.slug,
    name: events.name,
    shortDescription: events.shortDescription,
    featured: events.featured,
    timezone: events.timezone,
    eventStart: events.eventStart,
    eventEnd: events.eventEnd,
    image: events.image,
  },
  manager: accountSummaryColumns(manager),
  completions: completionsSql(whose),
});

function activationsQuery(db: Executor, whose: Whose, conditions: (SQL | undefined)[]) {
  return db
    .select({ ...activationColumns(whose), position: positionSql(ACTIVATION_ORDER) })
    .from(act)
    .innerJoin(events, eq(events.id, act.eventId))
    .leftJoin(manager, eq(manager.id, act.managerId))
    .where(and(...conditions))
    .orderBy(...orderBySql(ACTIVATION_ORDER));
}

export type ActivationRow = Awaited<ReturnType<typeof activationsQuery>>[number];

export function selectActivations(
  db: Executor,
  scope: Scope,
  eventId: string,
  accountId: string,
  window: ListWindow,
) {
  return activationsQuery(db, { accountId }, [
    inOrganization(act, scope),
    eq(act.eventId, eventId),
    window.after ? afterPosition(ACTIVATION_ORDER, window.after) : undefined,
  ])
    .limit(window.limit)
    .offset(window.offset);
}

export async function findActivation(
  db: Executor,
  scope: Scope,
  eventId: string,
  activationId: string,
  whose: Whose,
): Promise<ActivationRow | undefined> {
  const [row] = await activationsQuery(db, whose, [
    inOrganization(act, scope),
    eq(act.eventId, eventId),
    eq(act.id, activationId),
  ]);
  return row;
}

/** The first activation not completed by `whose`, in list order. */
export async function nextActivation(
  db: Executor,
  scope: Scope,
  eventId: string,
  whose: Whose,
): Promise<ActivationRow | undefined> {
  const [row] = await activationsQuery(db, whose, [
    inOrganization(act, scope),
    eq(act.eventId, eventId),
    sql`not exists (select 1 from ${done} c where c.activation_id = ${act.id} and ${ofWhose(whose)})`,
  ]).limit(1);
  return row;
}

/** A pass of the event held by the caller (registered, not a draft or canceled). */
export async function findCallerPass(
  db: Executor,
  scope: Scope,
  eventId: string,
  passId: string,
  accountId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: eventPasses.id })
    .from(eventPasses)
    .where(
      and(
        inOrganization(eventPasses, scope),
        eq(eventPasses.eventId, eventId),
        eq(eventPasses.id, passId),
        eq(eventPasses.attendeeAccountId, accountId),
        sql`${eventPasses.status} in ('ready', 'needsInfo')`,
      ),
    );
  return row;
}

/** Records a completion once per pass: a second one changes nothing. */
export async function insertCompletion(
  db: Executor,
  scope: Scope,
  values: {
    eventId: string;
    activationId: string;
    passId: string;
    accountId: string;
    earnedPoints: number;
  },
): Promise<void> {
  await db
    .insert(done)
    .values({ organizationId: scope.organizationId, ...values })
    .onConflictDoNothing({ target: [done.activationId, done.passId] });
}

/** Activations in all and their points; those `whose` completed and the points earned. */
export async function progressOf(db: Executor, scope: Scope, eventId: string, whose: Whose) {
  const [offer] = await db
    .select({
      total: count(),
      maxPoints: sql<number>`coalesce(sum(${act.maxPoints}), 0)::int`,
    })
    .from(act)
    .where(and(inOrganization(act, scope), eq(act.eventId, eventId)));
  const [mine] = await db
    .select({
      completed: sql<number>`count(distinct ${done.activationId})::int`,
      points: sql<number>`coalesce(sum(${done.earnedPoints}), 0)::int`,
    })
    .from(done)
    .where(
      and(
        inOrganization(done, scope),
        eq(done.eventId, eventId),
        'passId' in whose ? eq(done.passId, whose.passId) : eq(done.accountId, whose.accountId),
      ),
    );
  return {
    total: offer?.total ?? 0,
    maxPoints: offer?.maxPoints ?? 0,
    completed: mine?.completed ?? 0,
    points: mine?.points ?? 0,
  };
}

/** Attendees by points, most first (ties share a rank, then by account id), their account rows. */
export function selectLeaderboard(
  db: Executor,
  scope: Scope,
  eventId: string,
  page: { limit: number; offset: number },
) {
  const account = accountsAs('leader');
  const points = sql<number>`sum(${done.earnedPoints})::int`;
  return db
    .select({
      points,
      rank: sql<number>`rank() over (order by sum(${done.earnedPoints}) desc)::int`,
      account,
    })
    .from(done)
    .innerJoin(account, eq(account.id, done.accountId))
    .where(and(inOrganization(done, scope), eq(done.eventId, eventId)))
    .groupBy(account.id)
    .orderBy(desc(points), asc(account.id))
    .limit(page.limit)
    .offset(page.offset);
}
