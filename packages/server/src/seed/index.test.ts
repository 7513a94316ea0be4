import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, organizations } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoIfEmpty } from './index';
import { DEMO_ORGANIZATION_ID, SECOND_ORGANIZATION_ID } from './organizations';

describe('seedDemoIfEmpty', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds an empty database once, even when two nodes start together', async () => {
    const results = await Promise.all([
      seedDemoIfEmpty(t.runtime.services),
      seedDemoIfEmpty(t.runtime.services),
    ]);
    expect(results.sort()).toEqual([false, true]);

    const ids = (
      await t.runtime.services.db.select({ id: organizations.id }).from(organizations)
    ).map((row) => row.id);
    expect(ids.sort()).toEqual([DEMO_ORGANIZATION_ID, SECOND_ORGANIZATION_ID].sort());
    const [people] = await t.runtime.services.db.select({ total: count() }).from(accounts);
    expect(people?.total ?? 0).toBeGreaterThan(40);

    expect(await seedDemoIfEmpty(t.runtime.services)).toBe(false);

    // Analyzed after seeding: the planner knows the demo's rows (never analyzed: -1).
    const analyzed = await t.runtime.services.db.execute(
      sql`select reltuples from pg_class where relname = 'activities'`,
    );
    const [stats] = (analyzed as unknown as { rows: { reltuples: number }[] }).rows;
    expect(Number(stats?.reltuples)).toBeGreaterThan(100);

    // The demo events carry interests, so that the discovery filters find them (decision 0066).
    const found = await t.inject({
      method: 'GET',
      url: '/api/events?interest=woodworking&attendance=online&price=free',
      headers: { organization: DEMO_ORGANIZATION_ID },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((event: { slug: string }) => event.slug)).toEqual([
      'remote-woodworking-qa',
    ]);
  }, 120_000);
});
