import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { seedPayments } from './payments';

describe('demo payments seeder', () => {
  let t: TestApp;
  let demo: TestOrganization;
  let maya: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.createOrganization();
    const second = await t.createOrganization();
    maya = await t.createUser(demo, { username: 'maya-lindqvist' });
    const organizations = {
      demo: (await t.app.organizations.byIdOrUndefined(demo.id))!,
      second: (await t.app.organizations.byIdOrUndefined(second.id))!,
    };
    // In one transaction, as the demo seed runs.
    await t.runtime.services.db.transaction((tx) =>
      seedPayments({
        services: { ...t.runtime.services, db: tx as unknown as typeof t.runtime.services.db },
        ...organizations,
        accounts: { demo: new Map([[maya.username, maya.accountId]]), second: new Map() },
      }),
    );
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.inject({ method: 'GET', url: `/api${url}`, headers: maya.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('gives the demo member an address and invoices sent, paid and void', async () => {
    const [address] = await get('/self/addresses');
    expect(address).toMatchObject({ primary: true, address1: '12 Harbour Road', state: 'ME' });
    const invoices: { id: string; status: string }[] = await get('/invoices');
    expect(invoices.map((invoice) => invoice.status).sort()).toEqual(['paid', 'sent', 'void']);
    const paid = await get(`/invoices/${invoices.find((i) => i.status === 'paid')!.id}`);
    expect(paid.payments).toEqual([
      expect.objectContaining({
        type: 'charge',
        provider: 'test',
        chargedAmt: 4500,
        last4: '4242',
      }),
    ]);
  });

  it('lets the demo member pay the open invoice on the test gateway', async () => {
    const invoices: { id: string; status: string }[] = await get('/invoices?status=sent');
    const [address] = await get('/self/addresses');
    const intent = await get(`/invoices/${invoices[0]!.id}/intent?addressId=${address.id}`);
    expect(intent).toMatchObject({ amount: 23000, integration: { type: 'test' } });
    const captured = await t.inject({
      method: 'POST',
      url: `/api/organization/intents/${intent.id}/capture`,
      headers: maya.headers,
      payload: { nonce: 'tok_test_visa' },
    });
    expect(captured.statusCode).toBe(200);
    expect((await get(`/invoices/${invoices[0]!.id}`)).status).toBe('paid');
  });
});
