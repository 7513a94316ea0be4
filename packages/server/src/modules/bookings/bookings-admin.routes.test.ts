import {
  BOOKING_ADMIN_MESSAGES,
  MODULES,
  type Booking,
  type BookingDaySlots,
  type BookingPlace,
  type BookingSpace,
  type BookingSpaceInput,
  type SpaceBooking,
} from '@convene/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { signedInNow } from './test/booking-world';

/** Monday 2 February 2026, 07:00 in New York: the clock the services receive. */
const MONDAY = new Date('2026-02-02T12:00:00Z');
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const weekdays = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map(
  (dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '12:00' }),
);

/** A free meeting room: one booking per 30-minute slot, weekday mornings. */
const room = (fields: Partial<BookingSpaceInput> = {}): BookingSpaceInput => ({
  name: 'Board room',
  supply: 1,
  slotDuration: 30,
  price: 0,
  currency: 'USD',
  availabilities: weekdays,
  ...fields,
});

const place = { name: 'Canal House', timezone: 'America/New_York', city: 'New York' };

describe('/bookings staff tools', () => {
  let t: TestApp;
  let org: TestOrganization;
  let admin: TestUser;
  let member: TestUser;

  async function call(user: TestUser, method: Method, url: string, payload?: object) {
    return t.inject({
      method,
      url: `/api${url}`,
      headers: (await signedInNow(t, user)).headers,
      ...(payload ? { payload } : {}),
    });
  }
  async function expectStatus<T>(status: number, ...args: Parameters<typeof call>): Promise<T> {
    const response = await call(...args);
    expect(response.statusCode, response.body).toBe(status);
    return response.json().data as T;
  }
  async function fieldOf(...args: Parameters<typeof call>): Promise<string> {
    const response = await call(...args);
    expect(response.statusCode, response.body).toBe(400);
    return (response.json() as { field: string }).field;
  }
  const newPlace = () =>
    expectStatus<BookingPlace>(201, admin, 'POST', '/bookings/places', { place });
  const newSpace = (placeId: string, fields: Partial<BookingSpaceInput> = {}) =>
    expectStatus<BookingSpace>(201, admin, 'POST', `/bookings/places/${placeId}/spaces`, {
      space: room(fields),
    });
  /** The member books Tuesday 3 February 10:00 and confirms it (the room is free). */
  async function bookTuesday(placeId: string, spaceId: string): Promise<Booking> {
    const path = `/bookings/places/${placeId}/spaces/${spaceId}`;
    const draft = await expectStatus<Booking>(200, member, 'POST', `${path}/slots`, {
      day: '2026-02-03',
      time: '10:00',
    });
    return expectStatus<Booking>(200, member, 'POST', `/bookings/${draft.id}`);
  }

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    admin = await t.createUser(org, { admin: true });
    member = await t.createUser(org);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MONDAY);
  }, 300_000);
  afterEach(() => vi.setSystemTime(MONDAY));
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('creates and changes a place in an IANA time zone, refusing a zone Intl does not know', async () => {
    const created = await newPlace();
    expect(created).toMatchObject({
      name: 'Canal House',
      slug: 'canal-house',
      timezone: 'America/New_York',
      city: 'New York',
      address1: null,
    });
    const second = await newPlace();
    expect(second.slug).toBe('canal-house-2');
    expect(
      await fieldOf(admin, 'POST', '/bookings/places', {
        place: { ...place, timezone: 'Mars/Olympus' },
      }),
    ).toBe('place.timezone');
    expect(
      await fieldOf(admin, 'POST', '/bookings/places', { place: { ...place, name: '' } }),
    ).toBe('place.name');
    const changed = await expectStatus<BookingPlace>(
      200,
      admin,
      'PUT',
      `/bookings/places/${created.id}`,
      { place: { ...place, name: 'Canal House East', timezone: 'Europe/Paris', zip: '75011' } },
    );
    expect(changed).toMatchObject({ name: 'Canal House East', timezone: 'Europe/Paris' });
    expect(await expectStatus(200, member, 'GET', `/bookings/places/${created.id}`)).toMatchObject({
      timezone: 'Europe/Paris',
      zip: '75011',
    });
    expect(
      await fieldOf(admin, 'PUT', `/bookings/places/${created.id}`, {
        place: { ...place, timezone: 'Not a zone' },
      }),
    ).toBe('place.timezone');
  });

  it('creates a space whose weekly availability a member then sees as free slots', async () => {
    const { id: placeId } = await newPlace();
    const space = await newSpace(placeId);
    expect(space).toMatchObject({ supply: 1, slotDuration: 30, price: 0 });
    expect(space.availabilities).toHaveLength(5);
    const month = await expectStatus<BookingDaySlots[]>(
      200,
      member,
      'GET',
      `/bookings/places/${placeId}/spaces/${space.id}/slots?firstDayOfMonth=2026-02-01`,
    );
    const tuesday = month.find((day) => day.day === '2026-02-03')!;
    expect(tuesday.slots.map((slot) => slot.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(month.find((day) => day.day === '2026-02-07')!.slots).toEqual([]);
  });

  it('answers 400 naming the field for a bad supply, duration, price, currency or week', async () => {
    const { id: placeId } = await newPlace();
    const path = `/bookings/places/${placeId}/spaces`;
    const bad = (fields: object) =>
      fieldOf(admin, 'POST', path, { space: { ...room(), ...fields } });
    expect(await bad({ supply: 0 })).toBe('space.supply');
    expect(await bad({ slotDuration: 7 })).toBe('space.slotDuration');
    expect(await bad({ price: -1 })).toBe('space.price');
    expect(await bad({ currency: 'EUR' })).toBe('space.currency');
    expect(
      await bad({
        availabilities: [{ dayOfWeek: 'monday', startTime: '12:00', endTime: '09:00' }],
      }),
    ).toBe('space.availabilities.0.endTime');
    expect(
      await bad({
        availabilities: [
          { dayOfWeek: 'monday', startTime: '09:00', endTime: '12:00' },
          { dayOfWeek: 'monday', startTime: '11:00', endTime: '13:00' },
        ],
      }),
    ).toBe('space.availabilities.1.startTime');
    expect(
      await bad({
        availabilities: [{ dayOfWeek: 'someday', startTime: '09:00', endTime: '10:00' }],
      }),
    ).toBe('space.availabilities.0.dayOfWeek');
    expect(await bad({ start: '2026-03-01', end: '2026-02-01' })).toBe('space.end');
  });

  it('never strands an upcoming confirmed booking: week, duration, supply, zone, blackout and deletes answer 409', async () => {
    const { id: placeId } = await newPlace();
    const space = await newSpace(placeId);
    const spacePath = `/bookings/places/${placeId}/spaces/${space.id}`;
    const booking = await bookTuesday(placeId, space.id);
    expect(booking.status).toBe('confirmed');

    const noTuesday = weekdays.filter((range) => range.dayOfWeek !== 'tuesday');
    const refused = await call(admin, 'PUT', spacePath, {
      space: room({ availabilities: noTuesday }),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ message: BOOKING_ADMIN_MESSAGES.strandsBookings });
    expect(
      (await expectStatus<BookingSpace>(200, member, 'GET', spacePath)).availabilities,
    ).toHaveLength(5);
    for (const change of [{ slotDuration: 45 }, { start: '2026-02-04' }]) {
      expect((await call(admin, 'PUT', spacePath, { space: room(change) })).statusCode).toBe(409);
    }
    expect(
      (
        await call(admin, 'PUT', `/bookings/places/${placeId}`, {
          place: { ...place, timezone: 'Europe/Paris' },
        })
      ).statusCode,
    ).toBe(409);

    // A change that keeps its slot is fine: Tuesday afternoons added, a new name and price.
    const wider = await expectStatus<BookingSpace>(200, admin, 'PUT', spacePath, {
      space: room({
        name: 'Board room A',
        price: 2500,
        supply: 2,
        availabilities: [
          ...weekdays,
          { dayOfWeek: 'tuesday', startTime: '13:00', endTime: '15:00' },
        ],
      }),
    });
    expect(wider).toMatchObject({ name: 'Board room A', price: 2500, supply: 2 });
    expect(wider.availabilities).toHaveLength(6);

    const blackout = (start: string, end: string) =>
      call(admin, 'POST', `${spacePath}/blackouts`, { blackout: { start, end } });
    const over = await blackout('2026-02-03T14:00:00Z', '2026-02-03T16:00:00Z');
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({ message: BOOKING_ADMIN_MESSAGES.blackoutHasBookings });
    const aside = await blackout('2026-02-04T05:00:00Z', '2026-02-05T05:00:00Z');
    expect(aside.statusCode, aside.body).toBe(201);
    const withBlackout = aside.json().data as BookingSpace;
    expect(withBlackout.blackouts).toHaveLength(1);
    const slots = await expectStatus<BookingDaySlots[]>(
      200,
      member,
      'GET',
      `${spacePath}/slots?firstDayOfMonth=2026-02-01`,
    );
    expect(slots.find((day) => day.day === '2026-02-04')!.slots).toEqual([]);
    expect(
      await fieldOf(admin, 'POST', `${spacePath}/blackouts`, {
        blackout: { start: '2026-02-05T05:00:00Z', end: '2026-02-04T05:00:00Z' },
      }),
    ).toBe('blackout.end');
    const lifted = await expectStatus<BookingSpace>(
      200,
      admin,
      'DELETE',
      `${spacePath}/blackouts/${withBlackout.blackouts[0]!.id}`,
    );
    expect(lifted.blackouts).toEqual([]);
    expect(
      (await call(admin, 'DELETE', `${spacePath}/blackouts/${withBlackout.blackouts[0]!.id}`))
        .statusCode,
    ).toBe(404);

    const keptSpace = await call(admin, 'DELETE', spacePath);
    expect(keptSpace.statusCode).toBe(409);
    expect(keptSpace.json()).toMatchObject({ message: BOOKING_ADMIN_MESSAGES.spaceHasBookings });
    const keptPlace = await call(admin, 'DELETE', `/bookings/places/${placeId}`);
    expect(keptPlace.statusCode).toBe(409);
    expect(keptPlace.json()).toMatchObject({ message: BOOKING_ADMIN_MESSAGES.placeHasBookings });
    expect(
      (await expectStatus<Booking>(200, member, 'GET', `/bookings/${booking.id}`)).status,
    ).toBe('confirmed');

    // Once the member cancels, the space and the place can go.
    await expectStatus(200, member, 'DELETE', `/bookings/${booking.id}`);
    await expectStatus(200, admin, 'DELETE', spacePath);
    expect((await call(member, 'GET', spacePath)).statusCode).toBe(404);
    await expectStatus(200, admin, 'DELETE', `/bookings/places/${placeId}`);
    expect((await call(member, 'GET', `/bookings/places/${placeId}`)).statusCode).toBe(404);
  });

  it('keeps a held draft’s slot while its member may be paying: 409 until the hold lapses', async () => {
    const { id: placeId } = await newPlace();
    const space = await newSpace(placeId, { price: 2500 });
    const spacePath = `/bookings/places/${placeId}/spaces/${space.id}`;
    const draft = await expectStatus<Booking>(200, member, 'POST', `${spacePath}/slots`, {
      day: '2026-02-03',
      time: '10:00',
    });
    expect(draft.status).toBe('draft');
    const blackout = { blackout: { start: '2026-02-03T14:00:00Z', end: '2026-02-03T16:00:00Z' } };
    const refused = await call(admin, 'POST', `${spacePath}/blackouts`, blackout);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ message: BOOKING_ADMIN_MESSAGES.blackoutHasBookings });
    expect((await call(admin, 'DELETE', spacePath)).statusCode).toBe(409);

    // Two hours later the hold has lapsed: the slot is nobody's, the blackout goes in.
    vi.setSystemTime(new Date(MONDAY.getTime() + 2 * 60 * 60_000 + 1_000));
    const placed = await expectStatus<BookingSpace>(
      201,
      admin,
      'POST',
      `${spacePath}/blackouts`,
      blackout,
    );
    expect(placed.blackouts).toHaveLength(1);
  });

  it("lists a space's bookings for a day or a month with who booked and the status", async () => {
    const { id: placeId } = await newPlace();
    const space = await newSpace(placeId);
    const spacePath = `/bookings/places/${placeId}/spaces/${space.id}`;
    const booking = await bookTuesday(placeId, space.id);
    const held = await expectStatus<Booking>(200, member, 'POST', `${spacePath}/slots`, {
      day: '2026-02-05',
      time: '09:00',
    });
    const day = await expectStatus<SpaceBooking[]>(
      200,
      admin,
      'GET',
      `${spacePath}/bookings?day=2026-02-03`,
    );
    expect(day).toEqual([
      expect.objectContaining({
        id: booking.id,
        day: '2026-02-03',
        time: '10:00',
        status: 'confirmed',
        account: expect.objectContaining({ id: member.accountId }),
      }),
    ]);
    const month = await expectStatus<SpaceBooking[]>(
      200,
      admin,
      'GET',
      `${spacePath}/bookings?month=2026-02`,
    );
    expect(month.map((row) => [row.id, row.status])).toEqual([
      [booking.id, 'confirmed'],
      [held.id, 'draft'],
    ]);
    expect(
      await expectStatus<SpaceBooking[]>(200, admin, 'GET', `${spacePath}/bookings?month=2026-03`),
    ).toEqual([]);
    expect(await fieldOf(admin, 'GET', `${spacePath}/bookings`)).toBe('day');
    expect(await fieldOf(admin, 'GET', `${spacePath}/bookings?day=2026-02-30`)).toBe('day');
    expect(await fieldOf(admin, 'GET', `${spacePath}/bookings?month=2026-13`)).toBe('month');
  });

  it('keeps the staff routes to administrators: 403 for a member, 404 across organizations, 456 with bookings off', async () => {
    const created = await newPlace();
    const space = await newSpace(created.id);
    const spaceWithBlackout = await expectStatus<BookingSpace>(
      201,
      admin,
      'POST',
      `/bookings/places/${created.id}/spaces/${space.id}/blackouts`,
      { blackout: { start: '2026-03-01T00:00:00Z', end: '2026-03-02T00:00:00Z' } },
    );
    const placePath = `/bookings/places/${created.id}`;
    const spacePath = `${placePath}/spaces/${space.id}`;
    const routes: [Method, string, object?][] = [
      ['PUT', placePath, { place }],
      ['POST', `${placePath}/spaces`, { space: room() }],
      ['PUT', spacePath, { space: room() }],
      [
        'POST',
        `${spacePath}/blackouts`,
        { blackout: { start: '2026-03-05T00:00:00Z', end: '2026-03-06T00:00:00Z' } },
      ],
      ['DELETE', `${spacePath}/blackouts/${spaceWithBlackout.blackouts[0]!.id}`],
      ['GET', `${spacePath}/bookings?month=2026-02`],
      ['DELETE', spacePath],
      ['DELETE', placePath],
    ];
    expect((await call(member, 'POST', '/bookings/places', { place })).statusCode).toBe(403);
    for (const [method, url, body] of routes) {
      expect((await call(member, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const otherOrg = await t.createOrganization();
    const outsider = await t.createUser(otherOrg, { admin: true });
    const off = await t.createOrganization({
      modules: MODULES.filter((module) => module !== 'bookings'),
    });
    const offAdmin = await t.createUser(off, { admin: true });
    for (const [method, url, body] of routes) {
      expect((await call(outsider, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(offAdmin, method, url, body)).statusCode, `${method} ${url}`).toBe(456);
    }
    expect((await call(offAdmin, 'POST', '/bookings/places', { place })).statusCode).toBe(456);
    // Nothing changed for the organization that owns them.
    expect(await expectStatus(200, member, 'GET', spacePath)).toMatchObject({ name: 'Board room' });
  });
});
