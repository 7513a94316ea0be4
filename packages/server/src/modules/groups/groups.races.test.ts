import { GROUP_MESSAGES } from '@convene/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { TestUser } from '../../test/harness';
import { raceSuite, useRaceWorld } from '../../test/postgres';

/**
 * Membership transitions racing on one group, on real PostgreSQL: each transition locks
 * the group row, so checks and writes of one group run one at a time. Every scenario runs
 * on several groups at once, so that without the lock the race is all but certain to show.
 * Driven through HTTP only.
 */
const { url, describeRaces } = await raceSuite('groups.races');

const GROUPS_AT_ONCE = 6;

describeRaces('group membership races', () => {
  const { world, call, ok } = useRaceWorld(url, 14);
  const { users } = world;

  /** A group `first` creates, `second` joins and `first` promotes: two moderators. */
  async function moderatedByBoth(first: TestUser, second: TestUser): Promise<string> {
    const groupId = await createGroup(first);
    await ok(second, 'POST', `/groups/${groupId}/join`);
    await ok(first, 'POST', `/groups/${groupId}/members/${second.accountId}/promote`);
    return groupId;
  }

  async function createGroup(moderator: TestUser): Promise<string> {
    const group = await ok<{ id: string }>(moderator, 'POST', '/groups', {
      group: { name: `Race ${crypto.randomUUID().slice(0, 8)}`, access: 'public' },
    });
    return group.id;
  }

  /** `_count.members` of the group, and the memberships that really exist. */
  async function counts(groupId: string, viewer: TestUser) {
    const group = await ok<{ _count: { members: number } }>(viewer, 'GET', `/groups/${groupId}`);
    const members = await ok<{ accountId: string; role: string }[]>(
      viewer,
      'GET',
      `/groups/${groupId}/members?pageSize=100`,
    );
    return {
      counted: group._count.members,
      members: members.map((member) => member.accountId).sort(),
      moderators: members.filter((member) => member.role === 'moderator').length,
    };
  }

  /** Status (and error message) of each answer, sorted: the order of arrival does not matter. */
  function outcomes(responses: LightMyRequestResponse[]): string[] {
    return responses
      .map((response) =>
        response.statusCode === 200
          ? '200'
          : `${response.statusCode} ${String(response.json().message)}`,
      )
      .sort();
  }

  function times<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
    return Promise.all(Array.from({ length: count }, (_, index) => make(index)));
  }

  it('counts members exactly when members leave twice, others join twice and accept invitations twice, all at once', async () => {
    const moderator = users[0]!;
    const leavers = users.slice(1, 5);
    const joiners = users.slice(5, 9);
    const invited = users.slice(9, 12);
    await times(GROUPS_AT_ONCE, async () => {
      const groupId = await createGroup(moderator);
      for (const leaver of leavers) await ok(leaver, 'POST', `/groups/${groupId}/join`);
      await ok(moderator, 'POST', `/groups/${groupId}/invitations`, {
        accountIds: invited.map((user) => user.accountId),
      });
      const twice = (user: TestUser, method: InjectOptions['method'], path: string) => [
        call(user, method, path),
        call(user, method, path),
      ];
      const [leaves, joins, accepts] = await Promise.all([
        Promise.all(
          leavers.map((user) => Promise.all(twice(user, 'POST', `/groups/${groupId}/leave`))),
        ),
        Promise.all(
          joiners.map((user) => Promise.all(twice(user, 'POST', `/groups/${groupId}/join`))),
        ),
        Promise.all(
          invited.map((user) =>
            Promise.all(twice(user, 'PUT', `/groups/${groupId}/invitations/accept`)),
          ),
        ),
      ]);
      for (const pair of leaves) {
        expect(outcomes(pair)).toEqual(['200', `409 ${GROUP_MESSAGES.notMember}`]);
      }
      for (const pair of joins) {
        expect(outcomes(pair)).toEqual(['200', `409 ${GROUP_MESSAGES.alreadyMember}`]);
      }
      for (const pair of accepts) {
        expect(pair.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      }
      const after = await counts(groupId, moderator);
      const expected = [moderator, ...joiners, ...invited].map((user) => user.accountId).sort();
      expect(after.members).toEqual(expected);
      expect(after.counted).toBe(expected.length);
    });
  });

  it('keeps one moderator when two moderators demote each other at once', async () => {
    const [first, second] = [users[0]!, users[1]!];
    await times(GROUPS_AT_ONCE, async () => {
      const groupId = await moderatedByBoth(first, second);
      const responses = await Promise.all([
        call(first, 'POST', `/groups/${groupId}/members/${second.accountId}/demote`),
        call(second, 'POST', `/groups/${groupId}/members/${first.accountId}/demote`),
      ]);
      // Whoever goes second is no longer a moderator.
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 403]);
      const after = await counts(groupId, first);
      expect(after.moderators).toBe(1);
      expect(after.counted).toBe(2);
    });
  });

  it('keeps one moderator when both moderators leave at once', async () => {
    const [first, second] = [users[0]!, users[1]!];
    await times(GROUPS_AT_ONCE, async () => {
      const groupId = await moderatedByBoth(first, second);
      const responses = await Promise.all([
        call(first, 'POST', `/groups/${groupId}/leave`),
        call(second, 'POST', `/groups/${groupId}/leave`),
      ]);
      expect(outcomes(responses)).toEqual(['200', `409 ${GROUP_MESSAGES.lastModerator}`]);
      const stayed = responses[0]!.statusCode === 200 ? second : first;
      const after = await counts(groupId, stayed);
      expect(after.members).toEqual([stayed.accountId]);
      expect(after.moderators).toBe(1);
      expect(after.counted).toBe(1);
    });
  });

  it('counts a member once when it leaves while a moderator removes it', async () => {
    const [moderator, member] = [users[0]!, users[2]!];
    await times(GROUPS_AT_ONCE, async () => {
      const groupId = await createGroup(moderator);
      await ok(member, 'POST', `/groups/${groupId}/join`);
      const responses = await Promise.all([
        call(member, 'POST', `/groups/${groupId}/leave`),
        call(moderator, 'DELETE', `/groups/${groupId}/members/${member.accountId}`),
      ]);
      // The other answer: 404 (no member to remove) or 409 (no membership to leave).
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([404, 409]).toContain(statuses[1]);
      const after = await counts(groupId, moderator);
      expect(after.members).toEqual([moderator.accountId]);
      expect(after.counted).toBe(1);
    });
  });

  it('leaves an account blocked and no member when it joins while a moderator blocks it', async () => {
    const [moderator, member] = [users[0]!, users[3]!];
    await times(GROUPS_AT_ONCE, async () => {
      const groupId = await createGroup(moderator);
      const [join, block] = await Promise.all([
        call(member, 'POST', `/groups/${groupId}/join`),
        call(moderator, 'POST', `/groups/${groupId}/members/${member.accountId}/block`),
      ]);
      expect(block.statusCode, block.body).toBe(200);
      // Joined first (then removed by the block) or refused after the block.
      expect([200, 403]).toContain(join.statusCode);
      const after = await counts(groupId, moderator);
      expect(after.members).toEqual([moderator.accountId]);
      expect(after.counted).toBe(1);
    });
  });
});
