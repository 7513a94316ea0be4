import { BOOKING_MESSAGES, MODULES, type Booking, type BookingDaySlots } from '@convene/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import type { Method } from '../../test/api';
import { testGatewayCharges } from '../payments/index';
import { paymentWorld } from '../payments/test/payment-world';
import { bookingWorld, signedInNow } from './test/booking-world';

/** Monday 2 February 2026, 07:00 in New York: the clock the services receive. */
const MONDAY = new Date('2026-02-02T12:00:00Z');
const HOUR = 3_600_000;

function at(when: Date | number): void {
  vi.setSystemTime(when);
}

describe('/bookings', () => {
  let t: TestApp;
  let org: TestOrganization;
  let maya: TestUser;
  let tom: TestUser;
  let lena: TestUser;
  let places: Awaited<ReturnType<typeof bookingWorld>>;
  const world = paymentWorld(() => t);
  /** Calls as `user`, signed in at the clock the test set. */
  const call = async (user: TestUser, method: Method, url: string, payload?: unknown) =>
    world.call(await signedInNow(t, user), method, url, payload);
  const ok = async <T = Record<string, unknown>>(
    user: TestUser,
    method: Method,
    url: string,
    payload?: unknown,
  ) => world.ok<T>(await signedInNow(t, user), method, url, payload);
  const addressOf = async (user: TestUser) => world.address(await signedInNow(t, user));

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    const admin = await t.createUser(org, { admin: true });
    maya = await t.createUser(org);
    tom = await t.createUser(org);
    lena = await t.createUser(org);
    await world.enableProvider(admin, 'test');
    places = await bookingWorld(t, org);
    vi.useFakeTimers({ toFake: ['Date'] });
    at(MONDAY);
  });
  afterEach(() => at(MONDAY));
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const slotsOf = (path: string, month: string) =>
    ok<BookingDaySlots[]>(maya, 'GET', `${path}/slots?firstDayOfMonth=${month}-01`);
  const draft = (user: TestUser, path: string, day: string, time: string) =>
    call(user, 'POST', `${path}/slots`, { day, time });
  const drafted = async (user: TestUser, path: string, day: string, time: string) => {
    const response = await draft(user, path, day, time);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Booking;
  };

  it('lists places with their IANA zone, and spaces with supply, price, week and blackouts', async () => {
    const list = await ok<Record<string, unknown>[]>(maya, 'GET', '/bookings/places');
    expect(list).toEqual([
      expect.objectContaining({
        id: places.place.id,
        name: 'Harbour Test',
        slug: 'harbour',
        timezone: 'America/New_York',
        city: 'New York',
        image: null,
      }),
    ]);
    expect(await ok(maya, 'GET', `/bookings/places/${places.place.id}`)).toMatchObject({
      timezone: 'America/New_York',
    });
    const spaces = await ok<Record<string, unknown>[]>(
      maya,
      'GET',
      `/bookings/places/${places.place.id}/spaces`,
    );
    expect(spaces.map((space) => space.name)).toEqual(['Hot desks', 'Meeting room']);
    const desks = await ok<{
      supply: number;
      slotDuration: number;
      price: number;
      availabilities: { dayOfWeek: string; startTime: string; endTime: string }[];
      blackouts: { start: string; end: string }[];
    }>(maya, 'GET', places.deskPath);
    expect(desks).toMatchObject({ supply: 2, slotDuration: 60, price: 1500 });
    expect(desks.availabilities).toHaveLength(6);
    expect(desks.availabilities).toContainEqual(
      expect.objectContaining({ dayOfWeek: 'sunday', startTime: '00:00', endTime: '04:00' }),
    );
    expect(desks.blackouts).toEqual([
      expect.objectContaining({
        start: '2026-02-16T05:00:00.000Z',
        end: '2026-02-17T05:00:00.000Z',
      }),
    ]);
  });

  it('answers 404 for another organization’s place, space and booking, 400 for a bad id', async () => {
    const other = await t.createOrganization();
    const stranger = await t.createUser(other);
    const theirs = await bookingWorld(t, other);
    expect((await call(maya, 'GET', `/bookings/places/${theirs.place.id}`)).statusCode).toBe(404);
    expect((await call(maya, 'GET', theirs.deskPath)).statusCode).toBe(404);
    expect(
      (await call(maya, 'GET', `${theirs.deskPath}/slots?firstDayOfMonth=2026-02-01`)).statusCode,
    ).toBe(404);
    expect((await draft(maya, theirs.deskPath, '2026-02-03', '10:00')).statusCode).toBe(404);
    // A space under the wrong place is not found either.
    const crossed = `/bookings/places/${places.place.id}/spaces/${theirs.desks.id}`;
    expect((await call(maya, 'GET', crossed)).statusCode).toBe(404);
    const booking = await drafted(stranger, theirs.roomPath, '2026-02-03', '09:00');
    for (const [method, url] of [
      ['GET', `/bookings/${booking.id}`],
      ['POST', `/bookings/${booking.id}`],
      ['DELETE', `/bookings/${booking.id}`],
    ] as const) {
      expect((await call(maya, method, url)).statusCode).toBe(404);
    }
    expect((await call(maya, 'GET', '/bookings/places/not-a-uuid')).statusCode).toBe(400);
  });

  it('answers 456 when the organization turned bookings off, 401 when signed out', async () => {
    const off = await t.createOrganization({ modules: MODULES.filter((m) => m !== 'bookings') });
    const member = await t.createUser(off);
    for (const url of ['/bookings', '/bookings/places']) {
      expect((await call(member, 'GET', url)).statusCode).toBe(456);
    }
    const response = await t.inject({ method: 'GET', url: '/api/bookings', headers: org.headers });
    expect(response.statusCode).toBe(401);
  });

  it('gives every day of the month with its free slots in the place’s zone', async () => {
    const days = await slotsOf(places.deskPath, '2026-02');
    expect(days.map((day) => day.day)).toHaveLength(28);
    expect(days[0]!.day).toBe('2026-02-01');
    const byDay = new Map(days.map((day) => [day.day, day.slots]));
    // Sunday 1 February's night slots have passed; Saturdays are closed; a holiday is blacked out.
    expect(byDay.get('2026-02-01')).toEqual([]);
    expect(byDay.get('2026-02-07')).toEqual([]);
    expect(byDay.get('2026-02-16')).toEqual([]);
    const tuesday = byDay.get('2026-02-03')!;
    expect(tuesday.map((slot) => slot.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(tuesday[0]).toEqual({
      time: '09:00',
      supply: 2,
      startsAt: '2026-02-03T14:00:00.000Z',
      endsAt: '2026-02-03T15:00:00.000Z',
    });
    // Today's slots from 09:00 are still ahead (it is 07:00 in New York).
    expect(byDay.get('2026-02-02')).toHaveLength(8);
    const room = await slotsOf(places.roomPath, '2026-02');
    expect(room.find((day) => day.day === '2026-02-03')!.slots.map((slot) => slot.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    for (const bad of ['2026-13-01', '2026-02-15', 'soon']) {
      const response = await call(maya, 'GET', `${places.deskPath}/slots?firstDayOfMonth=${bad}`);
      expect(response.statusCode).toBe(400);
    }
  });

  it('counts slots right on the days New York’s clocks change (23 and 25 hours)', async () => {
    const march = await slotsOf(places.deskPath, '2026-03');
    const springForward = march.find((day) => day.day === '2026-03-08')!.slots;
    // 00:00–04:00 on a 23-hour day: 02:00 never happens.
    expect(springForward.map((slot) => [slot.time, slot.startsAt])).toEqual([
      ['00:00', '2026-03-08T05:00:00.000Z'],
      ['01:00', '2026-03-08T06:00:00.000Z'],
      ['03:00', '2026-03-08T07:00:00.000Z'],
    ]);
    expect(march.find((day) => day.day === '2026-03-01')!.slots).toHaveLength(4);
    // A weekday after the change: 09:00 is now 13:00 UTC.
    expect(march.find((day) => day.day === '2026-03-09')!.slots[0]!.startsAt).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    const november = await slotsOf(places.deskPath, '2026-11');
    const fallBack = november.find((day) => day.day === '2026-11-01')!.slots;
    // 00:00–04:00 on a 25-hour day: 01:00 happens twice, told apart by its offset.
    expect(fallBack.map((slot) => [slot.time, slot.startsAt])).toEqual([
      ['00:00', '2026-11-01T04:00:00.000Z'],
      ['01:00-04:00', '2026-11-01T05:00:00.000Z'],
      ['01:00-05:00', '2026-11-01T06:00:00.000Z'],
      ['02:00', '2026-11-01T07:00:00.000Z'],
      ['03:00', '2026-11-01T08:00:00.000Z'],
    ]);
    const second = await drafted(maya, places.deskPath, '2026-11-01', '01:00-05:00');
    expect(second).toMatchObject({ time: '01:00-05:00', startsAt: '2026-11-01T06:00:00.000Z' });
    const first = await drafted(maya, places.deskPath, '2026-11-01', '01:00');
    expect(first.startsAt).toBe('2026-11-01T05:00:00.000Z');
    const gap = await draft(maya, places.deskPath, '2026-03-08', '02:00');
    expect(gap.statusCode).toBe(400);
    for (const booking of [first, second]) await ok(maya, 'DELETE', `/bookings/${booking.id}`);
  });

  it('holds a slot for 2 hours and never beyond the space’s supply', async () => {
    const booking = await drafted(maya, places.deskPath, '2026-02-04', '10:00');
    expect(booking).toMatchObject({
      day: '2026-02-04',
      time: '10:00',
      duration: 60,
      status: 'draft',
      price: 1500,
      past: false,
      heldUntil: new Date(MONDAY.getTime() + 2 * HOUR).toISOString(),
      space: { id: places.desks.id, name: 'Hot desks' },
      place: { id: places.place.id, timezone: 'America/New_York' },
    });
    const left = async () =>
      (await slotsOf(places.deskPath, '2026-02'))
        .find((day) => day.day === '2026-02-04')!
        .slots.find((slot) => slot.time === '10:00');
    expect((await left())!.supply).toBe(1);
    await drafted(tom, places.deskPath, '2026-02-04', '10:00');
    expect(await left()).toBeUndefined();
    const full = await draft(lena, places.deskPath, '2026-02-04', '10:00');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: BOOKING_MESSAGES.slotTaken, field: 'time' });
    // One second before the hold ends, the slot is still full …
    at(MONDAY.getTime() + 2 * HOUR - 1000);
    expect((await draft(lena, places.deskPath, '2026-02-04', '10:00')).statusCode).toBe(409);
    // … and when it ends, the drafts no longer count: no job had to run.
    at(MONDAY.getTime() + 2 * HOUR);
    expect((await left())!.supply).toBe(2);
    expect((await ok<Booking>(maya, 'GET', `/bookings/${booking.id}`)).status).toBe('expired');
    await drafted(lena, places.deskPath, '2026-02-04', '10:00');
  });

  it('refuses slots that do not exist: past, off the grid, closed, blacked out', async () => {
    for (const [day, time] of [
      ['2026-02-02', '06:00'],
      ['2026-02-03', '10:30'],
      ['2026-02-07', '10:00'],
      ['2026-02-16', '10:00'],
      ['2026-01-30', '10:00'],
    ] as const) {
      const response = await draft(maya, places.deskPath, day, time);
      expect(response.statusCode, `${day} ${time}`).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'time',
        message: BOOKING_MESSAGES.noSuchSlot,
      });
    }
    for (const body of [
      { day: '2026-02-30', time: '10:00' },
      { day: '2026-02-03', time: '25:00' },
      {},
    ]) {
      const response = await call(maya, 'POST', `${places.deskPath}/slots`, body);
      expect(response.statusCode).toBe(400);
    }
  });

  it('confirms a free draft while held; after the hold, the expired message', async () => {
    const held = await drafted(maya, places.roomPath, '2026-02-05', '09:00');
    const confirmed = await ok<Booking>(maya, 'POST', `/bookings/${held.id}`);
    expect(confirmed).toMatchObject({ status: 'confirmed', heldUntil: null });
    const again = await call(maya, 'POST', `/bookings/${held.id}`);
    expect(again.statusCode).toBe(409);
    // A confirmed booking keeps its slot after 2 hours.
    at(MONDAY.getTime() + 3 * HOUR);
    expect(
      (await slotsOf(places.roomPath, '2026-02'))
        .find((day) => day.day === '2026-02-05')!
        .slots.map((slot) => slot.time),
    ).not.toContain('09:00');

    at(MONDAY);
    const late = await drafted(maya, places.roomPath, '2026-02-05', '09:30');
    at(MONDAY.getTime() + 2 * HOUR);
    const expired = await call(maya, 'POST', `/bookings/${late.id}`);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('Booking has expired. Please try again.');
    expect((await ok<Booking>(maya, 'GET', `/bookings/${late.id}`)).status).toBe('expired');
    // A priced draft is paid, not confirmed.
    at(MONDAY);
    const desk = await drafted(maya, places.deskPath, '2026-02-05', '11:00');
    const unpaid = await call(maya, 'POST', `/bookings/${desk.id}`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(BOOKING_MESSAGES.mustPay);
  });

  it('pays a draft through the payment intent and capture; refunds it on cancel', async () => {
    const address = await addressOf(maya);
    const booking = await drafted(maya, places.deskPath, '2026-02-06', '14:00');
    const intent = await ok<{ id: string; bookingId: string; subTotal: number; purpose: string }>(
      maya,
      'GET',
      `/bookings/${booking.id}/intent?addressId=${address}`,
    );
    expect(intent).toMatchObject({
      bookingId: booking.id,
      subTotal: 1500,
      purpose: 'booking',
      booking: { id: booking.id, day: '2026-02-06', time: '14:00', status: 'draft' },
      registration: null,
      invoice: null,
    });
    await ok(maya, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_visa',
    });
    const paid = await ok<Booking>(maya, 'GET', `/bookings/${booking.id}`);
    expect(paid.status).toBe('confirmed');
    expect(testGatewayCharges(intent.id)).toHaveLength(1);

    const upcoming = await ok<Booking[]>(
      maya,
      'GET',
      `/bookings?past=false&placeId=${places.place.id}`,
    );
    expect(upcoming.map((item) => item.id)).toContain(booking.id);
    const canceled = await ok<Booking>(maya, 'DELETE', `/bookings/${booking.id}`);
    expect(canceled).toMatchObject({ id: booking.id, status: 'canceled' });
    expect(canceled.canceledAt).not.toBeNull();
    const [charge] = testGatewayCharges(intent.id);
    expect(charge!.refunded).toBe(charge!.amount);
    const twice = await call(maya, 'DELETE', `/bookings/${booking.id}`);
    expect(twice.statusCode).toBe(409);
    // A canceled booking frees its slot.
    await drafted(tom, places.deskPath, '2026-02-06', '14:00');
    await drafted(lena, places.deskPath, '2026-02-06', '14:00');
  });

  it('refuses to pay once the hold has ended, at the intent and at the capture', async () => {
    const address = await addressOf(tom);
    const booking = await drafted(tom, places.deskPath, '2026-02-09', '09:00');
    const intent = await ok<{ id: string }>(
      tom,
      'GET',
      `/bookings/${booking.id}/intent?addressId=${address}`,
    );
    at(MONDAY.getTime() + 2 * HOUR + 1000);
    const capture = await call(tom, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_visa',
    });
    expect(capture.statusCode).toBe(409);
    expect(capture.json().message).toBe('Booking has expired. Please try again.');
    expect(testGatewayCharges(intent.id)).toHaveLength(0);
    const late = await call(tom, 'GET', `/bookings/${booking.id}/intent?addressId=${address}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Booking has expired. Please try again.');
    expect((await ok<Booking>(tom, 'GET', `/bookings/${booking.id}`)).status).toBe('expired');
  });

  it('deletes a draft (null) and lists the member’s bookings upcoming or past', async () => {
    const member = await t.createUser(org);
    const gone = await drafted(member, places.roomPath, '2026-02-10', '10:00');
    const deleted = await call(member, 'DELETE', `/bookings/${gone.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toBeNull();
    expect((await call(member, 'GET', `/bookings/${gone.id}`)).statusCode).toBe(404);

    const early = await drafted(member, places.roomPath, '2026-02-03', '09:00');
    await ok(member, 'POST', `/bookings/${early.id}`);
    const later = await drafted(member, places.roomPath, '2026-02-11', '09:00');
    await ok(member, 'POST', `/bookings/${later.id}`);
    const lapsed = await drafted(member, places.roomPath, '2026-02-12', '09:00');
    // Wednesday 4 February: the first booking is past; the lapsed draft is not listed.
    at(new Date('2026-02-04T12:00:00Z'));
    const ids = (list: Booking[]) => list.map((booking) => booking.id);
    expect(ids(await ok<Booking[]>(member, 'GET', '/bookings?past=false'))).toEqual([later.id]);
    const past = await ok<Booking[]>(member, 'GET', '/bookings?past=true');
    expect(ids(past)).toEqual([early.id]);
    expect(past[0]!.past).toBe(true);
    expect(ids(await ok<Booking[]>(member, 'GET', '/bookings'))).toEqual([later.id, early.id]);
    expect(ids(await ok<Booking[]>(member, 'GET', '/bookings')).includes(lapsed.id)).toBe(false);
    // A booking that has started cannot be canceled; an unstarted one can.
    const started = await call(member, 'DELETE', `/bookings/${early.id}`);
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(BOOKING_MESSAGES.started);
    expect((await ok<Booking>(member, 'DELETE', `/bookings/${later.id}`)).status).toBe('canceled');
    expect((await call(member, 'GET', '/bookings?placeId=nope')).statusCode).toBe(400);
  });
});
