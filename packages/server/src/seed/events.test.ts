import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { saveOrganization } from '../tenancy/save-organization';
import { seedEvents } from './events';
import {
  DEMO_ORGANIZATION_ID,
  demoOrganization,
  secondOrganization,
  SECOND_ORGANIZATION_ID,
} from './organizations';
import type { SeedContext } from './seed-context';

describe('demo events seeder', () => {
  let t: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const services = t.runtime.services;
    // In one transaction, as the demo seed runs; no people: the events stand on their own.
    await services.db.transaction(async (tx) => {
      const db = tx as unknown as typeof services.db;
      const context: SeedContext = {
        services: { ...services, db },
        demo: await saveOrganization(db, demoOrganization, {
          identityClientId: 'seedeventsclient00000001',
        }),
        second: await saveOrganization(db, secondOrganization, {
          identityClientId: 'seedeventsclient00000002',
        }),
        accounts: { demo: new Map(), second: new Map() },
      };
      await seedEvents(context);
    });
    t.app.organizations.clear();
    member = await t.createUser({
      id: DEMO_ORGANIZATION_ID,
      clientId: 'seedeventsclient00000001',
      headers: { organization: DEMO_ORGANIZATION_ID },
    });
  }, 120_000);
  afterAll(() => t.close());

  const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.inject({
      method,
      url: `/api${url}`,
      headers: user?.headers ?? { organization: DEMO_ORGANIZATION_ID },
      ...(payload ? { payload } : {}),
    });

  it('keeps every session inside its event’s times', async () => {
    const { rows } = (await t.runtime.services.db.execute(sql`
      select s.name from event_sessions s
      join events e on e.id = s.event_id
      where s.start_time < e.event_start or s.end_time > e.event_end`)) as unknown as {
      rows: { name: string }[];
    };
    expect(rows.map((row) => row.name)).toEqual([]);
    const { rows: seeded } = (await t.runtime.services.db.execute(
      sql`select count(*)::int as n from event_sessions`,
    )) as unknown as { rows: { n: number }[] };
    expect(seeded[0]!.n).toBeGreaterThan(6);
  });

  it('serves each organization’s terms page, sanitized, to anyone', async () => {
    for (const [organization, name] of [
      [DEMO_ORGANIZATION_ID, 'Harbor Commons'],
      [SECOND_ORGANIZATION_ID, 'Northwind Guild'],
    ] as const) {
      const response = await t.inject({
        method: 'GET',
        url: '/api/organization/pages/terms',
        headers: { organization },
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json().data;
      expect(page).toMatchObject({ type: 'terms', title: 'Terms of registration' });
      expect(page.subtitle).toContain(name);
      expect(page.html).toContain('<h2>Changes and refunds</h2>');
      expect(page.html).toContain('rel="noopener noreferrer nofollow"');
    }
  });

  it('lets a member register for a free demo event, recording the terms agreed', async () => {
    const event = await call(null, 'GET', '/events/remote-woodworking-qa');
    expect(event.statusCode, event.body).toBe(200);
    const cart = `/self/events/${event.json().data.id}/registration`;
    const offer = await call(member, 'GET', cart);
    expect(offer.statusCode, offer.body).toBe(200);
    const passTypes = await call(member, 'GET', `/events/${event.json().data.id}/passTypes`);
    const [admission] = passTypes.json().data.passTypes as { id: string; price: number }[];
    expect(admission).toMatchObject({ price: 0 });

    const added = await call(member, 'POST', `${cart}/passes`, {
      passes: [{ ticketId: admission!.id }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const registered = await call(member, 'POST', `${cart}/submit`, { termsAccepted: true });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().data).toMatchObject({ status: 'registered', termsAccepted: true });
  });
});
