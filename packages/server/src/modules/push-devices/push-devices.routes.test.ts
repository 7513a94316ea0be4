import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';

describe('/self/push-devices', () => {
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

  const register = (user: TestUser, payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/self/push-devices', headers: user.headers, payload });

  it('registers, lists, reads and deletes the acting account’s devices', async () => {
    const created = await register(alice, {
      deviceToken: 'alice-token-1',
      pushService: 'apn',
      name: 'Alice’s phone',
      model: 'iPhone15,2',
      brand: 'Apple',
      manufacturer: 'Apple',
      appType: 'EVENTXM',
    });
    expect(created.statusCode).toBe(200);
    const device = created.json().data;
    expect(device).toMatchObject({
      deviceToken: 'alice-token-1',
      pushService: 'apn',
      appType: 'EVENTXM',
      name: 'Alice’s phone',
      accountId: alice.accountId,
      account: { id: alice.accountId, username: alice.username },
    });

    const listed = await t.inject({
      method: 'GET',
      url: '/api/self/push-devices',
      headers: alice.headers,
    });
    expect(listed.json().data.map((d: { id: string }) => d.id)).toEqual([device.id]);

    const read = await t.inject({
      method: 'GET',
      url: `/api/self/push-devices/${device.id}`,
      headers: alice.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(device);

    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/self/push-devices/${device.id}`,
      headers: alice.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.id).toBe(device.id);
    const again = await t.inject({
      method: 'GET',
      url: `/api/self/push-devices/${device.id}`,
      headers: alice.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('defaults the app type and moves a known token to the account registering it', async () => {
    const first = (
      await register(alice, { deviceToken: 'shared-token', pushService: 'firebase' })
    ).json().data;
    expect(first.appType).toBe('COMMUNITYXM');
    const second = (
      await register(bob, { deviceToken: 'shared-token', pushService: 'firebase' })
    ).json().data;
    expect(second.id).toBe(first.id);
    expect(second.accountId).toBe(bob.accountId);
    const alices = await t.inject({
      method: 'GET',
      url: '/api/self/push-devices',
      headers: alice.headers,
    });
    expect(alices.json().data.map((d: { deviceToken: string }) => d.deviceToken)).not.toContain(
      'shared-token',
    );
  });

  it('answers 404 for another account’s device and leaves it in place', async () => {
    const device = (await register(bob, { deviceToken: 'bob-only', pushService: 'huawei' })).json()
      .data;
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.inject({
        method,
        url: `/api/self/push-devices/${device.id}`,
        headers: alice.headers,
      });
      expect(response.statusCode).toBe(404);
    }
    const still = await t.inject({
      method: 'GET',
      url: `/api/self/push-devices/${device.id}`,
      headers: bob.headers,
    });
    expect(still.statusCode).toBe(200);
  });

  it('answers 404 for a device of another organization', async () => {
    const device = (
      await register(alice, { deviceToken: 'alice-xiaomi', pushService: 'xiaomi' })
    ).json().data;
    const other = await t.createOrganization();
    const outsider = await t.createUser(other);
    const response = await t.inject({
      method: 'DELETE',
      url: `/api/self/push-devices/${device.id}`,
      headers: outsider.headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it('updates a device with the SDK body, ignoring read-only fields; others get 404', async () => {
    const device = (
      await register(alice, { deviceToken: 'alice-update', pushService: 'apn' })
    ).json().data;
    const response = await t.inject({
      method: 'PUT',
      url: `/api/self/push-devices/${device.id}`,
      headers: alice.headers,
      payload: {
        pushDevice: {
          ...device,
          name: 'Work phone',
          accountId: bob.accountId,
          deviceToken: 'alice-new-token',
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: device.id,
      name: 'Work phone',
      deviceToken: 'alice-new-token',
      accountId: alice.accountId,
    });
    const byBob = await t.inject({
      method: 'PUT',
      url: `/api/self/push-devices/${device.id}`,
      headers: bob.headers,
      payload: { pushDevice: { name: 'Mine now' } },
    });
    expect(byBob.statusCode).toBe(404);
    const bad = await t.inject({
      method: 'PUT',
      url: `/api/self/push-devices/${device.id}`,
      headers: alice.headers,
      payload: { pushDevice: { pushService: 'pigeon' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('pushDevice.pushService');
  });

  it('rejects an unknown push service naming the field', async () => {
    const response = await register(alice, { deviceToken: 'x', pushService: 'pigeon' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'error',
      code: 'VALIDATION',
      field: 'pushService',
    });
  });

  it('rejects a missing token', async () => {
    const response = await register(alice, { pushService: 'apn' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('deviceToken');
  });

  it('requires a signed-in account', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/self/push-devices',
      headers: org.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});
