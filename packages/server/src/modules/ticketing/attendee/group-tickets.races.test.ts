import type { ManagedCoupon, PaymentIntent } from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { eventCoupons, eventPassTypes } from '../../../db/schema/index';
import { raceSuite, useRaceWorld } from '../../../test/postgres';
import { paymentWorld } from '../../payments/test/payment-world';
import { insertRaceEvent } from './test/race-event';

/*
 * Colleagues redeem one group ticket coupon at the same moment on PostgreSQL: it was bought
 * for two passes, so two of them register with it and the others are told it is used up;
 * the pass type sells no more than the two places the coupon bought. Without the
 * conditional update of the coupon's uses, every colleague gets a pass.
 */

const { url, describeRaces } = await raceSuite('group-tickets.races');
const COLLEAGUES = 6;
const QUANTITY = 2;

describeRaces('group tickets redeemed at once', () => {
  const { world, call, ok } = useRaceWorld(url, COLLEAGUES + 1);
  let eventId: string;
  let passTypeId: string;
  let coupon: ManagedCoupon;
  const db = () => world.t.runtime.services.db;

  beforeAll(async () => {
    ({ eventId, passTypeId } = await insertRaceEvent(db(), world.org.id, 'Summit', {
      name: 'VIP',
      price: 5000,
      supply: 20,
      enableCoupons: true,
      minCouponQuantity: 2,
    }));
    const admin = await world.t.createUser(world.org, { admin: true });
    await ok(admin, 'PUT', '/organization/payment-integrations/test', { enabled: true });
    const buyer = world.users[0]!;
    const addressId = await paymentWorld(() => world.t).address(buyer);
    const intent = await ok<PaymentIntent>(
      buyer,
      'GET',
      `/self/events/${eventId}/registration/coupons/intent?ticketId=${passTypeId}&quantity=${QUANTITY}&addressId=${addressId}`,
    );
    await ok(buyer, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_visa',
    });
    const bought = await ok<ManagedCoupon[]>(
      buyer,
      'GET',
      `/self/events/${eventId}/attendee/coupons`,
    );
    coupon = bought[0]!;
  });

  it(`registers ${QUANTITY} of ${COLLEAGUES} colleagues redeeming at once`, async () => {
    const cart = `/self/events/${eventId}/registration`;
    const redeemed = await Promise.all(
      world.users.slice(1).map(async (user) => {
        const applied = await call(user, 'POST', `${cart}/coupon`, {
          passes: [{ ticketId: passTypeId }],
          couponCode: coupon.code,
        });
        if (applied.statusCode !== 200) return applied.statusCode;
        return (await call(user, 'POST', `${cart}/submit`, { termsAccepted: true })).statusCode;
      }),
    );
    expect(redeemed.filter((status) => status === 200)).toHaveLength(QUANTITY);
    expect(redeemed.filter((status) => status === 409)).toHaveLength(COLLEAGUES - QUANTITY);
    const [row] = await db().select().from(eventCoupons).where(eq(eventCoupons.id, coupon.id));
    expect(row).toMatchObject({ sold: QUANTITY, reserved: 0 });
    const [type] = await db()
      .select()
      .from(eventPassTypes)
      .where(eq(eventPassTypes.id, passTypeId));
    expect(type).toMatchObject({ sold: QUANTITY, reserved: 0 });
    const bought = await ok<ManagedCoupon>(
      world.users[0]!,
      'GET',
      `/self/events/${eventId}/attendee/coupons/${coupon.id}`,
    );
    expect(bought._count.purchases).toBe(QUANTITY);
  });
});
