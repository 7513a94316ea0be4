import type { Event } from '@convene/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../db/schema/index';
import { insertEvent, useEventsFixture } from '../modules/ticketing/events/test/events-fixture';
import { createTestApp } from '../test/harness';

/**
 * The shared answers of anonymous public reads (lib/anonymous-answers.ts). An event is
 * renamed or added in its table, behind the API's back, to tell a shared answer from a fresh
 * one. (Signed-in readers share the event's page and cards but read their own marks:
 * tenancy/shared-views.ts, tested in events/event-shared-views.routes.test.ts.)
 */
describe('anonymous answers shared between anonymous callers', () => {
  const f = useEventsFixture();

  const nameOf = async (caller: { headers: Record<string, string> }, url: string) =>
    (await f.ok<Event>(caller, url)).name;
  const renameInTable = (id: string, name: string) =>
    f.db.update(events).set({ name }).where(eq(events.id, id));

  it('answers anonymous callers alike until an API write', async () => {
    const event = await f.createEvent({ name: 'Lantern Walk', venue: 'The Old Pier' });
    await f.furnish(event.id);
    const url = `/events/${event.id}`;
    const first = await f.call(f.org, 'GET', url);
    await renameInTable(event.id, 'Lantern Walk, renamed quietly');

    const shared = await f.call(f.org, 'GET', url);
    expect(shared.body).toBe(first.body);
    expect(shared.headers.etag).toBe(first.headers.etag);
    expect(shared.headers['cache-control']).toBe('public, max-age=5');

    // A host's save moves the organization's data version on: no anonymous answer from before it.
    const saved = await f.call(f.host, 'PUT', `/listings/${event.id}`, {
      event: { name: 'Lantern Walk II' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await nameOf(f.org, url)).toBe('Lantern Walk II');
  });

  it('keeps answers apart by URL and locale', async () => {
    const listed = async (headers: Record<string, string>, pageSize = 100) =>
      (await f.page<Event>({ headers }, `/events?pageSize=${pageSize}`)).data.map(
        (item) => item.name,
      );
    const before = await listed(f.org.headers);
    await f.createEvent({ name: 'Tide Tables' });

    expect(await listed(f.org.headers)).toEqual(before);
    expect(await listed({ ...f.org.headers, locale: 'sv' })).toContain('Tide Tables');
    expect(await listed(f.org.headers, 99)).toContain('Tide Tables');
  });

  it('shares no failure: an event read before it exists is found once it does', async () => {
    const id = crypto.randomUUID();
    await f.fails(f.org, `/events/${id}`, 404);
    await f.createEvent({ id, name: 'Late Arrival' });
    expect(await nameOf(f.org, `/events/${id}`)).toBe('Late Arrival');
  });

  it('shares nothing with ANSWER_CACHE_SECONDS=0, signed in or not', async () => {
    const t = await createTestApp({ env: { ANSWER_CACHE_SECONDS: '0' } });
    try {
      const org = await t.createOrganization();
      const member = await t.createUser(org);
      const row = await insertEvent(t.runtime.services.db, org.id, { name: 'Beacon' });
      const read = async (headers: Record<string, string>) =>
        (await t.inject({ method: 'GET', url: `/api/events/${row.id}`, headers })).json().data
          .name as string;
      expect(await read(org.headers)).toBe('Beacon');
      expect(await read(member.headers)).toBe('Beacon');
      await t.runtime.services.db
        .update(events)
        .set({ name: 'Beacon, renamed' })
        .where(eq(events.id, row.id));
      expect(await read(org.headers)).toBe('Beacon, renamed');
      expect(await read(member.headers)).toBe('Beacon, renamed');
    } finally {
      await t.close();
    }
  });
});
