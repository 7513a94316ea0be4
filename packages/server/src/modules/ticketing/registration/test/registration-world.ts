import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../../../db/client';
import {
  eventAddOns,
  eventCoupons,
  eventPackagePassTypes,
  eventPackages,
  eventPassTypeAddOns,
  eventPassTypes,
  eventQuestionChoices,
  eventQuestionChoiceSubQuestions,
  eventQuestions,
  eventQuestionSections,
  eventRegistrations,
  eventRoomTypePassTypes,
  eventRoomTypes,
  events,
} from '../../../../db/schema/index';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../../../test/harness';
import { saveOrganizationPage } from '../../../organizations/index';
import type { EventRow } from '../../events/sql';
import type { NewEvent } from '../../events/test/events-fixture';

const DAY = 86_400_000;

export type { EventRow, NewEvent };
type Caller = TestUser | TestOrganization;

/** What an event sells, written straight into its tables (the listing tools come later). */
export function offerWriter(db: () => Database, org: () => TestOrganization) {
  const base = (eventId: string) => ({ organizationId: org().id, eventId });
  return {
    async passType(eventId: string, values: Partial<typeof eventPassTypes.$inferInsert> = {}) {
      const [row] = await db()
        .insert(eventPassTypes)
        .values({
          ...base(eventId),
          slug: `p-${crypto.randomUUID().slice(0, 8)}`,
          name: 'General',
          price: 2500,
          ...values,
        })
        .returning();
      return row!;
    },
    async addOn(
      eventId: string,
      passTypeIds: string[],
      values: Partial<typeof eventAddOns.$inferInsert> = {},
    ) {
      const [row] = await db()
        .insert(eventAddOns)
        .values({ ...base(eventId), name: 'Dinner', price: 1500, ...values })
        .returning();
      if (passTypeIds.length) {
        await db()
          .insert(eventPassTypeAddOns)
          .values(
            passTypeIds.map((passTypeId) => ({
              organizationId: org().id,
              passTypeId,
              addOnId: row!.id,
            })),
          );
      }
      return row!;
    },
    async bundle(
      eventId: string,
      passes: { passTypeId: string; quantity: number }[],
      values: Partial<typeof eventPackages.$inferInsert> = {},
    ) {
      const [row] = await db()
        .insert(eventPackages)
        .values({ ...base(eventId), name: 'Team', price: 8000, ...values })
        .returning();
      await db()
        .insert(eventPackagePassTypes)
        .values(passes.map((pass) => ({ organizationId: org().id, packageId: row!.id, ...pass })));
      return row!;
    },
    async roomType(
      eventId: string,
      links: { passTypeId: string; premium?: number; includedNights?: number }[],
      values: Partial<typeof eventRoomTypes.$inferInsert> = {},
    ) {
      const [row] = await db()
        .insert(eventRoomTypes)
        .values({ ...base(eventId), name: 'Double', price: 10000, pricePerNight: true, ...values })
        .returning();
      if (links.length) {
        await db()
          .insert(eventRoomTypePassTypes)
          .values(
            links.map((link) => ({ organizationId: org().id, roomTypeId: row!.id, ...link })),
          );
      }
      return row!;
    },
    async section(eventId: string, name = 'About you') {
      const [row] = await db()
        .insert(eventQuestionSections)
        .values({ ...base(eventId), name })
        .returning();
      return row!;
    },
    async question(
      eventId: string,
      sectionId: string | null,
      values: Partial<typeof eventQuestions.$inferInsert> &
        Pick<typeof eventQuestions.$inferInsert, 'type'>,
      choices: (Partial<typeof eventQuestionChoices.$inferInsert> & { value: string })[] = [],
    ) {
      const [row] = await db()
        .insert(eventQuestions)
        .values({ ...base(eventId), sectionId, name: values.type, ...values })
        .returning();
      const made = choices.length
        ? await db()
            .insert(eventQuestionChoices)
            .values(
              choices.map((choice, sortOrder) => ({
                organizationId: org().id,
                questionId: row!.id,
                sortOrder,
                ...choice,
              })),
            )
            .returning()
        : [];
      return { ...row!, choices: made };
    },
    async opens(choiceId: string, questionId: string) {
      await db()
        .insert(eventQuestionChoiceSubQuestions)
        .values({ organizationId: org().id, choiceId, questionId });
    },
    async coupon(
      eventId: string,
      values: Partial<typeof eventCoupons.$inferInsert> & { code: string },
    ) {
      const [row] = await db()
        .insert(eventCoupons)
        .values({
          ...base(eventId),
          discountPercent: values.discountAmount === undefined ? 10 : null,
          ...values,
        })
        .returning();
      return row!;
    },
  };
}

