import {
  RECURRENCE_LIMIT,
  RECURRENCE_MESSAGES,
  type Occurrence,
  type Recurrence,
  type RecurrencePreviewBody,
  type SeriesEditScope,
  type Weekday,
} from '@convene/contract';
// rrule ships a CommonJS main and an ES build without `exports`: Node's ESM loader reads the
// CommonJS one, whose named exports it cannot see, so the module is taken whole.
import rrule from 'rrule';
import { requireModule, type RequestContext } from '../../../context';
import { isTimeZone, rangeStart, wallClockAt } from '../../../lib/zoned-time';
import type { Executor } from '../../../db/client';
import type { Scope } from '../../../tenancy/scope';
import { requireEventHost } from './access';
import { checkEventAroundSessions, checkEventTimes, defined, validation } from './listing-core';
import {
  insertSeries,
  selectInSeries,
  seriesSlugTaken,
  updateEventRow,
  type EventChanges,
  type EventRow,
  type SeriesLowerBound,
} from './listings.repository';
import { sessionSpan } from './program.repository';

/*
 * The dates of a repeating event (decision 0071). rrule expands the rule over calendar
 * days only, as floating dates (UTC midnights, no `tzid`: its zone handling follows the
 * process's zone and shifts times across clock changes); each day then gets the event's
 * local wall-clock time in its own zone, so 19:00 stays 19:00 across a DST change.
 */

const { RRule } = rrule;

const WEEKDAY = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
} as const;
const BY_INDEX: Weekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

function naiveOf(zone: string, at: Date): number {
  const wall = wallClockAt(zone, at);
  return Date.parse(`${wall.day}T${wall.time}:00Z`);
}

/**
 * The instant `deltaMs` of wall-clock time after `at` in `zone` (a day later is 24 h of
 * wall clock, 23 or 25 of real time across a clock change; a time in a spring-forward gap
 * reads as the hour after).
 */
export function shiftWallClock(zone: string, at: Date, deltaMs: number): Date {
  if (deltaMs === 0) return at;
  const iso = new Date(naiveOf(zone, at) + deltaMs).toISOString();
  return new Date(
    rangeStart(zone, iso.slice(0, 10), iso.slice(11, 16)).getTime() + (at.getTime() % 60_000),
  );
}

/** The wall-clock time between two instants in `zone` (what a later event shifts by). */
export function wallClockDelta(zone: string, from: Date, to: Date): number {
  return naiveOf(zone, to) - naiveOf(zone, from);
}

/** The local days (as UTC midnights) the rule makes, from the start's local day. */
function occurrenceDays(zone: string, start: Date, rule: Recurrence): Date[] {
  const first = new Date(`${wallClockAt(zone, start).day}T00:00:00Z`);
  const weekday = BY_INDEX[first.getUTCDay()]!;
  const nth = Math.ceil(first.getUTCDate() / 7);
  const options: ConstructorParameters<typeof RRule>[0] = {
    dtstart: first,
    interval: rule.interval ?? 1,
    freq:
      rule.frequency === 'daily'
        ? RRule.DAILY
        : rule.frequency === 'weekly'
          ? RRule.WEEKLY
          : RRule.MONTHLY,
  };
  if (rule.frequency === 'weekly') {
    const days = rule.weekdays?.length ? rule.weekdays : [weekday];
    options.byweekday = days.map((day) => WEEKDAY[day]);
  } else if (rule.frequency === 'monthlyByWeekday') {
    // A fifth weekday is not in every month: it reads as the last one.
    options.byweekday = [WEEKDAY[weekday].nth(nth === 5 ? -1 : nth)];
  }
  if (rule.until !== undefined) {
    const until = new Date(`${rule.until}T00:00:00Z`);
    if (until < first) throw validation(RECURRENCE_MESSAGES.untilBeforeStart, 'recurrence.until');
    options.until = until;
    // One more than allowed tells a rule that goes too far from one that fits.
    options.count = RECURRENCE_LIMIT + 1;
  } else {
    options.count = rule.count ?? RECURRENCE_LIMIT;
  }
  const days = new RRule(options).all();
  if (days.length > RECURRENCE_LIMIT) {
    throw validation(RECURRENCE_MESSAGES.tooMany, 'recurrence.until');
  }
  if (days.length === 0) throw validation(RECURRENCE_MESSAGES.noOccurrence, 'recurrence');
  return days;
}

