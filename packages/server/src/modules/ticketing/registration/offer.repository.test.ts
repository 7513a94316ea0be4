import { and, asc, eq, type AnyColumn } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
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
import type { TestOrganization } from '../../../test/harness';
import { loadOffer, type Offer } from './offer.repository';
import { offerWriter, useRegistrationWorld, type EventRow } from './test/registration-world';

/*
 * loadOffer reads the whole offer in one statement (JSON per table). The reference here is
 * drizzle's own select of each table, one parent at a time, in the order the offer documents:
 * the offer must hold the same rows, in the same order, with the same JS values.
 */

const DAY = 86_400_000;
const NOW = new Date('2026-06-15T12:00:00.000Z');
const at = (days: number, extraMs = 0) => new Date(NOW.getTime() + days * DAY + extraMs);
const image = (id: string) => ({
  id,
  uri: `https://cdn.test/${id}.png`,
  width: 640,
  height: 480,
  moderation: 'safe' as const,
});

const world = useRegistrationWorld(0);

/** The offer in plain lists: each map's keys beside its values, so their order is compared too. */
function listed(offer: Offer) {
  const entries = <T>(map: Map<string, T>) => [...map.entries()];
  return {
    passTypes: entries(offer.passTypes),
    packages: entries(offer.packages),
    addOns: entries(offer.addOns),
    roomTypes: entries(offer.roomTypes),
    sections: offer.sections,
    questions: entries(offer.questions),
  };
}

/** The offer as drizzle's plain selects read it, parent by parent. */
async function referenceOffer(
  db: Database,
  organizationId: string,
  eventId: string,
  priceNow: (passTypeId: string) => number,
) {
  const inOrg = (table: { organizationId: AnyColumn }) => eq(table.organizationId, organizationId);
  const ofEvent = (table: { organizationId: AnyColumn; eventId: AnyColumn }) =>
    and(inOrg(table), eq(table.eventId, eventId));
  const pt = eventPassTypes;
  const passTypes = await db
    .select()
    .from(pt)
    .where(ofEvent(pt))
    .orderBy(asc(pt.sortOrder), asc(pt.price), asc(pt.name), asc(pt.id));
  const ps = eventPassTypePriceSchedules;
  const rs = eventPassTypeRefundSchedules;
  const pa = eventPassTypeAddOns;
  const passTypeEntries = [];
  for (const row of passTypes) {
    const priceSchedules = await db
      .select()
      .from(ps)
      .where(and(inOrg(ps), eq(ps.passTypeId, row.id)))
      .orderBy(asc(ps.startDate), asc(ps.id));
    const refundSchedules = await db
      .select()
      .from(rs)
      .where(and(inOrg(rs), eq(rs.passTypeId, row.id)))
      .orderBy(asc(rs.startDate), asc(rs.id));
    const addOns = await db
      .select()
      .from(pa)
      .where(and(inOrg(pa), eq(pa.passTypeId, row.id)))
      .orderBy(asc(pa.addOnId));
    passTypeEntries.push([
      row.id,
      {
        ...row,
        priceNow: priceNow(row.id),
        priceSchedules,
        refundSchedules,
        addOnIds: addOns.map((link) => link.addOnId),
      },
    ]);
  }

  const pkg = eventPackages;
  const packages = [];
  for (const row of await db
    .select()
    .from(pkg)
    .where(ofEvent(pkg))
    .orderBy(asc(pkg.sortOrder), asc(pkg.price), asc(pkg.id))) {
    const pp = eventPackagePassTypes;
    const passes = await db
      .select()
      .from(pp)
      .where(and(inOrg(pp), eq(pp.packageId, row.id)))
      .orderBy(asc(pp.id));
    packages.push([row.id, { ...row, passes }]);
  }

  const ao = eventAddOns;
  const addOns = (
    await db
      .select()
      .from(ao)
      .where(ofEvent(ao))
      .orderBy(asc(ao.sortOrder), asc(ao.name), asc(ao.id))
  ).map((row) => [row.id, row]);

  const rt = eventRoomTypes;
  const roomTypes = [];
  for (const row of await db
    .select()
    .from(rt)
    .where(ofEvent(rt))
    .orderBy(asc(rt.sortOrder), asc(rt.name), asc(rt.id))) {
    const rp = eventRoomTypePassTypes;
    const links = await db
      .select()
      .from(rp)
      .where(and(inOrg(rp), eq(rp.roomTypeId, row.id)))
      .orderBy(asc(rp.id));
    roomTypes.push([row.id, { ...row, passTypes: links }]);
  }

  const qs = eventQuestionSections;
  const sections = [];
  for (const row of await db
    .select()
    .from(qs)
    .where(ofEvent(qs))
    .orderBy(asc(qs.sortOrder), asc(qs.id))) {
    const sp = eventQuestionSectionPassTypes;
    const links = await db
      .select()
      .from(sp)
      .where(and(inOrg(sp), eq(sp.sectionId, row.id)))
      .orderBy(asc(sp.passTypeId));
    sections.push({ ...row, passTypeIds: links.map((link) => link.passTypeId) });
  }

  const q = eventQuestions;
  const qc = eventQuestionChoices;
  const sq = eventQuestionChoiceSubQuestions;
  const questions = [];
  for (const row of await db
    .select()
    .from(q)
    .where(ofEvent(q))
    .orderBy(asc(q.sortOrder), asc(q.id))) {
    const choices = [];
    for (const choice of await db
      .select()
      .from(qc)
      .where(and(inOrg(qc), eq(qc.questionId, row.id)))
      .orderBy(asc(qc.sortOrder), asc(qc.id))) {
      const opens = await db
        .select()
        .from(sq)
        .where(and(inOrg(sq), eq(sq.choiceId, choice.id)))
        .orderBy(asc(sq.sortOrder), asc(sq.questionId));
      choices.push({ ...choice, subQuestionIds: opens.map((link) => link.questionId) });
    }
    questions.push([row.id, { ...row, choices }]);
  }

  return {
    passTypes: passTypeEntries,
    packages,
    addOns,
    roomTypes,
    sections,
    questions,
  };
}