/**
 * The registration tests' world: an app with two organizations, an admin, members and a
 * stranger from the other organization; the terms page; events made straight in the table
 * with registration open.
 */
export function useRegistrationWorld(members = 4) {
  const world = {
    t: undefined as unknown as TestApp,
    db: undefined as unknown as Database,
    org: undefined as unknown as TestOrganization,
    other: undefined as unknown as TestOrganization,
    admin: undefined as unknown as TestUser,
    members: [] as TestUser[],
    stranger: undefined as unknown as TestUser,

    call(
      user: Caller,
      method: InjectOptions['method'],
      url: string,
      payload?: unknown,
    ): Promise<LightMyRequestResponse> {
      return world.t.inject({
        method,
        url: `/api${url}`,
        headers: user.headers,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    },
    async ok<T = Record<string, unknown>>(
      user: Caller,
      method: InjectOptions['method'],
      url: string,
      payload?: unknown,
    ): Promise<T> {
      const response = await world.call(user, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
      return response.json().data as T;
    },
    async fails(
      user: Caller,
      method: InjectOptions['method'],
      url: string,
      payload: unknown,
      status: number,
    ) {
      const response = await world.call(user, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
      return response.json() as {
        message: string;
        field?: string;
        errors?: { field: string; message: string }[];
      };
    },
    async createEvent(values: NewEvent = {}, inOrg?: TestOrganization): Promise<EventRow> {
      const start = new Date(Date.now() + 30 * DAY);
      const [row] = await world.db
        .insert(events)
        .values({
          organizationId: (inOrg ?? world.org).id,
          slug: `harbour-${crypto.randomUUID().slice(0, 8)}`,
          name: 'Harbour Days',
          shortDescription: 'Ropes, boats, and coffee',
          status: 'ready',
          eventStart: start,
          eventEnd: new Date(start.getTime() + 8 * 3_600_000),
          timezone: 'Europe/Stockholm',
          venue: 'Pier 3',
          city: 'Gothenburg',
          registration: true,
          ...values,
        })
        .returning();
      return row!;
    },
    /** The account's registration row for the event. */
    async registrationOf(
      eventId: string,
      user: TestUser,
    ): Promise<typeof eventRegistrations.$inferSelect | undefined> {
      const rows = await world.db
        .select()
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, eventId));
      return rows.find((row) => row.accountId === user.accountId);
    },
    /** Makes the account's hold lapse (as if its time had passed). */
    async lapse(eventId: string, user: TestUser): Promise<void> {
      const row = await world.registrationOf(eventId, user);
      await world.db
        .update(eventRegistrations)
        .set({ heldUntil: new Date(Date.now() - 60_000) })
        .where(eq(eventRegistrations.id, row!.id));
    },
    offer: undefined as unknown as ReturnType<typeof offerWriter>,
  };
  world.offer = offerWriter(
    () => world.db,
    () => world.org,
  );

  beforeAll(async () => {
    // Every change reads the offer fresh: the tests change it between requests.
    world.t = await createTestApp({ env: { REGISTRATION_OFFER_CACHE_MS: '0' } });
    world.db = world.t.runtime.services.db;
    // Its members must agree to the terms (the organization setting, off by default).
    world.org = await world.t.createOrganization({ config: { REGISTRATION_TERMS_REQUIRED: true } });
    world.other = await world.t.createOrganization();
    world.admin = await world.t.createUser(world.org, { admin: true });
    for (let index = 0; index < members; index += 1) {
      world.members.push(await world.t.createUser(world.org));
    }
    world.stranger = await world.t.createUser(world.other);
    await saveOrganizationPage(world.db, { organizationId: world.org.id }, 'terms', {
      title: 'Terms',
      html: '<p>Be kind.</p><script>alert(1)</script>',
    });
  });
  afterAll(() => world.t?.close());

  return world;
}

/** The counters of a capacity row. */
export function countersOf(row: { sold: number; reserved: number }) {
  return { sold: row.sold, reserved: row.reserved };
}
