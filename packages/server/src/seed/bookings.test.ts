import type { Booking, BookingDaySlots, BookingSpace } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { seedBookings } from './bookings';

describe('demo bookings seeder', () => {
  let t: TestApp;
  let maya: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const demo = await t.createOrganization();
    const second = await t.createOrganization();
    maya = await t.createUser(demo, { username: 'maya-lindqvist' });
    const omar = await t.createUser(demo, { username: 'omar-haddad' });
    const organizations = {
      demo: (await t.app.organizations.byIdOrUndefined(demo.id))!,
      second: (await t.app.organizations.byIdOrUndefined(second.id))!,
    };
    await t.runtime.services.db.transaction((tx) =>
      seedBookings({
        services: { ...t.runtime.services, db: tx as unknown as typeof t.runtime.services.db },
        ...organizations,
        accounts: {
          demo: new Map([
            [maya.username, maya.accountId],
            [omar.username, omar.accountId],
          ]),
          second: new Map(),
        },
      }),
    );
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const response = await t.inject({ method: 'GET', url: `/api${url}`, headers: maya.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };

  it('lays out Harbour Works with desks, a meeting room and the member’s bookings', async () => {
    const [place] = await get<{ id: string; name: string; timezone: string }[]>('/bookings/places');
    expect(place).toMatchObject({ name: 'Harbour Works', timezone: 'Europe/Stockholm' });
    const spaces = await get<BookingSpace[]>(`/bookings/places/${place!.id}/spaces`);
    expect(spaces.map((space) => [space.name, space.supply, space.slotDuration])).toEqual([
      ['Hot desks', 8, 60],
      ['The Chart Room', 1, 30],
    ]);
    expect(spaces[0]!.blackouts).toHaveLength(1);
    const upcoming = await get<Booking[]>('/bookings?past=false');
    expect(upcoming).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        space: expect.objectContaining({ name: 'The Chart Room' }),
      }),
    ]);
    const past = await get<Booking[]>('/bookings?past=true');
    expect(past).toHaveLength(1);
    const month = upcoming[0]!.day.slice(0, 7);
    const days = await get<BookingDaySlots[]>(
      `/bookings/places/${place!.id}/spaces/${spaces[1]!.id}/slots?firstDayOfMonth=${month}-01`,
    );
    const day = days.find((entry) => entry.day === upcoming[0]!.day)!;
    expect(day.slots.map((slot) => slot.time)).not.toContain('10:00');
    expect(day.slots.map((slot) => slot.time)).toContain('10:30');
  });
});
