import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, follows } from '../../db/schema/index';
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
} from '../../test/keyset-paging';
import { raceSuite, useRaceWorld } from '../../test/postgres';

/**
 * The accounts lists page by keyset in every order they offer: each account shows exactly
 * once while others join between two page reads, names missing (null) or shared included.
 */
describe('accounts keyset paging', () => {
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

  const FIRST_NAMES = ['Ana', 'Ana', 'Bo', null, 'Cy', null, 'Dee', 'Ana', 'Eve'];

  async function insertAccounts(
    rows: { firstName: string | null; lastName?: string | null; followers?: number }[],
    createdAt = new Date(),
  ): Promise<string[]> {
    const inserted = await t.runtime.services.db
      .insert(accounts)
      .values(
        rows.map((row) => ({
          organizationId: org.id,
          username: uniqueName('paged'),
          firstName: row.firstName,
          lastName: row.lastName ?? null,
          followersCount: row.followers ?? 0,
          createdAt,
        })),
      )
      .returning({ id: accounts.id });
    return inserted.map((row) => row.id);
  }

  /** One account joins, its name and counts cycling through the list's edges. */
  function arrival() {
    arrivals += 1;
    return insertAccounts([
      {
        firstName: [null, 'Aa', 'Zz', 'Bo'][arrivals % 4]!,
        lastName: arrivals % 2 ? null : 'Arrival',
        followers: arrivals % 3,
      },
    ]);
  }

  /** Accounts join between the first `count` page reads (later ones may land beyond the cursor). */
  function arrivalsFor(count: number) {
    let left = count;
    return async () => (left-- > 0 ? arrival() : []);
  }

  beforeAll(async () => {
    // Several share a created_at, a first name, a follower count: the id breaks the ties.
    await insertAccounts(
      FIRST_NAMES.map((firstName, index) => ({
        firstName,
        lastName: index % 3 === 0 ? null : `Last${index % 4}`,
        followers: index % 3,
      })),
      new Date(Date.now() - 60_000),
    );
  });

  for (const orderBy of [
    '',
    'firstName:desc',
    'lastName',
    'lastName:desc',
    'followers:desc',
    'followers',
    'createdAt:desc',
    'username',
  ]) {
    it(`lists every account once by cursor while accounts join (orderBy=${orderBy || 'default'})`, async () => {
      const url = `/api/accounts?${orderBy ? `orderBy=${orderBy}&` : ''}pageSize=`;
      const before = (await readPage(t, viewer.headers, `${url}100`)).keys;
      expect(before.length).toBeGreaterThanOrEqual(FIRST_NAMES.length);
      const seen = await readByCursor(t, viewer.headers, `${url}2`, {
        between: arrivalsFor(4),
      });
      expectEachOnceInOrder(seen, before);
    });
  }

  it('pages the popular accounts by cursor', async () => {
    const before = (await readPage(t, viewer.headers, '/api/accounts/popular?pageSize=100')).keys;
    const seen = await readByCursor(t, viewer.headers, '/api/accounts/popular?pageSize=3', {
      between: arrivalsFor(4),
    });
    expectEachOnceInOrder(seen, before);
  });

  it('keeps `page` working, with a cursor continuing after that page', () =>
    expectPageThenCursor(t, viewer.headers, '/api/accounts'));

  it('pages followers and following by cursor while follows arrive, ties on the same instant', async () => {
    const db = t.runtime.services.db;
    const others = await insertAccounts(FIRST_NAMES.map((firstName) => ({ firstName })));
    const at = new Date(Date.now() - 30_000);
    await db.insert(follows).values([
      ...others.map((followerId) => ({
        organizationId: org.id,
        followerId,
        accountId: viewer.accountId,
        createdAt: at,
      })),
      ...others.map((accountId) => ({
        organizationId: org.id,
        followerId: viewer.accountId,
        accountId,
        createdAt: at,
      })),
    ]);
    for (const direction of ['followers', 'following'] as const) {
      const url = `/api/accounts/${viewer.accountId}/${direction}`;
      const before = (await readPage(t, viewer.headers, `${url}?pageSize=100`)).keys;
      expect(before.sort()).toEqual([...others].sort());
      const ordered = (await readPage(t, viewer.headers, `${url}?pageSize=100`)).keys;
      const seen = await readByCursor(t, viewer.headers, `${url}?pageSize=4`, {
        between: async () => {
          const [id] = await arrival();
          await db
            .insert(follows)
            .values(
              direction === 'followers'
                ? { organizationId: org.id, followerId: id!, accountId: viewer.accountId }
                : { organizationId: org.id, followerId: viewer.accountId, accountId: id! },
            );
        },
      });
      expectEachOnceInOrder(seen, ordered);
    }
  });

  it('refuses a cursor of another order or none of ours (400 on cursor)', async () => {
    const byName = await readPage(t, viewer.headers, '/api/accounts?pageSize=1');
    for (const cursor of [byName.cursor!, 'bm90LWEtY3Vyc29y', 'WyJBbmEiXQ']) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/accounts?orderBy=followers:desc&cursor=${cursor}`,
        headers: viewer.headers,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field: 'cursor' });
    }
  });

  it('reads a page of the directory in one statement', async () => {
    const queries = await queriesDuring(t, async () => {
      await readPage(t, viewer.headers, '/api/accounts?pageSize=5');
    });
    // Authentication reads the login and its account; the page is one statement, blocks
    // included, and one more reads the tiers its accounts hold (the SDK's accountTiers).
    const page = queries.filter((query) => !/\bfrom "logins"/.test(query.text));
    expect(page, page.map((query) => query.text).join('\n---\n')).toHaveLength(2);
    expect(page[0]!.text).toMatch(/\bblocks\b/);
    expect(page[1]!.text).toMatch(/\bfrom "subscriptions"/);
  });
});

const { url, describeRaces } = await raceSuite('accounts.paging');

describeRaces('the prepared directory on PostgreSQL', () => {
  const { world, ok } = useRaceWorld(url, 2);

  it('runs as named statements, a cursor after a missing first name included', async () => {
    const [maya] = world.users as [TestUser];
    await world.t.runtime.services.db.insert(accounts).values(
      [null, null, 'Zoe'].map((firstName) => ({
        organizationId: world.org.id,
        username: uniqueName('nameless'),
        firstName,
      })),
    );
    const seen: string[] = [];
    const queries = await queriesDuring(world.t, async () => {
      seen.push(
        ...(await readByCursor(world.t, maya.headers, '/api/accounts?pageSize=2')),
        ...(await ok<{ id: string }[]>(maya, 'GET', '/accounts?pageSize=100')).map(
          (account) => account.id,
        ),
      );
    });
    expect(seen.slice(0, seen.length / 2)).toEqual(seen.slice(seen.length / 2));
    const names = queries.flatMap((query) => (query.name ? [query.name] : []));
    expect(names).toContain('accounts_directory_first');
    expect(names).toContain('accounts_directory_after_vv');
    expect(names).toContain('accounts_directory_after_nv');
  });
});
