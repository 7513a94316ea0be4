import type { Registration, WaitlistEntry } from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { eventPassTypes, eventRegistrations, eventWaitlistEntries } from '../../../db/schema/index';
import { raceSuite, useRaceWorld } from '../../../test/postgres';
import { insertRaceEvent } from '../attendee/test/race-event';
import { sweepLapsedHolds } from '../registration/index';
import { sweepWaitlists } from './index';

/*
 * Freed places offered at once on PostgreSQL. Three holders cancel at the same moment while
 * sweepers run: the first three in line get one offer each (one pass in their cart), the
 * rest wait. Then one place lapses and four sweepers race for it: the next in line gets
 * it, every round. Without the line's lock and the entry taken FOR UPDATE SKIP LOCKED, two
 * offers land on one member, or a later member overtakes an earlier one.
 */

const { url, describeRaces } = await raceSuite('waitlist.races');
const PLACES = 3;
const WAITERS = 8;

describeRaces('offers at once', () => {
  const { world, ok } = useRaceWorld(url, PLACES + WAITERS);
  let eventId: string;
  let passTypeId: string;
  const db = () => world.t.runtime.services.db;
  const holders = () => world.users.slice(0, PLACES);
  const waiters = () => world.users.slice(PLACES);
  const statuses = async () =>
    Promise.all(
      waiters().map(
        async (user) =>
          (await ok<WaitlistEntry[]>(user, 'GET', `/self/events/${eventId}/waitlist`))[0]!.status,
      ),
    );
  const sweepers = (count: number) =>
    Promise.all(
      Array.from({ length: count }, () => sweepWaitlists(world.t.runtime.services, new Date())),
    );

  beforeAll(async () => {
    ({ eventId, passTypeId } = await insertRaceEvent(db(), world.org.id, 'Lighthouse', {
      name: 'Lantern',
      price: 0,
      supply: PLACES,
    }));
    const cart = `/self/events/${eventId}/registration`;
    for (const user of holders()) {
      await ok(user, 'POST', `${cart}/passes`, { passes: [{ ticketId: passTypeId }] });
      await ok(user, 'POST', `${cart}/submit`, { termsAccepted: true });
    }
    for (const user of waiters()) {
      await ok(user, 'POST', `/self/events/${eventId}/waitlist`, { passTypeId });
    }
  });

  it('offers each freed place once, to the first in line, however many run at once', async () => {
    const passIds = await Promise.all(
      holders().map(
        async (user) =>
          (await ok<Registration>(user, 'GET', `/self/events/${eventId}/attendee`)).passes[0]!.id,
      ),
    );
    await Promise.all([
      ...holders().map((user, index) =>
        ok(user, 'PUT', `/self/events/${eventId}/attendee/passes/${passIds[index]}/cancel`, {}),
      ),
      sweepers(3),
    ]);
    await sweepers(1);
    const expected = waiters().map((_, index) => (index < PLACES ? 'offered' : 'waiting'));
    expect(await statuses()).toEqual(expected);
    for (const user of waiters().slice(0, PLACES)) {
      const cart = await ok<Registration>(user, 'GET', `/self/events/${eventId}/registration`);
      expect(cart.passes.map((pass) => pass.ticketId)).toEqual([passTypeId]);
    }
    const [row] = await db().select().from(eventPassTypes).where(eq(eventPassTypes.id, passTypeId));
    expect(row).toMatchObject({ sold: 0, reserved: PLACES });

    // One place at a time lapses; four sweepers race for it; the next in line gets it.
    for (let round = 0; round < WAITERS - PLACES; round += 1) {
      const lapsed = waiters()[round]!;
      await db()
        .update(eventRegistrations)
        .set({ heldUntil: new Date(Date.now() - 60_000) })
        .where(eq(eventRegistrations.accountId, lapsed.accountId));
      await db()
        .update(eventWaitlistEntries)
        .set({ offerExpiresAt: new Date(Date.now() - 60_000) })
        .where(eq(eventWaitlistEntries.accountId, lapsed.accountId));
      await sweepLapsedHolds(world.t.runtime.services, new Date());
      await sweepers(4);
      const now = await statuses();
      expect(now[PLACES + round], JSON.stringify(now)).toBe('offered');
      expect(now.slice(PLACES + round + 1).every((status) => status === 'waiting')).toBe(true);
    }
    const [after] = await db()
      .select()
      .from(eventPassTypes)
      .where(eq(eventPassTypes.id, passTypeId));
    expect(after).toMatchObject({ sold: 0, reserved: PLACES });
  });
});
