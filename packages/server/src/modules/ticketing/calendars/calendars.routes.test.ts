import type { CalendarFeed, CalendarFeedLink } from '@convene/contract';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../../db/schema/index';
import { requireTiersFor } from '../../../tenancy/tier-locks.repository';
import { createTier } from '../../subscriptions/index';
import { useRegistrationWorld, type EventRow } from '../registration/test/registration-world';
import { sessionWriter } from '../session-registration/test/session-world';

/** The feed's path and query, as the app serves it under its origin. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** iCalendar times are to the second. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A feed parsed by an iCalendar library (ical.js), its zones registered. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const entries = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
      start: event.startDate.toJSDate(),
      url: vevent.getFirstPropertyValue('url'),
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue('status'),
    };
  });
  return { calendar, entries };
}

describe('calendar feeds', () => {
  const world = useRegistrationWorld(3);
  const { ok } = world;
  const write = sessionWriter(
    () => world.db,
    () => world.org.id,
  );
  let fair: EventRow;
  let regatta: EventRow;
  let hidden: EventRow;

  const get = (url: string, headers: Record<string, string> = {}) =>
    world.t.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    fair = await world.createEvent({
      name: 'Maker fair, night edition',
      shortDescription: 'Soldering; knitting,\nand robots',
    });
    regatta = await world.createEvent({ name: 'Regatta', timezone: 'America/New_York' });
    hidden = await world.createEvent({ name: 'Board retreat', visibility: 'private' });
  });

  it('serves a member feed of their events and sessions, parsed by a calendar library', async () => {
    const [maya] = world.members;
    const general = await world.offer.passType(fair.id);
    await write.passes(fair.id, maya!, general.id);
    const regattaPass = await world.offer.passType(regatta.id);
    const [pass] = await write.passes(regatta.id, maya!, regattaPass.id);
    const session = await write.session(regatta.id, { name: 'Knots, advanced' });
    await ok(
      maya!,
      'POST',
      `/self/events/${regatta.id}/sessions/${session.id}/registration/passes`,
      [{ passId: pass!.id }],
    );

    expect(await ok<CalendarFeed>(maya!, 'GET', '/self/calendar-feed')).toEqual({
      active: false,
      createdAt: null,
    });
    const link = await ok<CalendarFeedLink>(maya!, 'POST', '/self/calendar-feed');
    expect(link.url).toMatch(
      /^https?:\/\/.+\/api\/calendars\/members\/[\w-]{43}\/feed\.ics\?organization=/,
    );
    expect(link.webcalUrl).toBe(link.url.replace(/^https?:/, 'webcal:'));
    expect(await ok<CalendarFeed>(maya!, 'GET', '/self/calendar-feed')).toMatchObject({
      active: true,
    });

    // No Authorization header: the token in the path is the credential.
    const response = await get(pathOf(link.url));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['cache-control']).toContain('private');
    const { calendar, entries } = parse(response.body);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBeTruthy();
    expect(
      calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    ).toEqual(expect.arrayContaining(['Europe/Stockholm', 'America/New_York']));
    expect(entries.map((entry) => entry.summary).sort()).toEqual([
      'Knots, advanced — Regatta',
      'Maker fair, night edition',
      'Regatta',
    ]);
    const fairEntry = entries.find((entry) => entry.summary === 'Maker fair, night edition')!;
    expect(fairEntry).toMatchObject({
      uid: expect.stringContaining(fair.id),
      tzid: 'Europe/Stockholm',
      description: 'Soldering; knitting,\nand robots',
      location: 'Pier 3, Gothenburg',
      sequence: 0,
      status: 'CONFIRMED',
    });
    expect(fairEntry.url).toMatch(new RegExp(`^https?://.+/events/${fair.slug}$`));
    // The wall time in its zone names the same instant.
    expect(seconds(fairEntry.start)).toBe(seconds(fair.eventStart));
    const sessionEntry = entries.find((entry) => entry.summary.startsWith('Knots'))!;
    expect(sessionEntry).toMatchObject({ tzid: 'America/New_York' });
    expect(seconds(sessionEntry.start)).toBe(seconds(session.startTime));

    // An update raises the SEQUENCE; a cancel shows as CANCELLED, still listed.
    await world.db
      .update(events)
      .set({ status: 'canceled', updatedAt: new Date(fair.createdAt.getTime() + 42_000) })
      .where(eq(events.id, fair.id));
    const again = parse((await get(pathOf(link.url))).body).entries;
    expect(again.find((entry) => entry.uid === fairEntry.uid)).toMatchObject({
      status: 'CANCELLED',
      sequence: 42,
    });
    await world.db.update(events).set({ status: 'ready' }).where(eq(events.id, fair.id));
  });

  it('answers 404 for a replaced or revoked address and for another organization', async () => {
    const [, omar] = world.members;
    const first = await ok<CalendarFeedLink>(omar!, 'POST', '/self/calendar-feed');
    expect((await get(pathOf(first.url))).statusCode).toBe(200);
    const second = await ok<CalendarFeedLink>(omar!, 'POST', '/self/calendar-feed');
    expect(second.url).not.toBe(first.url);
    expect((await get(pathOf(first.url))).statusCode).toBe(404);
    expect((await get(pathOf(second.url))).statusCode).toBe(200);

    // The token of one organization names nothing in another.
    const other = pathOf(second.url).replace(world.org.id, world.other.id);
    expect((await get(other)).statusCode).toBe(404);
    const stranger = await ok<CalendarFeedLink>(world.stranger, 'POST', '/self/calendar-feed');
    const token = new URL(stranger.url).pathname.split('/')[4]!;
    expect(
      (await get(`/api/calendars/members/${token}/feed.ics?organization=${world.org.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await get('/api/calendars/members/not-a-token/feed.ics', world.org.headers)).statusCode,
    ).toBe(404);

    await ok(omar!, 'DELETE', '/self/calendar-feed');
    expect((await get(pathOf(second.url))).statusCode).toBe(404);
    expect(await ok<CalendarFeed>(omar!, 'GET', '/self/calendar-feed')).toEqual({
      active: false,
      createdAt: null,
    });
    expect((await world.call(world.org, 'POST', '/self/calendar-feed')).statusCode).toBe(401);
  });

  it('serves the organization feed of its public events only, by header or query', async () => {
    const byQuery = await get(`/api/calendars/events.ics?organization=${world.org.id}`);
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.headers['cache-control']).toContain('public');
    const byHeader = await get('/api/calendars/events.ics', world.org.headers);
    expect(byHeader.body).toBe(byQuery.body);
    const { entries } = parse(byQuery.body);
    const ids = entries.map((entry) => entry.uid);
    expect(ids).toEqual(expect.arrayContaining([expect.stringContaining(fair.id)]));
    expect(ids).toEqual(expect.arrayContaining([expect.stringContaining(regatta.id)]));
    expect(ids.some((uid) => uid.includes(hidden.id))).toBe(false);
    expect(entries.find((entry) => entry.uid.includes(regatta.id))).toMatchObject({
      tzid: 'America/New_York',
      url: expect.stringContaining(`/events/${regatta.slug}`),
      description: 'Ropes, boats, and coffee',
      sequence: 0,
    });
    // Another organization's feed does not list these events.
    const other = await get(`/api/calendars/events.ics?organization=${world.other.id}`);
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain(fair.id);
    expect((await get('/api/calendars/events.ics?organization=nope')).statusCode).toBe(400);
  });

  it('holds tier locks: a locked event leaves the organization feed, a locked module closes both', async () => {
    const scope = { organizationId: world.org.id };
    const feedPath = `/api/calendars/events.ics?organization=${world.org.id}`;
    expect((await get(feedPath)).body).toContain(fair.id);
    const tier = await createTier(world.db, scope, {
      slug: `gold-${crypto.randomUUID().slice(0, 8)}`,
      name: 'Gold',
    });
    const members = await world.createEvent({ name: 'Members-only regatta' });
    // Through the administrators' API, as a site does: the write moves the organization's
    // data version, so the feed rendered before it is not answered again.
    await ok(world.admin, 'PUT', `/organization/tier-locks/event/${members.id}`, {
      tierIds: [tier],
      anySubscription: false,
    });
    const feed = await get(feedPath);
    expect(feed.body).toContain(fair.id);
    expect(feed.body).not.toContain(members.id);

    const [, , nadia] = world.members;
    const link = await ok<CalendarFeedLink>(nadia!, 'POST', '/self/calendar-feed');
    expect((await get(pathOf(link.url))).statusCode).toBe(200);
    await requireTiersFor(world.db, scope, { type: 'module', id: 'events' }, [null]);
    try {
      // A reader app is a visitor: asked to sign in, as on the events pages.
      expect((await get(feedPath)).statusCode).toBe(401);
      // A member's feed follows its holder's tiers: nadia holds no subscription.
      expect((await get(pathOf(link.url))).statusCode).toBe(458);
    } finally {
      await requireTiersFor(world.db, scope, { type: 'module', id: 'events' }, []);
    }
    expect((await get(pathOf(link.url))).statusCode).toBe(200);
    expect((await get(feedPath)).statusCode).toBe(200);
  });
});
