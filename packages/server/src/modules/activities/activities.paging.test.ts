import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  activityInterests,
  groupMemberships,
  groups,
  interests,
} from '../../db/schema/index';
import {
  createTestApp,
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

interface FeedBody {
  data: { id: string; message: string }[];
  cursor?: string | null;
}

/**
 * The feed pages by keyset: the envelope's cursor continues after the last row seen, so
 * posts arriving between two page reads neither repeat an item nor hide one, where page
 * numbers (OFFSET) repeat the item the new post pushed down. `page` still works.
 */
describe('feed keyset paging', () => {
  let t: TestApp;
  let org: TestOrganization;
  let maya: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    maya = await t.createUser(org);
  });
  afterAll(() => t.close());

  async function post(message: string): Promise<string> {
    const response = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: maya.headers,
      payload: { message },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json().data as { id: string }).id;
  }

  async function feed(query: string): Promise<FeedBody> {
    const response = await t.inject({
      method: 'GET',
      url: `/api/activities?${query}`,
      headers: maya.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FeedBody;
  }

  /** Posts `count` activities, oldest first; returns their ids newest first (feed order). */
  async function postMany(prefix: string, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) ids.push(await post(`${prefix} ${index}`));
    return ids.reverse();
  }

  it('returns every item exactly once by cursor while new posts arrive between page reads', async () => {
    const existing = await postMany('keyset', 7);
    const seen: string[] = [];
    let body = await feed('pageSize=3');
    seen.push(...body.data.map((item) => item.id));
    let arrivals = 0;
    while (body.cursor) {
      await post(`arrival ${(arrivals += 1)}`);
      await post(`arrival ${(arrivals += 1)}`);
      body = await feed(`pageSize=3&cursor=${encodeURIComponent(body.cursor)}`);
      seen.push(...body.data.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => existing.includes(id))).toEqual(existing);
    expect(body.cursor).toBeNull();
  });

  it('with page numbers, the same reads show an item twice (why the feed pages by cursor)', async () => {
    await postMany('offset', 6);
    const first = await feed('pageSize=3&page=1');
    await post('arrival');
    const second = await feed('pageSize=3&page=2');
    const seen = [...first.data, ...second.data].map((item) => item.id);
    expect(new Set(seen).size).toBeLessThan(seen.length);
    expect(second.data[0]!.id).toBe(first.data[2]!.id);
  });

  it('keeps `page` working, and answers a cursor that continues after that page', async () => {
    const all = (await feed('pageSize=100')).data.map((item) => item.id);
    const second = await feed('pageSize=3&page=2');
    expect(second.data.map((item) => item.id)).toEqual(all.slice(3, 6));
    expect(second.cursor).toEqual(expect.any(String));
    const third = await feed(`pageSize=3&cursor=${encodeURIComponent(second.cursor!)}`);
    expect(third.data.map((item) => item.id)).toEqual(all.slice(6, 9));
    const last = await feed(`pageSize=100&page=1`);
    expect(last.cursor).toBeNull();
  });

  it('orders rows sharing a created_at by id, none skipped or repeated', async () => {
    const createdAt = new Date(Date.now() + 60_000);
    const rows = await t.runtime.services.db
      .insert(activities)
      .values(
        Array.from({ length: 5 }, (_, index) => ({
          organizationId: org.id,
          accountId: maya.accountId,
          message: `tie ${index}`,
          createdAt,
        })),
      )
      .returning({ id: activities.id });
    const seen: string[] = [];
    let body = await feed('pageSize=2');
    seen.push(...body.data.map((item) => item.id));
    for (let reads = 0; reads < 2 && body.cursor; reads += 1) {
      body = await feed(`pageSize=2&cursor=${encodeURIComponent(body.cursor)}`);
      seen.push(...body.data.map((item) => item.id));
    }
    expect(seen.slice(0, 5).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(seen.slice(0, 5)).toEqual([...seen.slice(0, 5)].sort().reverse());
  });

  it('pages a group’s, an account’s and an interest’s posts by cursor, each once while posts arrive', async () => {
    const db = t.runtime.services.db;
    const [group] = await db
      .insert(groups)
      .values({ organizationId: org.id, slug: 'pagers', name: 'Pagers' })
      .returning();
    await db.insert(groupMemberships).values({
      organizationId: org.id,
      groupId: group!.id,
      accountId: maya.accountId,
      role: 'moderator',
    });
    const [interest] = await db
      .insert(interests)
      .values({ organizationId: org.id, name: 'Paging', slug: 'paging' })
      .returning();
    const tag = (ids: string[]) =>
      db.insert(activityInterests).values(
        ids.map((activityId) => ({
          organizationId: org.id,
          activityId,
          interestId: interest!.id,
        })),
      );
    const postIn = async (groupId?: string) => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/activities',
        headers: maya.headers,
        payload: { message: 'paged', ...(groupId ? { groupId } : {}) },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json().data as { id: string }).id;
    };
    const lists = [
      { url: `/api/groups/${group!.id}/activities`, arrive: () => postIn(group!.id) },
      { url: `/api/accounts/${maya.accountId}/activities`, arrive: () => postIn() },
      {
        url: `/api/interests/${interest!.id}/activities`,
        arrive: async () => tag([await postIn()]),
      },
      { url: '/api/self/activities', arrive: () => postIn() },
    ];
    for (let index = 0; index < 5; index += 1) await tag([await postIn(group!.id), await postIn()]);
    for (const list of lists) {
      const before = (await readPage(t, maya.headers, `${list.url}?pageSize=100`)).keys;
      expect(before.length, list.url).toBeGreaterThanOrEqual(5);
      const seen = await readByCursor(t, maya.headers, `${list.url}?pageSize=2`, {
        between: list.arrive,
      });
      expectEachOnceInOrder(seen, before);
    }
  });

  it('pages an activity’s comments and an account’s and a group’s media by cursor, each once while new ones arrive', async () => {
    const db = t.runtime.services.db;
    const [group] = await db
      .insert(groups)
      .values({ organizationId: org.id, slug: 'media-pagers', name: 'Media pagers' })
      .returning();
    const groupId = group!.id;
    await db.insert(groupMemberships).values({
      organizationId: org.id,
      groupId,
      accountId: maya.accountId,
      role: 'moderator',
    });
    const parent = await post('commented');
    const comment = async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/activities',
        headers: maya.headers,
        payload: { message: 'a comment', commentedId: parent },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    let images = 0;
    // Media posts need an uploaded image through the API; a row with one is what the lists read.
    const picture = (inGroup?: string) =>
      db.insert(activities).values({
        organizationId: org.id,
        accountId: maya.accountId,
        message: 'a picture',
        image: {
          id: `image-${(images += 1)}`,
          uri: '/files/x.png',
          width: 10,
          height: 10,
          moderation: 'safe',
        },
        ...(inGroup ? { groupId: inGroup } : {}),
      });
    for (let index = 0; index < 10; index += 1) {
      await comment();
      await picture();
      await picture(groupId);
    }
    const lists = [
      { url: `/api/activities/${parent}/comments`, arrive: comment },
      { url: `/api/accounts/${maya.accountId}/media?type=images`, arrive: () => picture() },
      { url: `/api/groups/${groupId}/media?type=images`, arrive: () => picture(groupId) },
    ];
    const withQuery = (url: string, query: string) =>
      `${url}${url.includes('?') ? '&' : '?'}${query}`;
    for (const list of lists) {
      await expectPageThenCursor(t, maya.headers, list.url.split('?')[0]!);
      const before = (await readPage(t, maya.headers, withQuery(list.url, 'pageSize=100'))).keys;
      expect(before.length, list.url).toBeGreaterThanOrEqual(10);
      const seen = await readByCursor(t, maya.headers, withQuery(list.url, 'pageSize=3'), {
        between: async () => {
          await list.arrive();
          await list.arrive();
        },
      });
      expectEachOnceInOrder(seen, before);
    }
  });

  it('refuses a cursor it did not make (400 on cursor)', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/activities?cursor=bm90LWEtY3Vyc29y',
      headers: maya.headers,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field: 'cursor' });
  });
});

