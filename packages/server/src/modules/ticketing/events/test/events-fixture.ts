import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../../db/client';
import {
  eventFaqs,
  eventFaqSections,
  eventGalleryImages,
  eventPackagePassTypes,
  eventPackages,
  eventPages,
  eventPassTypePriceSchedules,
  eventPassTypes,
  eventRegistrations,
  events,
  eventSessionLocations,
  eventSessions,
  eventSessionSpeakers,
  eventSessionTracks,
  eventSpeakers,
  eventSponsors,
  eventTracks,
  series,
} from '../../../../db/schema/index';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../../../test/harness';
import { apiClient, type Caller } from '../../../../test/api';

export const NOT_PUBLIC = 'Event not public';
export const MUST_JOIN = 'you must join the group to view this content';
export const NOT_ENABLED = 'feature not enabled for this community';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Sessions, speakers, a track and location, sponsors, FAQs, pages, gallery and passes. */
export async function furnishEvent(
  db: Database,
  organizationId: string,
  eventId: string,
  sponsorIds: string[],
) {
  const start = Date.now() + 30 * DAY;
  const [location] = await db
    .insert(eventSessionLocations)
    .values({ organizationId, eventId, name: 'Main hall', city: 'Gothenburg' })
    .returning();
  const [track] = await db
    .insert(eventTracks)
    .values({ organizationId, eventId, slug: 'craft', name: 'Craft', color: '#0f766e' })
    .returning();
  const sessions = await db
    .insert(eventSessions)
    .values(
      ['Opening', 'Knots', 'Lunch'].map((name, index) => ({
        organizationId,
        eventId,
        slug: name.toLowerCase(),
        name,
        description: `${name} session`,
        locationId: index === 0 ? location!.id : null,
        startTime: new Date(start + index * HOUR),
        endTime: new Date(start + (index + 1) * HOUR),
        nonSession: name === 'Lunch',
      })),
    )
    .returning();
  const speakers = await db
    .insert(eventSpeakers)
    .values([
      { organizationId, eventId, slug: 'ada', firstName: 'Ada', lastName: 'Rope', priority: 1 },
      {
        organizationId,
        eventId,
        slug: 'bo',
        firstName: 'Bo',
        isHost: true,
        website: 'https://bo.test',
      },
    ])
    .returning();
  await db.insert(eventSessionSpeakers).values([
    { organizationId, sessionId: sessions[1]!.id, speakerId: speakers[0]!.id },
    { organizationId, sessionId: sessions[0]!.id, speakerId: speakers[1]!.id },
  ]);
  await db
    .insert(eventSessionTracks)
    .values({ organizationId, sessionId: sessions[1]!.id, trackId: track!.id });
  if (sponsorIds.length > 0) {
    await db.insert(eventSponsors).values(
      sponsorIds.map((accountId, sortOrder) => ({
        organizationId,
        eventId,
        accountId,
        sortOrder,
      })),
    );
  }
  const [section] = await db
    .insert(eventFaqSections)
    .values({ organizationId, eventId, slug: 'travel', name: 'Travel' })
    .returning();
  const faqs = await db
    .insert(eventFaqs)
    .values([
      {
        organizationId,
        sectionId: section!.id,
        slug: 'parking',
        question: 'Parking?',
        answer: 'Pier 3',
        sortOrder: 1,
      },
      {
        organizationId,
        sectionId: section!.id,
        slug: 'train',
        question: 'Train?',
        answer: 'Central',
        sortOrder: 0,
      },
    ])
    .returning();
  const [page] = await db
    .insert(eventPages)
    .values({
      organizationId,
      eventId,
      slug: 'code-of-conduct',
      title: 'Code of conduct',
      html: '<p>Be kind</p>',
    })
    .returning();
  const [gallery] = await db
    .insert(eventGalleryImages)
    .values({ organizationId, eventId, name: 'Harbour', image: image('harbour') })
    .returning();
  const passTypes = await db
    .insert(eventPassTypes)
    .values([
      {
        organizationId,
        eventId,
        slug: 'general',
        name: 'General',
        price: 2500,
        supply: 100,
        sold: 40,
        reserved: 5,
      },
      {
        organizationId,
        eventId,
        slug: 'vip',
        name: 'VIP',
        price: 9900,
        supply: 10,
        sold: 10,
        accessLevel: 'vip' as const,
      },
      {
        organizationId,
        eventId,
        slug: 'crew',
        name: 'Crew',
        price: 0,
        visibility: 'private' as const,
      },
      { organizationId, eventId, slug: 'old', name: 'Old', price: 100, active: false },
    ])
    .returning();
  await db.insert(eventPassTypePriceSchedules).values([
    {
      organizationId,
      passTypeId: passTypes[0]!.id,
      name: 'Early bird',
      price: 1900,
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + DAY),
    },
    {
      organizationId,
      passTypeId: passTypes[0]!.id,
      name: 'Late',
      price: 3500,
      startDate: new Date(Date.now() + 2 * DAY),
      endDate: new Date(Date.now() + 9 * DAY),
    },
  ]);
  const [bundle] = await db
    .insert(eventPackages)
    .values({ organizationId, eventId, name: 'Crew of four', price: 8000, supply: 5, sold: 1 })
    .returning();
  await db.insert(eventPackagePassTypes).values({
    organizationId,
    packageId: bundle!.id,
    passTypeId: passTypes[0]!.id,
    quantity: 4,
  });
  return {
    sessions,
    speakers,
    section: section!,
    faqs,
    page: page!,
    gallery: gallery!,
    passTypes,
    bundle: bundle!,
    track: track!,
  };
}

