import { and, asc, eq, inArray, type AnyColumn } from 'drizzle-orm';
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
} from '../../../db/schema/index';
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

/** Everything the event sells and asks, in display order. */
export async function loadOffer(
  db: Executor,
  scope: Scope,
  event: EventRow,
  now: Date,
): Promise<Offer> {
  const pt = eventPassTypes;
  const ofEvent = (table: { organizationId: AnyColumn; eventId: AnyColumn }) =>
    and(inOrganization(table, scope), eq(table.eventId, event.id));
  // One query after another: a transaction's connection runs one at a time.
  const passTypes = await db
    .select()
    .from(pt)
    .where(ofEvent(pt))
    .orderBy(asc(pt.sortOrder), asc(pt.price), asc(pt.name), asc(pt.id));
  const packages = await db
    .select()
    .from(eventPackages)
    .where(ofEvent(eventPackages))
    .orderBy(asc(eventPackages.sortOrder), asc(eventPackages.price), asc(eventPackages.id));
  const addOns = await db
    .select()
    .from(eventAddOns)
    .where(ofEvent(eventAddOns))
    .orderBy(asc(eventAddOns.sortOrder), asc(eventAddOns.name), asc(eventAddOns.id));
  const roomTypes = await db
    .select()
    .from(eventRoomTypes)
    .where(ofEvent(eventRoomTypes))
    .orderBy(asc(eventRoomTypes.sortOrder), asc(eventRoomTypes.name), asc(eventRoomTypes.id));
  const sections = await db
    .select()
    .from(eventQuestionSections)
    .where(ofEvent(eventQuestionSections))
    .orderBy(asc(eventQuestionSections.sortOrder), asc(eventQuestionSections.id));
  const questions = await db
    .select()
    .from(eventQuestions)
    .where(ofEvent(eventQuestions))
    .orderBy(asc(eventQuestions.sortOrder), asc(eventQuestions.id));
  const links = await loadLinks(db, scope, {
    passTypeIds: passTypes.map((row) => row.id),
    packageIds: packages.map((row) => row.id),
    roomTypeIds: roomTypes.map((row) => row.id),
    sectionIds: sections.map((row) => row.id),
    questionIds: questions.map((row) => row.id),
  });
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

interface OfferIds {
  passTypeIds: string[];
  packageIds: string[];
  roomTypeIds: string[];
  sectionIds: string[];
  questionIds: string[];
}

/** The rows that tie the offer together (schedules, links, choices), by their parents' ids. */
async function loadLinks(db: Executor, scope: Scope, ids: OfferIds) {
  const none = <T>(): T[] => [];
  const ps = eventPassTypePriceSchedules;
  const rs = eventPassTypeRefundSchedules;
  const qc = eventQuestionChoices;
  const prices = ids.passTypeIds.length
    ? await db
        .select()
        .from(ps)
        .where(and(inOrganization(ps, scope), inArray(ps.passTypeId, ids.passTypeIds)))
        .orderBy(asc(ps.startDate), asc(ps.id))
    : none<PriceScheduleRow>();
  const refunds = ids.passTypeIds.length
    ? await db
        .select()
        .from(rs)
        .where(and(inOrganization(rs, scope), inArray(rs.passTypeId, ids.passTypeIds)))
        .orderBy(asc(rs.startDate), asc(rs.id))
    : none<RefundScheduleRow>();
  const passTypeAddOns = ids.passTypeIds.length
    ? await db
        .select()
        .from(eventPassTypeAddOns)
        .where(
          and(
            inOrganization(eventPassTypeAddOns, scope),
            inArray(eventPassTypeAddOns.passTypeId, ids.passTypeIds),
          ),
        )
    : none<typeof eventPassTypeAddOns.$inferSelect>();
  const packagePasses = ids.packageIds.length
    ? await db
        .select()
        .from(eventPackagePassTypes)
        .where(
          and(
            inOrganization(eventPackagePassTypes, scope),
            inArray(eventPackagePassTypes.packageId, ids.packageIds),
          ),
        )
        .orderBy(asc(eventPackagePassTypes.id))
    : none<PackagePassRow>();
  const roomPassTypes = ids.roomTypeIds.length
    ? await db
        .select()
        .from(eventRoomTypePassTypes)
        .where(
          and(
            inOrganization(eventRoomTypePassTypes, scope),
            inArray(eventRoomTypePassTypes.roomTypeId, ids.roomTypeIds),
          ),
        )
        .orderBy(asc(eventRoomTypePassTypes.id))
    : none<RoomTypePassTypeRow>();
  const sectionPassTypes = ids.sectionIds.length
    ? await db
        .select()
        .from(eventQuestionSectionPassTypes)
        .where(
          and(
            inOrganization(eventQuestionSectionPassTypes, scope),
            inArray(eventQuestionSectionPassTypes.sectionId, ids.sectionIds),
          ),
        )
    : none<typeof eventQuestionSectionPassTypes.$inferSelect>();
  const choices = ids.questionIds.length
    ? await db
        .select()
        .from(qc)
        .where(and(inOrganization(qc, scope), inArray(qc.questionId, ids.questionIds)))
        .orderBy(asc(qc.sortOrder), asc(qc.id))
    : [];
  const sq = eventQuestionChoiceSubQuestions;
  const subQuestions = choices.length
    ? await db
        .select()
        .from(sq)
        .where(
          and(
            inOrganization(sq, scope),
            inArray(
              sq.choiceId,
              choices.map((choice) => choice.id),
            ),
          ),
        )
        .orderBy(asc(sq.sortOrder), asc(sq.questionId))
    : [];
  return {
    prices,
    refunds,
    passTypeAddOns,
    packagePasses,
    roomPassTypes,
    sectionPassTypes,
    choices,
    subQuestions,
  };
}
