import type { Image } from '@convene/contract';
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  eventAddOns,
  eventCoupons,
  eventFaqs,
  eventFaqSections,
  eventGalleryImages,
  eventPackagePassTypes,
  eventPackages,
  eventPages,
  eventPassAddOns,
  eventPasses,
  eventPassResponses,
  eventPassTypeAddOns,
  eventPassTypePriceSchedules,
  eventPassTypeRefundSchedules,
  eventPassTypes,
  eventQuestionChoices,
  eventQuestionChoiceSubQuestions,
  eventQuestions,
  eventQuestionSearchValues,
  eventQuestionSectionPassTypes,
  eventQuestionSections,
  eventRegistrationPackages,
  eventRegistrations,
  eventRoomReservations,
  eventRoomTypePassTypes,
  eventRoomTypes,
  events,
  eventSessionLocations,
  eventSessions,
  eventSessionSpeakers,
  eventSessionTracks,
  eventSpeakers,
  eventSponsors,
  eventTracks,
  groups,
  series,
} from '../db/schema/index';
import { saveOrganizationPage } from '../modules/organizations/index';
import { storeImage } from '../storage/images';
import { linkEventInterests } from './event-interests';
import { seedSessionRegistration } from './session-registration';
import {
  DEMO_EVENTS,
  DEMO_SERIES,
  demoTermsPage,
  MAKER_FAIR_COUPONS,
  MAKER_FAIR_QUESTIONS,
  SECOND_EVENTS,
  type DemoEvent,
  type DemoQuestion,
  type Who,
} from './events-data';
import { generateBanner } from './people';
import type { SeedContext } from './seed-context';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OMAR = 'omar-haddad';
const MAYA = 'maya-lindqvist';

interface Target {
  db: Database;
  organizationId: string;
  accounts: Map<string, string>;
  /** Community accounts other than the demo logins, in a stable order. */
  others: string[];
  groups: Map<string, string>;
  series: Map<string, string>;
  now: number;
}

function resolve(target: Target, who: Who): string | undefined {
  return typeof who === 'number' ? target.others[who] : target.accounts.get(who);
}

