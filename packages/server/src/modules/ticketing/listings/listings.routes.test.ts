import {
  listingActivationEndpoints,
  listingAddOnEndpoints,
  listingCouponEndpoints,
  listingEndpoints,
  listingFaqSectionEndpoints,
  listingFollowupEndpoints,
  listingQuestionSectionEndpoints,
  listingSessionRegistrationEndpoints,
  listingPackageEndpoints,
  listingPageEndpoints,
  listingRoomTypeEndpoints,
  LISTING_MESSAGES,
  MESSAGES,
  type EndpointSpec,
  type EventListing,
  type ListingPassType,
  type ListingSummary,
  type RegistrationQuestion,
} from '@convene/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  eventEmailTemplates,
  eventPasses,
  eventRegistrations,
  events,
  notifications,
} from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { useEventsFixture } from '../events/test/events-fixture';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NO_PERMISSION = MESSAGES.noPermission;

/** A new listing's body: a physical event in 10 days, three hours long. */
function newListing(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 10 * DAY);
  return {
    event: {
      eventType: 'physical',
      visible: true,
      name: 'Harbour Meetup',
      shortDescription: 'Boats and talks',
      eventStart: start.toISOString(),
      eventEnd: new Date(start.getTime() + 3 * HOUR).toISOString(),
      timezone: 'Europe/Stockholm',
      ...overrides,
    },
  };
}

/** The catalogue kinds' sample bodies: to create, to update. */
const CATALOGUE_BODIES: Record<string, [unknown, unknown]> = {
  packages: [{ name: 'Crew', price: 100 }, { name: 'Crew' }],
  addOns: [{ name: 'Dinner' }, { name: 'Dinner' }],
  roomTypes: [{ name: 'Cabin' }, { name: 'Cabin' }],
  coupons: [{ code: 'SAVE10', discountPercent: 10 }, { description: 'Ten off' }],
  faqSections: [{ name: 'Travel' }, { name: 'Travel' }],
  pages: [{ title: 'Rules' }, { title: 'Rules' }],
  questionSections: [{ name: 'Diet' }, { name: 'Diet' }],
  followups: [{ name: 'Later' }, { name: 'Later' }],
  activations: [{ name: 'Booth', maxPoints: 5 }, { maxPoints: 5 }],
};

/** A valid body for each listing endpoint that takes one (the guard runs after validation). */
function sampleBody(endpoint: EndpointSpec, name: string, eventStart: Date): unknown {
  const kind = endpoint.path.split('/')[3];
  const catalogue = kind ? CATALOGUE_BODIES[kind] : undefined;
  if (catalogue && endpoint.method === 'POST') return catalogue[0];
  if (catalogue && endpoint.method === 'PUT') return catalogue[1];
  const at = (hours: number) => new Date(eventStart.getTime() + hours * HOUR).toISOString();
  switch (name) {
    case 'create':
      return newListing();
    case 'update':
      return { event: { name: 'Renamed' } };
    case 'createSession':
    case 'updateSession':
      return { session: { name: 'Talk', startTime: at(0), endTime: at(1) } };
    case 'createSpeaker':
    case 'updateSpeaker':
      return { speaker: { firstName: 'Ada' } };
    case 'addSponsor':
      return { sponsorId: crypto.randomUUID() };
    case 'addCoHost':
      return { accountId: crypto.randomUUID() };
    case 'createQuestion':
      return { name: 'Diet', type: 'text' };
    case 'updateQuestion':
      return { name: 'Diet' };
    case 'createPassType':
      return { name: 'General', price: 0 };
    case 'updatePassType':
      return { name: 'General' };
    default:
      return undefined;
  }
}

function pathOf(path: string, eventId: string): string {
  return path.replace(':eventId', eventId).replace(/:[A-Za-z]+/g, () => crypto.randomUUID());
}