/**
 * A rich offer in `org`'s `event`: ties in every order, schedules in force, past and to
 * come, links, nulls and images, stay dates, questions with choices and sub-questions.
 * Returns each pass type's price now as the schedules make it.
 */
async function seedRichOffer(org: TestOrganization, event: EventRow) {
  const db = world.db;
  const write = offerWriter(
    () => db,
    () => org,
  );
  const organizationId = org.id;
  // Same sort order: the price then the name decide; the last comes first by its sort order.
  const general = await write.passType(event.id, { name: 'General', price: 2500, sortOrder: 1 });
  const student = await write.passType(event.id, {
    name: 'Student',
    price: 1200,
    sortOrder: 1,
    longDescription: 'Bring your card',
    featuredImage: image('student'),
    supply: 40,
    minCouponQuantity: 2,
    overrideStartDate: new Date('2026-05-01T08:30:15.123Z'),
  });
  const aGeneral = await write.passType(event.id, { name: 'Another', price: 2500, sortOrder: 1 });
  const vip = await write.passType(event.id, {
    name: 'VIP',
    price: 9000,
    sortOrder: 0,
    visibility: 'private',
    accessLevel: 'vip',
    active: false,
  });

  await db.insert(eventPassTypePriceSchedules).values([
    // In force: the lower wins; the past and the coming ones do not count.
    {
      organizationId,
      passTypeId: general.id,
      name: 'Early',
      price: 1900,
      startDate: at(-10),
      endDate: at(5),
    },
    {
      organizationId,
      passTypeId: general.id,
      name: null,
      price: 2100,
      startDate: at(-20),
      endDate: at(10, 456),
    },
    {
      organizationId,
      passTypeId: general.id,
      name: 'Past',
      price: 900,
      startDate: at(-40),
      endDate: at(-30),
    },
    {
      organizationId,
      passTypeId: general.id,
      name: 'Late',
      price: 3000,
      startDate: at(20),
      endDate: at(30),
    },
    { organizationId, passTypeId: vip.id, price: 8000, startDate: at(-1, 789), endDate: at(1) },
  ]);
  await db.insert(eventPassTypeRefundSchedules).values([
    { organizationId, passTypeId: general.id, percentage: 50, startDate: at(10), endDate: at(20) },
    { organizationId, passTypeId: general.id, percentage: 100, startDate: at(-5), endDate: at(10) },
    { organizationId, passTypeId: student.id, percentage: 0, startDate: at(-5), endDate: at(30) },
  ]);

  // Add-ons linked to some pass types; one linked to none; a tie of sort order broken by name.
  const dinner = await write.addOn(event.id, [vip.id, general.id], {
    name: 'Dinner',
    sortOrder: 2,
    image: image('dinner'),
  });
  await write.addOn(event.id, [general.id, student.id], { name: 'Bike', sortOrder: 2, supply: 5 });
  await write.addOn(event.id, [], { name: 'Parking', price: 0, pricePerNight: true, sortOrder: 1 });
  await write.addOn(event.id, [vip.id], { name: 'Lounge', longDescription: null, sortOrder: 3 });

  await write.bundle(
    event.id,
    [
      { passTypeId: general.id, quantity: 3 },
      { passTypeId: student.id, quantity: 1 },
    ],
    { name: 'Team', price: 8000, sortOrder: 1, image: image('team'), supply: 10 },
  );
  await write.bundle(event.id, [{ passTypeId: vip.id, quantity: 2 }], {
    name: 'Pair',
    price: 15000,
  });
  await write.bundle(event.id, [{ passTypeId: aGeneral.id, quantity: 1 }], {
    name: 'Duo',
    price: 7000,
    sortOrder: 1,
    isActive: false,
  });

  await write.roomType(
    event.id,
    [
      { passTypeId: general.id, premium: 500, includedNights: 1 },
      { passTypeId: vip.id, includedNights: 2 },
    ],
    {
      name: 'Double',
      description: 'Sea view',
      image: image('double'),
      minPasses: 1,
      maxPasses: 2,
      minStart: '2026-07-01',
      defaultStart: '2026-07-02',
      maxStart: '2026-07-03',
      minEnd: '2026-07-04',
      defaultEnd: '2026-07-05',
      maxEnd: '2026-07-06',
      supply: 12,
    },
  );
  await write.roomType(event.id, [], { name: 'Bunk', price: 3000, pricePerNight: false });

  const about = await write.section(event.id, 'About you');
  const food = await write.section(event.id, 'Food');
  await db.insert(eventQuestionSectionPassTypes).values([
    { organizationId, sectionId: food.id, passTypeId: vip.id },
    { organizationId, sectionId: food.id, passTypeId: general.id },
  ]);
  await write.question(event.id, about.id, { type: 'text', label: 'Your name', required: true });
  const diet = await write.question(
    event.id,
    food.id,
    { type: 'select', sortOrder: 1, description: 'Tell the kitchen', featured: true, span: 2 },
    [
      { value: 'vegan', text: 'Vegan', supply: 30 },
      { value: 'none', description: 'Anything' },
    ],
  );
  const allergy = await write.question(event.id, null, {
    type: 'text',
    placeholder: 'Peanuts…',
    min: '2',
    max: '200',
    validation: '^[a-z ]+$',
    validationMessage: 'Letters only',
  });
  const meals = await write.question(event.id, null, { type: 'quantity', price: 700, supply: 50 });
  await write.opens(diet.choices[0]!.id, meals.id);
  await write.opens(diet.choices[0]!.id, allergy.id);
  await write.opens(diet.choices[1]!.id, allergy.id);
  await db
    .update(eventQuestionChoiceSubQuestions)
    .set({ sortOrder: 1 })
    .where(eq(eventQuestionChoiceSubQuestions.questionId, meals.id));

  const prices: Record<string, number> = {
    [general.id]: 1900,
    [student.id]: 1200,
    [aGeneral.id]: 2500,
    [vip.id]: 8000,
  };
  return { general, dinner, priceNow: (id: string) => prices[id]! };
}

