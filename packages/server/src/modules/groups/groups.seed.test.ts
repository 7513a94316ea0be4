import type { Pool } from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMemberships, groups } from '../../db/schema/index';
import { seedGroups } from '../../seed/groups';
import type { SeedContext } from '../../seed/seed-context';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';

describe('demo groups seeder', () => {
  let t: TestApp;
  let demo: TestOrganization;
  let second: TestOrganization;
  let maya: TestUser;
  let omar: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    quietPoolOnDrop(t);
    demo = await t.createOrganization();
    second = await t.createOrganization();
    const demoAccounts = new Map<string, string>();
    omar = await t.createUser(demo, { username: 'omar-haddad' });
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
  });
  afterAll(() => t.close());

  it('seeds ten or more public and private groups in the demo organization and two in the second', async () => {
    const demoGroups = await t.runtime.services.db
      .select()
      .from(groups)
      .where(eq(groups.organizationId, demo.id));
    expect(demoGroups.length).toBeGreaterThanOrEqual(10);
    expect(new Set(demoGroups.map((group) => group.access))).toEqual(
      new Set(['public', 'private']),
    );
    const secondGroups = await t.runtime.services.db
      .select()
      .from(groups)
      .where(eq(groups.organizationId, second.id));
    expect(secondGroups).toHaveLength(2);
    for (const group of demoGroups) {
      const members = await t.runtime.services.db
        .select()
        .from(groupMemberships)
        .where(eq(groupMemberships.groupId, group.id));
      expect(group.membersCount).toBe(members.length);
      expect(members.some((member) => member.role === 'moderator')).toBe(true);
    }
    const roles = await t.runtime.services.db
      .select({ role: groupMemberships.role })
      .from(groupMemberships)
      .where(eq(groupMemberships.organizationId, demo.id));
    expect(new Set(roles.map((row) => row.role))).toEqual(
      new Set(['member', 'moderator', 'admin', 'manager']),
    );
  });

  it('gives Maya and Omar every membership state the pages show', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/self/relationships',
      headers: maya.headers,
    });
    const mayaRoles = Object.values(response.json().data.groups as Record<string, string>);
    expect(new Set(mayaRoles)).toEqual(new Set(['member', 'moderator', 'requested', 'invited']));
    const omarResponse = await t.inject({
      method: 'GET',
      url: '/api/self/relationships',
      headers: omar.headers,
    });
    const omarRoles = Object.values(omarResponse.json().data.groups as Record<string, string>);
    expect(omarRoles.filter((role) => role === 'moderator').length).toBeGreaterThanOrEqual(3);
  });

  it('serves seeded announcements and posts through the API', async () => {
    const harbour = await t.inject({
      method: 'GET',
      url: '/api/groups/harbour-sailors/announcements',
      headers: maya.headers,
    });
    expect(harbour.json().data.length).toBe(2);
    const posts = await t.inject({
      method: 'GET',
      url: '/api/groups/harbour-sailors/activities',
      headers: maya.headers,
    });
    expect(posts.json().data.length).toBe(3);
    const pending = await t.inject({
      method: 'GET',
      url: '/api/groups/spring-maker-fair-volunteers/requests',
      headers: omar.headers,
    });
    expect(
      pending
        .json()
        .data.map((request: { status: string }) => request.status)
        .sort(),
    ).toEqual(['rejected', 'requested']);
  });
});

/**
 * On PostgreSQL the harness drops the test database WITH (FORCE) right after ending the
 * pool; sessions still closing then report 57P01 on the pool, which is expected and must
 * not surface as an unhandled error (as in test/redis.ts and db/migrate.test.ts).
 */
function quietPoolOnDrop(t: TestApp): void {
  if (t.runtime.database.kind === 'postgres')
    (t.runtime.services.db as unknown as { $client: Pool }).$client.on('error', () => {});
}
