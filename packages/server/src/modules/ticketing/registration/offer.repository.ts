import { and, asc, eq, type AnyColumn } from 'drizzle-orm';
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
import { anyOfBoundIds, bound, boundScope, preparedStatement } from '../../../lib/prepared';
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

/** The rows of `table` of the bound event (`organizationId`, `eventId`). */
const ofBoundEvent = (table: { organizationId: AnyColumn; eventId: AnyColumn }) =>
  and(inOrganization(table, boundScope()), eq(table.eventId, bound('eventId')));

/** The rows of `table` whose `parent` is one of the bound `ids`. */
const ofBoundParents = (table: { organizationId: AnyColumn }, parent: AnyColumn) =>
  and(inOrganization(table, boundScope()), anyOfBoundIds(parent));

/**
 * Everything the event sells and asks, in display order. Read by every cart, pass and
 * ticket page: each of its statements is prepared (lib/prepared.ts), its parameters the
 * organization, the event or the parents' ids, so PostgreSQL plans none of them per request.
 */
export async function loadOffer(
  db: Executor,
  scope: Scope,
  event: EventRow,
  now: Date,
): Promise<Offer> {
  const pt = eventPassTypes;
  const params = { organizationId: scope.organizationId, eventId: event.id };
  // One query after another: a transaction's connection runs one at a time.
  const passTypes = await preparedStatement(db, 'offer_pass_types', () =>
    db
      .select()
      .from(pt)
      .where(ofBoundEvent(pt))
      .orderBy(asc(pt.sortOrder), asc(pt.price), asc(pt.name), asc(pt.id))
      .prepare('offer_pass_types'),
  ).execute(params);
  const packages = await preparedStatement(db, 'offer_packages', () =>
    db
      .select()
      .from(eventPackages)
      .where(ofBoundEvent(eventPackages))
      .orderBy(asc(eventPackages.sortOrder), asc(eventPackages.price), asc(eventPackages.id))
      .prepare('offer_packages'),
  ).execute(params);
  const addOns = await preparedStatement(db, 'offer_add_ons', () =>
    db
      .select()
      .from(eventAddOns)
      .where(ofBoundEvent(eventAddOns))
      .orderBy(asc(eventAddOns.sortOrder), asc(eventAddOns.name), asc(eventAddOns.id))
      .prepare('offer_add_ons'),
  ).execute(params);
  const roomTypes = await preparedStatement(db, 'offer_room_types', () =>
    db
      .select()
      .from(eventRoomTypes)
      .where(ofBoundEvent(eventRoomTypes))
      .orderBy(asc(eventRoomTypes.sortOrder), asc(eventRoomTypes.name), asc(eventRoomTypes.id))
      .prepare('offer_room_types'),
  ).execute(params);
  const sections = await preparedStatement(db, 'offer_sections', () =>
    db
      .select()
      .from(eventQuestionSections)
      .where(ofBoundEvent(eventQuestionSections))
      .orderBy(asc(eventQuestionSections.sortOrder), asc(eventQuestionSections.id))
      .prepare('offer_sections'),
  ).execute(params);
  const questions = await preparedStatement(db, 'offer_questions', () =>
    db
      .select()
      .from(eventQuestions)
      .where(ofBoundEvent(eventQuestions))
      .orderBy(asc(eventQuestions.sortOrder), asc(eventQuestions.id))
      .prepare('offer_questions'),
  ).execute(params);
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
  const ps = eventPassTypePriceSchedules;
  const rs = eventPassTypeRefundSchedules;
  const qc = eventQuestionChoices;
  const sq = eventQuestionChoiceSubQuestions;
  const of = (parentIds: string[]) => ({ organizationId: scope.organizationId, ids: parentIds });
  const prices = ids.passTypeIds.length
    ? await preparedStatement(db, 'offer_price_schedules', () =>
        db
          .select()
          .from(ps)
          .where(ofBoundParents(ps, ps.passTypeId))
          .orderBy(asc(ps.startDate), asc(ps.id))
          .prepare('offer_price_schedules'),
      ).execute(of(ids.passTypeIds))
    : [];
  const refunds = ids.passTypeIds.length
    ? await preparedStatement(db, 'offer_refund_schedules', () =>
        db
          .select()
          .from(rs)
          .where(ofBoundParents(rs, rs.passTypeId))
          .orderBy(asc(rs.startDate), asc(rs.id))
          .prepare('offer_refund_schedules'),
      ).execute(of(ids.passTypeIds))
    : [];
  const passTypeAddOns = ids.passTypeIds.length
    ? await preparedStatement(db, 'offer_pass_type_add_ons', () =>
        db
          .select()
          .from(eventPassTypeAddOns)
          .where(ofBoundParents(eventPassTypeAddOns, eventPassTypeAddOns.passTypeId))
          .prepare('offer_pass_type_add_ons'),
      ).execute(of(ids.passTypeIds))
    : [];
  const packagePasses = ids.packageIds.length
    ? await preparedStatement(db, 'offer_package_passes', () =>
        db
          .select()
          .from(eventPackagePassTypes)
          .where(ofBoundParents(eventPackagePassTypes, eventPackagePassTypes.packageId))
          .orderBy(asc(eventPackagePassTypes.id))
          .prepare('offer_package_passes'),
      ).execute(of(ids.packageIds))
    : [];
  const roomPassTypes = ids.roomTypeIds.length
    ? await preparedStatement(db, 'offer_room_pass_types', () =>
        db
          .select()
          .from(eventRoomTypePassTypes)
          .where(ofBoundParents(eventRoomTypePassTypes, eventRoomTypePassTypes.roomTypeId))
          .orderBy(asc(eventRoomTypePassTypes.id))
          .prepare('offer_room_pass_types'),
      ).execute(of(ids.roomTypeIds))
    : [];
  const sectionPassTypes = ids.sectionIds.length
    ? await preparedStatement(db, 'offer_section_pass_types', () =>
        db
          .select()
          .from(eventQuestionSectionPassTypes)
          .where(
            ofBoundParents(eventQuestionSectionPassTypes, eventQuestionSectionPassTypes.sectionId),
          )
          .prepare('offer_section_pass_types'),
      ).execute(of(ids.sectionIds))
    : [];
  const choices = ids.questionIds.length
    ? await preparedStatement(db, 'offer_choices', () =>
        db
          .select()
          .from(qc)
          .where(ofBoundParents(qc, qc.questionId))
          .orderBy(asc(qc.sortOrder), asc(qc.id))
          .prepare('offer_choices'),
      ).execute(of(ids.questionIds))
    : [];
  const subQuestions = choices.length
    ? await preparedStatement(db, 'offer_sub_questions', () =>
        db
          .select()
          .from(sq)
          .where(ofBoundParents(sq, sq.choiceId))
          .orderBy(asc(sq.sortOrder), asc(sq.questionId))
          .prepare('offer_sub_questions'),
      ).execute(of(choices.map((choice) => choice.id)))
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
