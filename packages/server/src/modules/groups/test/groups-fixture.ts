import type { Pool } from 'pg';
import { afterAll, beforeAll } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../../test/harness';
import { apiClient } from '../../../test/api';

export interface GroupBody {
  id: string;
  slug: string;
  name: string;
  access: 'public' | 'private';
  active: boolean;
  image: { uri: string; width: number; height: number } | null;
  viewerRole: string | null;
  _count: { members: number };
}

export const MUST_JOIN = 'you must join the group to view this content';
export const MUST_MODERATE = 'must be a moderator to manage a group';
export const NOT_ENABLED = 'feature not enabled for this community';
/** A 1×1 transparent PNG. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * The groups route tests' world: an app with two organizations, a moderator, three more
 * members-to-be, an organization administrator and a stranger from the other
 * organization, and helpers to call the API as them. Call at the top of a test file: the
 * fields are set in its `beforeAll`.
 */
export function useGroupsFixture() {
  const fixture = {
    t: undefined as unknown as TestApp,
    org: undefined as unknown as TestOrganization,
    other: undefined as unknown as TestOrganization,
    mod: undefined as unknown as TestUser,
    maya: undefined as unknown as TestUser,
    lena: undefined as unknown as TestUser,
    sam: undefined as unknown as TestUser,
    admin: undefined as unknown as TestUser,
    stranger: undefined as unknown as TestUser,

    ...apiClient((): TestApp => fixture.t),

    counter: 0,
    async createGroup(
      by: TestUser,
      access: 'public' | 'private',
      extra: Record<string, unknown> = {},
    ): Promise<GroupBody> {
      fixture.counter += 1;
      return fixture.ok<GroupBody>(by, 'POST', '/groups', {
        group: {
          name: `Harbour Club ${fixture.counter} ${crypto.randomUUID().slice(0, 6)}`,
          description: 'Boats',
          access,
          ...extra,
        },
      });
    },

    async relationship(user: TestUser, groupId: string) {
      const data = await fixture.ok<{ groups: Record<string, string | false> }>(
        user,
        'GET',
        '/self/relationships',
      );
      return data.groups[groupId];
    },

    async memberCount(groupId: string): Promise<number> {
      return (await fixture.ok<GroupBody>(fixture.mod, 'GET', `/groups/${groupId}`))._count.members;
    },
  };

  beforeAll(async () => {
    const t = await createTestApp();
    quietPoolOnDrop(t);
    fixture.t = t;
    fixture.org = await t.createOrganization();
    fixture.other = await t.createOrganization();
    fixture.mod = await t.createUser(fixture.org);
    fixture.maya = await t.createUser(fixture.org);
    fixture.lena = await t.createUser(fixture.org);
    fixture.sam = await t.createUser(fixture.org);
    fixture.admin = await t.createUser(fixture.org, { admin: true });
    fixture.stranger = await t.createUser(fixture.other);
  });
  afterAll(() => fixture.t?.close());

  return fixture;
}

/**
 * On PostgreSQL the harness drops the test database WITH (FORCE) right after ending the
 * pool; sessions still closing then report 57P01 on the pool, which is expected and must
 * not surface as an unhandled error (as in test/redis.ts and db/migrate.test.ts).
 */
function quietPoolOnDrop(t: TestApp): void {
  if (t.runtime.database.kind === 'postgres')
    (t.runtime.services.db as unknown as { $client: Pool }).$client.on('error', () => {});
}