/** Midnight UTC `days` from now, plus `hour` hours. */
function dayAt(target: Target, days: number, hour = 9): Date {
  const midnight = Math.floor(target.now / DAY) * DAY;
  return new Date(midnight + days * DAY + hour * HOUR);
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

async function insertEvent(target: Target, spec: DemoEvent, image: Image | null): Promise<string> {
  const { db, organizationId } = target;
  const start = dayAt(target, spec.startsInDays, spec.startHour ?? 9);
  const [row] = await db
    .insert(events)
    .values({
      organizationId,
      slug: spec.slug,
      name: spec.name,
      shortDescription: spec.shortDescription,
      longDescription: spec.longDescription ?? null,
      eventType: spec.eventType,
      status: spec.status ?? 'ready',
      visibility: spec.visibility ?? 'public',
      featured: spec.featured ?? false,
      timezone: spec.timezone ?? 'Europe/Stockholm',
      eventStart: start,
      eventEnd: new Date(start.getTime() + spec.hours * HOUR),
      image,
      venue: spec.venue ?? null,
      location: spec.address
        ? `${spec.venue ?? spec.address.address1}, ${spec.address.city}`
        : null,
      ...(spec.address ?? {}),
      meetingUrl: spec.meetingUrl ?? null,
      groupId: spec.group ? (target.groups.get(spec.group) ?? null) : null,
      groupOnly: spec.groupOnly ?? false,
      seriesId: spec.series ? (target.series.get(spec.series) ?? null) : null,
      creatorId: target.accounts.get(spec.creator) ?? null,
      registration: spec.registration ?? false,
      registrationStart: spec.registration ? new Date(target.now - 14 * DAY) : null,
      registrationEnd: spec.registration ? start : null,
      registrationLimit: spec.registrationLimit ?? null,
      publicRegistrants: spec.publicRegistrants ?? false,
      createdAt: new Date(target.now - 30 * DAY),
    })
    .returning({ id: events.id });
  return row!.id;
}

/** The pass types (a free admission when registration is offered without any), by slug. */
async function insertPassTypes(
  target: Target,
  eventId: string,
  spec: DemoEvent,
): Promise<Map<string, string>> {
  const { db, organizationId } = target;
  const specs =
    spec.passTypes ??
    (spec.registration ? [{ slug: 'admission', name: 'Admission', price: 0 }] : []);
  if (specs.length === 0) return new Map();
  const start = dayAt(target, spec.startsInDays);
  const rows = await db
    .insert(eventPassTypes)
    .values(
      specs.map((passType, sortOrder) => ({
        organizationId,
        eventId,
        slug: passType.slug,
        name: passType.name,
        shortDescription: `${passType.name} for ${spec.name}`,
        price: passType.price,
        supply: passType.supply ?? null,
        accessLevel: passType.accessLevel ?? 'regular',
        visibility: passType.visibility ?? 'public',
        maxQuantityPerSale: passType.maxQuantityPerSale ?? 10,
        enableCoupons: passType.enableCoupons ?? false,
        sortOrder,
      })),
    )
    .returning({ id: eventPassTypes.id, slug: eventPassTypes.slug });
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const schedules = specs.flatMap((passType) =>
    (passType.schedules ?? []).map((schedule) => ({
      organizationId,
      passTypeId: bySlug.get(passType.slug)!,
      name: schedule.name,
      price: schedule.price,
      startDate: new Date(target.now + schedule.fromDays * DAY),
      endDate: new Date(target.now + schedule.toDays * DAY),
    })),
  );
  if (schedules.length > 0) await db.insert(eventPassTypePriceSchedules).values(schedules);
  const paid = specs.filter((passType) => passType.price > 0);
  if (paid.length > 0) {
    await db.insert(eventPassTypeRefundSchedules).values(
      paid.flatMap((passType) => [
        {
          organizationId,
          passTypeId: bySlug.get(passType.slug)!,
          percentage: 100,
          startDate: new Date(target.now - 30 * DAY),
          endDate: new Date(start.getTime() - 30 * DAY),
        },
        {
          organizationId,
          passTypeId: bySlug.get(passType.slug)!,
          percentage: 50,
          startDate: new Date(start.getTime() - 30 * DAY),
          endDate: new Date(start.getTime() - 7 * DAY),
        },
      ]),
    );
  }
  return bySlug;
}

/** Registered attendees, one ready pass each; returns Maya's pass, if she has one. */
async function insertAttendees(
  target: Target,
  eventId: string,
  spec: DemoEvent,
  passTypes: Map<string, string>,
): Promise<Map<string, { registrationId: string; passId: string }>> {
  const { db, organizationId } = target;
  const held = new Map<string, { registrationId: string; passId: string }>();
  const fallback = [...passTypes.values()][0];
  for (const [index, attendee] of (spec.attendees ?? []).entries()) {
    const accountId = resolve(target, attendee.who);
    const passTypeId = attendee.passType ? passTypes.get(attendee.passType) : fallback;
    if (!accountId || !passTypeId || held.has(accountId)) continue;
    // A paid type was paid for, so its refund schedule gives a refund on cancel (> 0).
    const price = spec.passTypes?.find((passType) => passType.slug === attendee.passType)?.price;
    const registeredAt = new Date(target.now - (20 - index) * DAY);
    const [registration] = await db
      .insert(eventRegistrations)
      .values({
        organizationId,
        eventId,
        accountId,
        status: 'registered',
        termsAcceptedAt: registeredAt,
        registeredAt,
        createdAt: registeredAt,
      })
      .returning({ id: eventRegistrations.id });
    const [pass] = await db
      .insert(eventPasses)
      .values({
        organizationId,
        eventId,
        registrationId: registration!.id,
        passTypeId,
        attendeeAccountId: accountId,
        status: 'ready',
        amtPaid: price ?? 0,
        createdAt: registeredAt,
      })
      .returning({ id: eventPasses.id });
    held.set(accountId, { registrationId: registration!.id, passId: pass!.id });
  }
  return held;
}

async function insertSponsors(target: Target, eventId: string, sponsors: Who[]): Promise<void> {
  const ids = [...new Set(sponsors.flatMap((who) => resolve(target, who) ?? []))];
  if (ids.length === 0) return;
  await target.db.insert(eventSponsors).values(
    ids.map((accountId, sortOrder) => ({
      organizationId: target.organizationId,
      eventId,
      accountId,
      sortOrder,
    })),
  );
}

interface AgendaItem {
  name: string;
  minutes: number;
  speaker: number | null;
  track: number | null;
  location: { id: string } | null | undefined;
  nonSession?: boolean;
}

/** An agenda: locations, tracks, speakers (Omar hosts) and sessions on the first day. */
async function insertAgenda(target: Target, eventId: string, spec: DemoEvent): Promise<void> {
  const { db, organizationId } = target;
  const [main, workshop] = await db
    .insert(eventSessionLocations)
    .values([
      { organizationId, eventId, name: 'Main stage', city: spec.address?.city ?? null },
      { organizationId, eventId, name: 'Workshop A', description: 'Benches for 12' },
    ])
    .returning({ id: eventSessionLocations.id });
  const tracks = await db
    .insert(eventTracks)
    .values([
      { organizationId, eventId, slug: 'electronics', name: 'Electronics', color: '#0ea5e9' },
      { organizationId, eventId, slug: 'ceramics', name: 'Ceramics', color: '#f59e0b' },
      { organizationId, eventId, slug: 'sailing', name: 'Sailing', color: '#0f766e' },
    ])
    .returning({ id: eventTracks.id });
  const speakers = await db
    .insert(eventSpeakers)
    .values([
      {
        organizationId,
        eventId,
        slug: 'omar-haddad',
        accountId: target.accounts.get(OMAR) ?? null,
        firstName: 'Omar',
        lastName: 'Haddad',
        title: 'Community host',
        isHost: true,
        priority: 10,
        bio: 'Organises the harbour meetups and the maker fair.',
      },
      {
        organizationId,
        eventId,
        slug: 'maya-lindqvist',
        accountId: target.accounts.get(MAYA) ?? null,
        firstName: 'Maya',
        lastName: 'Lindqvist',
        title: 'Ceramicist',
        priority: 5,
        bio: 'Runs the Thursday open studio.',
        website: 'https://example.com/maya',
      },
      {
        organizationId,
        eventId,
        slug: 'sven-berg',
        firstName: 'Sven',
        lastName: 'Berg',
        title: 'Sailmaker',
        company: 'Berg & Daughters',
        companyBio: 'Sails since 1931.',
        priority: 3,
        instagram: '@berg.sails',
      },
    ])
    .returning({ id: eventSpeakers.id });
  const day = dayAt(target, spec.startsInDays, spec.startHour ?? 9);
  // A day's program with a lunch, or an evening's that ends with the event: every session
  // lies inside its event (the server refuses one outside).
  const agenda: AgendaItem[] =
    spec.hours >= 6
      ? [
          { name: 'Opening', minutes: 30, speaker: 0, track: null, location: main },
          { name: 'Soldering 101', minutes: 90, speaker: null, track: 0, location: workshop },
          { name: 'Glaze chemistry', minutes: 60, speaker: 1, track: 1, location: workshop },
          {
            name: 'Lunch',
            minutes: 60,
            speaker: null,
            track: null,
            location: null,
            nonSession: true,
          },
          { name: 'Knots that hold', minutes: 60, speaker: 2, track: 2, location: main },
          { name: 'Closing panel', minutes: 45, speaker: 0, track: null, location: main },
        ]
      : [
          { name: 'Opening', minutes: 15, speaker: 0, track: null, location: main },
          { name: 'Clinker boats', minutes: 45, speaker: 2, track: 2, location: main },
          {
            name: 'Coffee break',
            minutes: 15,
            speaker: null,
            track: null,
            location: null,
            nonSession: true,
          },
          { name: 'Knots that hold', minutes: 30, speaker: 2, track: 2, location: main },
          { name: 'Closing panel', minutes: 15, speaker: 0, track: null, location: main },
        ];
  let at = day.getTime();
  const rows = await db
    .insert(eventSessions)
    .values(
      agenda.map((item) => {
        const startTime = new Date(at);
        at += item.minutes * 60_000;
        return {
          organizationId,
          eventId,
          slug: item.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          name: item.name,
          description: `${item.name} at ${spec.name}.`,
          locationId: item.location?.id ?? null,
          startTime,
          endTime: new Date(at),
          nonSession: item.nonSession ?? false,
        };
      }),
    )
    .returning({ id: eventSessions.id });
  await db
    .insert(eventSessionSpeakers)
    .values(
      agenda.flatMap((item, index) =>
        item.speaker === null
          ? []
          : [{ organizationId, sessionId: rows[index]!.id, speakerId: speakers[item.speaker]!.id }],
      ),
    );
  // The closing panel has every speaker.
  await db.insert(eventSessionSpeakers).values(
    speakers.slice(1).map((speaker) => ({
      organizationId,
      sessionId: rows.at(-1)!.id,
      speakerId: speaker.id,
    })),
  );
  await db
    .insert(eventSessionTracks)
    .values(
      agenda.flatMap((item, index) =>
        item.track === null
          ? []
          : [{ organizationId, sessionId: rows[index]!.id, trackId: tracks[item.track]!.id }],
      ),
    );
}

async function insertFaqsAndPages(target: Target, eventId: string, spec: DemoEvent) {
  const { db, organizationId } = target;
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-$/, '');
  for (const [order, faq] of (spec.faqs ?? []).entries()) {
    const [section] = await db
      .insert(eventFaqSections)
      .values({
        organizationId,
        eventId,
        slug: slug(faq.section),
        name: faq.section,
        sortOrder: order,
      })
      .returning({ id: eventFaqSections.id });
    await db.insert(eventFaqs).values(
      faq.questions.map(([question, answer], sortOrder) => ({
        organizationId,
        sectionId: section!.id,
        slug: slug(question),
        question,
        answer,
        sortOrder,
      })),
    );
  }
  if (spec.pages?.length) {
    await db.insert(eventPages).values(
      spec.pages.map((page, sortOrder) => ({
        organizationId,
        eventId,
        slug: slug(page.title),
        title: page.title,
        html: page.html,
        sortOrder,
      })),
    );
  }
}

