import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import {
  eventCoupons,
  eventPassAddOns,
  eventPasses,
  eventPassResponses,
  eventRegistrationPackages,
  eventRegistrations,
  eventRoomReservations,
} from '../../../db/schema/index';
import { loadAccountCart, loadCart, type Cart, type RegistrationRow } from './cart.repository';
import { offerWriter, useRegistrationWorld, type EventRow } from './test/registration-world';

/*
 * loadCart reads a registration's rows in one statement (JSON per table). The reference here
 * is drizzle's own select of each table, as the cart documents them: the cart must hold the
 * same rows, in the same order, with the same JS values.
 */

const world = useRegistrationWorld(2);

/** The cart as drizzle's plain selects read it. */
async function referenceCart(db: Database, registration: RegistrationRow): Promise<Cart> {
  const draft = registration.status === 'draft';
  const p = eventPasses;
  const passes = await db
    .select()
    .from(p)
    .where(
      and(
        eq(p.registrationId, registration.id),
        draft ? eq(p.status, 'draft') : ne(p.status, 'draft'),
      ),
    )
    .orderBy(asc(p.createdAt), asc(p.id));
  const passIds = passes.map((pass) => pass.id);
  const rp = eventRegistrationPackages;
  const rr = eventRoomReservations;
  const ofPasses = passIds.length ? passIds : ['00000000-0000-4000-8000-000000000000'];
  const [coupon] = registration.couponId
    ? await db.select().from(eventCoupons).where(eq(eventCoupons.id, registration.couponId))
    : [];
  return {
    registration,
    passes,
    packages: await db
      .select()
      .from(rp)
      .where(
        and(eq(rp.registrationId, registration.id), draft ? eq(rp.status, 'draft') : undefined),
      )
      .orderBy(asc(rp.createdAt), asc(rp.id)),
    reservations: await db
      .select()
      .from(rr)
      .where(eq(rr.registrationId, registration.id))
      .orderBy(asc(rr.createdAt), asc(rr.id)),
    addOns: await db
      .select()
      .from(eventPassAddOns)
      .where(inArray(eventPassAddOns.passId, ofPasses))
      .orderBy(asc(eventPassAddOns.passId), asc(eventPassAddOns.addOnId)),
    responses: await db
      .select()
      .from(eventPassResponses)
      .where(inArray(eventPassResponses.passId, ofPasses))
      .orderBy(asc(eventPassResponses.passId), asc(eventPassResponses.questionId)),
    coupon: coupon ?? null,
    bought: await db
      .select()
      .from(eventCoupons)
      .where(
        and(
          eq(eventCoupons.registrationId, registration.id),
          eq(eventCoupons.prePaid, true),
          eq(eventCoupons.active, true),
        ),
      )
      .orderBy(asc(eventCoupons.createdAt), asc(eventCoupons.id)),
  };
}

