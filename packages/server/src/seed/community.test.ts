import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInterests, accounts, activities, interests } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/harness';
import { seedCommunity } from './community';
import {
  DEMO_ORGANIZATION_ID,
  demoOrganization,
  secondOrganization,
  SECOND_ORGANIZATION_ID,
} from './organizations';
import { seedPeople } from './people';
import type { SeedContext } from './seed-context';
import { saveOrganization } from '../tenancy/save-organization';

describe('community seeder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const services = t.runtime.services;
    const context: SeedContext = {
      services,
      demo: await saveOrganization(services.db, demoOrganization, {
        identityClientId: 'seedtestclient0000000001',
      }),
      second: await saveOrganization(services.db, secondOrganization, {
        identityClientId: 'seedtestclient0000000002',
      }),
      accounts: { demo: new Map(), second: new Map() },
    };
    await seedPeople(context);
    await seedCommunity(context);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.runtime.services.db;
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await db().execute(query)) as unknown as { rows: T[] }).rows;
  const total = async (table: typeof accounts | typeof interests, organizationId: string) =>
    (
      await db().select({ n: count() }).from(table).where(eq(table.organizationId, organizationId))
    )[0]!.n;

  it('fills the demo organization: 40+ accounts, 200+ posts with comments, 12+ interests', async () => {
    expect(await total(accounts, DEMO_ORGANIZATION_ID)).toBeGreaterThanOrEqual(40);
    expect(await total(interests, DEMO_ORGANIZATION_ID)).toBeGreaterThanOrEqual(12);
    const [posts] = await db()
      .select({ n: count() })
      .from(activities)
      .where(
        and(eq(activities.organizationId, DEMO_ORGANIZATION_ID), isNull(activities.commentedId)),
      );
    expect(posts!.n).toBeGreaterThanOrEqual(200);
    const [withImage] = await db()
      .select({ n: count() })
      .from(activities)
      .where(
        and(
          eq(activities.organizationId, DEMO_ORGANIZATION_ID),
          sql`${activities.image} is not null`,
        ),
      );
    expect(withImage!.n).toBeGreaterThan(5);
    expect(await total(accounts, SECOND_ORGANIZATION_ID)).toBeGreaterThanOrEqual(8);
  });

  it('keeps every counter equal to its rows', async () => {
    const followMismatch = await rows<{ id: string }>(sql`select a.id from accounts a where
      a.followers_count <> (select count(*) from follows f where f.account_id = a.id)
      or a.following_count <> (select count(*) from follows f where f.follower_id = a.id)`);
    expect(followMismatch).toEqual([]);
    const activityMismatch = await rows<{ id: string }>(sql`select a.id from activities a where
      a.likes_count <> (select count(*) from activity_likes l where l.activity_id = a.id)
      or a.comments_count <> (select count(*) from activities c where c.commented_id = a.id)`);
    expect(activityMismatch).toEqual([]);
    const [liked] = await rows<{ likes: number; comments: number }>(
      sql`select sum(likes_count)::int as likes, sum(comments_count)::int as comments from activities`,
    );
    expect(liked!.likes).toBeGreaterThan(200);
    expect(liked!.comments).toBeGreaterThan(200);
  });

  it('leaves the demo member without interests, so onboarding shows', async () => {
    const [maya] = await db()
      .select()
      .from(accounts)
      .where(eq(accounts.username, 'maya-lindqvist'));
    const links = await db()
      .select()
      .from(accountInterests)
      .where(eq(accountInterests.accountId, maya!.id));
    expect(links).toEqual([]);
  });
});