async function insertQuestion(
  target: Target,
  eventId: string,
  sectionId: string | null,
  question: DemoQuestion,
  sortOrder: number,
): Promise<{ id: string; choices: Map<string, string> }> {
  const { db, organizationId } = target;
  const { choices = [], searchValues = [], ...fields } = question;
  const [row] = await db
    .insert(eventQuestions)
    .values({ organizationId, eventId, sectionId, sortOrder, ...fields })
    .returning({ id: eventQuestions.id });
  const ids = new Map<string, string>();
  for (const [order, choice] of choices.entries()) {
    const [choiceRow] = await db
      .insert(eventQuestionChoices)
      .values({
        organizationId,
        questionId: row!.id,
        value: choice.value,
        text: choice.value,
        supply: choice.supply ?? null,
        sortOrder: order,
      })
      .returning({ id: eventQuestionChoices.id });
    ids.set(choice.value, choiceRow!.id);
    if (choice.subQuestion) {
      const sub = await insertQuestion(target, eventId, null, choice.subQuestion, 0);
      await db
        .insert(eventQuestionChoiceSubQuestions)
        .values({ organizationId, choiceId: choiceRow!.id, questionId: sub.id });
    }
  }
  if (searchValues.length > 0) {
    await db
      .insert(eventQuestionSearchValues)
      .values(searchValues.map((value) => ({ organizationId, questionId: row!.id, value })));
  }
  return { id: row!.id, choices: ids };
}