describe('the feed page in one statement once its activities are kept', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the page and marks in one query, the activities with authors and group cards in one more', async () => {
    const org = await t.createOrganization();
    const viewer = await t.createUser(org);
    const poster = await t.createUser(org);
    const inject = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.inject({ method, url: `/api/${url}`, headers: user.headers, payload });
    expect((await inject(viewer, 'POST', `accounts/${poster.accountId}/follow`)).statusCode).toBe(
      200,
    );
    const db = t.runtime.services.db;
    const [group] = await db
      .insert(groups)
      .values({ organizationId: org.id, slug: 'readers', name: 'Readers', access: 'private' })
      .returning();
    const groupId = group!.id;
    await db
      .insert(groupMemberships)
      .values({ organizationId: org.id, groupId, accountId: viewer.accountId, role: 'member' });
    for (const payload of [{ message: 'mine' }, { message: 'in my group', groupId }])
      expect((await inject(viewer, 'POST', 'activities', payload)).statusCode).toBe(201);
    expect((await inject(poster, 'POST', 'activities', { message: 'followed' })).statusCode).toBe(
      201,
    );

    const read = async () => {
      let body: FeedBody | undefined;
      const queries = await queriesDuring(t, async () => {
        const response = await inject(viewer, 'GET', 'activities');
        expect(response.statusCode, response.body).toBe(200);
        body = response.json() as FeedBody;
      });
      expect(body!.data.map((item) => item.message)).toEqual(['followed', 'in my group', 'mine']);
      const card = (body!.data[1] as unknown as { group: { id: string } | null }).group;
      expect(card).toEqual({ id: groupId, slug: 'readers', name: 'Readers' });
      const texts = queries.map((query) => query.text);
      const feedQueries = texts.filter((text) => /\bgroup_memberships\b|\bactivities\b/.test(text));
      return { texts, feedQueries };
    };
    // After the posts (writes): authentication, the viewer's page with its marks and member
    // groups, then the activities with their authors and group cards. Before the marks were
    // split off, the member groups and the group cards were round trips of their own too.
    const first = await read();
    expect(first.feedQueries, first.texts.join('\n---\n')).toHaveLength(2);
    expect(first.texts.length).toBeLessThanOrEqual(3);
    // Read again at the same data version: the page and marks alone (tenancy/shared-views.ts).
    const again = await read();
    expect(again.feedQueries, again.texts.join('\n---\n')).toHaveLength(1);
    expect(again.texts).toHaveLength(1);
  });
});

