import {
  confirmBooking,
  createBookingPlace,
  createBookingSpace,
  draftBooking,
  nextDay,
  recordBooking,
  wallClockAt,
  weekdayOf,
} from '../modules/bookings/index';
import type { SeedContext } from './seed-context';
import { organizationContext } from '../context';

const ZONE = 'Europe/Stockholm';
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

/** The next `count` weekdays after `day` (`yyyy-MM-dd`), skipping `except`. */
function weekdaysAfter(day: string, count: number, except: readonly string[] = []): string[] {
  const days: string[] = [];
  for (let next = nextDay(day); days.length < count; next = nextDay(next)) {
    const weekday = weekdayOf(next);
    if (weekday !== 0 && weekday !== 6 && !except.includes(next)) days.push(next);
  }
  return days;
}

/** The instant a Stockholm day starts (midnight), near enough for a whole-day blackout. */
function stockholmMidnight(day: string): Date {
  const noon = new Date(`${day}T12:00:00Z`);
  const offsetHours = Number(wallClockAt(ZONE, noon).time.slice(0, 2)) - 12;
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetHours * 3_600_000);
}

/**
 * Harbour Works, a coworking house by the demo's harbour (Gothenburg, Stockholm time):
 * hot desks (8 a slot, 1-hour slots, $15) and a meeting room (1 a slot, 30 minutes, free),
 * open on weekdays, closed over Christmas; the demo member has a meeting booked ahead and a
 * desk day behind her, and other members hold some desks.
 */
export async function seedBookings(context: SeedContext): Promise<void> {
  const { services, demo } = context;
  const scope = { organizationId: demo.id };
  const people = context.accounts.demo;
  const memberId = people.get('maya-lindqvist');
  if (!memberId) throw new Error('the demo member is seeded first');
  const db = services.db;
  const place = await createBookingPlace(db, scope, {
    slug: 'harbour-works',
    name: 'Harbour Works',
    description:
      'A bright coworking floor above the old ferry terminal: hot desks by the windows and a meeting room for up to eight.',
    timezone: ZONE,
    address1: 'Pier 5, Old Harbour',
    city: 'Gothenburg',
    state: 'Västra Götaland',
    zip: '414 51',
    country: 'Sweden',
  });
  const now = new Date();
  const today = wallClockAt(ZONE, now).day;
  const year = Number(today.slice(0, 4));
  const christmasYear = today > `${year}-12-26` ? year + 1 : year;
  const christmas = {
    start: stockholmMidnight(`${christmasYear}-12-24`),
    end: stockholmMidnight(`${christmasYear}-12-27`),
  };
  const desks = await createBookingSpace(db, scope, {
    placeId: place.id,
    slug: 'hot-desks',
    name: 'Hot desks',
    description: 'Eight desks by the harbour windows, with screens and fast wifi.',
    supply: 8,
    slotDuration: 60,
    price: 1500,
    availabilities: WEEKDAYS.map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '08:00',
      endTime: '18:00',
    })),
    blackouts: [christmas],
  });
  const room = await createBookingSpace(db, scope, {
    placeId: place.id,
    slug: 'chart-room',
    name: 'The Chart Room',
    description: 'A meeting room for up to eight, with a big table and a screen.',
    supply: 1,
    slotDuration: 30,
    price: 0,
    availabilities: [
      ...WEEKDAYS.map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '17:00' })),
      { dayOfWeek: 'saturday' as const, startTime: '10:00', endTime: '14:00' },
    ],
    blackouts: [christmas],
  });

  const holiday = [24, 25, 26].map((date) => `${christmasYear}-12-${date}`);
  const ahead = weekdaysAfter(today, 3, holiday);
  // The member's meeting ahead, booked the way members book: a draft, then confirmed.
  const member = organizationContext(services, demo, now, {
    login: { id: memberId, email: 'member@example.com', admin: false },
    account: { id: memberId, username: 'maya-lindqvist', disabled: false },
    locale: 'en',
  });
  const meeting = await draftBooking(member, place.id, room.id, { day: ahead[1]!, time: '10:00' });
  await confirmBooking(member, meeting.id);
  // A desk day she had last week (paid at the desk), and desks other members hold ahead.
  const lastWeek = wallClockAt(ZONE, new Date(now.getTime() - 7 * 86_400_000)).day;
  const [behind] = weekdaysAfter(lastWeek, 1, holiday);
  const created = new Date(now.getTime() - 10 * 86_400_000);
  await recordBooking(db, scope, {
    accountId: memberId,
    place,
    space: desks,
    day: behind!,
    time: '09:00',
    status: 'confirmed',
    createdAt: created,
  });
  const others = [...people.entries()]
    .filter(([username]) => username !== 'maya-lindqvist')
    .slice(0, 6)
    .map(([, id]) => id);
  for (const [index, accountId] of others.entries()) {
    await recordBooking(db, scope, {
      accountId,
      place,
      space: desks,
      day: ahead[index % 2]!,
      time: index < 3 ? '09:00' : '13:00',
      status: 'confirmed',
      createdAt: created,
    });
  }
}
