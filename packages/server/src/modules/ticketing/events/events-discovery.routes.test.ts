import type { Event, EventSummary } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { eventPassTypes } from '../../../db/schema/index';
import { expectEachOnceInOrder, readByCursor, readPage } from '../../../test/keyset-paging';
import { requireTiersFor } from '../../../tenancy/tier-locks.repository';
import { createTier } from '../../subscriptions/index';
import type { Caller } from '../../../test/api';
import { useEventsFixture, type NewEvent } from './test/events-fixture';

const DAY = 24 * 3_600_000;
/** A Monday far ahead, so that the ranges below hold only this file's events. */
const BASE = Date.parse('2031-03-03T00:00:00Z');
const day = (offset: number) => new Date(BASE + offset * DAY).toISOString().slice(0, 10);

/*
 * The discovery filters of GET /events (decision 0066): a date range, an interest, online
 * or in person, free or paid — each alone, combined with paging, with a bad range, and
 * never showing what the catalogue hides.
 */
describe('events routes: discovery filters', () => {
  const f = useEventsFixture();

  async function interest(name: string): Promise<{ id: string; slug: string }> {
    return f.t
      .inject({
        method: 'POST',
        url: '/api/interests',
        headers: f.member.headers,
        payload: { name: `${name} ${crypto.randomUUID().slice(0, 6)}` },
      })
      .then((response) => {
        expect(response.statusCode, response.body).toBe(201);
        return response.json().data as { id: string; slug: string };
      });
  }

  /** An event on day `offset` of BASE (at noon), its passes at `prices` (cents), its interests set by its host. */
  async function event(
    offset: number,
    values: NewEvent & { prices?: number[]; interestIds?: string[] } = {},
  ) {
    const { prices, interestIds, ...rest } = values;
    const start = new Date(BASE + offset * DAY + 12 * 3_600_000);
    const row = await f.createEvent({
      eventStart: start,
      eventEnd: new Date(start.getTime() + 2 * 3_600_000),
      registration: prices !== undefined,
      // What publishing asks of a listing, so that its host may set its interests.
      meetingUrl: 'https://meet.test/room',
      venue: 'Harbour hall',
      ...rest,
    });
    if (prices?.length) {
      await f.db.insert(eventPassTypes).values(
        prices.map((price, index) => ({
          organizationId: f.org.id,
          eventId: row.id,
          slug: `pass-${index}`,
          name: `Pass ${index}`,
          price,
        })),
      );
    }
    if (interestIds) {
      const response = await f.call(f.host, 'PUT', `/listings/${row.id}`, { interestIds });
      expect(response.statusCode, response.body).toBe(200);
      // The host's form reads them back from the listing, in the answer and on a read.
      const sorted = [...interestIds].sort();
      expect(response.json().data.interestIds).toEqual(sorted);
      const listing = await f.call(f.host, 'GET', `/listings/${row.id}`);
      expect(listing.json().data.interestIds).toEqual(sorted);
    }
    return row;
  }

  const ids = async (url: string, viewer: Caller = f.member) =>
    (await f.ok<EventSummary[]>(viewer, url)).map((item) => item.id);

  let world: Promise<Awaited<ReturnType<typeof build>>> | undefined;
  async function build() {
    const sailing = await interest('Sailing');
    const knots = await interest('Knots');
    const inPersonFree = await event(1, {
      eventType: 'physical',
      prices: [0],
      interestIds: [sailing.id],
    });
    const onlinePaid = await event(2, {
      eventType: 'virtual',
      prices: [0, 2500],
      interestIds: [sailing.id, knots.id],
    });
    const hybridNoPasses = await event(3, { eventType: 'hybrid' });
    const laterPaid = await event(10, { prices: [1500], interestIds: [knots.id] });
    return { sailing, knots, inPersonFree, onlinePaid, hybridNoPasses, laterPaid };
  }
  const setUp = () => (world ??= build());

  it('a date range keeps the events running in it, a day as `to` taking the whole day', async () => {
    const w = await setUp();
    expect(await ids(`/events?from=${day(0)}&to=${day(6)}`)).toEqual([
      w.inPersonFree.id,
      w.onlinePaid.id,
      w.hybridNoPasses.id,
    ]);
    expect(await ids(`/events?from=${day(2)}&to=${day(2)}`)).toEqual([w.onlinePaid.id]);
    expect(await ids(`/events?from=${day(3)}`)).toEqual(
      expect.arrayContaining([w.hybridNoPasses.id, w.laterPaid.id]),
    );
    // An instant with its offset: noon in UTC+02:00 is 10:00 UTC, before day 1's event.
    const at = encodeURIComponent(`${day(1)}T12:00:00+02:00`);
    expect(await ids(`/events?from=${day(1)}&to=${at}`)).toEqual([]);
  });

  it('a range without `past` holds ended events too; past=false keeps the upcoming split', async () => {
    const ended = await f.createEvent({
      eventStart: new Date(Date.now() - 2 * DAY),
      eventEnd: new Date(Date.now() - 2 * DAY + 3_600_000),
    });
    const range = `from=${new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10)}&to=${new Date(Date.now() - DAY).toISOString().slice(0, 10)}`;
    expect(await ids(`/events?${range}`)).toContain(ended.id);
    expect(await ids(`/events?${range}&past=true`)).toContain(ended.id);
    expect(await ids(`/events?${range}&past=false`)).not.toContain(ended.id);
  });

  it('an interest by id or by slug; an unknown one finds nothing', async () => {
    const w = await setUp();
    const range = `from=${day(0)}&to=${day(30)}`;
    expect(await ids(`/events?${range}&interest=${w.sailing.id}`)).toEqual([
      w.inPersonFree.id,
      w.onlinePaid.id,
    ]);
    expect(await ids(`/events?${range}&interest=${w.knots.slug}`)).toEqual([
      w.onlinePaid.id,
      w.laterPaid.id,
    ]);
    expect(await ids(`/events?interest=no-such-interest`)).toEqual([]);
    // From another organization, the interest is nobody's.
    const other = await f.t.createUser(f.other);
    expect(await ids(`/events?interest=${w.sailing.id}`, other)).toEqual([]);
  });

  it('online (virtual or hybrid) or in person (physical or hybrid); free or paid', async () => {
    const w = await setUp();
    const range = `from=${day(0)}&to=${day(30)}`;
    expect(await ids(`/events?${range}&attendance=online`)).toEqual([
      w.onlinePaid.id,
      w.hybridNoPasses.id,
    ]);
    expect(await ids(`/events?${range}&attendance=inPerson`)).toEqual([
      w.inPersonFree.id,
      w.hybridNoPasses.id,
      w.laterPaid.id,
    ]);
    expect(await ids(`/events?${range}&price=free`)).toEqual([w.inPersonFree.id]);
    expect(await ids(`/events?${range}&price=paid`)).toEqual([w.onlinePaid.id, w.laterPaid.id]);
    // Combined, with search.
    expect(
      await ids(`/events?${range}&attendance=inPerson&price=paid&interest=${w.knots.slug}`),
    ).toEqual([w.laterPaid.id]);
    expect(await ids(`/events?${range}&price=paid&search=nothing-like-this`)).toEqual([]);
  });

  it('combined filters page by cursor, each event once in order, and by page', async () => {
    const tag = await interest('Regatta');
    const made: string[] = [];
    for (const offset of [44, 41, 43, 42, 41, 45, 47]) {
      const one = await event(offset, { eventType: 'virtual', prices: [0], interestIds: [tag.id] });
      made.push(one.id);
    }
    await event(42, { eventType: 'physical', prices: [0], interestIds: [tag.id] });
    const url = `/api/events?from=${day(40)}&to=${day(46)}&attendance=online&interest=${tag.slug}`;
    const all = (await readPage(f.t, f.member.headers, `${url}&pageSize=100`)).keys;
    expect(all).toHaveLength(6);
    expect(new Set(all)).toEqual(new Set(made.slice(0, 6)));
    let late: string | undefined;
    const seen = await readByCursor(f.t, f.member.headers, `${url}&pageSize=2`, {
      // An event added between two reads, before the cursor, neither repeats nor hides others.
      between: async () => {
        late ??= (await event(40, { eventType: 'virtual', prices: [0], interestIds: [tag.id] })).id;
      },
    });
    expectEachOnceInOrder(seen, all);
    const second = await readPage(f.t, f.member.headers, `${url}&pageSize=2&page=2`);
    expect(second.keys).toHaveLength(2);
  });

  it('a bad range or value is a 400 naming the field', async () => {
    for (const [query, field] of [
      [`from=${day(5)}&to=${day(4)}`, 'to'],
      [`from=2031-13-45`, 'from'],
      [`to=tomorrow`, 'to'],
      [`from=${day(0)}&to=${day(500)}`, 'to'],
      ['attendance=teleport', 'attendance'],
      ['price=cheap', 'price'],
    ]) {
      const body = await f.fails(f.member, `/events?${query}`, 400);
      expect(body.field, query).toBe(field);
    }
    const body = await f.fails(f.member, `/events?from=${day(5)}&to=${day(4)}`, 400);
    expect(body.message).toMatch(/before from/);
    // Setting an interest that is not the organization's.
    const own = await event(60);
    const response = await f.call(f.host, 'PUT', `/listings/${own.id}`, {
      interestIds: [crypto.randomUUID()],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().field).toBe('interestIds');
  });

  it('filters show nothing the catalogue hides: group-only, private, drafts; tier locks hold', async () => {
    const tag = await interest('Hidden');
    const moderator = await f.t.createUser(f.org);
    const created = await f.call(moderator, 'POST', '/groups', {
      group: { name: `Inner ${crypto.randomUUID().slice(0, 6)}`, access: 'private' },
    });
    const group = created.json().data as { id: string };
    const common = { eventType: 'virtual' as const, prices: [0], interestIds: [tag.id] };
    const open = await event(70, common);
    const groupOnly = await event(70, { ...common, groupId: group.id, groupOnly: true });
    const privateOne = await event(70, { ...common, visibility: 'private' });
    const draft = await event(70, { ...common, status: 'draft' });
    const locked = await event(71, common);
    const scope = { organizationId: f.org.id };
    const tier = await createTier(f.db, scope, { slug: `gold-${f.counter++}`, name: 'Gold' });
    await requireTiersFor(f.db, scope, { type: 'event', id: locked.id }, [tier]);

    const urls = [
      `/events?interest=${tag.slug}`,
      `/events?from=${day(69)}&to=${day(72)}&attendance=online&price=free`,
      `/events?from=${day(70)}&to=${day(71)}&interest=${tag.id}&search=Harbour`,
    ];
    for (const url of urls) {
      const seen = await ids(url);
      expect(seen, url).toEqual([open.id, locked.id]);
      // The group's member finds its event through the same filters.
      expect(await ids(url, moderator), url).toContain(groupOnly.id);
      for (const hidden of [groupOnly.id, privateOne.id, draft.id]) {
        expect(await ids(url, f.org), url).not.toContain(hidden);
      }
    }
    // The tier-locked event is a card, as in the unfiltered list; its page stays locked.
    const card = (await f.ok<EventSummary[]>(f.member, urls[0]!)).find(
      (item) => item.id === locked.id,
    );
    expect(card?.meetingUrl).toBeNull();
    await f.fails(f.member, `/events/${locked.id}`, 457);
    expect((await f.ok<Event>(f.admin, `/events/${locked.id}`)).id).toBe(locked.id);

    // A module locked behind a subscription locks the filtered list too.
    await requireTiersFor(f.db, scope, { type: 'module', id: 'events' }, [null]);
    try {
      for (const url of urls) await f.fails(f.member, url, 458);
    } finally {
      await requireTiersFor(f.db, scope, { type: 'module', id: 'events' }, []);
    }
  });
});
