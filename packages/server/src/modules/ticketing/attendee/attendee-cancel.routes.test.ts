import {
  ATTENDEE_MESSAGES as M,
  type AttendeePass,
  type PassAddOn,
  type Payment,
  type PaymentIntent,
  type Registration,
  type RegistrationPass,
} from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventAddOns,
  eventPassRefunds,
  eventPassTypeRefundSchedules,
  eventPassTypes,
  eventRegistrations,
  events,
} from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import type { EventRow } from '../registration/test/registration-world';
import { attendeeUrl, passUrl, useAttendeeWorld } from './test/attendee-world';

const DAY = 86_400_000;

describe('canceling a pass with a refund, and add-ons after purchase', () => {
  const world = useAttendeeWorld(4);
  const { ok, fails, call } = world;
  let event: EventRow;
  let captain: { id: string };
  let fixed: { id: string };
  let dinner: { id: string };
  let parking: { id: string };
  let maya: TestUser;
  let omar: TestUser;

  const passTypeRow = async (id: string) =>
    (await world.db.select().from(eventPassTypes).where(eq(eventPassTypes.id, id)))[0]!;
  const addOnRow = async (id: string) =>
    (await world.db.select().from(eventAddOns).where(eq(eventAddOns.id, id)))[0]!;

  beforeAll(async () => {
    [maya, omar] = world.members as [TestUser, TestUser];
    await world.enablePayments();
    event = await world.createEvent({ name: 'Harbour Days', registrationLimit: 10 });
    captain = await world.offer.passType(event.id, { name: 'Captain', price: 4000, supply: 5 });
    fixed = await world.offer.passType(event.id, {
      name: 'Final sale',
      price: 0,
      cancelable: false,
    });
    dinner = await world.offer.addOn(event.id, [captain.id], {
      name: 'Dinner',
      price: 1500,
      supply: 3,
    });
    parking = await world.offer.addOn(event.id, [captain.id], { name: 'Parking', price: 0 });
    const now = Date.now();
    await world.db.insert(eventPassTypeRefundSchedules).values([
      {
        organizationId: world.org.id,
        passTypeId: captain.id,
        percentage: 50,
        startDate: new Date(now - DAY),
        endDate: new Date(now + DAY),
      },
      {
        organizationId: world.org.id,
        passTypeId: captain.id,
        percentage: 100,
        startDate: new Date(now - 10 * DAY),
        endDate: new Date(now - DAY),
      },
    ]);
  });

  it('refuses to cancel a pass whose type is not cancelable', async () => {
    const registration = await world.buy(omar, event.id, [{ ticketId: fixed.id }]);
    const passId = registration.passes[0]!.id;
    const refused = await fails(omar, 'PUT', `${passUrl(event.id, passId)}/cancel`, {}, 409);
    expect(refused.message).toBe(M.notCancelable);
    expect((await ok<AttendeePass>(omar, 'GET', passUrl(event.id, passId))).status).toBe('ready');
  });

  it('adds add-ons after purchase: free at once, paid through the capture', async () => {
    const registration = await world.buy(maya, event.id, [{ ticketId: captain.id }]);
    const passId = registration.passes[0]!.id;
    const base = `${passUrl(event.id, passId)}/addOns`;
    const offered = await ok<PassAddOn[]>(maya, 'GET', base);
    expect(offered.map((addOn) => [addOn.name, addOn.owned])).toEqual([
      ['Dinner', false],
      ['Parking', false],
    ]);

    const notFree = await fails(maya, 'POST', `${base}/free`, { addOnIds: [dinner.id] }, 400);
    expect(notFree.message).toBe('These add-ons cost $15.00: pay for them through the intent');
    const withFree = await ok<RegistrationPass>(maya, 'POST', `${base}/free`, {
      addOnIds: [parking.id],
    });
    expect(withFree.passAddOns.map((item) => item.addOnId)).toEqual([parking.id]);
    const owned = await fails(maya, 'POST', `${base}/free`, { addOnIds: [parking.id] }, 409);
    expect(owned.message).toBe('This pass already has Parking');

    const addressId = await world.addressOf(maya);
    const missing = await fails(
      maya,
      'GET',
      `${base}/intent?addressId=${addressId}`,
      undefined,
      400,
    );
    expect(missing.field).toBe('addOnIds');
    const notOffered = await fails(
      maya,
      'GET',
      `${base}/intent?addressId=${addressId}&addOnIds=${crypto.randomUUID()}`,
      undefined,
      400,
    );
    expect(notOffered.message).toBe(M.addOnNotOffered);
    const intent = await ok<PaymentIntent>(
      maya,
      'GET',
      `${base}/intent?addressId=${addressId}&addOnIds=${dinner.id}`,
    );
    expect(intent).toMatchObject({ subTotal: 1500 });
    await fails(
      omar,
      'GET',
      `${base}/intent?addressId=${addressId}&addOnIds=${dinner.id}`,
      undefined,
      404,
    );
    const declined = await call(maya, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_declined',
    });
    expect(declined.statusCode).toBe(402);
    expect(await addOnRow(dinner.id)).toMatchObject({ sold: 0 });
    await ok(maya, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_visa',
    });
    expect(await addOnRow(dinner.id)).toMatchObject({ sold: 1 });
    const after = await ok<PassAddOn[]>(maya, 'GET', base);
    expect(after.every((addOn) => addOn.owned)).toBe(true);
    const mine = await ok<Registration>(maya, 'GET', attendeeUrl(event.id));
    expect(mine.payments.map((payment) => [payment.type, payment.chargedAmt])).toEqual([
      ['charge', expect.any(Number)],
      ['charge', intent.amount],
    ]);
    const payment = await ok<Payment>(
      maya,
      'GET',
      `${attendeeUrl(event.id)}/payments/${mine.payments[1]!.id}`,
    );
    expect(payment.id).toBe(mine.payments[1]!.id);
    await fails(omar, 'GET', `${attendeeUrl(event.id)}/payments/${payment.id}`, undefined, 404);
  });

  it('cancels with the refund the schedule allows now, once, giving back the pass and its add-ons', async () => {
    const [registration] = await world.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.accountId, maya.accountId));
    const mine = await ok<Registration>(maya, 'GET', attendeeUrl(event.id));
    const pass = mine.passes[0]!;
    // The pass and the dinner bought later for it: both refunded by the schedule.
    expect(pass.amtPaid).toBe(5500);
    const preview = await ok<AttendeePass>(maya, 'GET', passUrl(event.id, pass.id));
    expect(preview.refund).toEqual({ percentage: 50, amount: 2750 });
    expect(await passTypeRow(captain.id)).toMatchObject({ sold: 1 });
    const [seats] = await world.db.select().from(events).where(eq(events.id, event.id));

    const canceled = await ok<RegistrationPass>(
      maya,
      'PUT',
      `${passUrl(event.id, pass.id)}/cancel`,
      {
        issueRefund: true,
      },
    );
    expect(canceled).toMatchObject({ status: 'canceled', amtRefunded: 2750 });
    const again = await ok<RegistrationPass>(maya, 'PUT', `${passUrl(event.id, pass.id)}/cancel`, {
      issueRefund: true,
    });
    expect(again).toMatchObject({ status: 'canceled', amtRefunded: 2750 });

    const view = await ok<Registration>(maya, 'GET', attendeeUrl(event.id));
    const refunds = view.payments.filter((payment) => payment.type === 'refund');
    expect(refunds).toHaveLength(2);
    expect(refunds.reduce((sum, payment) => sum + payment.chargedAmt, 0)).toBe(2750);
    const charge = view.payments.find((payment) => payment.type === 'charge')!;
    const recorded = (
      await world.db.select().from(eventPassRefunds).where(eq(eventPassRefunds.passId, pass.id))
    ).map((row) => row.amount);
    expect(recorded).toEqual([2750]);
    expect(charge.chargedAmt).toBeGreaterThanOrEqual(4000);

    expect(await passTypeRow(captain.id)).toMatchObject({ sold: 0 });
    expect(await addOnRow(dinner.id)).toMatchObject({ sold: 0 });
    expect(await addOnRow(parking.id)).toMatchObject({ sold: 0 });
    const [after] = await world.db.select().from(events).where(eq(events.id, event.id));
    expect(after!.registrationCount).toBe(seats!.registrationCount - 1);
    expect(view.status).toBe('canceled');
    expect(registration!.id).toBe(view.id);

    const token = await ok<AttendeePass>(maya, 'GET', passUrl(event.id, pass.id));
    expect(token.qrToken).toBeNull();
    expect(
      (
        await fails(
          maya,
          'POST',
          `${passUrl(event.id, pass.id)}/transfer`,
          { receiverId: omar.accountId },
          409,
        )
      ).message,
    ).toBe(M.passCanceled);
    await fails(maya, 'PUT', `${passUrl(event.id, pass.id)}/cancel`, { issueRefund: 'yes' }, 400);
  });

  it('cancels without a refund unless asked', async () => {
    const [, , kai] = world.members as TestUser[];
    const registration = await world.buy(kai!, event.id, [{ ticketId: captain.id }]);
    const passId = registration.passes[0]!.id;
    const canceled = await ok<RegistrationPass>(kai!, 'PUT', `${passUrl(event.id, passId)}/cancel`);
    expect(canceled).toMatchObject({ status: 'canceled', amtRefunded: 0 });
    const view = await ok<Registration>(kai!, 'GET', attendeeUrl(event.id));
    expect(view.payments.filter((payment) => payment.type === 'refund')).toEqual([]);
  });
});
