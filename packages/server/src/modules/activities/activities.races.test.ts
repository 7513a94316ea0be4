import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp, TestOrganization, TestUser } from '../../test/harness';
import { apiCaller, createRaceTestApp, raceSuite } from '../../test/postgres';

/**
 * Activity counters under racing requests, on real PostgreSQL: deleting an activity locks
 * its row first, so a comment deleted twice at once lowers its parent's count once; a like
 * moves the count only when its row was really inserted or deleted. Driven through HTTP only.
 */
const { url, describeRaces } = await raceSuite('activities.races');

describeRaces('activity counter races', () => {
  let t: TestApp;
  let org: TestOrganization;
  let author: TestUser;
  const fans: TestUser[] = [];

  beforeAll(async () => {
    t = await createRaceTestApp(url!);
    org = await t.createOrganization();
    author = await t.createUser(org);
    for (let index = 0; index < 6; index += 1) fans.push(await t.createUser(org));
  });
  afterAll(() => t?.close());

  const call = apiCaller(() => t);

  async function post(user: TestUser, payload: Record<string, unknown>): Promise<string> {
    const response = await call(user, 'POST', '/activities', payload);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json().data as { id: string }).id;
  }

  async function counted(activityId: string): Promise<{ likes: number; comments: number }> {
    const response = await call(author, 'GET', `/activities/${activityId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data._count;
  }

  it('lowers the comment count once when each comment is deleted twice at once', async () => {
    const parent = await post(author, { message: 'parent' });
    const comments = await Promise.all(
      fans.map((fan) => post(fan, { message: 'a comment', commentedId: parent })),
    );
    expect((await counted(parent)).comments).toBe(fans.length);
    const kept = fans.length - 4;
    const answers = await Promise.all(
      fans
        .slice(0, 4)
        .map((fan, index) =>
          Promise.all([
            call(fan, 'DELETE', `/activities/${comments[index]}`),
            call(fan, 'DELETE', `/activities/${comments[index]}`),
          ]),
        ),
    );
    for (const pair of answers) {
      expect(pair.map((response) => response.statusCode).sort()).toEqual([200, 404]);
    }
    const listed = await call(author, 'GET', `/activities/${parent}/comments?pageSize=100`);
    expect(listed.json().data).toHaveLength(kept);
    expect((await counted(parent)).comments).toBe(kept);
  });

  it('counts each like once when every fan likes and unlikes several times at once', async () => {
    const activity = await post(author, { message: 'popular' });
    const likes = await Promise.all(
      fans.flatMap((fan) =>
        [1, 2, 3].map(() => call(fan, 'POST', `/activities/${activity}/likes`)),
      ),
    );
    for (const response of likes) expect(response.statusCode, response.body).toBe(200);
    expect((await counted(activity)).likes).toBe(fans.length);
    const unlikes = await Promise.all(
      fans
        .slice(0, 4)
        .flatMap((fan) =>
          [1, 2, 3].map(() => call(fan, 'DELETE', `/activities/${activity}/likes`)),
        ),
    );
    for (const response of unlikes) expect(response.statusCode, response.body).toBe(200);
    expect((await counted(activity)).likes).toBe(fans.length - 4);
  });
});
