import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../db/schema/index';
import type { TestApp, TestOrganization, TestUser } from '../../test/harness';
import {
  type GroupBody,
  MUST_JOIN,
  MUST_MODERATE,
  NOT_ENABLED,
  PNG,
  useGroupsFixture,
} from './test/groups-fixture';

describe('groups routes: groups, their content, self and account groups', () => {
  const f = useGroupsFixture();
  const { call, ok, fails, createGroup, relationship } = f;
  let t: TestApp;
  let org: TestOrganization;
  let mod: TestUser;
  let maya: TestUser;
  let lena: TestUser;
  let sam: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  beforeAll(() => {
    ({ t, org, mod, maya, lena, sam, admin, stranger } = f);
  });

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

    it('lets only moderators update, with 403 and the contract’s message for others', async () => {
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

  describe('private content', () => {
    it('answers 453 with the contract’s message to non-members, and serves members', async () => {
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
