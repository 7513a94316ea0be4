import type { Event, EventSummary } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { MUST_JOIN, NOT_ENABLED, NOT_PUBLIC, useEventsFixture } from './test/events-fixture';

const DAY = 24 * 3_600_000;

describe('events routes: the catalogue and its rules', () => {
  const f = useEventsFixture();

  describe('an event by id or slug', () => {
    it('answers the event page by id and by slug, with what the page shows', async () => {
      const event = await f.createEvent({ meetingUrl: 'https://meet.test/harbour' });
      const parts = await f.furnish(event.id, [f.member.accountId]);
      const byId = await f.ok<Event>(f.member, `/events/${event.id}`);
      const bySlug = await f.ok<Event>(f.org, `/events/${event.slug.toUpperCase()}`);
      expect(bySlug.id).toBe(event.id);
      expect(byId).toMatchObject({
        slug: event.slug,
        eventType: 'physical',
        status: 'ready',
        visibility: 'public',
        timezone: 'Europe/Stockholm',
        eventStart: event.eventStart.toISOString(),
        past: false,
        upcoming: true,
        creator: expect.objectContaining({ id: f.host.accountId }),
        registrations: [],
        venueMap: null,
        streamInputs: [],
        _count: { sessions: 3, speakers: 2, sponsors: 1, galleryImages: 1, activations: 0 },
      });
      expect(byId.sessions.map((session) => session.name)).toEqual(['Opening', 'Knots', 'Lunch']);
      expect(byId.sessions[0]!.location).toMatchObject({ name: 'Main hall', city: 'Gothenburg' });
      expect(byId.speakers.map((speaker) => speaker.firstName)).toEqual(['Bo', 'Ada']);
      expect(byId.sponsors).toEqual([expect.objectContaining({ id: f.member.accountId })]);
      expect(byId.faqSections).toEqual([{ id: parts.section.id, slug: 'travel', name: 'Travel' }]);
      expect(byId.pages).toEqual([
        { id: parts.page.id, slug: 'code-of-conduct', title: 'Code of conduct', sortOrder: 0 },
      ]);
      expect(byId.galleryImages[0]).toMatchObject({ name: 'Harbour', imageId: expect.any(String) });
    });

    it('shows the meeting URL only to registered attendees and the event’s managers', async () => {
      const event = await f.createEvent({
        eventType: 'virtual',
        meetingUrl: 'https://meet.test/x',
      });
      const attendee = await f.t.createUser(f.org);
      const drafting = await f.t.createUser(f.org);
      await f.register(event.id, attendee);
      await f.register(event.id, drafting, 'draft');
      for (const viewer of [f.member, drafting, f.org]) {
        expect((await f.ok<Event>(viewer, `/events/${event.id}`)).meetingUrl).toBeNull();
      }
      for (const viewer of [attendee, f.host, f.admin]) {
        expect((await f.ok<Event>(viewer, `/events/${event.id}`)).meetingUrl).toBe(
          'https://meet.test/x',
        );
      }
      const mine = await f.ok<Event>(attendee, `/events/${event.id}`);
      expect(mine.registrations).toEqual([
        expect.objectContaining({ accountId: attendee.accountId, eventId: event.id }),
      ]);
      const listed = await f.ok<EventSummary[]>(attendee, '/events?pageSize=100');
      expect(listed.find((item) => item.id === event.id)?.meetingUrl).toBe('https://meet.test/x');
      const anonymous = await f.ok<EventSummary[]>(f.org, '/events?pageSize=100');
      expect(anonymous.find((item) => item.id === event.id)?.meetingUrl).toBeNull();
    });

    it('answers 404 for another organization’s event, by id and by slug', async () => {
      const theirs = await f.createEvent({}, f.other);
      await f.fails(f.member, `/events/${theirs.id}`, 404, 'Event not found');
      await f.fails(f.member, `/events/${theirs.slug}`, 404);
      await f.fails(f.member, `/events/${crypto.randomUUID()}`, 404);
      for (const part of ['sessions', 'speakers', 'faqs', 'pages', 'passTypes', 'registrants']) {
        await f.fails(f.member, `/events/${theirs.id}/${part}`, 404);
      }
      expect((await f.ok<Event>(f.stranger, `/events/${theirs.id}`)).id).toBe(theirs.id);
    });

    it('answers 403 “Event not public” unless the event is ready', async () => {
      for (const status of ['draft', 'needsInfo', 'canceled'] as const) {
        const event = await f.createEvent({ status });
        const body = await f.fails(f.member, `/events/${event.id}`, 403, NOT_PUBLIC);
        expect(body.code).toBe('FORBIDDEN');
        await f.fails(f.org, `/events/${event.slug}`, 403, NOT_PUBLIC);
        await f.fails(f.member, `/events/${event.id}/sessions`, 403, NOT_PUBLIC);
        // Its managers prepare it; a registered attendee still sees a canceled event.
        expect((await f.ok<Event>(f.host, `/events/${event.id}`)).status).toBe(status);
        expect((await f.ok<Event>(f.admin, `/events/${event.id}`)).status).toBe(status);
        const listed = await f.ok<EventSummary[]>(f.host, '/events?pageSize=100');
        expect(listed.map((item) => item.id)).not.toContain(event.id);
      }
      const canceled = await f.createEvent({ status: 'canceled' });
      const attendee = await f.t.createUser(f.org);
      await f.register(canceled.id, attendee);
      expect((await f.ok<Event>(attendee, `/events/${canceled.id}`)).status).toBe('canceled');
    });

    it('answers 453 to non-members for a group-only event', async () => {
      const joiner = await f.t.createUser(f.org);
      const created = await f.call(joiner, 'POST', '/groups', {
        group: { name: `Crew ${crypto.randomUUID().slice(0, 6)}`, access: 'public' },
      });
      const group = created.json().data as { id: string };
      const event = await f.createEvent({ groupId: group.id, groupOnly: true });
      for (const viewer of [f.member, f.org]) {
        const body = await f.fails(viewer, `/events/${event.id}`, 453, MUST_JOIN);
        expect(body.code).toBe('NOT_GROUP_MEMBER');
        await f.fails(viewer, `/events/${event.id}/speakers`, 453, MUST_JOIN);
        await f.fails(viewer, `/events/${event.id}/activities`, 453, MUST_JOIN);
      }
      expect((await f.ok<Event>(joiner, `/events/${event.id}`)).group).toMatchObject({
        id: group.id,
        access: 'public',
      });
      const seenBy = async (viewer: typeof f.member) =>
        (await f.ok<EventSummary[]>(viewer, '/events?pageSize=100')).map((item) => item.id);
      expect(await seenBy(joiner)).toContain(event.id);
      expect(await seenBy(f.member)).not.toContain(event.id);
      const groupEvents = await f.ok<EventSummary[]>(f.member, `/groups/${group.id}/events`);
      expect(groupEvents.map((item) => item.id)).not.toContain(event.id);
      await f.call(f.member, 'POST', `/groups/${group.id}/join`);
      expect((await f.ok<Event>(f.member, `/events/${event.id}`)).id).toBe(event.id);
    });
  });

  describe('lists', () => {
    it('lists upcoming events soonest first and past ones latest first, by cursor or page', async () => {
      const other = await f.t.createOrganization();
      const viewer = await f.t.createUser(other);
      const now = Date.now();
      const made = [];
      for (const days of [3, 1, 2, -2, -1, -3]) {
        made.push(
          await f.createEvent(
            {
              name: `Tide ${days}`,
              eventStart: new Date(now + days * DAY),
              eventEnd: new Date(now + days * DAY + 3_600_000),
              creatorId: null,
            },
            other,
          ),
        );
      }
      await f.createEvent({ visibility: 'private', creatorId: null }, other);
      await f.createEvent({ status: 'draft', creatorId: null }, other);
      const first = await f.page<EventSummary>(viewer, '/events?pageSize=2');
      expect(first.data.map((item) => item.name)).toEqual(['Tide 1', 'Tide 2']);
      expect(first.cursor).toEqual(expect.any(String));
      const second = await f.page<EventSummary>(
        viewer,
        `/events?pageSize=2&cursor=${first.cursor}`,
      );
      expect(second.data.map((item) => item.name)).toEqual(['Tide 3']);
      expect(second.cursor).toBeNull();
      const byPage = await f.page<EventSummary>(viewer, '/events?pageSize=2&page=2');
      expect(byPage.data.map((item) => item.name)).toEqual(['Tide 3']);
      const past = await f.page<EventSummary>(viewer, '/events?past=true');
      expect(past.data.map((item) => item.name)).toEqual(['Tide -1', 'Tide -2', 'Tide -3']);
      expect(past.data.every((item) => item.past && !item.upcoming)).toBe(true);
      const searched = await f.ok<EventSummary[]>(viewer, '/events?search=tide%20-2&past=true');
      expect(searched.map((item) => item.name)).toEqual(['Tide -2']);
      await f.fails(viewer, '/events?cursor=not-a-cursor', 400, 'The cursor is not valid');
    });

    it('lists featured events', async () => {
      const featured = await f.createEvent({ featured: true });
      const plain = await f.createEvent();
      for (const url of ['/events/featured?pageSize=100', '/events?featured=true&pageSize=100']) {
        const ids = (await f.ok<EventSummary[]>(f.member, url)).map((item) => item.id);
        expect(ids).toContain(featured.id);
        expect(ids).not.toContain(plain.id);
      }
    });

    it('lists a group’s events, with the group’s own access rule', async () => {
      const created = await f.call(f.host, 'POST', '/groups', {
        group: { name: `Private ${crypto.randomUUID().slice(0, 6)}`, access: 'private' },
      });
      const group = created.json().data as { id: string; slug: string };
      const upcoming = await f.createEvent({ groupId: group.id });
      const ended = await f.createEvent({
        groupId: group.id,
        eventStart: new Date(Date.now() - 2 * DAY),
        eventEnd: new Date(Date.now() - DAY),
      });
      await f.fails(f.member, `/groups/${group.id}/events`, 453, MUST_JOIN);
      const soon = await f.ok<EventSummary[]>(f.host, `/groups/${group.slug}/events?past=false`);
      expect(soon.map((item) => item.id)).toEqual([upcoming.id]);
      const gone = await f.ok<EventSummary[]>(f.host, `/groups/${group.id}/events?past=true`);
      expect(gone.map((item) => item.id)).toEqual([ended.id]);
    });

    it('lists the events the account registered for, and marks them in its relationships', async () => {
      const attendee = await f.t.createUser(f.org);
      const soon = await f.createEvent();
      const draftOnly = await f.createEvent();
      const ended = await f.createEvent({
        eventStart: new Date(Date.now() - 3 * DAY),
        eventEnd: new Date(Date.now() - 2 * DAY),
      });
      const canceled = await f.createEvent({ status: 'canceled' });
      await f.register(soon.id, attendee);
      await f.register(ended.id, attendee);
      await f.register(canceled.id, attendee);
      await f.register(draftOnly.id, attendee, 'draft');
      const upcoming = await f.ok<EventSummary[]>(attendee, '/self/events');
      expect(upcoming.map((item) => item.id).sort()).toEqual([soon.id, canceled.id].sort());
      const past = await f.ok<EventSummary[]>(attendee, '/self/events?past=true');
      expect(past.map((item) => item.id)).toEqual([ended.id]);
      await f.fails(f.org, '/self/events', 401);
      const relationships = await f.ok<{ events: Record<string, boolean> }>(
        attendee,
        '/self/relationships',
      );
      expect(relationships.events).toEqual({
        [soon.id]: true,
        [ended.id]: true,
        [canceled.id]: true,
      });
    });
  });

  describe('registrants', () => {
    it('lists registered accounts only when the event shows them', async () => {
      const hidden = await f.createEvent();
      await f.fails(f.member, `/events/${hidden.id}/registrants`, 403, /not public/);
      expect(await f.ok(f.host, `/events/${hidden.id}/registrants`)).toEqual([]);
      const shown = await f.createEvent({ publicRegistrants: true });
      const first = await f.t.createUser(f.org);
      const second = await f.t.createUser(f.org);
      const drafting = await f.t.createUser(f.org);
      await f.register(shown.id, first);
      await f.register(shown.id, second);
      await f.register(shown.id, drafting, 'draft');
      const page = await f.page<{ id: string }>(
        f.member,
        `/events/${shown.id}/registrants?pageSize=1`,
      );
      const next = await f.page<{ id: string }>(
        f.member,
        `/events/${shown.id}/registrants?pageSize=1&cursor=${page.cursor}`,
      );
      expect([...page.data, ...next.data].map((account) => account.id)).toEqual([
        second.accountId,
        first.accountId,
      ]);
      await f.call(f.member, 'POST', `/accounts/${first.accountId}/block`);
      const afterBlock = await f.ok<{ id: string }[]>(f.member, `/events/${shown.id}/registrants`);
      expect(afterBlock.map((account) => account.id)).toEqual([second.accountId]);
    });
  });

  describe('the events module', () => {
    it('answers 456 on every events route when the organization turned it off', async () => {
      const off = await f.t.createOrganization({ modules: ['activities', 'groups', 'accounts'] });
      const user = await f.t.createUser(off);
      const id = crypto.randomUUID();
      for (const url of [
        '/events',
        '/events/featured',
        `/events/${id}`,
        `/events/${id}/sessions`,
        `/events/${id}/passTypes`,
        `/events/${id}/activities`,
        '/series',
        `/series/${id}/events`,
        '/self/events',
        `/groups/${id}/events`,
      ]) {
        const body = await f.fails(user, url, 456, NOT_ENABLED);
        expect(body.code).toBe('FEATURE_NOT_AVAILABLE');
      }
      const relationships = await f.ok<{ events: object }>(user, '/self/relationships');
      expect(relationships.events).toEqual({});
    });
  });
});
