import type { Event } from '@convene/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../db/schema/index';
import { insertEvent, useEventsFixture } from '../modules/ticketing/events/test/events-fixture';
import { createTestApp } from '../test/harness';

/**
 * The shared answers of anonymous public reads (lib/anonymous-answers.ts). An event is
 * renamed in its table, behind the API's back, to tell a shared answer from a fresh one.
 */
describe('anonymous answers shared between anonymous callers', () => {
  const f = useEventsFixture();

  const nameOf = async (caller: { headers: Record<string, string> }, url: string) =>
    (await f.ok<Event>(caller, url)).name;
  const renameInTable = (id: string, name: string) =>
    f.db.update(events).set({ name }).where(eq(events.id, id));

  it('answers anonymous callers alike until an API write, and each signed-in caller afresh', async () => {
    const event = await f.createEvent({ name: 'Lantern Walk', venue: 'The Old Pier' });
    await f.furnish(event.id);
    const url = `/events/${event.id}`;
    const first = await f.call(f.org, 'GET', url);
    await renameInTable(event.id, 'Lantern Walk, renamed quietly');

    const shared = await f.call(f.org, 'GET', url);
    expect(shared.body).toBe(first.body);
    expect(shared.headers.etag).toBe(first.headers.etag);
    expect(shared.headers['cache-control']).toBe('public, max-age=5');
    expect(await nameOf(f.member, url)).toBe('Lantern Walk, renamed quietly');

    // A host's save moves the organization's data version on: no anonymous answer from before it.
    const saved = await f.call(f.host, 'PUT', `/listings/${event.id}`, {
      event: { name: 'Lantern Walk II' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await nameOf(f.org, url)).toBe('Lantern Walk II');
  });

  it('keeps answers apart by URL and locale, and the lists as well as the page', async () => {
    const event = await f.createEvent({ name: 'Tide Tables' });
    const listed = async (headers: Record<string, string>) =>
      (await f.page<Event>({ headers }, '/events?pageSize=100')).data.find(
        (item) => item.id === event.id,
      )?.name;
    expect(await listed(f.org.headers)).toBe('Tide Tables');
    await renameInTable(event.id, 'Tide Tables, renamed quietly');

    expect(await listed(f.org.headers)).toBe('Tide Tables');
    expect(await listed({ ...f.org.headers, locale: 'sv' })).toBe('Tide Tables, renamed quietly');
    expect(await nameOf(f.org, `/events/${event.slug}`)).toBe('Tide Tables, renamed quietly');
  });

  it('shares no failure: an event read before it exists is found once it does', async () => {
    const id = crypto.randomUUID();
    await f.fails(f.org, `/events/${id}`, 404);
    await f.createEvent({ id, name: 'Late Arrival' });
    expect(await nameOf(f.org, `/events/${id}`)).toBe('Late Arrival');
  });

  it('shares nothing with ANSWER_CACHE_SECONDS=0', async () => {
    const t = await createTestApp({ env: { ANSWER_CACHE_SECONDS: '0' } });
    try {
      const org = await t.createOrganization();
      const row = await insertEvent(t.runtime.services.db, org.id, { name: 'Beacon' });
      const read = async () =>
        (
          await t.inject({ method: 'GET', url: `/api/events/${row.id}`, headers: org.headers })
        ).json().data.name as string;
      expect(await read()).toBe('Beacon');
      await t.runtime.services.db
        .update(events)
        .set({ name: 'Beacon, renamed' })
        .where(eq(events.id, row.id));
      expect(await read()).toBe('Beacon, renamed');
    } finally {
      await t.close();
    }
  });
});
