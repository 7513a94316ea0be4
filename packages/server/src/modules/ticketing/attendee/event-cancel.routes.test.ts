import type { ManagedCoupon, PaymentIntent } from '@convene/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventPassRefunds,
  eventPassTypeRefundSchedules,
  eventPasses,
  eventRegistrations,
  events,
  paymentIntents,
} from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { testGatewayCharges } from '../../payments/index';
import type { EventRow } from '../registration/test/registration-world';
import { useAttendeeWorld } from './test/attendee-world';

const DAY = 86_400_000;

describe('a host canceling the listing', () => {
  const world = useAttendeeWorld(6);
  const { ok } = world;
  let event: EventRow;
  let host: TestUser;
  let maya: TestUser;
  let omar: TestUser;
  let kai: TestUser;
  let lea: TestUser;
  let ned: TestUser;
  let captain: { id: string };
  let fixed: { id: string };
  let deck: { id: string };
  let crew: { id: string };

  beforeAll(async () => {
    [host, maya, omar, kai, lea, ned] = world.members as TestUser[] as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    await world.enablePayments();
    event = await world.createEvent({ name: 'Harbour Gala', creatorId: host.accountId });
    captain = await world.offer.passType(event.id, { name: 'Captain', price: 4000 });
    fixed = await world.offer.passType(event.id, {
      name: 'Final sale',
      price: 3000,
      cancelable: false,
    });
    deck = await world.offer.passType(event.id, { name: 'Deck', price: 0 });
    crew = await world.offer.passType(event.id, {
      name: 'Crew',
      price: 2000,
      enableCoupons: true,
      minCouponQuantity: 2,
    });
    // The attendee's own cancel would refund half now; the host's refunds everything.
    await world.db.insert(eventPassTypeRefundSchedules).values({
      organizationId: world.org.id,
      passTypeId: captain.id,
      percentage: 50,
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + DAY),
    });
  });

  it('cancels every pass with a full refund through the provider, once, and mails each attendee', async () => {
    const bought = [
      await world.buy(maya, event.id, [{ ticketId: captain.id }]),
      await world.buy(omar, event.id, [{ ticketId: fixed.id }]),
      await world.buy(kai, event.id, [{ ticketId: deck.id }]),
    ];
    const passIds = bought.map((registration) => registration.passes[0]!.id);
    // Lea buys two group tickets; Ned registers with one of them.
    const cart = `/self/events/${event.id}/registration`;
    const couponIntent = await ok<PaymentIntent>(
      lea,
      'GET',
      `${cart}/coupons/intent?ticketId=${crew.id}&quantity=2&addressId=${await world.addressOf(lea)}`,
    );
    await ok(lea, 'POST', `/organization/intents/${couponIntent.id}/capture`, {
      nonce: 'tok_test_visa',
    });
    const [groupTickets] = await ok<ManagedCoupon[]>(
      lea,
      'GET',
      `/self/events/${event.id}/attendee/coupons`,
    );
    await ok(ned, 'POST', `${cart}/coupon`, {
      passes: [{ ticketId: crew.id }],
      couponCode: groupTickets!.code,
    });
    await ok(ned, 'POST', `${cart}/submit`, { termsAccepted: true });

    await ok(host, 'PUT', `/listings/${event.id}`, { event: { status: 'canceled' } });

    const passes = await world.db
      .select()
      .from(eventPasses)
      .where(eq(eventPasses.eventId, event.id));
    const byId = new Map(passes.map((pass) => [pass.id, pass]));
    expect(passIds.map((id) => [byId.get(id)!.status, byId.get(id)!.amtRefunded])).toEqual([
      ['canceled', 4000],
      ['canceled', 3000],
      ['canceled', 0],
    ]);
    const refundedAtProvider = async () => {
      const made: number[] = [];
      for (const registration of bought.slice(0, 2)) {
        const [intent] = await world.db
          .select()
          .from(paymentIntents)
          .where(
            and(
              eq(paymentIntents.purpose, 'registration'),
              eq(paymentIntents.referenceId, registration.id),
            ),
          );
        made.push(testGatewayCharges(intent!.id)[0]!.refunded);
      }
      return made;
    };
    expect(await refundedAtProvider()).toEqual([4000, 3000]);
    // The group tickets are refunded whole to their buyer: Ned paid nothing.
    expect(testGatewayCharges(couponIntent.id)[0]!.refunded).toBe(4000);
    const registrations = await world.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    // Lea bought group tickets only: her registration stays a draft.
    expect(
      registrations
        .filter((registration) => registration.accountId !== lea.accountId)
        .map((registration) => registration.status),
    ).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
    for (const user of [maya, omar, kai, ned]) {
      const [mail] = await world.t.outboxMail(user.email);
      expect(mail!.subject).toBe('Harbour Gala is canceled');
    }
    const [row] = await world.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.registrationCount).toBe(0);

    // Sent again: the listing is canceled already; nothing is refunded twice.
    await ok(host, 'PUT', `/listings/${event.id}`, { event: { status: 'canceled' } });
    expect(await refundedAtProvider()).toEqual([4000, 3000]);
    expect(testGatewayCharges(couponIntent.id)[0]!.refunded).toBe(4000);
    const refunds = await world.db
      .select()
      .from(eventPassRefunds)
      .where(inArray(eventPassRefunds.passId, passIds));
    expect(refunds.map((refund) => refund.amount).sort((a, b) => a - b)).toEqual([0, 3000, 4000]);
  });
});
