import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  groupInvitations,
  groupMemberships,
  groupRequests,
  groups,
} from '../../db/schema/index';
import {
  createTestApp,
  uniqueName,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import {
  expectEachOnceInOrder,
  expectPageThenCursor,
  queriesDuring,
  readByCursor,
  readPage,
  type ItemKey,
} from '../../test/keyset-paging';
import { raceSuite, useRaceWorld } from '../../test/postgres';

const byAccount: ItemKey = (item) => item.accountId!;
const byGroup: ItemKey = (item) => item.group!.id;

/**
 * The groups lists page by keyset: the groups of the organization in each order, a group's
 * members (moderators first) and the signed-in account's groups show every item exactly
 * once while others are added between two page reads; `page` keeps working.
 */
describe('groups keyset paging', () => {
  let t: TestApp;
  let org: TestOrganization;
  let viewer: TestUser;
  let arrivals = 0;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    viewer = await t.createUser(org);
  });
  afterAll(() => t.close());

  const db = () => t.runtime.services.db;

  async function insertGroups(count: number, createdAt = new Date()): Promise<string[]> {
    const rows = await db()
      .insert(groups)
      .values(
        Array.from({ length: count }, (_, index) => {
          arrivals += 1;
          return {
            organizationId: org.id,
            slug: uniqueName('paged'),
            name: ['Zulu', 'Alpha', 'Mike', 'Alpha'][(arrivals + index) % 4]!,
            membersCount: arrivals % 3,
            createdAt,
          };
        }),
      )
      .returning({ id: groups.id });
    return rows.map((row) => row.id);
  }

  async function insertAccounts(count: number): Promise<string[]> {
    const rows = await db()
      .insert(accounts)
      .values(
        Array.from({ length: count }, () => ({
          organizationId: org.id,
          username: uniqueName('member'),
          firstName: 'Member',
        })),
      )
      .returning({ id: accounts.id });
    return rows.map((row) => row.id);
  }

  async function join(
    groupId: string,
    accountIds: string[],
    role: 'member' | 'moderator' = 'member',
    createdAt = new Date(),
  ) {
    await db()
      .insert(groupMemberships)
      .values(
        accountIds.map((accountId) => ({
          organizationId: org.id,
          groupId,
          accountId,
          role,
          createdAt,
        })),
      );
  }

  /** Groups created between the first `count` page reads. */
  function groupArrivals(count: number) {
    let left = count;
    return async () => (left-- > 0 ? insertGroups(1) : []);
  }

  beforeAll(async () => {
    // Seven groups created at one instant: the id orders them within it.
    await insertGroups(7, new Date(Date.now() - 60_000));
  });

  for (const orderBy of ['', 'name', 'name:desc', 'members:desc', 'createdAt']) {
    it(`lists every group once by cursor while groups are created (orderBy=${orderBy || 'default'})`, async () => {
      const url = `/api/groups?${orderBy ? `orderBy=${orderBy}&` : ''}pageSize=`;
      const before = (await readPage(t, viewer.headers, `${url}100`)).keys;
      expect(before.length).toBeGreaterThanOrEqual(7);
      const seen = await readByCursor(t, viewer.headers, `${url}3`, { between: groupArrivals(4) });
      expectEachOnceInOrder(seen, before);
    });
  }

  it('keeps `page` working, with a cursor continuing after that page', () =>
    expectPageThenCursor(t, viewer.headers, '/api/groups'));

  it('answers each group with the viewer’s role from the list’s one statement', async () => {
    const [member, invited, requested, both] = await insertGroups(4);
    await join(member!, [viewer.accountId], 'moderator');
    await db()
      .insert(groupInvitations)
      .values(
        [invited!, both!].map((groupId) => ({
          organizationId: org.id,
          groupId,
          accountId: viewer.accountId,
        })),
      );
    await db()
      .insert(groupRequests)
      .values(
        [requested!, both!].map((groupId) => ({
          organizationId: org.id,
          groupId,
          accountId: viewer.accountId,
        })),
      );
    let body: { data: { id: string; viewerRole: string | null }[] } | undefined;
    const queries = await queriesDuring(t, async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/groups?pageSize=100',
        headers: viewer.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      body = response.json();
    });
    const roles = new Map(body!.data.map((group) => [group.id, group.viewerRole]));
    expect([member, invited, requested, both].map((id) => roles.get(id!))).toEqual([
      'moderator',
      'invited',
      'requested',
      'invited',
    ]);
    expect(roles.get(body!.data.find((group) => !roles.get(group.id))!.id)).toBeNull();
    const page = queries.filter((query) => !/\bfrom "logins"/.test(query.text));
    expect(page, page.map((query) => query.text).join('\n---\n')).toHaveLength(1);
    const anonymous = await t.inject({
      method: 'GET',
      url: '/api/groups?pageSize=100',
      headers: { organization: org.id },
    });
    const anonymousRoles = (anonymous.json().data as { viewerRole: string | null }[]).map(
      (group) => group.viewerRole,
    );
    expect(new Set(anonymousRoles)).toEqual(new Set([null]));
  });

  it('pages a group’s members by cursor, moderators first, each once while members join', async () => {
    const [groupId] = await insertGroups(1);
    const at = new Date(Date.now() - 30_000);
    await join(groupId!, await insertAccounts(6), 'member', at);
    await join(groupId!, await insertAccounts(2), 'moderator', at);
    await join(groupId!, [viewer.accountId], 'member', at);
    const url = `/api/groups/${groupId}/members?pageSize=`;
    const before = (await readPage(t, viewer.headers, `${url}100`, byAccount)).keys;
    expect(before).toHaveLength(9);
    let left = 4;
    const seen = await readByCursor(t, viewer.headers, `${url}2`, {
      key: byAccount,
      between: async () => {
        if (left-- <= 0) return;
        await join(groupId!, await insertAccounts(1), left % 2 ? 'moderator' : 'member');
      },
    });
    expectEachOnceInOrder(seen, before);
    const response = await t.inject({ method: 'GET', url: `${url}100`, headers: viewer.headers });
    const roles = (response.json().data as { role: string }[]).map((member) => member.role);
    const firstMember = roles.indexOf('member');
    expect(roles.slice(firstMember).every((role) => role === 'member')).toBe(true);
  });

  it('pages the signed-in account’s groups by cursor while it joins more', async () => {
    for (const groupId of await insertGroups(7)) await join(groupId, [viewer.accountId]);
    const url = '/api/self/groups?pageSize=';
    const before = (await readPage(t, viewer.headers, `${url}100`, byGroup)).keys;
    expect(before.length).toBeGreaterThanOrEqual(7);
    let left = 3;
    const seen = await readByCursor(t, viewer.headers, `${url}3`, {
      key: byGroup,
      between: async () => {
        if (left-- > 0) await join((await insertGroups(1))[0]!, [viewer.accountId]);
      },
    });
    expectEachOnceInOrder(seen, before);
  });

  it('refuses a cursor it did not make (400 on cursor)', async () => {
    for (const url of ['/api/groups', '/api/self/groups']) {
      const response = await t.inject({
        method: 'GET',
        url: `${url}?cursor=bm90LWEtY3Vyc29y`,
        headers: viewer.headers,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field: 'cursor' });
    }
  });
});

