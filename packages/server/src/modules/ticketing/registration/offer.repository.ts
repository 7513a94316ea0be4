import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import {
  eventAddOns,
  eventPackagePassTypes,
  eventPackages,
  eventPassTypeAddOns,
  eventPassTypePriceSchedules,
  eventPassTypeRefundSchedules,
  eventPassTypes,
  eventQuestionChoices,
  eventQuestionChoiceSubQuestions,
  eventQuestions,
  eventQuestionSectionPassTypes,
  eventQuestionSections,
  eventRoomTypePassTypes,
  eventRoomTypes,
  events,
} from '../../../db/schema/index';
import { bound, boundScope, preparedStatement } from '../../../lib/prepared';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import type { EventRow } from '../events/sql';
import type {
  AddOnRow,
  ChoiceRow,
  PackagePassRow,
  PackageRow,
  PassTypeRow,
  PriceScheduleRow,
  QuestionRow,
  RefundScheduleRow,
  RoomTypePassTypeRow,
  RoomTypeRow,
  SectionRow,
} from './rows';
import { rowsOf } from './rows-of';
export type { AddOnRow } from './rows';

/*
 * What an event offers its registration cart, read once per request (outside the cart's
 * transaction: nothing here is locked; capacity is decided by the conditional updates of
 * the holds, never by these counters, which only show `remaining`).
 */

export interface OfferPassType extends PassTypeRow {
  /** The price now: the lowest schedule in force, else the pass type's own. */
  priceNow: number;
  priceSchedules: PriceScheduleRow[];
  refundSchedules: RefundScheduleRow[];
  addOnIds: string[];
}
export interface OfferPackage extends PackageRow {
  passes: PackagePassRow[];
}
export interface OfferRoomType extends RoomTypeRow {
  passTypes: RoomTypePassTypeRow[];
}
export interface OfferSection extends SectionRow {
  /** The pass types the section is asked for; none: every pass. */
  passTypeIds: string[];
}
export interface OfferChoice extends ChoiceRow {
  subQuestionIds: string[];
}
export interface OfferQuestion extends QuestionRow {
  choices: OfferChoice[];
}

export interface Offer {
  event: EventRow;
  now: Date;
  passTypes: Map<string, OfferPassType>;
  packages: Map<string, OfferPackage>;
  addOns: Map<string, AddOnRow>;
  roomTypes: Map<string, OfferRoomType>;
  sections: OfferSection[];
  questions: Map<string, OfferQuestion>;
}

function byKey<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}

function priceNow(passType: PassTypeRow, schedules: readonly PriceScheduleRow[], now: Date) {
  const inForce = schedules.filter((s) => s.startDate <= now && s.endDate > now);
  return inForce.length ? Math.min(...inForce.map((s) => s.price)) : passType.price;
}

/** The rows of `table` of the bound event (`organizationId`, `eventId`). */
const ofBoundEvent = (table: { organizationId: AnyColumn; eventId: AnyColumn }) =>
  and(inOrganization(table, boundScope()), eq(table.eventId, bound('eventId')));

/** Rows of `table` whose `parent` is one of `parents` (a sub-select of ids), in the organization. */
const ofParents = (table: { organizationId: AnyColumn }, parent: AnyColumn, parents: SQL) =>
  and(inOrganization(table, boundScope()), sql`${parent} in (${parents})`);

/** The ids of `table`'s rows that `where` keeps, as a sub-select. */
const idsOf = (table: PgTable & { id: AnyColumn }, where: SQL | undefined) =>
  sql`select ${table.id} from ${table} where ${where}`;

/**
 * The whole offer as one statement, one row of one JSON array per table: a page that reads
 * it pays one round trip, not fourteen (bench/README.md). The links are found through
 * their parents of the event, every table in the organization. Orders: the display order
 * of each list; links without one by their primary key.
 */
