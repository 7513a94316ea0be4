import type { Registration } from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  eventPassTypeRefundSchedules,
  eventPassTypes,
  events,
  paymentIntents,
  payments,
} from '../../../db/schema/index';
import { raceSuite, useRaceWorld } from '../../../test/postgres';
import { testGatewayCharges } from '../../payments/index';
import { paymentWorld } from '../../payments/test/payment-world';
import { insertRaceEvent } from './test/race-event';

/*
 * Cancels sent at once on PostgreSQL: each holder cancels a paid pass several times at the
 * same moment, asking for the refund each time. Each pass is refunded exactly once, at the
 * provider and in the books. Without the pass's row lock and the refund claimed by a row
 * keyed by the pass, the cancels all see a held pass and refund it again and again.
 */

const { url, describeRaces } = await raceSuite('attendee.races');
const HOLDERS = 4;
const CANCELS_EACH = 3;

describeRaces('cancels at once', () => {
  const { world, call, ok } = useRaceWorld(url, HOLDERS);
  let eventId: string;
  let passTypeId: string;
  const db = () => world.t.runtime.services.db;

  beforeAll(async () => {
    ({ eventId, passTypeId } = await insertRaceEvent(db(), world.org.id, 'Regatta', {
      name: 'Crew',
      price: 4000,
    }));
    await db()
      .insert(eventPassTypeRefundSchedules)
      .values({
        organizationId: world.org.id,
        passTypeId,
        percentage: 50,
        startDate: new Date(Date.now() - 86_400_000),
        endDate: new Date(Date.now() + 30 * 86_400_000),
      });
    const admin = await world.t.createUser(world.org, { admin: true });
    await ok(admin, 'PUT', '/organization/payment-integrations/test', { enabled: true });
  });

  it(`refunds each pass once when its holder cancels it ${CANCELS_EACH} times at once`, async () => {
    const cart = `/self/events/${eventId}/registration`;
    const passIds = await Promise.all(
      world.users.map(async (user) => {
        await ok(user, 'POST', `${cart}/passes`, { passes: [{ ticketId: passTypeId }] });
        const addressId = await paymentWorld(() => world.t).address(user);
        const intent = await ok<{ id: string }>(
          user,
          'GET',
          `${cart}/intent?addressId=${addressId}&termsAccepted=true`,
        );
        await ok(user, 'POST', `/organization/intents/${intent.id}/capture`, {
          nonce: 'tok_test_visa',
        });
        const registration = await ok<Registration>(
          user,
          'GET',
          `/self/events/${eventId}/attendee`,
        );
        return registration.passes[0]!.id;
      }),
    );

    const cancels = await Promise.all(
      world.users.flatMap((user, index) =>
        Array.from({ length: CANCELS_EACH }, () =>
          call(user, 'PUT', `/self/events/${eventId}/attendee/passes/${passIds[index]}/cancel`, {
            issueRefund: true,
          }),
        ),
      ),
    );
    expect(
      cancels.map((response) => response.statusCode),
      JSON.stringify(cancels.map((response) => response.body)),
    ).toEqual(cancels.map(() => 200));
    expect(cancels.map((response) => response.json().data.amtRefunded)).toEqual(
      cancels.map(() => 2000),
    );

    const intents = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.purpose, 'registration'));
    expect(intents).toHaveLength(HOLDERS);
    for (const intent of intents) {
      const [charge] = testGatewayCharges(intent.id);
      expect(charge!.refunded).toBe(2000);
      const booked = await db().select().from(payments).where(eq(payments.intentId, intent.id));
      expect(booked.filter((row) => row.type === 'refund').map((row) => row.chargedAmt)).toEqual([
        2000,
      ]);
    }
    const [row] = await db().select().from(eventPassTypes).where(eq(eventPassTypes.id, passTypeId));
    expect(row).toMatchObject({ sold: 0, reserved: 0 });
    const [event] = await db().select().from(events).where(eq(events.id, eventId));
    expect(event!.registrationCount).toBe(0);
  });
});
