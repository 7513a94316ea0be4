import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { eventPassTypes, eventRegistrations, events } from '../../../db/schema/index';
import { raceSuite, useRaceWorld } from '../../../test/postgres';
import { testGatewayCharges } from '../../payments/index';
import { paymentWorld } from '../../payments/test/payment-world';
import { sweepLapsedHolds } from './index';

/*
 * The rush on PostgreSQL: many buyers at once for a pass type with a small supply. Exactly
 * the supply is held and sold, nobody gets a 5xx. Without the `where` guard of the
 * conditional update, the check constraint turns the oversell into errors and this fails.
 */

const { url, describeRaces } = await raceSuite('registration.races');
const BUYERS = 30;
const SUPPLY = 5;

describeRaces('the registration rush', () => {
  const { world, call } = useRaceWorld(url, BUYERS);
  let eventId: string;
  let passTypeId: string;

  const db = () => world.t.runtime.services.db;
  const counters = async () =>
    (await db().select().from(eventPassTypes).where(eq(eventPassTypes.id, passTypeId)))[0]!;

  async function createEvent(slug: string) {
    const start = new Date(Date.now() + 30 * 86_400_000);
    const [event] = await db()
      .insert(events)
      .values({
        organizationId: world.org.id,
        slug,
        name: slug,
        status: 'ready',
        registration: true,
        eventStart: start,
        eventEnd: new Date(start.getTime() + 3_600_000),
      })
      .returning();
    return event!;
  }

  beforeAll(async () => {
    const event = await createEvent('rush');
    eventId = event.id;
    const [passType] = await db()
      .insert(eventPassTypes)
      .values({
        organizationId: world.org.id,
        eventId,
        slug: 'seat',
        name: 'Seat',
        price: 0,
        supply: SUPPLY,
      })
      .returning();
    passTypeId = passType!.id;
  });

  it(`holds exactly ${SUPPLY} of ${BUYERS} buyers' passes at once, then sells exactly those`, async () => {
    const cart = `/self/events/${eventId}/registration`;
    const held = await Promise.all(
      world.users.map((user) =>
        call(user, 'POST', `${cart}/passes`, { passes: [{ ticketId: passTypeId }] }),
      ),
    );
    const statuses = held.map((response) => response.statusCode);
    expect(
      statuses.filter((status) => status >= 500),
      JSON.stringify(held.map((r) => r.body)),
    ).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SUPPLY);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - SUPPLY);
    expect(await counters()).toMatchObject({ reserved: SUPPLY, sold: 0 });

    const winners = world.users.filter((_, index) => statuses[index] === 200);
    const submitted = await Promise.all(
      winners.map((user) => call(user, 'POST', `${cart}/submit`, { termsAccepted: true })),
    );
    expect(submitted.map((response) => response.statusCode)).toEqual(winners.map(() => 200));
    expect(await counters()).toMatchObject({ reserved: 0, sold: SUPPLY });
    const [event] = await db().select().from(events).where(eq(events.id, eventId));
    expect(event!.registrationCount).toBe(SUPPLY);
  });

  it('gives lapsed holds to a second rush, never more than the supply', async () => {
    await db()
      .update(eventPassTypes)
      .set({ supply: SUPPLY * 2 })
      .where(eq(eventPassTypes.id, passTypeId));
    const cart = `/self/events/${eventId}/registration`;
    const registered = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.status, 'registered'));
    const waiting = world.users.filter(
      (user) => !registered.some((row) => row.accountId === user.accountId),
    );
    const rush = () =>
      Promise.all(
        waiting.map((user) =>
          call(user, 'POST', `${cart}/passes`, { passes: [{ ticketId: passTypeId }] }),
        ),
      );
    const first = await rush();
    expect(first.filter((response) => response.statusCode === 200)).toHaveLength(SUPPLY);
    // Every hold lapses; all of them rush again, with a sweep running beside them.
    await db()
      .update(eventRegistrations)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(eventRegistrations.status, 'draft'));
    const [again] = await Promise.all([
      rush(),
      sweepLapsedHolds(world.t.runtime.services, new Date()),
    ]);
    expect(again.filter((response) => response.statusCode >= 500)).toEqual([]);
    const holders = again.filter((response) => response.statusCode === 200).length;
    const row = await counters();
    expect(holders).toBeGreaterThan(0);
    expect(row).toMatchObject({ sold: SUPPLY, reserved: holders });
    expect(row.sold + row.reserved).toBeLessThanOrEqual(SUPPLY * 2);
  });

  it('captures paid carts at once: each charged once, exactly the supply sold', async () => {
    const event = await createEvent('paid-rush');
    const [seat] = await db()
      .insert(eventPassTypes)
      .values({
        organizationId: world.org.id,
        eventId: event.id,
        slug: 'seat',
        name: 'Seat',
        price: 1500,
        supply: SUPPLY,
      })
      .returning();
    const admin = await world.t.createUser(world.org, { admin: true });
    expect(
      (await call(admin, 'PUT', '/organization/payment-integrations/test', { enabled: true }))
        .statusCode,
    ).toBe(200);
    const cart = `/self/events/${event.id}/registration`;
    const buyers = world.users.slice(0, 15);
    const held = await Promise.all(
      buyers.map((user) =>
        call(user, 'POST', `${cart}/passes`, { passes: [{ ticketId: seat!.id }] }),
      ),
    );
    const winners = buyers.filter((_, index) => held[index]!.statusCode === 200);
    expect(winners).toHaveLength(SUPPLY);
    const intents = await Promise.all(
      winners.map(async (user) => {
        const addressId = await paymentWorld(() => world.t).address(user);
        const intent = await call(
          user,
          'GET',
          `${cart}/intent?addressId=${addressId}&termsAccepted=true`,
        );
        expect(intent.statusCode, intent.body).toBe(200);
        return intent.json().data.id as string;
      }),
    );
    // Each winner captures twice at once: one charge each, and the supply sold.
    const captures = await Promise.all(
      winners.flatMap((user, index) =>
        [1, 2].map(() =>
          call(user, 'POST', `/organization/intents/${intents[index]}/capture`, {
            nonce: 'tok_test_visa',
          }),
        ),
      ),
    );
    expect(captures.map((response) => response.statusCode)).toEqual(captures.map(() => 200));
    for (const intentId of intents) expect(testGatewayCharges(intentId)).toHaveLength(1);
    const [row] = await db().select().from(eventPassTypes).where(eq(eventPassTypes.id, seat!.id));
    expect(row).toMatchObject({ sold: SUPPLY, reserved: 0 });
  });
});
