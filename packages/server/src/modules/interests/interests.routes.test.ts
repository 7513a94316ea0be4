import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInterests } from '../../db/schema/index';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';

describe('interests routes', () => {
  let t: TestApp;
  let org: TestOrganization;
  let other: TestOrganization;
  let maya: TestUser;
  let stranger: TestUser;
  const created: { id: string; name: string; slug: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    other = await t.createOrganization();
    maya = await t.createUser(org);
    stranger = await t.createUser(other);
  });
  afterAll(() => t.close());

  const create = (user: TestUser | TestOrganization, name: string) =>
    t.inject({
      method: 'POST',
      url: '/api/interests',
      headers: user.headers,
      payload: { interest: { name } },
    });

  it('creates interests for members, dedupes by name (409), refuses anonymous (401) and disabled (462)', async () => {
    for (const name of ['Sailing', 'Ceramics', 'Urban Gardening', 'Jazz', 'Woodworking', 'Film']) {
      const response = await create(maya, name);
      expect(response.statusCode).toBe(201);
      created.push(response.json().data);
    }
    expect(created[2]).toMatchObject({
      name: 'Urban Gardening',
      slug: 'urban-gardening',
      featured: false,
    });
    const duplicate = await create(maya, '  urban   gardening ');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('An interest with this name already exists');
    expect((await create(org, 'Chess')).statusCode).toBe(401);
    const disabled = await t.createUser(org, { disabled: true });
    expect((await create(disabled, 'Chess')).statusCode).toBe(462);
    expect((await create(stranger, 'Sailing')).statusCode).toBe(201);
  });

  it('lists, searches and reads by id, slug or name; 404 across organizations', async () => {
    const list = await t.inject({
      method: 'GET',
      url: '/api/interests?pageSize=100',
      headers: org.headers,
    });
    expect(list.json().data.map((i: { name: string }) => i.name)).toEqual([
      'Ceramics',
      'Film',
      'Jazz',
      'Sailing',
      'Urban Gardening',
      'Woodworking',
    ]);
    const search = await t.inject({
      method: 'GET',
      url: '/api/interests?search=garden',
      headers: org.headers,
    });
    expect(search.json().data).toHaveLength(1);
    const garden = created[2]!;
    for (const key of [garden.id, 'urban-gardening', 'Urban%20Gardening']) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/interests/${key}`,
        headers: org.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.id).toBe(garden.id);
    }
    const foreign = await t.inject({
      method: 'GET',
      url: `/api/interests/${garden.id}`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('tags activities with interests and lists them by interest', async () => {
    const [sailing, jazz] = [created[0]!, created[3]!];
    const post = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: maya.headers,
      payload: { message: 'Regatta on Sunday', interestIds: [sailing.id] },
    });
    expect(post.statusCode).toBe(201);
    expect(post.json().data.interests).toEqual([
      { id: sailing.id, name: 'Sailing', slug: 'sailing' },
    ]);
    const bySlug = await t.inject({
      method: 'GET',
      url: '/api/interests/sailing/activities',
      headers: org.headers,
    });
    expect(bySlug.json().data.map((a: { id: string }) => a.id)).toEqual([post.json().data.id]);
    const none = await t.inject({
      method: 'GET',
      url: `/api/interests/${jazz.id}/activities`,
      headers: org.headers,
    });
    expect(none.json().data).toEqual([]);
    const hashtags = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: maya.headers,
      payload: {
        message:
          'Late #jazz set, then #Urban-Gardening at dawn. #unknown-tag and mail@x#jazz stay text.',
      },
    });
    expect(hashtags.statusCode).toBe(201);
    expect(hashtags.json().data.interests.map((i: { slug: string }) => i.slug)).toEqual([
      'jazz',
      'urban-gardening',
    ]);
    const foreignTag = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: stranger.headers,
      payload: { message: 'x', interestIds: [sailing.id] },
    });
    expect(foreignTag.statusCode).toBe(404);
  });

  it('onboarding requires at least 5 interests and replaces the selection', async () => {
    const few = await t.inject({
      method: 'POST',
      url: '/api/self/interests',
      headers: maya.headers,
      payload: { interestIds: created.slice(0, 4).map((i) => i.id) },
    });
    expect(few.statusCode).toBe(400);
    expect(few.json()).toMatchObject({ message: 'Select 5 interests', field: 'interestIds' });

    const five = created.slice(0, 5).map((i) => i.id);
    const saved = await t.inject({
      method: 'POST',
      url: '/api/self/interests',
      headers: maya.headers,
      payload: { interestIds: five },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ id: maya.accountId });
    const mine = await t.inject({
      method: 'GET',
      url: '/api/self/interests',
      headers: maya.headers,
    });
    expect(
      mine
        .json()
        .data.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([...five].sort());

    const other5 = created.slice(1, 6).map((i) => i.id);
    await t.inject({
      method: 'POST',
      url: '/api/self/interests',
      headers: maya.headers,
      payload: { interestIds: other5 },
    });
    const replaced = await t.inject({
      method: 'GET',
      url: '/api/self/interests',
      headers: maya.headers,
    });
    expect(
      replaced
        .json()
        .data.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([...other5].sort());

    const foreign = await t.inject({
      method: 'POST',
      url: '/api/self/interests',
      headers: stranger.headers,
      payload: { interestIds: five },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: '/api/self/interests', headers: org.headers }))
        .statusCode,
    ).toBe(401);
  });

  it('embeds the first five enabled accounts holding an interest, earliest first', async () => {
    const film = created[5]!;
    const others = created.slice(0, 4).map((i) => i.id);
    const holders: TestUser[] = [];
    for (let index = 0; index < 6; index += 1) {
      const holder = await t.createUser(org);
      const saved = await t.inject({
        method: 'POST',
        url: '/api/self/interests',
        headers: holder.headers,
        payload: { interestIds: [film.id, ...others] },
      });
      expect(saved.statusCode).toBe(200);
      holders.push(holder);
      if (index === 1) {
        // A disabled account holding it in between is left out.
        const disabled = await t.createUser(org, { disabled: true });
        await t.runtime.services.db.insert(accountInterests).values({
          organizationId: org.id,
          accountId: disabled.accountId,
          interestId: film.id,
        });
      }
    }
    const read = await t.inject({
      method: 'GET',
      url: `/api/interests/${film.id}`,
      headers: org.headers,
    });
    const accounts: { id: string }[] = read.json().data.accounts;
    // Maya chose Film in the onboarding test, before all of them.
    expect(accounts.map((account) => account.id)).toEqual([
      maya.accountId,
      ...holders.slice(0, 4).map((holder) => holder.accountId),
    ]);
    expect(accounts[1]).toMatchObject({
      id: holders[0]!.accountId,
      username: holders[0]!.username,
      accountType: 'account',
    });
  });
});