describe('listings routes', () => {
  const f = useEventsFixture();

  async function send(user: TestUser, method: string, url: string, payload?: unknown) {
    return f.call(user, method as 'GET', url, payload);
  }

  async function create(user: TestUser, body: unknown = newListing()): Promise<EventListing> {
    const response = await send(user, 'POST', '/listings', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as EventListing;
  }

  async function expectStatus(
    user: TestUser,
    method: string,
    url: string,
    payload: unknown,
    status: number,
    message?: string | RegExp,
  ) {
    const response = await send(user, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    if (message !== undefined) expect(response.json().message).toMatch(message);
    return response.json();
  }

  describe('every /listings/{eventId} route', () => {
    const scoped = [
      listingEndpoints,
      listingPackageEndpoints,
      listingAddOnEndpoints,
      listingRoomTypeEndpoints,
      listingCouponEndpoints,
      listingFaqSectionEndpoints,
      listingPageEndpoints,
      listingQuestionSectionEndpoints,
      listingFollowupEndpoints,
      listingActivationEndpoints,
      listingSessionRegistrationEndpoints,
    ].flatMap((resource) =>
      Object.entries(resource as Record<string, EndpointSpec>).filter(([, endpoint]) =>
        endpoint.path.includes(':eventId'),
      ),
    );

    it('covers every listing route', () => {
      expect(scoped).toHaveLength(60);
    });

    it('answers 403 to a member who is neither host nor co-host', async () => {
      const event = await f.createEvent();
      for (const [name, endpoint] of scoped) {
        await expectStatus(
          f.member,
          endpoint.method,
          pathOf(endpoint.path, event.id),
          sampleBody(endpoint, name, event.eventStart),
          403,
          NO_PERMISSION,
        );
      }
    });

    it('answers 404 for another organization’s event', async () => {
      const theirs = await f.createEvent({}, f.other);
      for (const [name, endpoint] of scoped) {
        await expectStatus(
          f.host,
          endpoint.method,
          pathOf(endpoint.path, theirs.id),
          sampleBody(endpoint, name, theirs.eventStart),
          404,
        );
      }
    });

    it('answers 400 with the contract’s message for an event slug instead of an id', async () => {
      await expectStatus(
        f.host,
        'GET',
        '/listings/harbour-meetup',
        undefined,
        400,
        'Invalid eventId. Did you pass in the slug?',
      );
    });
  });

  describe('create, list and read', () => {
    it('creates a draft with sponsors, speakers and sessions in one go; the creator hosts it', async () => {
      const body = newListing({ venue: 'Pier 3' });
      const start = new Date(body.event.eventStart);
      const listing = await create(f.host, {
        ...body,
        sponsorIds: [f.member.accountId],
        speakers: [
          { firstName: 'Ada', lastName: 'Rope' },
          { firstName: 'Ada', lastName: 'Rope' },
        ],
        sessions: [
          {
            name: 'Opening',
            startTime: start.toISOString(),
            endTime: new Date(start.getTime() + HOUR).toISOString(),
          },
        ],
      });
      expect(listing).toMatchObject({
        status: 'draft',
        slug: 'harbour-meetup',
        visible: true,
        role: 'host',
        creatorId: f.host.accountId,
        venue: 'Pier 3',
      });
      expect(listing.speakers.map((speaker) => speaker.slug).sort()).toEqual([
        'ada-rope',
        'ada-rope-2',
      ]);
      expect(listing.sessions.map((session) => session.name)).toEqual(['Opening']);
      expect(listing.sponsors.map((sponsor) => sponsor.id)).toEqual([f.member.accountId]);

      const mine = await f.ok<ListingSummary[]>(f.host, '/listings?pageSize=100');
      expect(mine.find((item) => item.id === listing.id)).toMatchObject({ role: 'host' });
      const theirs = await f.ok<ListingSummary[]>(f.member, '/listings?pageSize=100');
      expect(theirs.some((item) => item.id === listing.id)).toBe(false);
      expect((await f.ok<EventListing>(f.host, `/listings/${listing.id}`)).id).toBe(listing.id);
    });

    it('makes a free slug from the name, refuses a taken one with 409 and a bad one with 400', async () => {
      const first = await create(f.host, newListing({ name: 'Knot Night' }));
      const second = await create(f.host, newListing({ name: 'Knot Night' }));
      expect(first.slug).toBe('knot-night');
      expect(second.slug).toBe('knot-night-2');
      await expectStatus(
        f.host,
        'POST',
        '/listings',
        newListing({ slug: 'knot-night' }),
        409,
        /slug is already used/,
      );
      await expectStatus(
        f.host,
        'PUT',
        `/listings/${second.id}`,
        { event: { slug: 'knot-night' } },
        409,
      );
      await expectStatus(f.host, 'POST', '/listings', newListing({ slug: 'Knot Night!' }), 400);
      // Another organization may use the same slug.
      const response = await send(
        f.stranger,
        'POST',
        '/listings',
        newListing({ slug: 'knot-night' }),
      );
      expect(response.statusCode, response.body).toBe(201);
    });

    it('refuses an end before the start, and sessions outside the event’s times', async () => {
      const body = newListing();
      await expectStatus(
        f.host,
        'POST',
        '/listings',
        newListing({ eventEnd: body.event.eventStart }),
        400,
        'The event must end after it starts',
      );
      const listing = await create(f.host);
      const start = new Date(listing.eventStart);
      await expectStatus(
        f.host,
        'POST',
        `/listings/${listing.id}/sessions`,
        {
          session: {
            name: 'Late',
            startTime: new Date(start.getTime() + 2 * HOUR).toISOString(),
            endTime: new Date(start.getTime() + 5 * HOUR).toISOString(),
          },
        },
        400,
        /within the event/,
      );
      await expectStatus(
        f.host,
        'POST',
        '/listings',
        { ...newListing(), event: { ...newListing().event, eventStart: 'tomorrow' } },
        400,
      );
    });

    it('refuses to move the event’s times past its sessions, and keeps sessions inside', async () => {
      const listing = await create(f.host);
      const start = Date.parse(listing.eventStart);
      const at = (hours: number) => new Date(start + hours * HOUR).toISOString();
      const url = `/listings/${listing.id}`;
      await expectStatus(
        f.host,
        'POST',
        `${url}/sessions`,
        { session: { name: 'Before the doors open', startTime: at(-1), endTime: at(1) } },
        400,
        LISTING_MESSAGES.sessionOutsideEvent,
      );
      const added = await send(f.host, 'POST', `${url}/sessions`, {
        session: { name: 'Last talk', startTime: at(2), endTime: at(3) },
      });
      expect(added.statusCode, added.body).toBe(201);
      const refused = await expectStatus(
        f.host,
        'PUT',
        url,
        { event: { eventEnd: at(2.5) } },
        400,
        LISTING_MESSAGES.eventAroundSessions,
      );
      expect(refused.field).toBe('event.eventEnd');
      await expectStatus(
        f.host,
        'PUT',
        url,
        { event: { eventStart: at(2.5), eventEnd: at(4) } },
        400,
        LISTING_MESSAGES.eventAroundSessions,
      );
      // Moving it out to hold more is fine.
      const widened = await send(f.host, 'PUT', url, { event: { eventEnd: at(5) } });
      expect(widened.statusCode, widened.body).toBe(200);
    });
  });

  describe('status', () => {
    it('publishes only with a location and a pass type, then cancels and tells attendees', async () => {
      const listing = await create(f.host);
      const url = `/listings/${listing.id}`;
      const refused = await expectStatus(
        f.host,
        'PUT',
        url,
        { event: { status: 'ready' } },
        400,
        /cannot be published yet: add a location .*, at least one pass type/,
      );
      expect(refused.message).toMatch(/location/);

      const passType = await send(f.host, 'POST', `${url}/passTypes`, {
        name: 'General',
        price: 0,
      });
      expect(passType.statusCode, passType.body).toBe(201);
      await expectStatus(f.host, 'PUT', url, { event: { status: 'ready' } }, 400, /location/);
      const ready = await send(f.host, 'PUT', url, {
        event: { status: 'ready', venue: 'Pier 3' },
      });
      expect(ready.statusCode, ready.body).toBe(200);
      expect((ready.json().data as EventListing).status).toBe('ready');
      await expectStatus(f.host, 'PUT', url, { event: { status: 'draft' } }, 409);

      const attendee = await f.t.createUser(f.org);
      await f.register(listing.id, attendee);
      await f.db.insert(eventEmailTemplates).values({
        organizationId: f.org.id,
        eventId: listing.id,
        type: 'cancellation',
        body: '<p>Sorry, {event} is off.</p>',
        replyTo: 'host@harbour.test',
      });
      const canceled = await send(f.host, 'PUT', url, { event: { status: 'canceled' } });
      expect(canceled.statusCode, canceled.body).toBe(200);
      const mail = await f.t.outboxMail(attendee.email);
      expect(mail[0]).toMatchObject({
        subject: 'Harbour Meetup is canceled',
        text: 'Sorry, Harbour Meetup is off.',
        replyTo: 'host@harbour.test',
      });
      const notes = await f.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.accountId, attendee.accountId),
            eq(notifications.eventId, listing.id),
          ),
        );
      expect(notes).toHaveLength(1);
      await expectStatus(f.host, 'PUT', url, { event: { status: 'ready' } }, 409, /canceled/);
    });

    it('asks a virtual event for a meeting URL instead of a location', async () => {
      const listing = await create(f.host, newListing({ eventType: 'virtual' }));
      await send(f.host, 'POST', `/listings/${listing.id}/passTypes`, { name: 'Online' });
      const refused = await expectStatus(
        f.host,
        'PUT',
        `/listings/${listing.id}`,
        { event: { status: 'ready' } },
        400,
      );
      expect(refused.message).toMatch(/meeting URL/);
      expect(refused.message).not.toMatch(/location/);
    });
  });

  describe('delete', () => {
    it('deletes a listing without paid registrations; 409 once one is paid', async () => {
      const free = await create(f.host);
      await expectStatus(f.host, 'DELETE', `/listings/${free.id}`, undefined, 200);
      await expectStatus(f.host, 'GET', `/listings/${free.id}`, undefined, 404);

      const paid = await create(f.host);
      const passType = (
        await send(f.host, 'POST', `/listings/${paid.id}/passTypes`, { name: 'VIP', price: 5000 })
      ).json().data as ListingPassType;
      const [registration] = await f.db
        .insert(eventRegistrations)
        .values({
          organizationId: f.org.id,
          eventId: paid.id,
          accountId: f.member.accountId,
          status: 'registered',
        })
        .returning();
      await f.db.insert(eventPasses).values({
        organizationId: f.org.id,
        eventId: paid.id,
        registrationId: registration!.id,
        passTypeId: passType.id,
        status: 'ready',
        amtPaid: 5000,
      });
      await expectStatus(
        f.host,
        'DELETE',
        `/listings/${paid.id}`,
        undefined,
        409,
        'This event has paid registrations, so it cannot be deleted: cancel it instead',
      );
      await expectStatus(
        f.host,
        'DELETE',
        `/listings/${paid.id}/passTypes/${passType.id}`,
        undefined,
        409,
      );
      const [still] = await f.db.select().from(events).where(eq(events.id, paid.id));
      expect(still).toBeDefined();
    });
  });

  describe('co-hosts', () => {
    it('a co-host edits everything but cannot delete the listing or remove the host', async () => {
      const listing = await create(f.host);
      const url = `/listings/${listing.id}`;
      const coHost = await f.t.createUser(f.org);
      await expectStatus(f.host, 'POST', `${url}/coHosts`, { accountId: coHost.accountId }, 200);
      await expectStatus(f.host, 'POST', `${url}/coHosts`, { accountId: coHost.accountId }, 409);
      await expectStatus(f.host, 'POST', `${url}/coHosts`, { accountId: f.host.accountId }, 409);
      expect(
        (await f.ok<{ id: string }[]>(f.host, `${url}/coHosts`)).map((account) => account.id),
      ).toEqual([coHost.accountId]);

      const edited = await send(coHost, 'PUT', url, { event: { name: 'Co-hosted' } });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((edited.json().data as EventListing).role).toBe('coHost');
      const listed = await f.ok<ListingSummary[]>(coHost, '/listings?pageSize=100');
      expect(listed.find((item) => item.id === listing.id)).toMatchObject({ role: 'coHost' });
      await expectStatus(coHost, 'POST', `${url}/speakers`, { speaker: { firstName: 'Bo' } }, 201);
      await expectStatus(coHost, 'DELETE', url, undefined, 403, NO_PERMISSION);
      await expectStatus(coHost, 'DELETE', `${url}/coHosts/${f.host.accountId}`, undefined, 403);
      await expectStatus(f.host, 'DELETE', `${url}/coHosts/${coHost.accountId}`, undefined, 200);
      await expectStatus(coHost, 'GET', url, undefined, 403, NO_PERMISSION);
    });
  });

  describe('program and questions', () => {
    it('adds, updates and removes sessions, speakers and sponsors', async () => {
      const listing = await create(f.host);
      const url = `/listings/${listing.id}`;
      const start = new Date(listing.eventStart);
      const at = (hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();
      const withSpeaker = (
        await send(f.host, 'POST', `${url}/speakers`, {
          speaker: { firstName: 'Ada', title: 'Captain' },
        })
      ).json().data as EventListing;
      const speakerId = withSpeaker.speakers[0]!.id;
      const withSession = (
        await send(f.host, 'POST', `${url}/sessions`, {
          session: { name: 'Knots', startTime: at(0), endTime: at(1), speakerIds: [speakerId] },
        })
      ).json().data as EventListing;
      const sessionId = withSession.sessions[0]!.id;
      const moved = await send(f.host, 'PUT', `${url}/sessions/${sessionId}`, {
        session: { name: 'Knots II', startTime: at(1), endTime: at(2) },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((moved.json().data as EventListing).sessions[0]).toMatchObject({
        name: 'Knots II',
        startTime: at(1).replace('Z', '') + 'Z',
      });
      await expectStatus(
        f.host,
        'PUT',
        `${url}/speakers/${speakerId}`,
        { speaker: { firstName: 'Ada', title: 'Admiral' } },
        200,
      );
      await expectStatus(f.host, 'POST', `${url}/sponsors`, { sponsorId: f.member.accountId }, 200);
      await expectStatus(
        f.host,
        'POST',
        `${url}/sponsors`,
        { sponsorId: f.stranger.accountId },
        404,
      );
      await expectStatus(f.host, 'DELETE', `${url}/sponsors/${f.member.accountId}`, undefined, 200);
      await expectStatus(f.host, 'DELETE', `${url}/sponsors/${f.member.accountId}`, undefined, 404);
      await expectStatus(f.host, 'DELETE', `${url}/sessions/${sessionId}`, undefined, 200);
      const last = await expectStatus(
        f.host,
        'DELETE',
        `${url}/speakers/${speakerId}`,
        undefined,
        200,
      );
      expect((last.data as EventListing).speakers).toEqual([]);
    });

    it('writes questions of every type with choices, flags and order', async () => {
      const listing = await create(f.host);
      const url = `/listings/${listing.id}/questions`;
      await expectStatus(f.host, 'POST', url, { name: 'Size', type: 'select' }, 400, /choice/);
      await expectStatus(
        f.host,
        'POST',
        url,
        { name: 'Name', type: 'text', choices: [{ value: 'x' }] },
        400,
      );
      const size = (
        await expectStatus(
          f.host,
          'POST',
          url,
          {
            name: 'Size',
            type: 'select',
            required: true,
            mutable: false,
            sortOrder: 2,
            choices: [
              { id: null, value: 'S' },
              { id: null, value: 'M' },
            ],
          },
          201,
        )
      ).data as RegistrationQuestion;
      expect(size).toMatchObject({ required: true, mutable: false, sortOrder: 2 });
      expect(size.choices.map((choice) => choice.value)).toEqual(['S', 'M']);
      await expectStatus(
        f.host,
        'POST',
        url,
        { name: 'Diet', type: 'textarea', sortOrder: 1 },
        201,
      );
      const listed = await f.ok<RegistrationQuestion[]>(f.host, url);
      expect(listed.map((question) => question.name)).toEqual(['Diet', 'Size']);

      const updated = (
        await expectStatus(
          f.host,
          'PUT',
          `${url}/${size.id}`,
          {
            name: 'T-shirt size',
            choices: [{ id: size.choices[1]!.id, value: 'M' }, { value: 'L' }],
          },
          200,
        )
      ).data as RegistrationQuestion;
      expect(updated.name).toBe('T-shirt size');
      expect(updated.choices.map((choice) => choice.value)).toEqual(['M', 'L']);
      expect(updated.choices[0]!.id).toBe(size.choices[1]!.id);
      await expectStatus(f.host, 'DELETE', `${url}/${size.id}`, undefined, 200);
      await expectStatus(f.host, 'DELETE', `${url}/${size.id}`, undefined, 404);
    });
  });
});