const { url, describeRaces } = await raceSuite('activities.paging');

describeRaces('the prepared feed on PostgreSQL', () => {
  const { world, call, ok } = useRaceWorld(url, 3);

  it('runs as a named statement, bound per viewer and per cursor', async () => {
    const [maya, omar, lena] = world.users as [TestUser, TestUser, TestUser];
    const queries = await queriesDuring(world.t, async () => {
      for (const [user, count] of [
        [maya, 4],
        [omar, 3],
      ] as const) {
        for (let index = 0; index < count; index += 1) {
          const response = await call(user, 'POST', '/activities', { message: `${index}` });
          expect(response.statusCode, response.body).toBe(201);
        }
      }
      expect((await call(lena, 'POST', `/accounts/${omar.accountId}/follow`)).statusCode).toBe(200);
      const own = await ok<{ account: { id: string } }[]>(maya, 'GET', '/activities?pageSize=100');
      expect(own.map((item) => item.account.id)).toEqual(Array(4).fill(maya.accountId));
      const followed = await ok<{ account: { id: string } }[]>(lena, 'GET', '/activities');
      expect(followed.map((item) => item.account.id)).toEqual(Array(3).fill(omar.accountId));
      const first = await call(maya, 'GET', '/activities?pageSize=3');
      const cursor = (first.json() as FeedBody).cursor!;
      const rest = await ok<unknown[]>(maya, 'GET', `/activities?pageSize=3&cursor=${cursor}`);
      expect(rest).toHaveLength(1);
      await ok(lena, 'GET', `/accounts/${omar.accountId}/activities?pageSize=2`);
    });
    const names = queries.flatMap((query) => (query.name ? [query.name] : []));
    expect(names).toContain('activity_marks_feed_first');
    expect(names).toContain('activity_marks_feed_after_vv');
    expect(names).toContain('activity_marks_account_first');
    expect(names).toContain('activity_cards');
  });
});
