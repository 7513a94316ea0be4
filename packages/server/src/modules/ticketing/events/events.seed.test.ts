import {
  EVENT_STATUSES,
  EVENT_TYPES,
  REGISTRATION_QUESTION_TYPES,
  type Event,
  type EventPassTypes,
  type EventSummary,
} from '@convene/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCoupons, eventQuestions, events } from '../../../db/schema/index';
import { seedEvents } from '../../../seed/events';
import { seedGroups } from '../../../seed/groups';
import type { SeedContext } from '../../../seed/seed-context';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../../test/harness';

describe('demo events seeder', () => {
  let t: TestApp;
  let demo: TestOrganization;
  let second: TestOrganization;
  let maya: TestUser;
  let omar: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.createOrganization();
    second = await t.createOrganization();
    const demoAccounts = new Map<string, string>();
    omar = await t.createUser(demo, { username: 'omar-haddad', admin: true });
    maya = await t.createUser(demo, { username: 'maya-lindqvist' });
    demoAccounts.set(omar.username, omar.accountId).set(maya.username, maya.accountId);
    for (let index = 0; index < 10; index += 1) {
      const user = await t.createUser(demo, { username: `neighbour-${index}` });
      demoAccounts.set(user.username, user.accountId);
    }
    const ingrid = await t.createUser(second, { username: 'ingrid-north' });
    const context: SeedContext = {
      services: t.runtime.services,
      demo: (await t.app.organizations.byIdOrUndefined(demo.id))!,
      second: (await t.app.organizations.byIdOrUndefined(second.id))!,
      accounts: { demo: demoAccounts, second: new Map([[ingrid.username, ingrid.accountId]]) },
    };
    await seedGroups(context);
    await seedEvents(context);
  }, 120_000);
  afterAll(() => t.close());

  const get = async <T>(user: TestUser | TestOrganization, url: string, status = 200) => {
    const response = await t.inject({ method: 'GET', url: `/api${url}`, headers: user.headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json().data as T;
  };
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await t.runtime.services.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('seeds events of every type and status, past and coming, quickly', async () => {
    const seeded = await t.runtime.services.db
      .select()
      .from(events)
      .where(eq(events.organizationId, demo.id));
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seeded.map((event) => event.eventType))).toEqual(new Set(EVENT_TYPES));
    expect(new Set(seeded.map((event) => event.status))).toEqual(new Set(EVENT_STATUSES));
    expect(seeded.some((event) => event.eventEnd.getTime() < Date.now())).toBe(true);
    expect(seeded.some((event) => event.visibility === 'private')).toBe(true);
    expect(seeded.some((event) => event.groupOnly && event.groupId)).toBe(true);
    expect(await get<EventSummary[]>(second, '/events')).toHaveLength(1);
  });

  it('shows the catalogue as the demo member sees it', async () => {
    const upcoming = await get<EventSummary[]>(maya, '/events?pageSize=50');
    const slugs = upcoming.map((event) => event.slug);
    expect(slugs).toContain('spring-maker-fair-2027');
    for (const hidden of ['founders-breakfast', 'winter-market-2027', 'night-walk-bridges']) {
      expect(slugs).not.toContain(hidden);
    }
    // Maya asked to join the photography group, and is not a member yet.
    await get(maya, '/events/night-walk-bridges', 453);
    await get(maya, '/events/spring-kayak-course', 403);
    expect((await get<Event>(maya, '/events/founders-breakfast')).visibility).toBe('private');
    const featured = await get<EventSummary[]>(maya, '/events/featured');
    expect(featured.length).toBeGreaterThanOrEqual(2);
    const mine = await get<EventSummary[]>(maya, '/self/events');
    expect(mine.map((event) => event.slug)).toEqual(
      expect.arrayContaining(['spring-maker-fair-2027', 'lantern-parade']),
    );
    const past = await get<EventSummary[]>(maya, '/self/events?past=true');
    expect(past.map((event) => event.slug)).toContain('autumn-harvest-dinner');
    const fair = await get<Event>(maya, '/events/spring-maker-fair-2027');
    expect(fair.meetingUrl).toBe('https://meet.example.com/maker-fair');
    expect(fair.sessions.length).toBeGreaterThanOrEqual(5);
    expect(fair.speakers.length).toBe(3);
    expect(fair.sponsors.length).toBe(2);
    expect(fair.faqSections.length).toBe(2);
    expect(fair.pages.length).toBe(2);
    expect(fair.image?.uri).toMatch(/\.webp$/);
    const series = await get<{ slug: string }[]>(maya, '/series');
    expect(series.map((item) => item.slug)).toEqual(['harbour-talks', 'studio-evenings']);
    const talks = await get<EventSummary[]>(maya, '/series/harbour-talks/events?past=true');
    expect(talks.map((event) => event.slug)).toEqual(['harbour-talks-sail-repair']);
  });

  it('sells free and paid passes, with a sold-out one, packages, questions of every type and coupons', async () => {
    const wheel = await get<EventPassTypes>(maya, '/events/ceramics-wheel-evening/passTypes');
    expect(wheel.passTypes.map((passType) => [passType.slug, passType.remaining])).toEqual([
      ['wheel', 0],
      ['watch', 19],
    ]);
    const fair = await get<EventPassTypes>(maya, '/events/spring-maker-fair-2027/passTypes');
    expect(fair.passTypes.find((passType) => passType.slug === 'general')?.price).toBe(1900);
    expect(fair.packages).toHaveLength(1);
    const types = await rows<{ type: string }>(
      sql`select distinct ${eventQuestions.type} as type from ${eventQuestions} where ${eventQuestions.organizationId} = ${demo.id}`,
    );
    expect(new Set(types.map((row) => row.type))).toEqual(new Set(REGISTRATION_QUESTION_TYPES));
    const coupons = await t.runtime.services.db
      .select()
      .from(eventCoupons)
      .where(eq(eventCoupons.organizationId, demo.id));
    expect(coupons.some((coupon) => coupon.discountPercent !== null)).toBe(true);
    expect(coupons.some((coupon) => coupon.discountAmount !== null)).toBe(true);
  });

  it('keeps every capacity counter equal to its rows', async () => {
    const mismatched = await rows<{ id: string }>(sql`
      select pt.id from event_pass_types pt where pt.sold <> (select count(*) from event_passes p
        join event_registrations r on r.id = p.registration_id
        left join event_coupons c on c.id = p.coupon_id
        where p.pass_type_id = pt.id and r.status = 'registered' and p.status <> 'canceled'
          and not coalesce(c.pre_paid, false))
        -- group tickets: the places a pre-paid coupon bought are sold with it (decision 0024)
        + (select coalesce(sum(c.use_limit), 0) from event_coupons c
          where c.pass_type_id = pt.id and c.pre_paid and c.active)
      union all select e.id from events e where e.registration_count <>
        (select count(*) from event_registrations r where r.event_id = e.id and r.status = 'registered')
      union all select c.id from event_question_choices c where c.sold <>
        (select count(*) from event_pass_responses x where c.id = any(x.choice_ids))
      union all select a.id from event_add_ons a where a.sold <>
        (select count(*) from event_pass_add_ons x where x.add_on_id = a.id)`);
    expect(mismatched).toEqual([]);
    const [held] = await rows<{ n: number }>(sql`select
      (select count(*) from event_pass_types where reserved <> 0)::int +
      (select count(*) from event_registrations where held_until is not null)::int as n`);
    expect(held!.n).toBe(0);
  });
});
