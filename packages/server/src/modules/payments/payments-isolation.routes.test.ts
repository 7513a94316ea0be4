import { PAYMENT_MESSAGES } from '@convene/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/harness';
import { useRegistrationWorld } from '../ticketing/registration/test/registration-world';
import { testGatewayCharges } from './index';
import { paymentWorld } from './test/payment-world';

/**
 * Invoices, intents and carts stay with their account and organization: a plain member
 * and a member of another organization get 404 for someone else's, whatever route they
 * try, and nothing is charged. Capture's body is optional; sent empty it is a decline.
 */
describe('whose invoices, intents and registrations', () => {
  const world = useRegistrationWorld(2);
  const payments = paymentWorld(() => world.t);
  const { ok, call } = world;
  let maya: TestUser;
  let omar: TestUser;
  let invoiceId: string;
  let invoiceIntent: string;
  let registrationIntent: string;
  let eventId: string;
  let mayasAddress: string;

  beforeAll(async () => {
    [maya, omar] = world.members as [TestUser, TestUser];
    await payments.enableProvider(world.admin, 'test');
    mayasAddress = await payments.address(maya);
    invoiceId = await payments.invoice(world.org, maya);
    invoiceIntent = (
      await ok<{ id: string }>(
        maya,
        'GET',
        `/invoices/${invoiceId}/intent?addressId=${mayasAddress}`,
      )
    ).id;
    const event = await world.createEvent({ name: 'Paid Harbour Day' });
    eventId = event.id;
    const pass = await world.offer.passType(eventId, { name: 'Captain', price: 4000 });
    const cart = `/self/events/${eventId}/registration`;
    await ok(maya, 'POST', `${cart}/passes`, { passes: [{ ticketId: pass.id }] });
    registrationIntent = (
      await ok<{ id: string }>(
        maya,
        'GET',
        `${cart}/intent?addressId=${mayasAddress}&termsAccepted=true`,
      )
    ).id;
  });

  async function expectAllNotFound(user: TestUser, addressId: string) {
    const attempts: [InjectOptions['method'], string, object?][] = [
      ['GET', `/invoices/${invoiceId}`],
      ['GET', `/invoices/${invoiceId}/pdf`],
      ['GET', `/invoices/${invoiceId}/intent?addressId=${addressId}`],
      ['POST', `/organization/intents/${invoiceIntent}/capture`, { nonce: 'tok_test_visa' }],
      ['POST', `/organization/intents/${registrationIntent}/capture`, { nonce: 'tok_test_visa' }],
      ['GET', `/self/addresses/${mayasAddress}`],
    ];
    for (const [method, url, body] of attempts) {
      const response = await call(user, method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    }
  }

  it('answers 404 to a member of another organization for every one of them', async () => {
    await expectAllNotFound(world.stranger, await payments.address(world.stranger));
    // The event itself is not theirs either: its cart is 404, not an empty draft.
    const theirs = await call(world.stranger, 'GET', `/self/events/${eventId}/registration`);
    expect(theirs.statusCode).toBe(404);
  });

  it('answers 404 to another member of the same organization, and shows them only their own cart', async () => {
    await expectAllNotFound(omar, await payments.address(omar));
    const own = await ok<{ accountId: string; passes: unknown[] }>(
      omar,
      'GET',
      `/self/events/${eventId}/registration`,
    );
    expect(own).toMatchObject({ accountId: omar.accountId, passes: [] });
    const invoices = await ok<{ id: string }[]>(omar, 'GET', '/invoices');
    expect(invoices.map((invoice) => invoice.id)).not.toContain(invoiceId);
  });

  it('charged nothing for the refused attempts; the owner still pays', async () => {
    expect(testGatewayCharges(invoiceIntent)).toHaveLength(0);
    expect(testGatewayCharges(registrationIntent)).toHaveLength(0);
    const paid = await call(maya, 'POST', `/organization/intents/${registrationIntent}/capture`, {
      nonce: 'tok_test_visa',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(testGatewayCharges(registrationIntent)).toHaveLength(1);
  });

  it.each([
    ['no body, no content type', {}],
    ['an empty JSON body', { headers: { 'content-type': 'application/json' }, payload: '' }],
  ] as const)(
    'declines a capture sent with %s (no nonce) with the declined-payment message',
    async (_, empty) => {
      const response = await world.t.inject({
        method: 'POST',
        url: `/api/organization/intents/${invoiceIntent}/capture`,
        ...empty,
        headers: { ...maya.headers, ...('headers' in empty ? empty.headers : {}) },
      });
      expect(response.statusCode, response.body).toBe(402);
      expect(response.json()).toMatchObject({
        code: 'PAYMENT_FAILED',
        message: PAYMENT_MESSAGES.failed,
      });
      expect(testGatewayCharges(invoiceIntent)).toHaveLength(0);
    },
  );

  it('lets staff mark a manual intent paid with an empty capture body', async () => {
    await payments.enableProvider(world.admin, 'manual', { default: true });
    try {
      const id = await payments.invoice(world.org, maya);
      const intent = await ok<{ id: string; integration: { type: string } }>(
        maya,
        'GET',
        `/invoices/${id}/intent?addressId=${mayasAddress}`,
      );
      expect(intent.integration.type).toBe('manual');
      const marked = await world.t.inject({
        method: 'POST',
        url: `/api/organization/intents/${intent.id}/capture`,
        headers: { ...world.admin.headers, 'content-type': 'application/json' },
        payload: '',
      });
      expect(marked.statusCode, marked.body).toBe(200);
      expect((await ok<{ status: string }>(maya, 'GET', `/invoices/${id}`)).status).toBe('paid');
    } finally {
      await payments.enableProvider(world.admin, 'test', { default: true });
    }
  });
});
