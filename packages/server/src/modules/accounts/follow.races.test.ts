import { expect, it } from 'vitest';
import type { TestUser } from '../../test/harness';
import { raceSuite, useRaceWorld } from '../../test/postgres';

/**
 * Follows and unfollows racing between the same accounts, on real PostgreSQL: the follow
 * row's insert (ON CONFLICT DO NOTHING … RETURNING) or delete (… RETURNING) decides alone
 * whether the counters move, and they move by atomic increments. Driven through HTTP only.
 */
const { url, describeRaces } = await raceSuite('follow.races');

const TIMES_EACH = 3;

describeRaces('follow races', () => {
  let star: TestUser;
  const { world, call, ok } = useRaceWorld(url, 8);
  const { users: fans } = world;
  let followingBefore: number[] = [];

  /** Each fan sends `action` TIMES_EACH times, every request at once. */
  async function allAtOnce(action: 'follow' | 'unfollow', who: TestUser[]): Promise<void> {
    const responses = await Promise.all(
      who.flatMap((fan) =>
        Array.from({ length: TIMES_EACH }, () =>
          call(fan, 'POST', `/accounts/${star.accountId}/${action}`),
        ),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
  }

  async function stats(user: TestUser) {
    return ok<{ followers: number; following: number }>(
      user,
      'GET',
      `/accounts/${user.accountId}/followStats`,
    );
  }

  async function followerIds(): Promise<string[]> {
    const rows = await ok<{ id: string }[]>(
      star,
      'GET',
      `/accounts/${star.accountId}/followers?pageSize=100`,
    );
    return rows.map((row) => row.id).sort();
  }

  async function expectExact(following: TestUser[]): Promise<void> {
    expect(await followerIds()).toEqual(following.map((fan) => fan.accountId).sort());
    expect((await stats(star)).followers).toBe(following.length);
    // Fans also follow the earlier tests' stars: count from where this test started.
    const now = await Promise.all(fans.map(async (fan) => (await stats(fan)).following));
    expect(now).toEqual(
      fans.map((fan, index) => followingBefore[index]! + (following.includes(fan) ? 1 : 0)),
    );
  }

  /** Each test has its own followed account, followed by `followers` one after another. */
  async function newStar(followers: TestUser[] = []): Promise<void> {
    star = await world.t.createUser(world.org);
    followingBefore = await Promise.all(fans.map(async (fan) => (await stats(fan)).following));
    for (const fan of followers) await ok(fan, 'POST', `/accounts/${star.accountId}/follow`);
  }

  it('counts each follower once when every fan follows several times at once', async () => {
    await newStar();
    await allAtOnce('follow', fans);
    await expectExact(fans);
  });

  it('counts each unfollow once when every fan unfollows several times at once', async () => {
    await newStar(fans);
    await allAtOnce('unfollow', fans.slice(0, 5));
    await expectExact(fans.slice(5));
  });

  it('keeps the counters equal to the follow rows when follows and unfollows cross', async () => {
    // Fans 5–7 follow already, 0–4 do not; each sends both, several times, all at once.
    await newStar(fans.slice(5));
    const responses = await Promise.all(
      fans.flatMap((fan) =>
        Array.from({ length: TIMES_EACH }, () => [
          call(fan, 'POST', `/accounts/${star.accountId}/follow`),
          call(fan, 'POST', `/accounts/${star.accountId}/unfollow`),
        ]).flat(),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const following = new Set(await followerIds());
    await expectExact(fans.filter((fan) => following.has(fan.accountId)));
  });
});
