import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestOrganization, TestUser } from '../../test/harness';
import { createRaceTestApp, racePostgresUrl, warnRacesSkipped } from '../../test/postgres';

/**
 * Two accounts following and unfollowing each other at the same time, on real PostgreSQL.
 * Each follow/unfollow moves two `accounts` counter rows (the followed account's followers,
 * the follower's following): A → B and B → A touch the same two rows, and unless both lock
 * them in one order (by id) they deadlock (PostgreSQL aborts one: a 500). Driven through
 * HTTP only: every request must answer 200 and the counters must equal the follow rows.
 */
const url = await racePostgresUrl();
if (!url) warnRacesSkipped('mutual-follow.races');

const PAIRS = 4;
const ROUNDS = 12;

describe.skipIf(!url)(
  `mutual follow races (PostgreSQL${url ? '' : ': SKIPPED, none answers'})`,
  () => {
    let t: TestApp;
    let org: TestOrganization;
    const pairs: [TestUser, TestUser][] = [];

    beforeAll(async () => {
      t = await createRaceTestApp(url!);
      org = await t.createOrganization();
      for (let index = 0; index < PAIRS; index += 1)
        pairs.push([await t.createUser(org), await t.createUser(org)]);
    });
    afterAll(() => t?.close());

    function call(
      user: TestUser,
      action: string,
      other: TestUser,
    ): Promise<LightMyRequestResponse> {
      return t.inject({
        method: 'POST',
        url: `/api/accounts/${other.accountId}/${action}`,
        headers: user.headers,
      });
    }

    async function stats(user: TestUser): Promise<{ followers: number; following: number }> {
      const response = await t.inject({
        method: 'GET',
        url: `/api/accounts/${user.accountId}/followStats`,
        headers: user.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    }

    async function follows(user: TestUser, other: TestUser): Promise<boolean> {
      const response = await t.inject({
        method: 'GET',
        url: `/api/accounts/${other.accountId}/followers?pageSize=100`,
        headers: user.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { id: string }[]).some((row) => row.id === user.accountId);
    }

    /** Every pair's A and B do `action` towards each other, all at once. */
    async function crossing(actions: [string, string]): Promise<LightMyRequestResponse[]> {
      return Promise.all(
        pairs.flatMap(([a, b]) => [call(a, actions[0], b), call(b, actions[1], a)]),
      );
    }

    it('answers 200 to every crossing follow and unfollow, counters equal to the follow rows', async () => {
      const failures: string[] = [];
      let sent = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        // Alternate which side starts: follow/follow, unfollow/unfollow, and mixed rounds.
        const plans: [string, string][] = [
          ['follow', 'follow'],
          ['unfollow', 'unfollow'],
          ['follow', 'unfollow'],
          ['unfollow', 'follow'],
        ];
        for (const plan of plans)
          for (const response of await crossing(plan)) {
            sent += 1;
            if (response.statusCode !== 200)
              failures.push(`${response.statusCode} ${response.body}`);
          }
      }
      const summary = `${failures.length} of ${sent} requests failed, e.g. ${failures[0] ?? '-'}`;
      expect(failures.length, summary).toBe(0);

      for (const [a, b] of pairs) {
        const [aFollowsB, bFollowsA] = [await follows(a, b), await follows(b, a)];
        const [aStats, bStats] = [await stats(a), await stats(b)];
        expect(aStats).toEqual({ followers: Number(bFollowsA), following: Number(aFollowsB) });
        expect(bStats).toEqual({ followers: Number(aFollowsB), following: Number(bFollowsA) });
      }
    }, 120_000);
  },
);
