import type { Event, EventSummary } from '@convene/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { NOT_PUBLIC, useEventsFixture } from './test/events-fixture';

const MEETING = 'https://meet.test/lantern';

/**
 * Signed-in readers share an event's page and its cards, built for no viewer and kept per
 * data version (tenancy/shared-views.ts, decision 0078), while the rules and the reader's own
 * marks are read on every request. An event is renamed in its table, behind the API's back,
 * to tell a shared part from a fresh one; registrations are written there too, to show the
 * marks are not kept.
 */
describe('events routes: the parts every reader shares', () => {
  const f = useEventsFixture();
  let other: TestUser;

  const renameInTable = (id: string, name: string) =>
    f.db.update(events).set({ name }).where(eq(events.id, id));
  const card = async (reader: TestUser, id: string) =>
    (await f.ok<EventSummary[]>(reader, '/events?pageSize=100')).find((item) => item.id === id);

  it('an event page: the shared part until an API write, the marks of each reader fresh', async () => {
    other = await f.t.createUser(f.org);
    const event = await f.createEvent({
      name: 'Lantern Walk',
      venue: 'The Old Pier',
      meetingUrl: MEETING,
    });
    await f.furnish(event.id);
    const url = `/events/${event.id}`;
    const first = await f.ok<Event>(f.member, url);
    await renameInTable(event.id, 'Lantern Walk, renamed quietly');

    const shared = await f.ok<Event>(other, url);
    expect(shared).toEqual(first);
    expect(shared).toMatchObject({ meetingUrl: null, registrations: [], managed: false });

    // Registered behind the API's back: the reader's marks are read on every request.
    await f.register(event.id, other);
    const registered = await f.ok<Event>(other, `/events/${event.slug}`);
    expect(registered.name).toBe('Lantern Walk');
    expect(registered.meetingUrl).toBe(MEETING);
    expect(registered.registrations).toEqual([
      expect.objectContaining({ eventId: event.id, accountId: other.accountId }),
    ]);
    expect(await f.ok<Event>(f.host, url)).toMatchObject({
      name: 'Lantern Walk',
      managed: true,
      meetingUrl: MEETING,
    });
    // What the others read was not changed by the marks laid over it.
    expect(await f.ok<Event>(f.member, url)).toEqual(first);

    const saved = await f.call(f.host, 'PUT', `/listings/${event.id}`, {
      event: { name: 'Lantern Walk II' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await f.ok<Event>(f.member, url)).name).toBe('Lantern Walk II');
  });

  it('the rules are each reader’s own: a page kept for its host is not answered to others', async () => {
    const draft = await f.createEvent({ name: 'Draft Night', status: 'draft' });
    expect((await f.ok<Event>(f.host, `/events/${draft.id}`)).name).toBe('Draft Night');
    await f.fails(f.member, `/events/${draft.id}`, 403, NOT_PUBLIC);
    await f.fails(f.org, `/events/${draft.id}`, 403, NOT_PUBLIC);
    await f.fails(f.stranger, `/events/${draft.id}`, 404);

    // Once registered, a member reads it (the event's own rule), the kept page with their marks.
    await f.register(draft.id, f.member);
    expect(await f.ok<Event>(f.member, `/events/${draft.id}`)).toMatchObject({
      name: 'Draft Night',
      registrations: [expect.objectContaining({ accountId: f.member.accountId })],
    });
  });

  it('a list: the cards shared, which events it holds and each reader’s marks fresh', async () => {
    const event = await f.createEvent({ name: 'Tide Tables', meetingUrl: MEETING });
    await f.register(event.id, other);
    expect(await card(f.member, event.id)).toMatchObject({ name: 'Tide Tables', meetingUrl: null });
    await renameInTable(event.id, 'Tide Tables, renamed quietly');

    expect(await card(other, event.id)).toMatchObject({ name: 'Tide Tables', meetingUrl: MEETING });
    expect(await card(f.member, event.id)).toMatchObject({ name: 'Tide Tables', meetingUrl: null });
    // An event added behind the API's back is listed at once: only its card is shared.
    const added = await f.createEvent({ name: 'Added Quietly' });
    expect((await card(f.member, added.id))?.name).toBe('Added Quietly');
    // And one that leaves the catalogue leaves the list at once, its card kept or not.
    await f.db.update(events).set({ status: 'draft' }).where(eq(events.id, event.id));
    expect(await card(f.member, event.id)).toBeUndefined();
    expect(await card(other, event.id)).toBeUndefined();
  });
});