/**
 * Everything the maker fair sells and asks: packages, add-ons, room types, questions of
 * every type, coupons; Maya's pass carries add-ons, a room and her answers.
 */
/**
 * Maya bought three general admissions as group tickets (a pre-paid coupon, decision 0024);
 * a colleague registered with one of them. The places the coupon bought and did not use
 * yet are added to the pass type's sold count after everything is counted.
 */
async function insertGroupTickets(
  target: Target,
  eventId: string,
  passTypeId: string,
  registrationId: string,
): Promise<void> {
  const { db, organizationId } = target;
  const colleague = resolve(target, 1);
  const [pass] = colleague
    ? await db
        .select({ id: eventPasses.id, registrationId: eventPasses.registrationId })
        .from(eventPasses)
        .where(
          sql`${eventPasses.eventId} = ${eventId} and ${eventPasses.attendeeAccountId} = ${colleague}`,
        )
    : [];
  const [coupon] = await db
    .insert(eventCoupons)
    .values({
      organizationId,
      eventId,
      code: 'GRP-MAKERS3',
      description: '3 × General admission',
      active: true,
      prePaid: true,
      discountPercent: 100,
      passTypeId,
      applyToPassType: true,
      purchaseLimit: 1,
      useLimit: 3,
      sold: pass ? 1 : 0,
      registrationId,
    })
    .returning({ id: eventCoupons.id });
  if (!pass) return;
  await db.update(eventPasses).set({ couponId: coupon!.id }).where(eq(eventPasses.id, pass.id));
  await db
    .update(eventRegistrations)
    .set({ couponId: coupon!.id })
    .where(eq(eventRegistrations.id, pass.registrationId));
}

