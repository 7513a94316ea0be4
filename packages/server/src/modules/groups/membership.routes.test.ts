import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import type { TestApp, TestOrganization, TestUser } from '../../test/harness';
import { type GroupBody, MUST_MODERATE, useGroupsFixture } from './test/groups-fixture';

describe('groups routes: joining, requests and leaving', () => {
  const f = useGroupsFixture();
  const { ok, fails, createGroup, relationship, memberCount } = f;
  let t: TestApp;
  let org: TestOrganization;
  let mod: TestUser;
  let maya: TestUser;
  let lena: TestUser;
  let sam: TestUser;
  beforeAll(() => {
    ({ t, org, mod, maya, lena, sam } = f);
  });

  describe('joining public groups', () => {
    it('joins, refuses a second join, refuses requests, and leaves', async () => {
      const group = await createGroup(mod, 'public');
      const membership = await ok<{ role: string; group: { id: string } }>(
        maya,
        'POST',
        `/groups/${group.id}/join`,
      );
      expect(membership).toMatchObject({ role: 'member', group: { id: group.id } });
      expect(await relationship(maya, group.id)).toBe('member');
      expect(await memberCount(group.id)).toBe(2);
      await fails(
        maya,
        'POST',
        `/groups/${group.id}/join`,
        409,
        'you are already a member of this group',
      );
      await fails(
        lena,
        'POST',
        `/groups/${group.id}/requests`,
        400,
        'this group is public: join it directly',
      );
      await ok(maya, 'POST', `/groups/${group.id}/leave`);
      expect(await relationship(maya, group.id)).toBeUndefined();
      expect(await memberCount(group.id)).toBe(1);
      await fails(
        maya,
        'POST',
        `/groups/${group.id}/leave`,
        409,
        'you are not a member of this group',
      );
    });

    it('requires sign-in for membership changes', async () => {
      const group = await createGroup(mod, 'public');
      await fails(org, 'POST', `/groups/${group.id}/join`, 401);
      await fails(org, 'POST', '/groups', 401, undefined, { group: { name: 'Anonymous' } });
    });

    it('answers unknown groups with 404', async () => {
      await fails(maya, 'POST', `/groups/${crypto.randomUUID()}/join`, 404);
      await fails(maya, 'GET', '/groups/no-such-group', 404);
    });
  });

  describe('requests to join private groups', () => {
    it('goes from request to acceptance and membership', async () => {
      const group = await createGroup(mod, 'private');
      await fails(
        maya,
        'POST',
        `/groups/${group.id}/join`,
        400,
        'this group is private: request to join instead',
      );
      const request = await ok<{ id: string; status: string; account: { id: string } }>(
        maya,
        'POST',
        `/groups/${group.slug}/requests`,
      );
      expect(request).toMatchObject({ status: 'requested', account: { id: maya.accountId } });
      expect(await relationship(maya, group.id)).toBe('requested');
      expect((await ok<GroupBody>(maya, 'GET', `/groups/${group.id}`)).viewerRole).toBe(
        'requested',
      );
      await fails(
        maya,
        'POST',
        `/groups/${group.id}/requests`,
        409,
        'your request to join this group is already pending',
      );
      const requested = await ok<GroupBody[]>(maya, 'GET', '/groups/requested');
      expect(requested.map((item) => item.id)).toContain(group.id);

      await fails(maya, 'GET', `/groups/${group.id}/requests`, 403, MUST_MODERATE);
      await fails(
        maya,
        'PUT',
        `/groups/${group.id}/requests/${request.id}/accept`,
        403,
        MUST_MODERATE,
      );
      const pending = await ok<{ id: string }[]>(
        mod,
        'GET',
        `/groups/${group.id}/requests?status=requested`,
      );
      expect(pending.map((item) => item.id)).toEqual([request.id]);

      const accepted = await ok<GroupBody>(
        mod,
        'PUT',
        `/groups/${group.id}/requests/${request.id}/accept`,
      );
      expect(accepted._count.members).toBe(2);
      expect(await relationship(maya, group.id)).toBe('member');
      await fails(mod, 'PUT', `/groups/${group.id}/requests/${request.id}/accept`, 404);
      expect(await ok<unknown[]>(maya, 'GET', '/groups/requested')).not.toContainEqual(
        expect.objectContaining({ id: group.id }),
      );

      const [notice] = await t.runtime.services.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.accountId, maya.accountId), eq(notifications.groupId, group.id)),
        );
      expect(notice?.type).toBe('GROUP_REQUEST_ACCEPTED');
    });

    it('cancels a pending request once', async () => {
      const group = await createGroup(mod, 'private');
      await ok(lena, 'POST', `/groups/${group.id}/requests`);
      await ok(lena, 'PUT', `/groups/${group.id}/requests/cancel`);
      expect(await relationship(lena, group.id)).toBeUndefined();
      await fails(
        lena,
        'PUT',
        `/groups/${group.id}/requests/cancel`,
        409,
        'you have no pending request to join this group',
      );
    });

    it('rejects a request; a rejected request cannot be accepted or rejected again', async () => {
      const group = await createGroup(mod, 'private');
      const request = await ok<{ id: string }>(sam, 'POST', `/groups/${group.id}/requests`);
      const rejected = await ok<{ status: string }>(
        mod,
        'PUT',
        `/groups/${group.id}/requests/${request.id}/reject`,
      );
      expect(rejected.status).toBe('rejected');
      await fails(
        mod,
        'PUT',
        `/groups/${group.id}/requests/${request.id}/accept`,
        409,
        'this request is no longer pending',
      );
      await fails(
        mod,
        'PUT',
        `/groups/${group.id}/requests/${request.id}/reject`,
        409,
        'this request is no longer pending',
      );
      expect(await relationship(sam, group.id)).toBeUndefined();
      const rejectedList = await ok<{ id: string }[]>(
        mod,
        'GET',
        `/groups/${group.id}/requests?status=rejected`,
      );
      expect(rejectedList.map((item) => item.id)).toEqual([request.id]);
      // Asking again reopens the same request.
      const again = await ok<{ id: string; status: string }>(
        sam,
        'POST',
        `/groups/${group.id}/requests`,
      );
      expect(again).toMatchObject({ id: request.id, status: 'requested' });
      await fails(mod, 'PUT', `/groups/${group.id}/requests/${crypto.randomUUID()}/accept`, 404);
      await fails(mod, 'PUT', `/groups/${group.id}/requests/not-a-uuid/accept`, 400);
    });
  });
});
