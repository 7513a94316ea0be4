import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/harness';
import { MUST_MODERATE, useGroupsFixture } from './test/groups-fixture';

describe('groups routes: moderation', () => {
  const f = useGroupsFixture();
  const { call, ok, fails, createGroup, relationship, memberCount } = f;
  let mod: TestUser;
  let maya: TestUser;
  let lena: TestUser;
  let sam: TestUser;
  let admin: TestUser;
  beforeAll(() => {
    ({ mod, maya, lena, sam, admin } = f);
  });

  describe('moderation', () => {
    it('keeps the last moderator: no leaving, no demotion, no removal', async () => {
      const group = await createGroup(mod, 'public');
      await fails(
        mod,
        'POST',
        `/groups/${group.id}/leave`,
        409,
        'the last moderator cannot leave or be demoted; promote another member first',
      );
      await fails(
        mod,
        'POST',
        `/groups/${group.id}/members/${mod.accountId}/demote`,
        409,
        'the last moderator cannot leave or be demoted; promote another member first',
      );
      await fails(
        mod,
        'DELETE',
        `/groups/${group.id}/members/${mod.accountId}`,
        409,
        'the last moderator cannot be removed; promote another member first',
      );
    });

    // Demotions and joins that really race run on PostgreSQL in groups.races.test.ts: on
    // PGlite requests run one transaction at a time, so these two check the rules only.
    it('refuses a demotion by a moderator who was just demoted', async () => {
      const group = await createGroup(mod, 'public');
      await ok(lena, 'POST', `/groups/${group.id}/join`);
      await ok(mod, 'POST', `/groups/${group.id}/members/${lena.accountId}/promote`);
      const responses = await Promise.all([
        call(mod, 'POST', `/groups/${group.id}/members/${lena.accountId}/demote`),
        call(lena, 'POST', `/groups/${group.id}/members/${mod.accountId}/demote`),
      ]);
      // Whoever goes second is no longer a moderator: the group keeps exactly one.
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 403]);
      const moderators = await ok<unknown[]>(
        mod,
        'GET',
        `/groups/${group.id}/members?role=moderator`,
      );
      expect(moderators).toHaveLength(1);
    });

    it('counts each member who joins', async () => {
      const group = await createGroup(mod, 'public');
      const joiners = [maya, lena, sam, admin];
      const responses = await Promise.all(
        joiners.map((user) => call(user, 'POST', `/groups/${group.id}/join`)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await memberCount(group.id)).toBe(5);
    });

    it('promotes, demotes and removes members', async () => {
      const group = await createGroup(mod, 'public');
      await ok(maya, 'POST', `/groups/${group.id}/join`);
      await ok(lena, 'POST', `/groups/${group.id}/join`);
      await fails(
        maya,
        'POST',
        `/groups/${group.id}/members/${lena.accountId}/promote`,
        403,
        MUST_MODERATE,
      );
      await fails(
        mod,
        'POST',
        `/groups/${group.id}/members/${maya.accountId}/demote`,
        409,
        'only a moderator can be demoted',
      );
      const promoted = await ok<{ role: string }>(
        mod,
        'POST',
        `/groups/${group.id}/members/${maya.accountId}/promote`,
      );
      expect(promoted.role).toBe('moderator');
      expect(await relationship(maya, group.id)).toBe('moderator');
      await fails(
        mod,
        'POST',
        `/groups/${group.id}/members/${maya.accountId}/promote`,
        409,
        'this member is already a moderator',
      );
      const moderators = await ok<{ accountId: string }[]>(
        mod,
        'GET',
        `/groups/${group.id}/members?role=moderator`,
      );
      expect(moderators.map((member) => member.accountId).sort()).toEqual(
        [maya.accountId, mod.accountId].sort(),
      );
      // With two moderators, one may step down and leave.
      const demoted = await ok<{ role: string }>(
        maya,
        'POST',
        `/groups/${group.id}/members/${mod.accountId}/demote`,
      );
      expect(demoted.role).toBe('member');
      await ok(mod, 'POST', `/groups/${group.id}/leave`);
      await ok(maya, 'DELETE', `/groups/${group.id}/members/${lena.accountId}`);
      await fails(
        maya,
        'DELETE',
        `/groups/${group.id}/members/${lena.accountId}`,
        404,
        'this account is not a member of the group',
      );
      await fails(maya, 'POST', `/groups/${group.id}/members/${crypto.randomUUID()}/promote`, 404);
      expect(await memberCount(group.id)).toBe(1);
    });

    it('blocks an account: removed, cannot join, request or be invited until unblocked', async () => {
      const group = await createGroup(mod, 'public');
      await ok(sam, 'POST', `/groups/${group.id}/join`);
      await fails(
        sam,
        'POST',
        `/groups/${group.id}/members/${mod.accountId}/block`,
        403,
        MUST_MODERATE,
      );
      await fails(
        mod,
        'POST',
        `/groups/${group.id}/members/${mod.accountId}/block`,
        409,
        'you cannot block yourself',
      );
      await ok(mod, 'POST', `/groups/${group.id}/members/${sam.accountId}/block`);
      expect(await relationship(sam, group.id)).toBeUndefined();
      expect(await memberCount(group.id)).toBe(1);
      await fails(sam, 'POST', `/groups/${group.id}/join`, 403, 'you cannot join this group');
      await fails(
        mod,
        'POST',
        `/groups/${group.id}/invitations`,
        409,
        'this account is blocked from the group',
        { accountIds: [sam.accountId] },
      );
      await fails(mod, 'POST', `/groups/${group.id}/members/${sam.accountId}/block`, 409);
      const blocked = await ok<{ accountId: string }[]>(mod, 'GET', `/groups/${group.id}/blocks`);
      expect(blocked.map((block) => block.accountId)).toEqual([sam.accountId]);
      await ok(mod, 'POST', `/groups/${group.id}/members/${sam.accountId}/unblock`);
      await fails(
        mod,
        'POST',
        `/groups/${group.id}/members/${sam.accountId}/unblock`,
        409,
        'this account is not blocked from the group',
      );
      await ok(sam, 'POST', `/groups/${group.id}/join`);
    });

    it('blocks a pending requester of a private group', async () => {
      const group = await createGroup(mod, 'private');
      await ok(lena, 'POST', `/groups/${group.id}/requests`);
      await ok(mod, 'POST', `/groups/${group.id}/members/${lena.accountId}/block`);
      expect(await relationship(lena, group.id)).toBeUndefined();
      await fails(lena, 'POST', `/groups/${group.id}/requests`, 403, 'you cannot join this group');
    });
  });
});
