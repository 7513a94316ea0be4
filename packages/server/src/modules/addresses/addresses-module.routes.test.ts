import { ADDRESS_MESSAGES, MODULES, type Module } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { paymentWorld } from '../payments/test/payment-world';

const HOME = { address1: '1 Harbour Road', city: 'Portland', state: 'ME', zip: '04101' };
const PAYING: Module[] = ['events', 'invoices', 'bookings', 'subscriptions'];

/** `/self/addresses` serve payment intents: with no module that takes payments, 456. */
describe('/self/addresses and the organization’s modules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const member = async (modules: Module[]): Promise<TestUser> =>
    t.createUser(await t.createOrganization({ modules }));
  const { call } = paymentWorld(() => t);

  it('answers 456 on every route when no module that takes payments is on', async () => {
    const user = await member(MODULES.filter((module) => !PAYING.includes(module)));
    const id = crypto.randomUUID();
    for (const [method, url, body] of [
      ['GET', '/self/addresses'],
      ['POST', '/self/addresses', HOME],
      ['GET', `/self/addresses/${id}`],
      ['PUT', `/self/addresses/${id}`, HOME],
      ['DELETE', `/self/addresses/${id}`],
    ] as const) {
      const response = await call(user, method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(456);
      expect(response.json()).toMatchObject({ status: 'error', code: 'FEATURE_NOT_AVAILABLE' });
    }
  });

  it.each(PAYING)('serves them while %s alone is on', async (module) => {
    const user = await member([module]);
    const created = await call(user, 'POST', '/self/addresses', HOME);
    expect(created.statusCode, created.body).toBe(200);
    expect((await call(user, 'GET', '/self/addresses')).json().data).toHaveLength(1);
    // The rules still apply.
    const incomplete = await call(user, 'POST', '/self/addresses', { ...HOME, zip: '' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(ADDRESS_MESSAGES.zip);
  });
});