/** The places group tickets bought and no pass used yet (sold with the coupon). */
async function countGroupTickets(db: Database, organizationId: string): Promise<void> {
  await db.execute(sql`update ${eventPassTypes} t set sold = t.sold + c.unused from (
    select pass_type_id, sum(use_limit - sold) as unused from ${eventCoupons}
    where organization_id = ${organizationId} and pre_paid and active group by pass_type_id
  ) c where c.pass_type_id = t.id`);
}

async function insertShop(
  target: Target,
  eventId: string,
  spec: DemoEvent,
  passTypes: Map<string, string>,
  maya: { registrationId: string; passId: string } | undefined,
): Promise<void> {
  const { db, organizationId } = target;
  const general = passTypes.get('general')!;
  const vip = passTypes.get('vip')!;
  const [family] = await db
    .insert(eventPackages)
    .values({
      organizationId,
      eventId,
      name: 'Family of four',
      description: 'Four general admissions for the price of three.',
      price: 7500,
      supply: 30,
    })
    .returning({ id: eventPackages.id });
  await db
    .insert(eventPackagePassTypes)
    .values({ organizationId, packageId: family!.id, passTypeId: general, quantity: 4 });
  const addOns = await db
    .insert(eventAddOns)
    .values([
      { organizationId, eventId, name: 'Soldering kit', price: 1500, supply: 50, sortOrder: 0 },
      { organizationId, eventId, name: 'Harbour dinner', price: 4500, supply: 80, sortOrder: 1 },
      {
        organizationId,
        eventId,
        name: 'Parking',
        price: 1000,
        pricePerNight: true,
        supply: 25,
        sortOrder: 2,
      },
    ])
    .returning({ id: eventAddOns.id });
  await db
    .insert(eventPassTypeAddOns)
    .values(
      [general, vip].flatMap((passTypeId) =>
        addOns.map((addOn) => ({ organizationId, passTypeId, addOnId: addOn.id })),
      ),
    );
  const start = dayAt(target, spec.startsInDays);
  const stay = {
    minStart: isoDate(new Date(start.getTime() - 2 * DAY)),
    defaultStart: isoDate(new Date(start.getTime() - DAY)),
    maxStart: isoDate(start),
    minEnd: isoDate(new Date(start.getTime() + DAY)),
    defaultEnd: isoDate(new Date(start.getTime() + 2 * DAY)),
    maxEnd: isoDate(new Date(start.getTime() + 3 * DAY)),
  };
  const [hotel, hostel] = await db
    .insert(eventRoomTypes)
    .values([
      {
        organizationId,
        eventId,
        name: 'Harbour Hotel, double room',
        description: 'Sea view, breakfast included.',
        price: 14900,
        supply: 20,
        minPasses: 1,
        maxPasses: 2,
        ...stay,
      },
      {
        organizationId,
        eventId,
        name: 'Hostel bed',
        price: 3500,
        supply: 40,
        maxPasses: 1,
        ...stay,
        sortOrder: 1,
      },
    ])
    .returning({ id: eventRoomTypes.id });
  await db.insert(eventRoomTypePassTypes).values([
    { organizationId, roomTypeId: hotel!.id, passTypeId: general },
    { organizationId, roomTypeId: hotel!.id, passTypeId: vip, includedNights: 2 },
    { organizationId, roomTypeId: hostel!.id, passTypeId: general },
  ]);
  const answers = new Map<string, { id: string; choices: Map<string, string> }>();
  for (const [order, section] of MAKER_FAIR_QUESTIONS.entries()) {
    const [sectionRow] = await db
      .insert(eventQuestionSections)
      .values({ organizationId, eventId, name: section.section, sortOrder: order })
      .returning({ id: eventQuestionSections.id });
    for (const passType of section.passTypes ?? []) {
      await db.insert(eventQuestionSectionPassTypes).values({
        organizationId,
        sectionId: sectionRow!.id,
        passTypeId: passTypes.get(passType)!,
      });
    }
    for (const [index, question] of section.questions.entries()) {
      answers.set(
        question.name,
        await insertQuestion(target, eventId, sectionRow!.id, question, index),
      );
    }
  }
  await db.insert(eventCoupons).values(
    MAKER_FAIR_COUPONS.map((coupon) => ({
      organizationId,
      eventId,
      code: coupon.code,
      description: coupon.description,
      discountAmount: coupon.discountAmount ?? null,
      discountPercent: coupon.discountPercent ?? null,
      useLimit: coupon.useLimit ?? null,
      quantityMin: coupon.quantityMin ?? null,
      emailDomains: coupon.emailDomains ?? null,
      passTypeId: coupon.passType ? (passTypes.get(coupon.passType) ?? null) : null,
      startDate: new Date(target.now - 7 * DAY),
      endDate:
        coupon.endsInDays === undefined ? null : new Date(target.now + coupon.endsInDays * DAY),
    })),
  );
  if (!maya) return;
  await insertGroupTickets(target, eventId, general, maya.registrationId);
  await db.insert(eventPassAddOns).values([
    { organizationId, passId: maya.passId, addOnId: addOns[1]!.id },
    { organizationId, passId: maya.passId, addOnId: addOns[2]!.id },
  ]);
  const [room] = await db
    .insert(eventRoomReservations)
    .values({
      organizationId,
      registrationId: maya.registrationId,
      roomTypeId: hotel!.id,
      start: stay.defaultStart,
      end: stay.defaultEnd,
    })
    .returning({ id: eventRoomReservations.id });
  await db
    .update(eventPasses)
    .set({ reservationId: room!.id })
    .where(eq(eventPasses.id, maya.passId));
  const answer = (name: string, value: string, choiceValues: string[] = []) => {
    const question = answers.get(name)!;
    return {
      organizationId,
      passId: maya.passId,
      questionId: question.id,
      value,
      choiceIds: choiceValues.map((choice) => question.choices.get(choice)!),
    };
  };
  await db
    .insert(eventPassResponses)
    .values([
      answer('Name on your badge', 'Maya Lindqvist'),
      answer('Years of making', '12'),
      answer('Arrival time', '09:30'),
      answer('Join the mailing list', 'true'),
      answer('T-shirt size', 'M', ['M']),
      answer('Lunch', 'Vegetarian', ['Vegetarian']),
      answer('Workshops you would like', 'Knots,Glazing', ['Knots', 'Glazing']),
      answer('Home club', 'Thursday Open Studio'),
      answer('Where are you travelling from?', 'Linnégatan 21, Gothenburg'),
      answer('Extra dinner guests', '1'),
    ]);
}

