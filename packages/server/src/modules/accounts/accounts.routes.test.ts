import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { isBlockedBetween } from './accounts.service';

describe('accounts routes', () => {
  let t: TestApp;
  let org: TestOrganization;
  let other: TestOrganization;
  let maya: TestUser;
  let omar: TestUser;
  let lena: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    other = await t.createOrganization();
    maya = await t.createUser(org, { username: 'maya-lind' });
    omar = await t.createUser(org, { username: 'omar-haddad' });
    lena = await t.createUser(org, { username: 'lena-park' });
    stranger = await t.createUser(other, { username: 'far-away' });
  });
  afterAll(() => t.close());

  const get = (url: string, user?: TestUser) =>
    t.inject({ method: 'GET', url, headers: user ? user.headers : org.headers });
  const post = (url: string, user?: TestUser) =>
    t.inject({ method: 'POST', url, headers: user ? user.headers : org.headers });

  it('reads an account by id and by username, 404 across organizations', async () => {
    const byId = await get(`/api/accounts/${omar.accountId}`, maya);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toMatchObject({
      id: omar.accountId,
      username: 'omar-haddad',
      _count: { followers: 0, following: 0 },
      blocked: false,
      blockedByAccount: false,
    });
    const byName = await get('/api/accounts/omar-haddad');
    expect(byName.json().data.id).toBe(omar.accountId);

    const foreign = await get(`/api/accounts/${stranger.accountId}`, maya);
    expect(foreign.statusCode).toBe(404);
    const foreignName = await get('/api/accounts/far-away', maya);
    expect(foreignName.statusCode).toBe(404);
  });

  it('shows the social links on account reads and in the directory', async () => {
    const unset = (await get(`/api/accounts/${lena.accountId}`)).json().data;
    expect(unset).toMatchObject({
      facebook: null,
      instagram: null,
      linkedIn: null,
      twitter: null,
      tikTok: null,
      youtube: null,
      discord: null,
    });
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/self',
      headers: lena.headers,
      payload: { linkedIn: 'https://www.linkedin.com/in/lena', discord: 'lena.park' },
    });
    expect(saved.statusCode).toBe(200);
    const read = (await get('/api/accounts/lena-park', maya)).json().data;
    expect(read).toMatchObject({
      linkedIn: 'https://www.linkedin.com/in/lena',
      discord: 'lena.park',
    });
    const listed = (await get('/api/accounts?search=lena')).json().data;
    expect(listed[0]).toMatchObject({
      linkedIn: 'https://www.linkedin.com/in/lena',
      twitter: null,
    });
  });

  it('searches the directory by username and name, and pages exactly', async () => {
    const search = await get('/api/accounts?search=omar');
    expect(search.json().data.map((a: { id: string }) => a.id)).toEqual([omar.accountId]);
    const page = await get('/api/accounts?pageSize=2');
    expect(page.json().data).toHaveLength(2);
    const page2 = await get('/api/accounts?pageSize=2&page=2');
    expect(page2.json().data).toHaveLength(1);
    const none = await get('/api/accounts?search=far-away');
    expect(none.json().data).toEqual([]);
  });

  it('follows and unfollows: counters and relationship change by one, idempotently', async () => {
    const anonymous = await post(`/api/accounts/${omar.accountId}/follow`);
    expect(anonymous.statusCode).toBe(401);

    const first = await post(`/api/accounts/${omar.accountId}/follow`, maya);
    expect(first.statusCode).toBe(200);
    expect(first.json().data._count.followers).toBe(1);
    const twice = await post(`/api/accounts/omar-haddad/follow`, maya);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data._count.followers).toBe(1);

    const relationships = await get('/api/self/relationships', maya);
    expect(relationships.json().data.accounts).toEqual({ [omar.accountId]: true });
    const stats = await get(`/api/accounts/${maya.accountId}/followStats`);
    expect(stats.json().data).toEqual({ followers: 0, following: 1 });
    const followers = await get(`/api/accounts/${omar.accountId}/followers`);
    expect(followers.json().data.map((a: { id: string }) => a.id)).toEqual([maya.accountId]);
    const following = await get(`/api/accounts/${maya.accountId}/following`);
    expect(following.json().data.map((a: { id: string }) => a.id)).toEqual([omar.accountId]);

    const notification = await t.inject({
      method: 'GET',
      url: '/api/self/notifications',
      headers: omar.headers,
    });
    expect(notification.json().data).toEqual([expect.objectContaining({ type: 'FOLLOW' })]);

    const popular = await get('/api/accounts/popular?pageSize=1');
    expect(popular.json().data[0].id).toBe(omar.accountId);

    const unfollow = await post(`/api/accounts/${omar.accountId}/unfollow`, maya);
    expect(unfollow.json().data._count.followers).toBe(0);
    expect((await get('/api/self/relationships', maya)).json().data.accounts).toEqual({});
    const again = await post(`/api/accounts/${omar.accountId}/unfollow`, maya);
    expect(again.json().data._count.followers).toBe(0);
    const after = await get(`/api/accounts/${maya.accountId}/followStats`);
    expect(after.json().data).toEqual({ followers: 0, following: 0 });
  });

  it('refuses to follow yourself (400), a foreign account (404), and when disabled (462)', async () => {
    const self = await post(`/api/accounts/${maya.accountId}/follow`, maya);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot follow yourself');
    const foreign = await post(`/api/accounts/${stranger.accountId}/follow`, maya);
    expect(foreign.statusCode).toBe(404);
    const disabled = await t.createUser(org, { disabled: true });
    const blocked = await post(`/api/accounts/${omar.accountId}/follow`, disabled);
    expect(blocked.statusCode).toBe(462);
    expect(blocked.json().message).toBe('account disabled');
  });

  it('blocking removes follows both ways, hides each from lists, and forbids following', async () => {
    await post(`/api/accounts/${lena.accountId}/follow`, maya);
    await post(`/api/accounts/${maya.accountId}/follow`, lena);
    expect((await get(`/api/accounts/${lena.accountId}/followStats`)).json().data).toEqual({
      followers: 1,
      following: 1,
    });

    const block = await post(`/api/accounts/${lena.accountId}/block`, maya);
    expect(block.statusCode).toBe(200);
    expect(block.json().data).toMatchObject({
      blocked: true,
      _count: { followers: 0, following: 0 },
    });
    expect((await get(`/api/accounts/${maya.accountId}/followStats`)).json().data).toEqual({
      followers: 0,
      following: 0,
    });
    expect(
      await isBlockedBetween(
        t.runtime.services.db,
        { organizationId: org.id },
        lena.accountId,
        maya.accountId,
      ),
    ).toBe(true);

    const follow = await post(`/api/accounts/${maya.accountId}/follow`, lena);
    expect(follow.statusCode).toBe(403);
    const directory = await get('/api/accounts?pageSize=50', lena);
    expect(directory.json().data.map((a: { id: string }) => a.id)).not.toContain(maya.accountId);
    const profile = await get(`/api/accounts/${maya.accountId}`, lena);
    expect(profile.json().data).toMatchObject({ blocked: false, blockedByAccount: true });

    const blocks = await get('/api/self/blocks', maya);
    expect(blocks.json().data).toEqual([
      expect.objectContaining({
        accountId: lena.accountId,
        blockerId: maya.accountId,
        account: expect.objectContaining({ username: 'lena-park' }),
      }),
    ]);
    expect((await get('/api/self/blocks')).statusCode).toBe(401);

    const unblock = await post(`/api/accounts/${lena.accountId}/unblock`, maya);
    expect(unblock.json().data.blocked).toBe(false);
    expect((await get('/api/self/blocks', maya)).json().data).toEqual([]);
    expect((await post(`/api/accounts/${maya.accountId}/follow`, lena)).statusCode).toBe(200);
  });

  it('cannot block yourself or a foreign account', async () => {
    expect((await post(`/api/accounts/${maya.accountId}/block`, maya)).statusCode).toBe(400);
    expect((await post(`/api/accounts/${stranger.accountId}/block`, maya)).statusCode).toBe(404);
  });

  it('gates the directory on the accounts module (456)', async () => {
    const bare = await t.createOrganization({ modules: ['activities'] });
    const response = await t.inject({ method: 'GET', url: '/api/accounts', headers: bare.headers });
    expect(response.statusCode).toBe(456);
  });

  it('deleting an account gives back the follows, likes and comments it counted', async () => {
    const leaving = await t.createUser(org);
    const author = await t.createUser(org);
    const created = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: author.headers,
      payload: { message: 'hello' },
    });
    const activityId = created.json().data.id as string;
    await post(`/api/accounts/${author.accountId}/follow`, leaving);
    await post(`/api/accounts/${leaving.accountId}/follow`, author);
    await post(`/api/activities/${activityId}/likes`, leaving);
    for (const message of ['one', 'two'])
      await t.inject({
        method: 'POST',
        url: '/api/activities',
        headers: leaving.headers,
        payload: { message, commentedId: activityId },
      });
    expect((await get(`/api/activities/${activityId}`)).json().data._count).toEqual({
      likes: 1,
      comments: 2,
    });
    expect((await get(`/api/accounts/${author.accountId}/followStats`)).json().data).toEqual({
      followers: 1,
      following: 1,
    });

    const deleted = await t.inject({
      method: 'DELETE',
      url: '/api/self',
      headers: leaving.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/activities/${activityId}`)).json().data._count).toEqual({
      likes: 0,
      comments: 0,
    });
    expect((await get(`/api/accounts/${author.accountId}/followStats`)).json().data).toEqual({
      followers: 0,
      following: 0,
    });
  });
});