const { url, describeRaces } = await raceSuite('groups.paging');

describeRaces('the prepared groups lists on PostgreSQL', () => {
  const { world, call, ok } = useRaceWorld(url, 3);

  it('runs the groups page and a group’s members as named statements', async () => {
    const [maya, omar, lena] = world.users as [TestUser, TestUser, TestUser];
    const queries = await queriesDuring(world.t, async () => {
      for (const name of ['Sailors', 'Climbers', 'Readers']) {
        const response = await call(maya, 'POST', '/groups', { group: { name } });
        expect(response.statusCode, response.body).toBe(200);
      }
      const [first] = await ok<{ id: string }[]>(omar, 'GET', '/groups?pageSize=1');
      for (const user of [omar, lena])
        expect((await call(user, 'POST', `/groups/${first!.id}/join`)).statusCode).toBe(200);
      expect(await readByCursor(world.t, lena.headers, '/api/groups?pageSize=2')).toHaveLength(3);
      const members = await readByCursor(
        world.t,
        omar.headers,
        `/api/groups/${first!.id}/members?pageSize=2`,
        { key: byAccount },
      );
      expect(members).toEqual([maya.accountId, ...[omar, lena].map((user) => user.accountId)]);
    });
    const names = queries.flatMap((query) => (query.name ? [query.name] : []));
    for (const name of [
      'groups_list_first',
      'groups_list_after_vv',
      'group_members_first',
      'group_members_after_vvv',
    ])
      expect(names).toContain(name);
  });
});