export type NewEvent = Partial<typeof events.$inferInsert>;

/**
 * A ready, public event of `organizationId` written straight into its table (behind the
 * API's back), starting in a day and lasting three hours unless `values` say otherwise.
 */
export async function insertEvent(
  db: Database,
  organizationId: string,
  values: NewEvent = {},
): Promise<typeof events.$inferSelect> {
  const start = values.eventStart ?? new Date(Date.now() + DAY);
  const [row] = await db
    .insert(events)
    .values({
      organizationId,
      slug: `event-${crypto.randomUUID().slice(0, 8)}`,
      name: 'Harbour evening',
      shortDescription: 'By the water',
      status: 'ready',
      visibility: 'public',
      eventStart: start,
      eventEnd: new Date(start.getTime() + 3 * HOUR),
      timezone: 'Europe/Stockholm',
      ...values,
    })
    .returning();
  return row!;
}

/** An image as stored (what an upload produces). */
export function image(name: string) {
  return {
    id: crypto.randomUUID(),
    uri: `https://files.test/${name}.webp`,
    width: 1200,
    height: 627,
    moderation: 'safe' as const,
  };
}

/**
 * The events route tests' world: an app with two organizations, a host (the events'
 * creator), a member, an administrator and a stranger from the other organization;
 * events are written straight into the tables (the listing writes come later).
 */
export function useEventsFixture() {
  const api = apiClient(() => fixture.t);
  const fixture = {
    t: undefined as unknown as TestApp,
    db: undefined as unknown as Database,
    org: undefined as unknown as TestOrganization,
    other: undefined as unknown as TestOrganization,
    host: undefined as unknown as TestUser,
    member: undefined as unknown as TestUser,
    admin: undefined as unknown as TestUser,
    stranger: undefined as unknown as TestUser,
    counter: 0,

    call: api.call,
    page: api.page,
    /** The data of GET `url` as `user`. */
    ok: <T = unknown>(user: Caller, url: string): Promise<T> => api.ok<T>(user, 'GET', url),
    fails: (user: Caller, url: string, status: number, message?: string | RegExp) =>
      api.fails(user, 'GET', url, status, message),

    /** A ready, public event starting in `inDays` days in `org` (overridable). */
    async createEvent(
      values: NewEvent = {},
      inOrg?: TestOrganization,
    ): Promise<typeof events.$inferSelect> {
      const org = inOrg ?? fixture.org;
      fixture.counter += 1;
      const start = new Date(Date.now() + (values.eventStart ? 0 : (fixture.counter + 1) * DAY));
      return insertEvent(fixture.db, org.id, {
        slug: `event-${fixture.counter}-${crypto.randomUUID().slice(0, 6)}`,
        name: `Harbour Event ${fixture.counter}`,
        eventStart: start,
        eventEnd: new Date(start.getTime() + 3 * HOUR),
        creatorId: org === fixture.org ? fixture.host.accountId : null,
        ...values,
      });
    },

    /** A registration of `user` for the event (registered unless told otherwise). */
    async register(
      eventId: string,
      user: TestUser,
      status: 'registered' | 'draft' = 'registered',
    ): Promise<void> {
      await fixture.db.insert(eventRegistrations).values({
        organizationId: fixture.org.id,
        eventId,
        accountId: user.accountId,
        status,
      });
    },

    /** Sessions, speakers, a track and location, sponsors, FAQs, pages, gallery and passes. */
    furnish(eventId: string, sponsorIds: string[] = []): ReturnType<typeof furnishEvent> {
      return furnishEvent(fixture.db, fixture.org.id, eventId, sponsorIds);
    },

    async createSeries(
      name: string,
      inOrg?: TestOrganization,
    ): Promise<typeof series.$inferSelect> {
      const org = inOrg ?? fixture.org;
      const [row] = await fixture.db
        .insert(series)
        .values({
          organizationId: org.id,
          slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${crypto.randomUUID().slice(0, 4)}`,
          name,
        })
        .returning();
      return row!;
    },
  };

  beforeAll(async () => {
    const t = await createTestApp();
    fixture.t = t;
    fixture.db = t.runtime.services.db;
    fixture.org = await t.createOrganization();
    fixture.other = await t.createOrganization();
    fixture.host = await t.createUser(fixture.org);
    fixture.member = await t.createUser(fixture.org);
    fixture.admin = await t.createUser(fixture.org, { admin: true });
    fixture.stranger = await t.createUser(fixture.other);
  });
  afterAll(() => fixture.t?.close());

  return fixture;
}
