import { ADDRESS_MESSAGES } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';

const HOME = {
  name: 'Home',
  address1: '1 Harbour Road',
  address2: 'Flat 2',
  city: 'Portland',
  state: 'ME',
  country: 'US',
  zip: '04101',
};

describe('/self/addresses', () => {
  let t: TestApp;
  let org: TestOrganization;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    alice = await t.createUser(org);
    bob = await t.createUser(org);
  });
  afterAll(() => t.close());

  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.inject({ method, url: `/api${url}`, headers: user.headers, ...(payload ? { payload } : {}) });

  it('creates, lists, reads, updates and deletes the acting account’s addresses', async () => {
    const created = await call(alice, 'POST', '/self/addresses', HOME);
    expect(created.statusCode).toBe(200);
    const home = created.json().data;
    // The first address is the primary one.
    expect(home).toMatchObject({ ...HOME, primary: true });

    const work = (
      await call(alice, 'POST', '/self/addresses', { ...HOME, name: 'Work', address1: '9 Dock St' })
    ).json().data;
    expect(work.primary).toBe(false);

    const list = (await call(alice, 'GET', '/self/addresses')).json().data;
    expect(list.map((a: { id: string }) => a.id)).toEqual([home.id, work.id]);

    // Marking another primary takes the flag from the first.
    const updated = await call(alice, 'PUT', `/self/addresses/${work.id}`, {
      ...work,
      city: 'Bangor',
      primary: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: work.id, city: 'Bangor', primary: true });
    const read = (await call(alice, 'GET', `/self/addresses/${home.id}`)).json().data;
    expect(read.primary).toBe(false);

    // Deleting the primary one hands the flag to the one left.
    const removed = await call(alice, 'DELETE', `/self/addresses/${work.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toBeNull();
    expect((await call(alice, 'GET', `/self/addresses/${work.id}`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', `/self/addresses/${home.id}`)).json().data.primary).toBe(true);
  });

  it.each([
    ['address1', ADDRESS_MESSAGES.address1],
    ['zip', ADDRESS_MESSAGES.zip],
    ['state', ADDRESS_MESSAGES.state],
  ] as const)('requires %s with its message', async (field, message) => {
    for (const value of [undefined, '   ']) {
      const response = await call(alice, 'POST', '/self/addresses', { ...HOME, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', field, message });
    }
    const existing = (await call(alice, 'POST', '/self/addresses', HOME)).json().data;
    const update = await call(alice, 'PUT', `/self/addresses/${existing.id}`, {
      ...HOME,
      [field]: '',
    });
    expect(update.json()).toMatchObject({ field, message });
  });

  it('answers 404 for another account’s or another organization’s address', async () => {
    const home = (await call(alice, 'POST', '/self/addresses', HOME)).json().data;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(bob, method, `/self/addresses/${home.id}`, HOME);
      expect(response.statusCode).toBe(404);
    }
    const other = await t.createOrganization();
    const outsider = await t.createUser(other);
    expect((await call(outsider, 'GET', `/self/addresses/${home.id}`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', `/self/addresses/${home.id}`)).statusCode).toBe(200);
  });

  it('requires a signed-in account', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/self/addresses',
      headers: org.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});