/**
 * Sets every counter from the rows, in one statement per table, so they always match
 * (sold capacity, registrations): nothing is held by a cart in the demo.
 */
async function countEverything(db: Database, organizationId: string): Promise<void> {
  const inOrg = (table: { organizationId: AnyColumn }) =>
    sql`${table.organizationId} = ${organizationId}`;
  const passes = sql`${eventPasses} p join ${eventRegistrations} r on r.id = p.registration_id
    and r.status = 'registered' and p.status <> 'canceled'`;
  await db.execute(sql`update ${events} set registration_count = (select count(*) from
    ${eventRegistrations} r where r.event_id = ${events.id} and r.status = 'registered') where ${inOrg(events)}`);
  await db.execute(sql`update ${eventPassTypes} set sold = (select count(*) from ${passes}
    where p.pass_type_id = ${eventPassTypes.id}) where ${inOrg(eventPassTypes)}`);
  await db.execute(sql`update ${eventAddOns} set sold = (select count(*) from ${eventPassAddOns} a
    where a.add_on_id = ${eventAddOns.id}) where ${inOrg(eventAddOns)}`);
  await db.execute(sql`update ${eventRoomTypes} set sold = (select count(*) from ${eventRoomReservations} x
    where x.room_type_id = ${eventRoomTypes.id}) where ${inOrg(eventRoomTypes)}`);
  await db.execute(sql`update ${eventPackages} set sold = (select count(*) from ${eventRegistrationPackages} x
    where x.package_id = ${eventPackages.id}) where ${inOrg(eventPackages)}`);
  await db.execute(sql`update ${eventQuestionChoices} set sold = (select count(*) from ${eventPassResponses} x
    where ${eventQuestionChoices.id} = any(x.choice_ids)) where ${inOrg(eventQuestionChoices)}`);
  await db.execute(sql`update ${eventQuestions} set sold = (select coalesce(sum(x.value::int), 0)
    from ${eventPassResponses} x where x.question_id = ${eventQuestions.id})
    where ${inOrg(eventQuestions)} and ${eventQuestions.type} = 'quantity'`);
}