describe('a registration’s cart', () => {
  let event: EventRow;
  let registered: RegistrationRow;
  let draft: RegistrationRow;

  /** A cart of every kind of row: passes in both states, a package, rooms, add-ons, answers. */
  async function seedCart(status: 'draft' | 'registered', accountId: string, couponCode: string) {
    const { db } = world;
    const organizationId = world.org.id;
    const write = offerWriter(
      () => world.db,
      () => world.org,
    );
    const passType = await write.passType(event.id, { name: `Pass ${couponCode}` });
    const addOn = await write.addOn(event.id, [passType.id], { name: `Dinner ${couponCode}` });
    const lunch = await write.addOn(event.id, [passType.id], { name: `Lunch ${couponCode}` });
    const bundle = await write.bundle(event.id, [{ passTypeId: passType.id, quantity: 2 }]);
    const room = await write.roomType(event.id, [{ passTypeId: passType.id }]);
    const question = await write.question(event.id, null, { type: 'checkbox' }, [
      { value: 'a' },
      { value: 'b' },
    ]);
    const note = await write.question(event.id, null, { type: 'text' });
    const coupon = await write.coupon(event.id, { code: couponCode, discountPercent: 10 });
    // What the cart's passes and packages are: drafts, or ready once registered.
    const held = status === 'draft' ? 'draft' : 'ready';
    const [registration] = await db
      .insert(eventRegistrations)
      .values({
        organizationId,
        eventId: event.id,
        accountId,
        status,
        couponId: coupon.id,
        heldUntil: status === 'draft' ? new Date('2026-07-01T10:00:00.123Z') : null,
      })
      .returning();
    // A package of the cart, and a canceled one: a draft's cart leaves it out.
    const [pack] = await db
      .insert(eventRegistrationPackages)
      .values([
        { organizationId, registrationId: registration!.id, packageId: bundle.id, status: held },
        {
          organizationId,
          registrationId: registration!.id,
          packageId: bundle.id,
          status: 'canceled',
        },
      ])
      .returning();
    const [reservation] = await db
      .insert(eventRoomReservations)
      .values([
        {
          organizationId,
          registrationId: registration!.id,
          roomTypeId: room.id,
          start: '2026-07-02',
          end: '2026-07-05',
        },
        { organizationId, registrationId: registration!.id, roomTypeId: room.id },
      ])
      .returning();
    const passes = await db
      .insert(eventPasses)
      .values(
        (['draft', held, held, 'canceled'] as const).map((passStatus, index) => ({
          organizationId,
          eventId: event.id,
          registrationId: registration!.id,
          passTypeId: passType.id,
          attendeeAccountId: index === 1 ? accountId : null,
          registrationPackageId: index < 2 ? pack!.id : null,
          couponId: index === 2 ? coupon.id : null,
          reservationId: index === 1 ? reservation!.id : null,
          status: passStatus,
          location: index === 2 ? 'Row 3' : null,
          usedAt: index === 2 && status !== 'draft' ? new Date('2026-07-02T08:30:00.456Z') : null,
          amtPaid: 1000 * index,
        })),
      )
      .returning();
    for (const pass of passes) {
      await db.insert(eventPassAddOns).values([
        { organizationId, passId: pass.id, addOnId: lunch.id },
        { organizationId, passId: pass.id, addOnId: addOn.id },
      ]);
      await db.insert(eventPassResponses).values([
        {
          organizationId,
          passId: pass.id,
          questionId: question.id,
          value: 'a,b',
          choiceIds: question.choices.map((choice) => choice.id),
        },
        { organizationId, passId: pass.id, questionId: note.id, value: 'Vegan, thanks' },
      ]);
    }
    // Pre-paid coupons it bought: two active (made in one statement, so tied in time), one
    // turned off (left out).
    await db.insert(eventCoupons).values(
      ['A', 'B', 'OFF'].map((suffix) => ({
        organizationId,
        eventId: event.id,
        code: `${couponCode}-BOUGHT-${suffix}`,
        discountPercent: 100,
        prePaid: true,
        active: suffix !== 'OFF',
        registrationId: registration!.id,
      })),
    );
    return registration!;
  }

  beforeAll(async () => {
    event = await world.createEvent();
    registered = await seedCart('registered', world.members[0]!.accountId, 'TEN');
    draft = await seedCart('draft', world.members[1]!.accountId, 'DRAFT');
  });

  it('holds what drizzle selects of each table, in order, with the same values', async () => {
    for (const registration of [registered, draft]) {
      const expected = await referenceCart(world.db, registration);
      // The reference holds every kind of row the seed made.
      expect(expected.passes.length).toBe(3);
      expect(expected.packages.length).toBe(registration.status === 'draft' ? 1 : 2);
      expect(expected.reservations.length).toBe(2);
      expect(expected.addOns.length).toBe(expected.passes.length * 2);
      expect(expected.responses.length).toBe(expected.passes.length * 2);
      expect(expected.coupon).not.toBeNull();
      expect(expected.bought.map((coupon) => coupon.code).sort()).toEqual(
        ['A', 'B'].map((suffix) => `${expected.coupon!.code}-BOUGHT-${suffix}`),
      );
      expect(await loadCart(world.db, registration)).toStrictEqual(expected);
    }
  });

  it('is the same when read inside a transaction', async () => {
    const expected = await referenceCart(world.db, registered);
    await world.db.transaction(async (tx) => {
      expect(await loadCart(tx, registered)).toStrictEqual(expected);
    });
  });

  it('is read with the registration by account and event, the same rows in one statement', async () => {
    const accounts = [world.members[0]!.accountId, world.members[1]!.accountId];
    for (const [index, registration] of [registered, draft].entries()) {
      const key = { eventId: event.id, accountId: accounts[index]! };
      const scope = { organizationId: registration.organizationId };
      expect(await loadAccountCart(world.db, scope, key)).toStrictEqual(
        await referenceCart(world.db, registration),
      );
    }
    // None for an account without a registration, nor under another organization.
    const key = { eventId: event.id, accountId: accounts[0]! };
    const scope = { organizationId: registered.organizationId };
    const admin = { ...key, accountId: world.admin.accountId };
    expect(await loadAccountCart(world.db, scope, admin)).toBeUndefined();
    expect(
      await loadAccountCart(world.db, { organizationId: world.other.id }, key),
    ).toBeUndefined();
  });

  it('holds nothing of a registration of another organization', async () => {
    // The registration's id under another organization: no row of it is read.
    const foreign = { ...registered, organizationId: world.other.id };
    expect(await loadCart(world.db, foreign)).toStrictEqual({
      registration: foreign,
      passes: [],
      packages: [],
      reservations: [],
      addOns: [],
      responses: [],
      coupon: null,
      bought: [],
    });
  });
});
