import { DAYS_OF_WEEK, type BookingDaySlots } from '@convene/contract';
import { expect, it } from 'vitest';
import type { TestUser } from '../../test/harness';
import { raceSuite, useRaceWorld } from '../../test/postgres';
import { createBookingPlace, createBookingSpace } from './index';

/**
 * Concurrent drafts of one slot, on real PostgreSQL, through HTTP only: a draft locks its
 * space's row while it counts the slot's holders and writes itself, so exactly `supply`
 * drafts win. Without the lock, each would count the others' uncommitted drafts as absent
 * and the slot would be overbooked. A staff change (a blackout) waits on that lock too (it
 * takes the space's row lock, and its row's key to the space would wait on it anyway), so
 * it and the drafts of the slot it covers never both go through: without the drafts' lock,
 * each reads the other as absent, and held drafts end up inside the blackout.
 */
const { url, describeRaces } = await raceSuite('bookings.races');

const MEMBERS = 10;
const SUPPLY = 3;

describeRaces('booking draft races', () => {
  const { world, call, ok } = useRaceWorld(url, MEMBERS);

  /** A place in UTC with one space of `supply`, bookable by the hour every day: its API path. */
  async function openAllWeek(slug: string, supply: number): Promise<string> {
    const scope = { organizationId: world.org.id };
    const db = world.t.runtime.services.db;
    const place = await createBookingPlace(db, scope, { slug, name: slug, timezone: 'UTC' });
    const space = await createBookingSpace(db, scope, {
      placeId: place.id,
      slug: 'space',
      name: 'Space',
      supply,
      slotDuration: 60,
      availabilities: DAYS_OF_WEEK.map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '00:00',
        endTime: '24:00',
      })),
    });
    return `/bookings/places/${place.id}/spaces/${space.id}`;
  }

  it('never drafts more bookings of a slot than the space’s supply', async () => {
    const path = await openAllWeek('race-house', SUPPLY);
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

  it('never lets a blackout and a draft of the slot it covers both go through', async () => {
    const admin = await world.t.createUser(world.org, { admin: true });
    const path = await openAllWeek('blackout-house', MEMBERS);
    // Ten rounds, the blackout sent amid the drafts.
    for (let offset = 3; offset < 13; offset += 1) {
      const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const draft = (user: TestUser) => call(user, 'POST', `${path}/slots`, { day, time: '10:00' });
      const half = MEMBERS / 2;
      const responses = await Promise.all([
        ...world.users.slice(0, half).map(draft),
        call(admin, 'POST', `${path}/blackouts`, {
          blackout: { start: `${day}T10:00:00Z`, end: `${day}T11:00:00Z` },
        }),
        ...world.users.slice(half).map(draft),
      ]);
      const blackout = responses.splice(half, 1)[0]!;
      const drafted = responses.filter((response) => response.statusCode === 200).length;
      const statuses = `blackout ${blackout.statusCode}, ${drafted} drafts`;
      if (blackout.statusCode === 201) expect(drafted, statuses).toBe(0);
      else expect([blackout.statusCode, drafted > 0], statuses).toEqual([409, true]);
    }
  });
});
