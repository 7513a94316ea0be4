import {
  GROUP_TICKET_MESSAGES as G,
  REGISTRATION_MESSAGES as R,
  type ManagedCoupon,
  type ManagedCouponPass,
  type PaymentIntent,
  type Registration,
} from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventCoupons,
  eventPackages,
  eventPassTypes,
  eventRoomTypes,
} from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { countersOf, type EventRow } from '../registration/test/registration-world';
import { attendeeUrl, passUrl, useAttendeeWorld } from './test/attendee-world';

const cart = (eventId: string) => `/self/events/${eventId}/registration`;
const coupons = (eventId: string) => `${attendeeUrl(eventId)}/coupons`;

describe('group tickets, and what a canceled pass gives back', () => {
  const world = useAttendeeWorld(6);
  const { ok, fails } = world;
  let event: EventRow;
  let vip: { id: string };

  const first = async (rows: Promise<{ sold: number; reserved: number }[]>) =>
    countersOf((await rows)[0]!);
  const counters = (id: string) =>
    first(world.db.select().from(eventPassTypes).where(eq(eventPassTypes.id, id)));

  /** Puts one pass of `ticketId` in the cart and applies the code; the response. */
  const redeem = async (user: TestUser, code: string) =>
    world.call(user, 'POST', `${cart(event.id)}/coupon`, {
      passes: [{ ticketId: vip.id }],
      couponCode: code,
    });

  beforeAll(async () => {
    await world.enablePayments();
    event = await world.createEvent({ name: 'Harbour Summit' });
    vip = await world.offer.passType(event.id, {
      name: 'VIP',
      price: 10000,
      supply: 10,
      enableCoupons: true,
      minCouponQuantity: 2,
      maxCouponQuantity: 10,
    });
  });

  it('lets the buyer follow each use of the group tickets; colleagues redeem them up to the limit', async () => {
    const [buyer, ana, ben, cai, dee] = world.members as TestUser[];
    const addressId = await world.addressOf(buyer!);
    const intent = await ok<PaymentIntent>(
      buyer!,
      'GET',
      `${cart(event.id)}/coupons/intent?ticketId=${vip.id}&quantity=2&addressId=${addressId}`,
    );
    await ok(buyer!, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_visa',
    });
    const [bought] = await ok<ManagedCoupon[]>(buyer!, 'GET', coupons(event.id));
    expect(bought).toMatchObject({ prePaid: true, useLimit: 2, _count: { purchases: 0 } });
    expect(await counters(vip.id)).toEqual({ sold: 2, reserved: 0 });

    for (const colleague of [ana!, ben!]) {
      expect((await redeem(colleague, bought!.code)).statusCode).toBe(200);
      await ok(colleague, 'POST', `${cart(event.id)}/submit`, { termsAccepted: true });
    }
    // The passes came out of the places the coupon bought.
    expect(await counters(vip.id)).toEqual({ sold: 2, reserved: 0 });
    const usedUp = await redeem(cai!, bought!.code);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json()).toMatchObject({ field: 'couponCode', message: R.couponUsedUp });

    const one = await ok<ManagedCoupon>(buyer!, 'GET', `${coupons(event.id)}/${bought!.id}`);
    expect(one).toMatchObject({ id: bought!.id, _count: { purchases: 2 } });
    const passes = await ok<ManagedCouponPass[]>(
      buyer!,
      'GET',
      `${coupons(event.id)}/${bought!.id}/passes`,
    );
    expect(passes.map((pass) => [pass.registration.account.id, pass.status])).toEqual([
      [ana!.accountId, 'ready'],
      [ben!.accountId, 'ready'],
    ]);
    expect(passes[0]!.coupon).toMatchObject({ id: bought!.id, code: bought!.code });

    // Nobody else reaches the coupon; another organization does not see the event.
    expect(await ok<ManagedCoupon[]>(dee!, 'GET', coupons(event.id))).toEqual([]);
    for (const path of [
      `${coupons(event.id)}/${bought!.id}`,
      `${coupons(event.id)}/${bought!.id}/passes`,
    ]) {
      expect((await fails(ana!, 'GET', path, undefined, 404)).message).toBe(G.couponNotFound);
      await fails(world.stranger, 'GET', path, undefined, 404);
    }
    await fails(buyer!, 'GET', `${coupons(event.id)}/not-a-uuid`, undefined, 400);
    const off = await world.t.createOrganization({ modules: ['activities'] });
    const offUser = await world.t.createUser(off);
    expect((await world.call(offUser, 'GET', coupons(event.id))).statusCode).toBe(456);

    // A canceled pass gives its use back to the coupon, and its place stays the coupon's.
    const [anaPass] = (await ok<Registration>(ana!, 'GET', attendeeUrl(event.id))).passes;
    await ok(ana!, 'PUT', `${passUrl(event.id, anaPass!.id)}/cancel`, {});
    const [row] = await world.db.select().from(eventCoupons).where(eq(eventCoupons.id, bought!.id));
    expect(countersOf(row!)).toEqual({ sold: 1, reserved: 0 });
    expect(await counters(vip.id)).toEqual({ sold: 2, reserved: 0 });
    expect(
      (await ok<ManagedCoupon>(buyer!, 'GET', `${coupons(event.id)}/${bought!.id}`))._count,
    ).toEqual({ purchases: 1 });
    await ok(cai!, 'POST', `${cart(event.id)}/passes`, { passes: [] });
    expect((await redeem(cai!, bought!.code)).statusCode).toBe(200);
    await ok(cai!, 'POST', `${cart(event.id)}/submit`, { termsAccepted: true });
    expect(await counters(vip.id)).toEqual({ sold: 2, reserved: 0 });
  });

  it('sells a registered attendee passes for others, without an address under the default tax rule', async () => {
    const [, , ben] = world.members as TestUser[];
    expect((await ok<Registration>(ben!, 'GET', attendeeUrl(event.id))).status).toBe('registered');
    const intent = await ok<PaymentIntent>(
      ben!,
      'GET',
      `${cart(event.id)}/coupons/intent?ticketId=${vip.id}&quantity=2`,
    );
    expect(intent).toMatchObject({ addressId: null, salesTax: 0, amount: 20000 });
    await ok(ben!, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_visa',
    });
    const [bought] = await ok<ManagedCoupon[]>(ben!, 'GET', coupons(event.id));
    expect(bought).toMatchObject({ prePaid: true, useLimit: 2 });
    // Still registered with the pass it had.
    expect((await ok<Registration>(ben!, 'GET', attendeeUrl(event.id))).status).toBe('registered');
  });

  it('gives back the package, the room and the coupon use with the last pass holding them', async () => {
    const [, , , , , eve] = world.members as TestUser[];
    const deck = await world.offer.passType(event.id, { name: 'Deck', price: 0, supply: 5 });
    const pair = await world.offer.bundle(event.id, [{ passTypeId: deck.id, quantity: 2 }], {
      name: 'Pair',
      price: 0,
      supply: 1,
    });
    const cabin = await world.offer.roomType(event.id, [{ passTypeId: deck.id }], {
      name: 'Cabin',
      price: 0,
      supply: 1,
      maxPasses: 2,
      minStart: '2030-05-01',
      maxEnd: '2030-05-05',
    });
    const welcome = await world.offer.coupon(event.id, { code: 'WELCOME', useLimit: 3 });
    await ok(eve!, 'POST', `${cart(event.id)}/passes`, {
      passes: [],
      packages: [{ packageId: pair.id }],
    });
    const draft = await ok<Registration>(eve!, 'GET', cart(event.id));
    const room = 'c3c3c3c3-0000-4000-8000-000000000003';
    await ok(
      eve!,
      'POST',
      `${cart(event.id)}/reservations`,
      draft.passes.map((pass) => ({
        id: pass.id,
        reservation: {
          id: room,
          eventRoomTypeId: cabin.id,
          start: '2030-05-01',
          end: '2030-05-03',
        },
      })),
    );
    await ok(eve!, 'POST', `${cart(event.id)}/coupon`, { couponCode: 'welcome' });
    await ok(eve!, 'POST', `${cart(event.id)}/submit`, { termsAccepted: true });
    const held = async () => ({
      deck: await counters(deck.id),
      pair: await first(world.db.select().from(eventPackages).where(eq(eventPackages.id, pair.id))),
      cabin: await first(
        world.db.select().from(eventRoomTypes).where(eq(eventRoomTypes.id, cabin.id)),
      ),
      coupon: await first(
        world.db.select().from(eventCoupons).where(eq(eventCoupons.id, welcome.id)),
      ),
    });
    const one = { sold: 1, reserved: 0 };
    const none = { sold: 0, reserved: 0 };
    expect(await held()).toEqual({
      deck: { sold: 2, reserved: 0 },
      pair: one,
      cabin: one,
      coupon: one,
    });

    const [passA, passB] = draft.passes;
    await ok(eve!, 'PUT', `${passUrl(event.id, passA!.id)}/cancel`, {});
    expect(await held()).toEqual({ deck: one, pair: one, cabin: one, coupon: one });
    await ok(eve!, 'PUT', `${passUrl(event.id, passB!.id)}/cancel`, {});
    expect(await held()).toEqual({ deck: none, pair: none, cabin: none, coupon: none });
  });
});
