import type { Pool } from 'pg';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, notifications, outbox } from '../../db/schema/index';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';

interface GroupBody {
  id: string;
  slug: string;
  name: string;
  access: 'public' | 'private';
  active: boolean;
  image: { uri: string; width: number; height: number } | null;
  viewerRole: string | null;
  _count: { members: number };
}

const MUST_JOIN = 'you must join the group to view this content';
const MUST_MODERATE = 'must be a moderator to manage a group';
const NOT_ENABLED = 'feature not enabled for this community';
// A 1×1 transparent PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('groups routes', () => {
  let t: TestApp;
  let org: TestOrganization;
  let other: TestOrganization;
  let mod: TestUser;
  let maya: TestUser;
  let lena: TestUser;
  let sam: TestUser;
  let admin: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    quietPoolOnDrop(t);
    org = await t.createOrganization();
    other = await t.createOrganization();
    mod = await t.createUser(org);
    maya = await t.createUser(org);
    lena = await t.createUser(org);
    sam = await t.createUser(org);
    admin = await t.createUser(org, { admin: true });
    stranger = await t.createUser(other);
  });
  afterAll(() => t.close());

  function call(
    user: TestUser | TestOrganization,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ) {
    return t.inject({
      method,
      url: `/api${url}`,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  async function ok<T = unknown>(
    user: TestUser | TestOrganization,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<T> {
    const response = await call(user, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    return body.data as T;
  }

  async function fails(
    user: TestUser | TestOrganization,
    method: InjectOptions['method'],
    url: string,
    status: number,
    message?: string | RegExp,
    payload?: unknown,
  ) {
    const response = await call(user, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json();
    expect(body.status).toBe('error');
    if (typeof message === 'string') expect(body.message).toBe(message);
    if (message instanceof RegExp) expect(body.message).toMatch(message);
    return body;
  }

  let counter = 0;
  async function createGroup(
    by: TestUser,
    access: 'public' | 'private',
    extra: Record<string, unknown> = {},
  ): Promise<GroupBody> {
    counter += 1;
    return ok<GroupBody>(by, 'POST', '/groups', {
      group: {
        name: `Harbour Club ${counter} ${crypto.randomUUID().slice(0, 6)}`,
        description: 'Boats',
        access,
        ...extra,
      },
    });
  }

  async function relationship(user: TestUser, groupId: string) {
    const data = await ok<{ groups: Record<string, string | false> }>(
      user,
      'GET',
      '/self/relationships',
    );
    return data.groups[groupId];
  }

  async function memberCount(groupId: string): Promise<number> {
    return (await ok<GroupBody>(mod, 'GET', `/groups/${groupId}`))._count.members;
  }

  describe('create, read, update', () => {
    it('creates a group whose creator is its moderator, with a slug from the name', async () => {
      const group = await ok<GroupBody>(mod, 'POST', '/groups', {
        group: { name: 'Élan Sailing Club!', description: 'On the water', access: 'public' },
      });
      expect(group).toMatchObject({
        slug: 'elan-sailing-club',
        access: 'public',
        active: true,
        viewerRole: 'moderator',
        _count: { members: 1 },
      });
      expect(await relationship(mod, group.id)).toBe('moderator');
      const bySlug = await ok<GroupBody>(maya, 'GET', '/groups/elan-sailing-club');
      expect(bySlug.id).toBe(group.id);
      expect(bySlug.viewerRole).toBeNull();
      const members = await ok<{ role: string; account: { id: string } }[]>(
        maya,
        'GET',
        `/groups/${group.id}/members`,
      );
      expect(members).toEqual([
        expect.objectContaining({
          role: 'moderator',
          account: expect.objectContaining({ id: mod.accountId }),
        }),
      ]);
    });

    it('answers a taken slug with 409', async () => {
      await ok(mod, 'POST', '/groups', { group: { name: 'Taken Name', access: 'public' } });
      const body = await fails(maya, 'POST', '/groups', 409, /slug taken/, {
        group: { name: 'Taken  name', access: 'public' },
      });
      expect(body.field).toBe('group.slug');
    });

    it('stores an uploaded image through the image pipeline', async () => {
      const group = await ok<GroupBody>(mod, 'POST', '/groups', {
        group: { name: `Pictured ${crypto.randomUUID().slice(0, 6)}`, access: 'public' },
        imageDataUri: PNG,
      });
      expect(group.image).toMatchObject({ width: 1, height: 1 });
      expect(group.image?.uri).toMatch(/\.webp$/);
      await fails(mod, 'POST', '/groups', 400, undefined, {
        group: { name: `Broken ${crypto.randomUUID().slice(0, 6)}`, access: 'public' },
        imageDataUri: 'data:image/png;base64,bm90IGFuIGltYWdl',
      });
    });

    it('lets only moderators update, with 403 and the spec message for others', async () => {
      const group = await createGroup(mod, 'public');
      await ok(maya, 'POST', `/groups/${group.id}/join`);
      await fails(maya, 'PUT', `/groups/${group.id}`, 403, MUST_MODERATE, {
        group: { name: 'Mine now' },
      });
      await fails(lena, 'PUT', `/groups/${group.id}`, 403, MUST_MODERATE, {
        group: { name: 'Mine now' },
      });
      const updated = await ok<GroupBody>(mod, 'PUT', `/groups/${group.slug}`, {
        group: { description: 'Updated', access: 'private' },
      });
      expect(updated).toMatchObject({ access: 'private', viewerRole: 'moderator' });
      // The SDK deactivates with POST on the same path.
      const deactivated = await ok<GroupBody>(mod, 'POST', `/groups/${group.id}`, {
        group: { active: false },
      });
      expect(deactivated.active).toBe(false);
      const list = await ok<GroupBody[]>(
        lena,
        'GET',
        `/groups?search=${encodeURIComponent(group.name)}`,
      );
      expect(list).toEqual([]);
      await fails(lena, 'GET', `/groups/${group.id}`, 404);
      expect((await ok<GroupBody>(maya, 'GET', `/groups/${group.id}`)).active).toBe(false);
      await fails(lena, 'POST', `/groups/${group.id}/requests`, 409, /not active/);
    });

    it('lists groups with filters, search and an exact page size', async () => {
      const tag = crypto.randomUUID().slice(0, 6);
      for (let index = 0; index < 3; index += 1) {
        await ok(mod, 'POST', '/groups', {
          group: { name: `Paged ${tag} ${index}`, access: index === 0 ? 'private' : 'public' },
        });
      }
      const page1 = await ok<GroupBody[]>(
        maya,
        'GET',
        `/groups?search=Paged%20${tag}&pageSize=2&orderBy=name`,
      );
      const page2 = await ok<GroupBody[]>(
        maya,
        'GET',
        `/groups?search=Paged%20${tag}&pageSize=2&page=2&orderBy=name`,
      );
      expect(page1.map((group) => group.name)).toEqual([`Paged ${tag} 0`, `Paged ${tag} 1`]);
      expect(page2.map((group) => group.name)).toEqual([`Paged ${tag} 2`]);
      const privateOnly = await ok<GroupBody[]>(
        maya,
        'GET',
        `/groups?search=Paged%20${tag}&access=private`,
      );
      expect(privateOnly.map((group) => group.name)).toEqual([`Paged ${tag} 0`]);
      await fails(maya, 'GET', '/groups?access=secret', 400);
    });

    it('lists featured groups', async () => {
      const group = await createGroup(mod, 'public');
      await t.runtime.services.db
        .update(groups)
        .set({ featured: true })
        .where(eq(groups.id, group.id));
      const featured = await ok<GroupBody[]>(maya, 'GET', '/groups/featured?pageSize=100');
      expect(featured.map((item) => item.id)).toContain(group.id);
      expect(featured.every((item) => item.id === group.id || item.name !== group.name)).toBe(true);
    });
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

  describe('private content', () => {
    it('answers 453 with the spec message to non-members, and serves members', async () => {
      const group = await createGroup(mod, 'private');
      const detail = await ok<GroupBody>(lena, 'GET', `/groups/${group.id}`);
      expect(detail.name).toBe(group.name);
      for (const path of ['members', 'announcements', 'activities', 'media', 'events?past=true']) {
        const body = await fails(lena, 'GET', `/groups/${group.id}/${path}`, 453, MUST_JOIN);
        expect(body.code).toBe('NOT_GROUP_MEMBER');
        await fails(org, 'GET', `/groups/${group.id}/${path}`, 453, MUST_JOIN);
      }
      for (const path of [
        'members',
        'announcements',
        'activities',
        'media?type=videos',
        'events',
      ]) {
        await ok(mod, 'GET', `/groups/${group.id}/${path}`);
        await ok(admin, 'GET', `/groups/${group.id}/${path}`);
      }
      expect(await ok<unknown[]>(mod, 'GET', `/groups/${group.id}/events?past=false`)).toEqual([]);
    });

    it('serves a group’s posts to its members and lets only members post', async () => {
      const group = await createGroup(mod, 'private');
      const posted = await call(mod, 'POST', '/activities', {
        message: 'Welcome aboard',
        entities: [],
        groupId: group.id,
      });
      expect(posted.statusCode, posted.body).toBeLessThan(300);
      const denied = await call(lena, 'POST', '/activities', {
        message: 'Let me in',
        entities: [],
        groupId: group.id,
      });
      expect(denied.statusCode).toBe(453);
      const posts = await ok<{ message: string }[]>(mod, 'GET', `/groups/${group.slug}/activities`);
      expect(posts.map((post) => post.message)).toEqual(['Welcome aboard']);
    });

    it('shows public group content to everyone', async () => {
      const group = await createGroup(mod, 'public');
      await ok(org, 'GET', `/groups/${group.id}/members`);
      await ok(lena, 'GET', `/groups/${group.id}/announcements`);
    });
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

    it('keeps one moderator when two demote each other at the same time', async () => {
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

    it('counts members exactly when many join at once', async () => {
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

  describe('announcements', () => {
    it('sanitizes html, notifies members and emails those who keep announcement emails', async () => {
      const group = await createGroup(mod, 'private');
      await ok(mod, 'POST', `/groups/${group.id}/invitations`, {
        accountIds: [maya.accountId, sam.accountId],
      });
      await ok(maya, 'PUT', `/groups/${group.id}/invitations/accept`);
      await ok(sam, 'PUT', `/groups/${group.id}/invitations/accept`);
      await ok(sam, 'PUT', `/self/groups/${group.id}`, { announcementEmailNotification: false });
      await fails(maya, 'POST', `/groups/${group.id}/announcements`, 403, MUST_MODERATE, {
        title: 'x',
        html: '<p>x</p>',
        email: false,
        push: false,
      });

      const announcement = await ok<{
        id: string;
        html: string;
        message: string;
        title: string;
        email: boolean;
      }>(mod, 'POST', `/groups/${group.id}/announcements`, {
        title: 'Regatta',
        html: '<h2 onclick="evil()">Saturday</h2><p>Meet at <a href="javascript:alert(1)">dock</a> and <a href="https://example.com/map">map</a></p><script>alert(1)</script><img src=x onerror=alert(1)><ul><li><strong>Bring</strong> <em>life jackets</em></li></ul>',
        email: true,
        push: true,
      });
      expect(announcement.html).not.toMatch(/script|onclick|onerror|javascript|<img/i);
      expect(announcement.html).toContain('<h2>Saturday</h2>');
      expect(announcement.html).toContain(
        '<a href="https://example.com/map" rel="noopener noreferrer nofollow" target="_blank">map</a>',
      );
      expect(announcement.html).toContain('<li><strong>Bring</strong> <em>life jackets</em></li>');
      expect(announcement.message).toContain('Saturday');

      const mayaMail = await t.outboxMail(maya.email);
      expect(mayaMail.some((mail) => mail.subject.includes('Regatta'))).toBe(true);
      expect((await t.outboxMail(sam.email)).some((mail) => mail.subject.includes('Regatta'))).toBe(
        false,
      );
      const received = await t.runtime.services.db
        .select()
        .from(notifications)
        .where(eq(notifications.announcementId, announcement.id));
      expect(received.map((row) => row.accountId).sort()).toEqual(
        [maya.accountId, sam.accountId].sort(),
      );

      const list = await ok<{ id: string }[]>(maya, 'GET', `/groups/${group.id}/announcements`);
      expect(list.map((item) => item.id)).toEqual([announcement.id]);
      expect(
        (await ok<{ id: string }>(maya, 'GET', `/self/announcements/${announcement.id}`)).id,
      ).toBe(announcement.id);
      await fails(lena, 'GET', `/self/announcements/${announcement.id}`, 453, MUST_JOIN);
      await fails(stranger, 'GET', `/self/announcements/${announcement.id}`, 404);
      await fails(mod, 'POST', `/groups/${group.id}/announcements`, 400, 'Message is required', {
        title: 'Empty',
        html: '<script>alert(1)</script>',
        email: false,
        push: false,
      });
    });

    it('pushes an announcement only when it asks for push and the member keeps announcement pushes', async () => {
      const group = await createGroup(mod, 'public');
      await ok(maya, 'POST', `/groups/${group.id}/join`);
      await ok(sam, 'POST', `/groups/${group.id}/join`);
      await ok(sam, 'PUT', `/self/groups/${group.id}`, { announcementPushNotification: false });
      for (const [user, deviceToken] of [
        [maya, 'maya-phone'],
        [sam, 'sam-phone'],
      ] as const) {
        await ok(user, 'POST', '/self/push-devices', {
          deviceToken,
          pushService: 'firebase',
          appType: 'COMMUNITYXM',
        });
      }
      const announcementPushTokens = async () => {
        const rows = await t.runtime.services.db
          .select()
          .from(outbox)
          .where(eq(outbox.kind, 'push'));
        return rows
          .map((row) => row.payload as { deviceToken: string; data: { type: string } })
          .filter((payload) => payload.data.type === 'ANNOUNCEMENT')
          .map((payload) => payload.deviceToken);
      };

      await ok(mod, 'POST', `/groups/${group.id}/announcements`, {
        title: 'Pushed news',
        html: '<p>Tide times</p>',
        email: false,
        push: true,
      });
      expect(await announcementPushTokens()).toEqual(['maya-phone']);

      await ok(mod, 'POST', `/groups/${group.id}/announcements`, {
        title: 'Quiet news',
        html: '<p>No push</p>',
        email: false,
        push: false,
      });
      expect(await announcementPushTokens()).toEqual(['maya-phone']);
    });
  });

  describe('self and account groups', () => {
    it('lists memberships by role, reads and updates settings', async () => {
      const owned = await createGroup(maya, 'public');
      const joined = await createGroup(mod, 'public');
      await ok(maya, 'POST', `/groups/${joined.id}/join`);
      const moderated = await ok<{ group: { id: string } }[]>(
        maya,
        'GET',
        '/self/groups?role=moderator&pageSize=100',
      );
      expect(moderated.map((item) => item.group.id)).toContain(owned.id);
      expect(moderated.map((item) => item.group.id)).not.toContain(joined.id);
      const membership = await ok<{ role: string; activityPushNotification: boolean }>(
        maya,
        'GET',
        `/self/groups/${joined.slug}/membership`,
      );
      expect(membership).toMatchObject({ role: 'member', activityPushNotification: true });
      const updated = await ok<{
        activityPushNotification: boolean;
        announcementPushNotification: boolean;
      }>(maya, 'PUT', `/self/groups/${joined.id}`, { activityPushNotification: false });
      expect(updated).toMatchObject({
        activityPushNotification: false,
        announcementPushNotification: true,
      });
      await fails(
        lena,
        'GET',
        `/self/groups/${joined.id}/membership`,
        404,
        'you are not a member of this group',
      );
      await fails(org, 'GET', '/self/groups', 401);
    });

    it('shows an account’s private groups only to fellow members', async () => {
      const secret = await createGroup(sam, 'private');
      const open = await createGroup(sam, 'public');
      const seenByLena = await ok<GroupBody[]>(
        lena,
        'GET',
        `/accounts/${sam.accountId}/groups?pageSize=100`,
      );
      expect(seenByLena.map((group) => group.id)).toContain(open.id);
      expect(seenByLena.map((group) => group.id)).not.toContain(secret.id);
      const seenBySelf = await ok<GroupBody[]>(
        sam,
        'GET',
        `/accounts/${sam.username}/groups?pageSize=100`,
      );
      expect(seenBySelf.map((group) => group.id)).toEqual(
        expect.arrayContaining([open.id, secret.id]),
      );
      await ok(sam, 'POST', `/groups/${secret.id}/invitations`, { accountIds: [lena.accountId] });
      await ok(lena, 'PUT', `/groups/${secret.id}/invitations/accept`);
      const afterJoining = await ok<GroupBody[]>(
        lena,
        'GET',
        `/accounts/${sam.accountId}/groups?pageSize=100`,
      );
      expect(afterJoining.map((group) => group.id)).toContain(secret.id);
      await fails(lena, 'GET', `/accounts/${stranger.accountId}/groups`, 404);
    });
  });

  describe('organizations', () => {
    it('never shows one organization’s groups to another', async () => {
      const group = await createGroup(mod, 'public');
      const theirs = await ok<GroupBody[]>(stranger, 'GET', `/groups?pageSize=100`);
      expect(theirs.map((item) => item.id)).not.toContain(group.id);
      await fails(stranger, 'GET', `/groups/${group.id}`, 404);
      await fails(stranger, 'GET', `/groups/${group.slug}`, 404);
      await fails(stranger, 'POST', `/groups/${group.id}/join`, 404);
      await fails(stranger, 'POST', `/groups/${group.slug}/requests`, 404);
      await fails(stranger, 'GET', `/groups/${group.id}/members`, 404);
      await fails(stranger, 'PUT', `/groups/${group.id}`, 404, undefined, {
        group: { name: 'Hijack' },
      });
      await fails(stranger, 'POST', `/groups/${group.id}/members/${mod.accountId}/promote`, 404);
      await fails(stranger, 'GET', `/self/groups/${group.id}/membership`, 404);
      // The same slug may exist in another organization.
      const twin = await ok<GroupBody>(stranger, 'POST', '/groups', {
        group: { name: group.name, access: 'public' },
      });
      expect(twin.slug).toBe(group.slug);
      expect(twin.id).not.toBe(group.id);
      expect((await ok<GroupBody>(mod, 'GET', `/groups/${group.slug}`)).id).toBe(group.id);
    });

    it('answers 456 on every group route when the groups module is off', async () => {
      const off = await t.createOrganization({ modules: ['activities', 'events', 'accounts'] });
      const user = await t.createUser(off);
      const id = crypto.randomUUID();
      for (const [method, url] of [
        ['GET', '/groups'],
        ['GET', '/groups/featured'],
        ['GET', '/groups/requested'],
        ['GET', `/groups/${id}`],
        ['GET', `/groups/${id}/members`],
        ['GET', `/groups/${id}/activities`],
        ['POST', `/groups/${id}/join`],
        ['POST', `/groups/${id}/requests`],
        ['GET', '/self/groups'],
        ['GET', `/accounts/${user.accountId}/groups`],
      ] as const) {
        const body = await fails(user, method, url, 456, NOT_ENABLED);
        expect(body.code).toBe('FEATURE_NOT_AVAILABLE');
      }
      await fails(user, 'POST', '/groups', 456, NOT_ENABLED, { group: { name: 'Nope' } });
    });
  });
});

/**
 * On PostgreSQL the harness drops the test database WITH (FORCE) right after ending the
 * pool; sessions still closing then report 57P01 on the pool, which is expected and must
 * not surface as an unhandled error (as in realtime/test-redis.ts and db/migrate.test.ts).
 */
function quietPoolOnDrop(t: TestApp): void {
  if (t.runtime.database.kind === 'postgres')
    (t.runtime.services.db as unknown as { $client: Pool }).$client.on('error', () => {});
}
