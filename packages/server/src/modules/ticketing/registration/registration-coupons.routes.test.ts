import {
  REGISTRATION_MESSAGES as M,
  type Coupon,
  type PaymentIntent,
  type Registration,
} from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventCoupons, eventPassTypes } from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { paymentWorld } from '../../payments/test/payment-world';
import { useRegistrationWorld, type EventRow } from './test/registration-world';

const cart = (eventId: string) => `/self/events/${eventId}/registration`;
const DAY = 86_400_000;

describe('coupons', () => {
  const world = useRegistrationWorld(8);
  const { ok, fails } = world;
  let event: EventRow;
  let general: { id: string };
  let vip: { id: string };
  let dinner: { id: string };

  beforeAll(async () => {
    event = await world.createEvent();
    general = await world.offer.passType(event.id, { name: 'General', price: 2000 });
    vip = await world.offer.passType(event.id, {
      name: 'VIP',
      price: 10000,
      enableCoupons: true,
      minCouponQuantity: 2,
      maxCouponQuantity: 10,
    });
    dinner = await world.offer.addOn(event.id, [general.id, vip.id], {
      name: 'Dinner',
      price: 3000,
    });
    await ok(world.admin, 'PUT', '/organization/payment-integrations/test', { enabled: true });
  });

  const apply = (user: TestUser, couponCode: string, passes?: { ticketId: string }[]) =>
    world.call(user, 'POST', `${cart(event.id)}/coupon`, {
      couponCode,
      ...(passes ? { passes } : {}),
    });
  const totals = async (user: TestUser) =>
    (await ok<Registration>(user, 'GET', cart(event.id))).totals;

  it('takes a percent or an amount off each pass it applies to (the code in any case)', async () => {
    const [maya, omar] = world.members;
    await world.offer.coupon(event.id, { code: 'CREW25', discountPercent: 25 });
    await world.offer.coupon(event.id, { code: 'FIVER', discountAmount: 500 });
    const coupon = (
      await apply(maya!, 'crew25', [{ ticketId: general.id }, { ticketId: general.id }])
    ).json().data as Coupon;
    expect(coupon).toMatchObject({ code: 'CREW25', discountPercent: 25, ticketId: null });
    expect(await totals(maya!)).toMatchObject({ passes: 4000, discount: 1000, subTotal: 3000 });
    const draft = await ok<Registration>(maya!, 'GET', cart(event.id));
    expect(draft.couponId).toBe(coupon.id);
    expect(draft.passes.map((pass) => pass.couponId)).toEqual([coupon.id, coupon.id]);

    await ok(omar!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: general.id }] });
    expect((await apply(omar!, 'FIVER')).statusCode).toBe(200);
    expect(await totals(omar!)).toMatchObject({ discount: 500, subTotal: 1500 });
    await ok(omar!, 'DELETE', `${cart(event.id)}/coupon`);
    expect(await totals(omar!)).toMatchObject({ discount: 0, subTotal: 2000 });
  });

  it('keeps to its dates, its email domains and how many passes it applies to', async () => {
    const [, , lena] = world.members;
    await ok(lena!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: general.id }] });
    await world.offer.coupon(event.id, { code: 'SOON', startDate: new Date(Date.now() + DAY) });
    await world.offer.coupon(event.id, { code: 'OLD', endDate: new Date(Date.now() - DAY) });
    await world.offer.coupon(event.id, {
      code: 'STAFF',
      emailDomains: 'convene.test, @harbour.test',
    });
    await world.offer.coupon(event.id, { code: 'GROUP', quantityMin: 2 });
    await world.offer.coupon(event.id, { code: 'SOLO', quantityMax: 1 });
    await world.offer.coupon(event.id, { code: 'VIPONLY', passTypeId: vip.id });
    await world.offer.coupon(event.id, { code: 'OFF', active: false });
    const cases: [string, string][] = [
      ['NOPE', M.couponNotFound],
      ['OFF', M.couponNotFound],
      ['SOON', M.couponNotStarted],
      ['OLD', M.couponExpired],
      ['STAFF', M.couponEmailDomain],
      ['GROUP', 'This coupon needs at least 2 passes it applies to'],
      ['VIPONLY', M.couponNotApplicable],
    ];
    for (const [code, message] of cases) {
      const response = await apply(lena!, code);
      expect(response.statusCode, code).toBe(400);
      expect(response.json(), code).toMatchObject({ field: 'couponCode', message });
    }
    expect((await apply(lena!, 'SOLO')).statusCode).toBe(200);
    // Adding a pass breaks the coupon's bound: the cart says so when submitted.
    await ok(lena!, 'POST', `${cart(event.id)}/passes`, {
      passes: [{ ticketId: general.id }, { ticketId: general.id }],
    });
    const errors = (
      await fails(lena!, 'POST', `${cart(event.id)}/submit`, { termsAccepted: true }, 400)
    ).errors;
    expect(errors).toContainEqual({
      field: 'couponCode',
      message: 'This coupon applies to at most 1 passes',
    });

    const staff = await world.t.createUser(world.org, {
      email: `kim-${crypto.randomUUID().slice(0, 6)}@ops.harbour.test`,
    });
    await ok(staff, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: general.id }] });
    expect((await apply(staff, 'STAFF')).statusCode).toBe(200);
  });

  it('applies to its pass type, at most its purchase limit of passes, and to add-ons when it says so', async () => {
    const [, , , tom] = world.members;
    await world.offer.coupon(event.id, {
      code: 'DINNERVIP',
      discountPercent: 50,
      passTypeId: general.id,
      purchaseLimit: 1,
      applyToPassType: false,
      applyToAddOns: true,
    });
    await ok(tom!, 'POST', `${cart(event.id)}/passes`, {
      passes: [{ ticketId: general.id }, { ticketId: general.id }],
    });
    const passes = (await ok<Registration>(tom!, 'GET', cart(event.id))).passes;
    await ok(
      tom!,
      'POST',
      `${cart(event.id)}/addOns`,
      passes.map((pass) => ({ id: pass.id, addOns: [{ id: dinner.id }] })),
    );
    expect((await apply(tom!, 'dinnervip')).statusCode).toBe(200);
    const draft = await ok<Registration>(tom!, 'GET', cart(event.id));
    expect(draft.totals).toMatchObject({
      passes: 4000,
      addOns: 6000,
      discount: 1500,
      subTotal: 8500,
    });
    expect(draft.passes.map((pass) => pass.amount)).toEqual([3500, 5000]);
  });

  it('is used up at its use limit: a held use counts, a removed one is given back', async () => {
    const [, , , , kim, sam] = world.members;
    const once = await world.offer.coupon(event.id, {
      code: 'ONCE',
      discountPercent: 100,
      useLimit: 1,
    });
    for (const user of [kim!, sam!]) {
      await ok(user, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: general.id }] });
    }
    expect((await apply(kim!, 'ONCE')).statusCode).toBe(200);
    const usedUp = await apply(sam!, 'ONCE');
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json()).toMatchObject({ field: 'couponCode', message: M.couponUsedUp });
    await ok(kim!, 'DELETE', `${cart(event.id)}/coupon`);
    expect((await apply(sam!, 'ONCE')).statusCode).toBe(200);
    await ok(sam!, 'POST', `${cart(event.id)}/submit`, { termsAccepted: true });
    const [row] = await world.db.select().from(eventCoupons).where(eq(eventCoupons.id, once.id));
    expect(row).toMatchObject({ sold: 1, reserved: 0 });
    expect((await apply(kim!, 'ONCE')).statusCode).toBe(409);
  });

  it('sells group tickets: a pre-paid coupon for the passes, each use covering one pass', async () => {
    const [, , , , , , buyer, colleague] = world.members;
    const addressId = await paymentWorld(() => world.t).address(buyer!, { name: 'Office' });
    const intentUrl = (ticketId: string, quantity: number) =>
      `${cart(event.id)}/coupons/intent?ticketId=${ticketId}&quantity=${quantity}&addressId=${addressId}`;
    expect((await fails(buyer!, 'GET', intentUrl(general.id, 3), undefined, 400)).message).toBe(
      M.couponsNotEnabled,
    );
    expect((await fails(buyer!, 'GET', intentUrl(vip.id, 1), undefined, 400)).message).toBe(
      'Choose between 2 and 10 group tickets',
    );
    const intent = await ok<PaymentIntent>(buyer!, 'GET', intentUrl(vip.id, 3));
    expect(intent).toMatchObject({ purpose: 'coupon', amount: 30000 });
    expect((await ok<PaymentIntent>(buyer!, 'GET', intentUrl(vip.id, 3))).id).toBe(intent.id);
    expect(
      (
        await world.call(buyer!, 'POST', `/organization/intents/${intent.id}/capture`, {
          nonce: 'tok_test_visa',
        })
      ).statusCode,
    ).toBe(200);
    const [sold] = await world.db
      .select()
      .from(eventPassTypes)
      .where(eq(eventPassTypes.id, vip.id));
    expect(sold).toMatchObject({ sold: 3, reserved: 0 });
    const [bought] = (await ok<Registration>(buyer!, 'GET', cart(event.id))).coupons;
    expect(bought).toMatchObject({
      prePaid: true,
      active: true,
      useLimit: 3,
      ticketId: vip.id,
      _count: { purchases: 0 },
    });

    await ok(colleague!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: vip.id }] });
    expect((await apply(colleague!, bought!.code.toLowerCase())).statusCode).toBe(200);
    expect(await totals(colleague!)).toMatchObject({ passes: 10000, discount: 10000, subTotal: 0 });
    const [covered] = await world.db
      .select()
      .from(eventPassTypes)
      .where(eq(eventPassTypes.id, vip.id));
    expect(covered).toMatchObject({ sold: 3, reserved: 0 });
    await ok(colleague!, 'POST', `${cart(event.id)}/submit`, { termsAccepted: true });
    const [after] = await world.db
      .select()
      .from(eventPassTypes)
      .where(eq(eventPassTypes.id, vip.id));
    expect(after).toMatchObject({ sold: 3, reserved: 0 });
    const [used] = (await ok<Registration>(buyer!, 'GET', cart(event.id))).coupons;
    expect(used!._count.purchases).toBe(1);
  });
});