function offerStatement(db: Executor) {
  const pt = eventPassTypes;
  const pkg = eventPackages;
  const rt = eventRoomTypes;
  const qs = eventQuestionSections;
  const q = eventQuestions;
  const ps = eventPassTypePriceSchedules;
  const rs = eventPassTypeRefundSchedules;
  const pa = eventPassTypeAddOns;
  const pp = eventPackagePassTypes;
  const rp = eventRoomTypePassTypes;
  const sp = eventQuestionSectionPassTypes;
  const qc = eventQuestionChoices;
  const sq = eventQuestionChoiceSubQuestions;
  const passTypeIds = idsOf(pt, ofBoundEvent(pt));
  const questionIds = idsOf(q, ofBoundEvent(q));
  const choiceIds = idsOf(qc, ofParents(qc, qc.questionId, questionIds));
  return db
    .select({
      passTypes: rowsOf(
        pt,
        ofBoundEvent(pt),
        sql`${pt.sortOrder}, ${pt.price}, ${pt.name}, ${pt.id}`,
      ),
      packages: rowsOf(pkg, ofBoundEvent(pkg), sql`${pkg.sortOrder}, ${pkg.price}, ${pkg.id}`),
      addOns: rowsOf(
        eventAddOns,
        ofBoundEvent(eventAddOns),
        sql`${eventAddOns.sortOrder}, ${eventAddOns.name}, ${eventAddOns.id}`,
      ),
      roomTypes: rowsOf(rt, ofBoundEvent(rt), sql`${rt.sortOrder}, ${rt.name}, ${rt.id}`),
      sections: rowsOf(qs, ofBoundEvent(qs), sql`${qs.sortOrder}, ${qs.id}`),
      questions: rowsOf(q, ofBoundEvent(q), sql`${q.sortOrder}, ${q.id}`),
      prices: rowsOf(ps, ofParents(ps, ps.passTypeId, passTypeIds), sql`${ps.startDate}, ${ps.id}`),
      refunds: rowsOf(
        rs,
        ofParents(rs, rs.passTypeId, passTypeIds),
        sql`${rs.startDate}, ${rs.id}`,
      ),
      passTypeAddOns: rowsOf(
        pa,
        ofParents(pa, pa.passTypeId, passTypeIds),
        sql`${pa.passTypeId}, ${pa.addOnId}`,
      ),
      packagePasses: rowsOf(
        pp,
        ofParents(pp, pp.packageId, idsOf(pkg, ofBoundEvent(pkg))),
        sql`${pp.id}`,
      ),
      roomPassTypes: rowsOf(
        rp,
        ofParents(rp, rp.roomTypeId, idsOf(rt, ofBoundEvent(rt))),
        sql`${rp.id}`,
      ),
      sectionPassTypes: rowsOf(
        sp,
        ofParents(sp, sp.sectionId, idsOf(qs, ofBoundEvent(qs))),
        sql`${sp.sectionId}, ${sp.passTypeId}`,
      ),
      choices: rowsOf(
        qc,
        ofParents(qc, qc.questionId, questionIds),
        sql`${qc.sortOrder}, ${qc.id}`,
      ),
      subQuestions: rowsOf(
        sq,
        ofParents(sq, sq.choiceId, choiceIds),
        sql`${sq.sortOrder}, ${sq.questionId}`,
      ),
    })
    .from(events)
    .where(and(inOrganization(events, boundScope()), eq(events.id, bound('eventId'))))
    .prepare('offer');
}

/** An event without an offer (its row gone since it was read). */
const NOTHING_OFFERED = {
  passTypes: [],
  packages: [],
  addOns: [],
  roomTypes: [],
  sections: [],
  questions: [],
  prices: [],
  refunds: [],
  passTypeAddOns: [],
  packagePasses: [],
  roomPassTypes: [],
  sectionPassTypes: [],
  choices: [],
  subQuestions: [],
};

/**
 * Every row of what the event sells and asks, in display order: one prepared statement
 * (lib/prepared.ts), its parameters the organization and the event, so PostgreSQL plans it
 * once per connection and the page waits for one round trip. Read-only: an offer is worked
 * out of them (`offerOf`) without changing them, so a page may share them (shared-offer.ts).
 */
export async function readOfferRows(db: Executor, scope: Scope, eventId: string) {
  const [read] = await preparedStatement(db, 'offer', () => offerStatement(db)).execute({
    organizationId: scope.organizationId,
    eventId,
  });
  return read ?? NOTHING_OFFERED;
}

export type OfferRows = Awaited<ReturnType<typeof readOfferRows>>;

/**
 * Everything the event sells and asks, in display order. Read by every cart, pass and
 * ticket page, and by every change of a cart, in its transaction.
 */
export async function loadOffer(
  db: Executor,
  scope: Scope,
  event: EventRow,
  now: Date,
): Promise<Offer> {
  return offerOf(await readOfferRows(db, scope, event.id), event, now);
}

/** The offer of `rows` at `now`: each pass type's price now, and the links by their parents. */
export function offerOf(rows: OfferRows, event: EventRow, now: Date): Offer {
  const { passTypes, packages, addOns, roomTypes, sections, questions, ...links } = rows;
  const prices = byKey(links.prices, (row) => row.passTypeId);
  const refunds = byKey(links.refunds, (row) => row.passTypeId);
  const passAddOns = byKey(links.passTypeAddOns, (row) => row.passTypeId);
  const packagePasses = byKey(links.packagePasses, (row) => row.packageId);
  const roomPassTypes = byKey(links.roomPassTypes, (row) => row.roomTypeId);
  const sectionPassTypes = byKey(links.sectionPassTypes, (row) => row.sectionId);
  const choices = byKey(links.choices, (row) => row.questionId);
  const subQuestions = byKey(links.subQuestions, (row) => row.choiceId);
  return {
    event,
    now,
    passTypes: new Map(
      passTypes.map((row) => {
        const schedules = prices.get(row.id) ?? [];
        return [
          row.id,
          {
            ...row,
            priceNow: priceNow(row, schedules, now),
            priceSchedules: schedules,
            refundSchedules: refunds.get(row.id) ?? [],
            addOnIds: (passAddOns.get(row.id) ?? []).map((link) => link.addOnId),
          },
        ];
      }),
    ),
    packages: new Map(
      packages.map((row) => [row.id, { ...row, passes: packagePasses.get(row.id) ?? [] }]),
    ),
    addOns: new Map(addOns.map((row) => [row.id, row])),
    roomTypes: new Map(
      roomTypes.map((row) => [row.id, { ...row, passTypes: roomPassTypes.get(row.id) ?? [] }]),
    ),
    sections: sections.map((row) => ({
      ...row,
      passTypeIds: (sectionPassTypes.get(row.id) ?? []).map((link) => link.passTypeId),
    })),
    questions: new Map(
      questions.map((row) => [
        row.id,
        {
          ...row,
          choices: (choices.get(row.id) ?? []).map((choice) => ({
            ...choice,
            subQuestionIds: (subQuestions.get(choice.id) ?? []).map((link) => link.questionId),
          })),
        },
      ]),
    ),
  };
}
