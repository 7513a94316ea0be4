import { eq } from 'drizzle-orm';
import { logins } from '../../../db/schema/index';
import { issueTokens } from '../../../identity/tokens';
import type { TestApp, TestOrganization, TestUser } from '../../../test/harness';
import { createBookingPlace, createBookingSpace } from '../index';

/**
 * A coworking place in New York for tests: desks (supply 2, 1-hour slots, $15, weekdays
 * 09:00–17:00 and Sundays 00:00–04:00 to cross the clock changes) with Presidents' Day
 * 2026 blacked out, and a free meeting room (supply 1, 30-minute slots, weekday mornings).
 */
export async function bookingWorld(t: TestApp, org: TestOrganization) {
  const db = t.runtime.services.db;
  const scope = { organizationId: org.id };
  const place = await createBookingPlace(db, scope, {
    slug: 'harbour',
    name: 'Harbour Test',
    timezone: 'America/New_York',
    description: 'Desks by the water',
    city: 'New York',
    country: 'US',
  });
  const weekdays = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map(
    (dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' }),
  );
  const desks = await createBookingSpace(db, scope, {
    placeId: place.id,
    slug: 'desks',
    name: 'Hot desks',
    supply: 2,
    slotDuration: 60,
    price: 1500,
    availabilities: [...weekdays, { dayOfWeek: 'sunday', startTime: '00:00', endTime: '04:00' }],
    blackouts: [{ start: new Date('2026-02-16T05:00:00Z'), end: new Date('2026-02-17T05:00:00Z') }],
  });
  const room = await createBookingSpace(db, scope, {
    placeId: place.id,
    slug: 'room',
    name: 'Meeting room',
    supply: 1,
    slotDuration: 30,
    price: 0,
    availabilities: weekdays.map((range) => ({ ...range, endTime: '12:00' })),
  });
  const base = `/bookings/places/${place.id}`;
  return {
    place,
    desks,
    room,
    deskPath: `${base}/spaces/${desks.id}`,
    roomPath: `${base}/spaces/${room.id}`,
  };
}

/**
 * `user` with an access token issued now (by the clock the test set): tests move the clock
 * hours back and forth, and a token must be neither expired nor issued in the future.
 */
export async function signedInNow(t: TestApp, user: TestUser): Promise<TestUser> {
  const [login] = await t.runtime.services.db
    .select()
    .from(logins)
    .where(eq(logins.id, user.loginId));
  const organization = await t.app.organizations.byIdOrUndefined(user.headers.organization!);
  const tokens = await issueTokens(t.runtime.services.keys, t.config, organization!, {
    loginId: login!.id,
    sub: login!.sub,
    email: login!.email,
    tokenVersion: login!.tokenVersion,
  });
  return {
    ...user,
    token: tokens.AccessToken,
    headers: { ...user.headers, authorization: `Bearer ${tokens.AccessToken}` },
  };
}
