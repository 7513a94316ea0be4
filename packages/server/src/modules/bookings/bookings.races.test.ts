import { DAYS_OF_WEEK, type BookingDaySlots } from '@convene/contract';
import { expect, it } from 'vitest';
import { raceSuite, useRaceWorld } from '../../test/postgres';
import { createBookingPlace, createBookingSpace } from './index';

/**
 * Concurrent drafts of one slot, on real PostgreSQL, through HTTP only: a draft locks its
 * space's row while it counts the slot's holders and writes itself, so exactly `supply`
 * drafts win. Without the lock, each would count the others' uncommitted drafts as absent
 * and the slot would be overbooked.
 */
const { url, describeRaces } = await raceSuite('bookings.races');

const MEMBERS = 10;
const SUPPLY = 3;

describeRaces('booking draft races', () => {
  const { world, call, ok } = useRaceWorld(url, MEMBERS);

  it('never drafts more bookings of a slot than the space’s supply', async () => {
    const scope = { organizationId: world.org.id };
    const db = world.t.runtime.services.db;
    const place = await createBookingPlace(db, scope, {
      slug: 'race-house',
      name: 'Race house',
      timezone: 'UTC',
    });
    const space = await createBookingSpace(db, scope, {
      placeId: place.id,
      slug: 'desks',
      name: 'Desks',
      supply: SUPPLY,
      slotDuration: 60,
      availabilities: DAYS_OF_WEEK.map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '00:00',
        endTime: '24:00',
      })),
    });
    const path = `/bookings/places/${place.id}/spaces/${space.id}`;
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

    for (const round of ['10:00', '11:00', '12:00']) {
      const responses = await Promise.all(
        world.users.map((user) => call(user, 'POST', `${path}/slots`, { day, time: round })),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, responses.map((response) => response.body).join('\n')).toEqual([
        ...Array<number>(SUPPLY).fill(200),
        ...Array<number>(MEMBERS - SUPPLY).fill(409),
      ]);
      const month = await ok<BookingDaySlots[]>(
        world.users[0]!,
        'GET',
        `${path}/slots?firstDayOfMonth=${day.slice(0, 7)}-01`,
      );
      const slots = month.find((entry) => entry.day === day)!.slots;
      expect(slots.map((slot) => slot.time)).not.toContain(round);
    }
  });
});