/**
 * Every occurrence of an event that repeats by `rule`, as the wall-clock shift from the
 * event's own start (the first occurrence is the first day the rule makes: the event's own
 * day when it fits the rule).
 */
export function occurrenceShifts(
  zone: string,
  start: Date,
  rule: Recurrence,
  field = 'event.timezone',
): number[] {
  if (!isTimeZone(zone)) throw validation(RECURRENCE_MESSAGES.badTimeZone, field);
  const first = Date.parse(`${wallClockAt(zone, start).day}T00:00:00Z`);
  return occurrenceDays(zone, start, rule).map((day) => day.getTime() - first);
}

/** `base`, or `base-2`, `base-3`… the first one `taken` says is free. */
export async function freeSlug(
  base: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  let slug = base;
  for (let n = 2; await taken(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The series a repeating event's dates share, its slug the first date's (numbered if taken). */
export async function createSeries(
  tx: Executor,
  scope: Scope,
  values: { slug: string; name: string; description: string },
): Promise<string> {
  const slug = await freeSlug(values.slug, (taken) => seriesSlugTaken(tx, scope, taken));
  const row = await insertSeries(tx, { ...values, slug, organizationId: scope.organizationId });
  return row.id;
}

/**
 * An edit that reaches beyond its date (decision 0071): "this and following" (the later
 * events of the series) or "all events" (every one not ended yet, earlier dates too). They
 * (not canceled, each one the account hosts) take the name, descriptions and capacity sent,
 * and their times move by the same local wall-clock shift as this event's (19:00 → 20:00 on
 * every date, whatever the clock changes between). With `all`, dates before the edited one
 * are locked after it: two such edits of one series can deadlock, and `transaction` retries.
 */
export async function updateSeries(
  tx: Executor,
  ctx: RequestContext,
  reach: Exclude<SeriesEditScope, 'this'>,
  before: EventRow,
  after: EventRow,
  changes: EventChanges,
): Promise<void> {
  const scope = ctx.scope;
  const startShift = wallClockDelta(before.timezone, before.eventStart, after.eventStart);
  const endShift = wallClockDelta(before.timezone, before.eventEnd, after.eventEnd);
  const shared = defined({
    name: changes.name,
    shortDescription: changes.shortDescription,
    longDescription: changes.longDescription,
    registrationLimit: changes.registrationLimit,
  });
  const seriesId = before.seriesId!;
  const bound: SeriesLowerBound =
    reach === 'following' ? { startsAfter: before.eventStart } : { endsAfter: ctx.now };
  for (const other of await selectInSeries(tx, scope, { id: before.id, seriesId }, bound)) {
    await requireEventHost(tx, ctx, other.id);
    const eventStart = shiftWallClock(other.timezone, other.eventStart, startShift);
    const eventEnd = shiftWallClock(other.timezone, other.eventEnd, endShift);
    checkEventTimes(eventStart, eventEnd);
    if (startShift !== 0 || endShift !== 0) {
      checkEventAroundSessions({ eventStart, eventEnd }, await sessionSpan(tx, scope, other.id));
    }
    await updateEventRow(tx, scope, other.id, { ...shared, eventStart, eventEnd });
  }
}

/** `POST /listings/recurrence-preview`: the dates a rule makes for an event's times. */
export async function previewRecurrence(
  ctx: RequestContext,
  body: RecurrencePreviewBody,
): Promise<Occurrence[]> {
  requireModule(ctx, 'events');
  const start = new Date(body.eventStart);
  const end = new Date(body.eventEnd);
  checkEventTimes(start, end);
  return occurrenceShifts(body.timezone, start, body.recurrence, 'timezone').map((shift) => ({
    start: shiftWallClock(body.timezone, start, shift).toISOString(),
    end: shiftWallClock(body.timezone, end, shift).toISOString(),
  }));
}
