import type { Event, EventSummary } from '@convene/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventPassTypes } from '../../../db/schema/index';
import { useEventsFixture } from './test/events-fixture';

const DAY = 24 * 3_600_000;

/*
 * The price summary an event card shows before Register (`prices` of every event read):
 * the public passes on sale now, each at its price schedule in force, and whether a place
 * is left, a line to join, or nothing.
 */
describe('events routes: the price summary', () => {
  const f = useEventsFixture();

  /** The event's summary in the catalogue and on its page, which must agree. */
  async function pricesOf(eventId: string): Promise<EventSummary['prices']> {
    const list = await f.ok<EventSummary[]>(f.member, '/events?pageSize=100');
    const card = list.find((event) => event.id === eventId);
    const page = await f.ok<Event>(f.member, `/events/${eventId}`);
    expect(card?.prices).toEqual(page.prices);
    return page.prices;
  }

  async function passes(eventId: string, values: Partial<typeof eventPassTypes.$inferInsert>[]) {
    await f.db.insert(eventPassTypes).values(
      values.map((value, index) => ({
        organizationId: f.org.id,
        eventId,
        slug: `pass-${index}`,
        name: `Pass ${index}`,
        ...value,
      })),
    );
  }

  it('the lowest and highest price on sale: schedules in force, no private or inactive pass', async () => {
    const event = await f.createEvent({ registration: true });
    // General 25.00 with an early bird of 19.00 now; VIP 99.00 (sold out); a private free
    // crew pass and an inactive one, left out.
    await f.furnish(event.id);
    expect(await pricesOf(event.id)).toEqual({
      minPrice: 1900,
      maxPrice: 9900,
      free: false,
      availability: 'available',
    });
  });

  it('free when every pass on sale costs nothing; a pass not yet on sale does not count', async () => {
    const event = await f.createEvent({ registration: true });
    await passes(event.id, [
      { price: 0 },
      { price: 5000, overrideStartDate: new Date(Date.now() + DAY) },
    ]);
    expect(await pricesOf(event.id)).toEqual({
      minPrice: 0,
      maxPrice: 0,
      free: true,
      availability: 'available',
    });
  });

  it('every pass gone: a waitlist while registration is open, sold out once it closed', async () => {
    const open = await f.createEvent({ registration: true });
    await passes(open.id, [
      { price: 1500, supply: 2, sold: 2 },
      { price: 3000, supply: 1, sold: 0, reserved: 1 },
    ]);
    expect(await pricesOf(open.id)).toMatchObject({ minPrice: 1500, availability: 'waitlist' });

    const closed = await f.createEvent({
      registration: true,
      registrationEnd: new Date(Date.now() - DAY),
    });
    await passes(closed.id, [{ price: 1500, supply: 2, sold: 2 }]);
    expect(await pricesOf(closed.id)).toMatchObject({ availability: 'soldOut' });
  });

  it('sold out when the event is full, whatever passes are left', async () => {
    const event = await f.createEvent({
      registration: true,
      registrationLimit: 3,
      registrationCount: 3,
    });
    await passes(event.id, [{ price: 1000 }]);
    expect(await pricesOf(event.id)).toMatchObject({ availability: 'soldOut' });
  });

  it('nothing to say without registration or without a pass on sale', async () => {
    const off = await f.createEvent({ registration: false });
    await passes(off.id, [{ price: 1000 }]);
    const empty = await f.createEvent({ registration: true });
    await passes(empty.id, [{ price: 1000, active: false }]);
    for (const event of [off, empty]) {
      expect(await pricesOf(event.id)).toEqual({
        minPrice: null,
        maxPrice: null,
        free: false,
        availability: 'none',
      });
    }
  });

  it('a sale changes the summary at once (no stale cache)', async () => {
    const event = await f.createEvent({ registration: true });
    await passes(event.id, [{ price: 1200, supply: 1 }]);
    expect(await pricesOf(event.id)).toMatchObject({ availability: 'available' });
    await f.db.update(eventPassTypes).set({ sold: 1 }).where(eq(eventPassTypes.eventId, event.id));
    // The sale's API write moves the organization's data version on before it answers.
    await f.t.runtime.services.versions.bump(f.org.id);
    expect(await pricesOf(event.id)).toMatchObject({ availability: 'waitlist' });
  });
});