describe('an event’s offer', () => {
  let event: EventRow;
  let otherEvent: EventRow;
  let priceNow: (id: string) => number;
  let foreignPriceNow: (id: string) => number;

  beforeAll(async () => {
    event = await world.createEvent();
    ({ priceNow } = await seedRichOffer(world.org, event));
    // Another event of the organization and an event of another organization, each with
    // an offer of its own: neither may leak into the event's.
    await seedRichOffer(world.org, await world.createEvent());
    otherEvent = await world.createEvent({}, world.other);
    const foreign = await seedRichOffer(world.other, otherEvent);
    foreignPriceNow = foreign.priceNow;
    // Rows of the other organization tied to the event's own pass types and add-ons.
    const [general] = await world.db
      .select()
      .from(eventPassTypes)
      .where(and(eq(eventPassTypes.eventId, event.id), eq(eventPassTypes.name, 'General')));
    await world.db.insert(eventPassTypePriceSchedules).values({
      organizationId: world.other.id,
      passTypeId: general!.id,
      price: 1,
      startDate: at(-1),
      endDate: at(1),
    });
    await world.db.insert(eventPassTypeAddOns).values({
      organizationId: world.other.id,
      passTypeId: general!.id,
      addOnId: foreign.dinner.id,
    });
  });

  it('holds what drizzle selects of each table, in display order, with the same values', async () => {
    const offer = await loadOffer(world.db, { organizationId: world.org.id }, event, NOW);
    const expected = await referenceOffer(world.db, world.org.id, event.id, priceNow);
    expect(offer.event).toBe(event);
    expect(offer.now).toBe(NOW);
    expect(listed(offer)).toStrictEqual(expected);
    // The reference is not empty: every list and link of the seed is there.
    expect(expected.passTypes).toHaveLength(4);
    expect(expected.packages).toHaveLength(3);
    expect(expected.addOns).toHaveLength(4);
    expect(expected.roomTypes).toHaveLength(2);
    expect(expected.sections).toHaveLength(2);
    expect(expected.questions).toHaveLength(4);
    // Spot checks of the JS types the JSON must come back as.
    const general = [...offer.passTypes.values()].find((row) => row.name === 'General')!;
    expect(general.priceSchedules).toHaveLength(4);
    expect(general.priceSchedules[0]!.endDate).toBeInstanceOf(Date);
    expect(general.createdAt).toBeInstanceOf(Date);
    expect(general.addOnIds).toHaveLength(2);
    const double = [...offer.roomTypes.values()].find((row) => row.name === 'Double')!;
    expect(double.minStart).toBe('2026-07-01');
    expect(double.image).toEqual(image('double'));
  });

  it('is the same when read inside a transaction', async () => {
    const offer = await world.db.transaction((tx) =>
      loadOffer(tx, { organizationId: world.org.id }, event, NOW),
    );
    expect(listed(offer)).toStrictEqual(
      await referenceOffer(world.db, world.org.id, event.id, priceNow),
    );
  });

  it('holds nothing of another organization, nor the event for another organization', async () => {
    const foreign = await loadOffer(world.db, { organizationId: world.other.id }, otherEvent, NOW);
    expect(listed(foreign)).toStrictEqual(
      await referenceOffer(world.db, world.other.id, otherEvent.id, foreignPriceNow),
    );
    const elsewhere = await loadOffer(world.db, { organizationId: world.other.id }, event, NOW);
    expect(listed(elsewhere)).toStrictEqual({
      passTypes: [],
      packages: [],
      addOns: [],
      roomTypes: [],
      sections: [],
      questions: [],
    });
  });

  it('is empty for an event that offers nothing', async () => {
    const bare = await world.createEvent();
    const offer = await loadOffer(world.db, { organizationId: world.org.id }, bare, NOW);
    expect(listed(offer)).toStrictEqual({
      passTypes: [],
      packages: [],
      addOns: [],
      roomTypes: [],
      sections: [],
      questions: [],
    });
  });
});