async function seedEventsOf(
  context: SeedContext,
  target: Target,
  specs: DemoEvent[],
  withSeries: boolean,
): Promise<void> {
  const { db, organizationId } = target;
  if (withSeries) {
    const rows = await db
      .insert(series)
      .values(DEMO_SERIES.map((item, sortOrder) => ({ organizationId, sortOrder, ...item })))
      .returning({ id: series.id, slug: series.slug });
    for (const row of rows) target.series.set(row.slug, row.id);
  }
  const groupRows = await db
    .select({ id: groups.id, slug: groups.slug })
    .from(groups)
    .where(eq(groups.organizationId, organizationId));
  for (const row of groupRows) target.groups.set(row.slug, row.id);

  // Banners in parallel (the slow part), then the rows in order.
  const images = await Promise.all(
    specs.map(async (spec) =>
      storeImage(
        context.services.storage,
        organizationId,
        'events',
        await generateBanner(`event:${spec.slug}`),
      ),
    ),
  );
  for (const [index, spec] of specs.entries()) {
    const eventId = await insertEvent(target, spec, images[index] ?? null);
    const passTypes = await insertPassTypes(target, eventId, spec);
    const held = await insertAttendees(target, eventId, spec, passTypes);
    await insertSponsors(target, eventId, spec.sponsors ?? []);
    if (spec.agenda) await insertAgenda(target, eventId, spec);
    if (spec.agenda) {
      await seedSessionRegistration(db, organizationId, eventId, target.accounts.get(MAYA));
    }
    await insertFaqsAndPages(target, eventId, spec);
    if (spec.shop) {
      await insertShop(target, eventId, spec, passTypes, held.get(target.accounts.get(MAYA) ?? ''));
      await db.insert(eventGalleryImages).values(
        images.slice(0, 3).map((image, sortOrder) => ({
          organizationId,
          eventId,
          name: `Last year’s fair, picture ${sortOrder + 1}`,
          image,
          sortOrder,
        })),
      );
    }
  }
  await linkEventInterests(db, organizationId);
  await countEverything(db, organizationId);
  await countGroupTickets(db, organizationId);
}

/**
 * Demo events: in the demo organization fourteen events over the past and the coming
 * months — every type and status, free and paid, a series, a group-only event, an
 * unlisted one, a sold-out pass and the maker fair with everything a registration can
 * hold; Maya is registered for several. One event in the second organization.
 */
export async function seedEvents(context: SeedContext): Promise<void> {
  const now = Date.now();
  for (const [organization, accounts, specs, withSeries] of [
    [context.demo, context.accounts.demo, DEMO_EVENTS, true],
    [context.second, context.accounts.second, SECOND_EVENTS, false],
  ] as const) {
    const target: Target = {
      db: context.services.db,
      organizationId: organization.id,
      accounts,
      others: [...accounts.entries()]
        .filter(([username]) => username !== OMAR && username !== MAYA)
        .map(([, accountId]) => accountId),
      groups: new Map(),
      series: new Map(),
      now,
    };
    await seedEventsOf(context, target, specs, withSeries);
    // Registering requires agreeing to the terms: the page the registration flow links to.
    await saveOrganizationPage(
      target.db,
      { organizationId: organization.id },
      'terms',
      demoTermsPage(organization.config.NAME),
    );
  }
}
