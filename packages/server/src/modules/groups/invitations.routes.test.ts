import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import type { TestApp, TestUser } from '../../test/harness';
import { type GroupBody, MUST_MODERATE, useGroupsFixture } from './test/groups-fixture';

describe('groups routes: invitations', () => {
  const f = useGroupsFixture();
  const { call, ok, fails, createGroup, relationship, memberCount } = f;
  let t: TestApp;
  let mod: TestUser;
  let maya: TestUser;
  let lena: TestUser;
  let sam: TestUser;
  let stranger: TestUser;
  beforeAll(() => {
    ({ t, mod, maya, lena, sam, stranger } = f);
  });

  describe('invitations', () => {
    it('invites, answers message ok, and goes through reject, reinvite, cancel and accept', async () => {
      const group = await createGroup(mod, 'private');
      const response = await call(mod, 'POST', `/groups/${group.id}/invitations`, {
        accountIds: [lena.accountId],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', message: 'ok' });
      expect(await relationship(lena, group.id)).toBe('invited');
      expect(
        (await ok<GroupBody[]>(lena, 'GET', '/groups/invited')).map((item) => item.id),
      ).toContain(group.id);
      await fails(
        lena,
        'POST',
        `/groups/${group.id}/requests`,
        409,
        'you have been invited to this group: accept the invitation instead',
      );

      const [invitation] = await ok<{ id: string; status: string; inviter: { id: string } }[]>(
        mod,
        'GET',
        `/groups/${group.id}/invitations?status=invited`,
      );
      expect(invitation).toMatchObject({ status: 'invited', inviter: { id: mod.accountId } });
      const [notice] = await t.runtime.services.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.accountId, lena.accountId),
            eq(notifications.invitationId, invitation!.id),
          ),
        );
      expect(notice?.type).toBe('GROUP_INVITATION');

      await fails(
        mod,
        'PUT',
        `/groups/${group.id}/invitations/${invitation!.id}/reinvite`,
        409,
        'this invitation is already pending',
      );
      const rejected = await ok<{ status: string }>(
        lena,
        'PUT',
        `/groups/${group.id}/invitations/reject`,
      );
      expect(rejected.status).toBe('rejected');
      await fails(
        lena,
        'PUT',
        `/groups/${group.id}/invitations/accept`,
        409,
        'you have no pending invitation to this group',
      );
      expect(
        (await ok<GroupBody[]>(lena, 'GET', '/groups/invited?rejected=true')).map(
          (item) => item.id,
        ),
      ).toContain(group.id);
      expect(
        (await ok<GroupBody[]>(lena, 'GET', '/groups/invited')).map((item) => item.id),
      ).not.toContain(group.id);

      expect(
        (
          await ok<{ status: string }>(
            mod,
            'PUT',
            `/groups/${group.id}/invitations/${invitation!.id}/reinvite`,
          )
        ).status,
      ).toBe('invited');
      expect(
        (
          await ok<{ status: string }>(
            mod,
            'DELETE',
            `/groups/${group.id}/invitations/${invitation!.id}/cancel`,
          )
        ).status,
      ).toBe('canceled');
      await fails(
        mod,
        'DELETE',
        `/groups/${group.id}/invitations/${invitation!.id}/cancel`,
        409,
        'this invitation is no longer pending',
      );
      await fails(lena, 'PUT', `/groups/${group.id}/invitations/accept`, 409);
      await ok(mod, 'PUT', `/groups/${group.id}/invitations/${invitation!.id}/reinvite`);

      const membership = await ok<{ role: string }>(
        lena,
        'PUT',
        `/groups/${group.id}/invitations/accept`,
      );
      expect(membership.role).toBe('member');
      expect(await relationship(lena, group.id)).toBe('member');
      expect(await memberCount(group.id)).toBe(2);
      await fails(
        mod,
        'POST',
        `/groups/${group.id}/invitations`,
        409,
        'this account is already a member of the group',
        {
          accountIds: [lena.accountId],
        },
      );
    });

    it('validates account ids and requires a moderator', async () => {
      const group = await createGroup(mod, 'public');
      const body = await fails(
        mod,
        'POST',
        `/groups/${group.id}/invitations`,
        400,
        /Invalid accountId\. Did you pass in the username\?$/,
        {
          accountIds: [maya.username],
        },
      );
      expect(body.field).toMatch(/^accountIds/);
      await fails(mod, 'POST', `/groups/${group.id}/invitations`, 404, undefined, {
        accountIds: [stranger.accountId],
      });
      await fails(maya, 'POST', `/groups/${group.id}/invitations`, 403, MUST_MODERATE, {
        accountIds: [lena.accountId],
      });
      await fails(maya, 'GET', `/groups/${group.id}/invitations`, 403, MUST_MODERATE);
      await fails(maya, 'GET', `/groups/${group.id}/invitations/accounts`, 403, MUST_MODERATE);
    });

    it('lists invitable accounts with their request and invitation, members excluded', async () => {
      const group = await createGroup(mod, 'private');
      await ok(mod, 'POST', `/groups/${group.id}/invitations`, { accountIds: [sam.accountId] });
      await ok(maya, 'POST', `/groups/${group.id}/requests`);
      const accounts = await ok<
        {
          id: string;
          groupInvitations: { status: string }[];
          groupRequests: { status: string }[];
          groups: unknown[];
        }[]
      >(mod, 'GET', `/groups/${group.id}/invitations/accounts?pageSize=100`);
      const ids = accounts.map((account) => account.id);
      expect(ids).not.toContain(mod.accountId);
      expect(ids).not.toContain(stranger.accountId);
      expect(accounts.find((account) => account.id === sam.accountId)?.groupInvitations).toEqual([
        expect.objectContaining({ status: 'invited' }),
      ]);
      expect(accounts.find((account) => account.id === maya.accountId)?.groupRequests).toEqual([
        expect.objectContaining({ status: 'requested' }),
      ]);
      const searched = await ok<{ id: string }[]>(
        mod,
        'GET',
        `/groups/${group.id}/invitations/accounts?search=${sam.username}`,
      );
      expect(searched.map((account) => account.id)).toEqual([sam.accountId]);
    });
  });
});
