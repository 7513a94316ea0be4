import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityLikes } from '../../db/schema/index';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';

interface FeedItem {
  id: string;
  message: string;
  likes: { createdAt: string }[];
  _count: { likes: number };
}

/**
 * Readers of a list share its activities, built for no viewer and kept per data version
 * (tenancy/shared-views.ts, decision 0078); which activities a reader's list holds and the
 * reader's own likes, comments and reports are read on every request. Rows are changed in
 * their tables, behind the API's back, to tell a shared part from a fresh one.
 */
describe('activity lists: the activities shared, each reader’s marks fresh', () => {
  let t: TestApp;
  let org: TestOrganization;
  let maya: TestUser;
  let omar: TestUser;
  let lena: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    [maya, omar, lena] = [
      await t.createUser(org),
      await t.createUser(org),
      await t.createUser(org),
    ];
  });
  afterAll(() => t.close());

  const db = () => t.runtime.services.db;
  async function call(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
    const response = await t.inject({ method, url: `/api${url}`, headers: user.headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data as unknown;
  }
  const feed = async (user: TestUser) => (await call(user, 'GET', '/activities')) as FeedItem[];

  it('shares an activity until an API write; likes and which posts show are read each time', async () => {
    const posted = (await call(omar, 'POST', '/activities', { message: 'First light' })) as {
      id: string;
    };
    for (const reader of [maya, lena])
      await call(reader, 'POST', `/accounts/${omar.accountId}/follow`);
    expect(await feed(maya)).toEqual([
      expect.objectContaining({ message: 'First light', likes: [] }),
    ]);

    await db()
      .update(activities)
      .set({ message: 'Renamed quietly' })
      .where(eq(activities.id, posted.id));
    expect((await feed(lena))[0]!.message).toBe('First light');

    // Lena's like, written behind the API's back, shows to her at once and to no one else.
    await db()
      .insert(activityLikes)
      .values({ organizationId: org.id, activityId: posted.id, accountId: lena.accountId });
    await db().update(activities).set({ likesCount: 1 }).where(eq(activities.id, posted.id));
    const [liked] = await feed(lena);
    expect(liked).toMatchObject({
      message: 'First light',
      likes: [{ createdAt: expect.any(String) }],
    });
    expect((await feed(maya))[0]!.likes).toEqual([]);

    // An API write (Omar's like) moves the data version on: the activity is read afresh.
    await call(omar, 'POST', `/activities/${posted.id}/likes`);
    expect(await feed(maya)).toEqual([
      expect.objectContaining({
        message: 'Renamed quietly',
        likes: [],
        _count: { likes: 2, comments: 0 },
      }),
    ]);

    // A post gone from the table leaves every list at once, its activity kept or not.
    await db().delete(activities).where(eq(activities.id, posted.id));
    expect(await feed(lena)).toEqual([]);
  });
});
