import { PAYMENT_MESSAGES } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { salesTaxByRegion, testGatewayCharges, useSalesTaxRule } from './index';
import { paymentWorld } from './test/payment-world';

interface Intent {
  id: string;
  amount: number;
  subTotal: number;
  salesTax: number;
  secret: string;
  status: string;
  invoiceId: string | null;
  integration: { type: string };
}

describe('payment intents and capture', () => {
  let t: TestApp;
  let org: TestOrganization;
  let admin: TestUser;
  let maya: TestUser;
  let omar: TestUser;
  const world = paymentWorld(() => t);
  const { call, ok } = world;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    admin = await t.createUser(org, { admin: true });
    maya = await t.createUser(org);
    omar = await t.createUser(org);
  });
  afterAll(() => t.close());

  const intentOf = (user: TestUser, invoiceId: string, addressId: string) =>
    call(user, 'GET', `/invoices/${invoiceId}/intent?addressId=${addressId}`);
  const capture = (user: TestUser, intentId: string, body?: object) =>
    call(user, 'POST', `/organization/intents/${intentId}/capture`, body);

  it('answers "payment integration not enabled" while no provider is on', async () => {
    const invoiceId = await world.invoice(org, maya);
    const response = await intentOf(maya, invoiceId, await world.address(maya));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PAYMENT_MESSAGES.notEnabled);
  });

  it('answers "Payment integration not supported" for a provider it does not speak', async () => {
    const response = await call(admin, 'PUT', '/organization/payment-integrations/square', {
      enabled: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PAYMENT_MESSAGES.notSupported);
  });

  it('keeps secrets out of every answer; only staff see the settings', async () => {
    const saved = await world.enableProvider(admin, 'stripe', {
      enabled: false,
      connectionId: 'pk_test_123',
      secrets: { secretKey: 'sk_test_do_not_show', webhookSecret: 'whsec_hidden' },
    });
    expect(JSON.stringify(saved)).not.toContain('sk_test_do_not_show');
    expect(saved).toMatchObject({ type: 'stripe', secretsSet: ['secretKey', 'webhookSecret'] });
    const list = await call(admin, 'GET', '/organization/payment-integrations');
    expect(list.body).not.toContain('sk_test_do_not_show');
    expect(list.body).not.toContain('whsec_hidden');
    expect((await call(maya, 'GET', '/organization/payment-integrations')).statusCode).toBe(403);
    const unknownSecret = await call(admin, 'PUT', '/organization/payment-integrations/stripe', {
      secrets: { password: 'x' },
    });
    expect(unknownSecret.json()).toMatchObject({ code: 'VALIDATION', field: 'secrets.password' });
  });

  it('pays an invoice through the test gateway: the intent, a capture, the invoice paid', async () => {
    await world.enableProvider(admin, 'test');
    const invoiceId = await world.invoice(org, maya);
    const addressId = await world.address(maya);
    const intent = await ok<Intent>(
      maya,
      'GET',
      `/invoices/${invoiceId}/intent?addressId=${addressId}`,
    );
    expect(intent).toMatchObject({
      amount: 3000,
      subTotal: 3000,
      salesTax: 0,
      status: 'requires_payment',
      invoiceId,
      integration: { type: 'test' },
      currency: 'USD',
    });
    // Asking again with nothing changed answers the same intent.
    const again = await ok<Intent>(
      maya,
      'GET',
      `/invoices/${invoiceId}/intent?addressId=${addressId}`,
    );
    expect(again.id).toBe(intent.id);

    const captured = await capture(maya, intent.id, { nonce: 'tok_test_visa' });
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json()).toMatchObject({ status: 'ok', data: null });

    const invoice = await ok<Record<string, unknown>>(maya, 'GET', `/invoices/${invoiceId}`);
    expect(invoice).toMatchObject({ status: 'paid', amountDue: 0, total: 3000 });
    expect(invoice.payments).toEqual([
      expect.objectContaining({
        type: 'charge',
        chargedAmt: 3000,
        last4: '4242',
        provider: 'test',
      }),
    ]);
    // Capturing twice charges once.
    expect((await capture(maya, intent.id, { nonce: 'tok_test_visa' })).statusCode).toBe(200);
    expect((await capture(maya, intent.id, { nonce: 'tok_test_mastercard' })).statusCode).toBe(200);
    expect(testGatewayCharges(intent.id)).toHaveLength(1);
    expect(
      (await ok<{ payments: unknown[] }>(maya, 'GET', `/invoices/${invoiceId}`)).payments,
    ).toHaveLength(1);
    // A paid invoice has no intent any more.
    const paid = await intentOf(maya, invoiceId, addressId);
    expect(paid.statusCode).toBe(409);
  });

  it('declines unknown and declining nonces with the declined-payment message and keeps the intent open', async () => {
    const invoiceId = await world.invoice(org, maya);
    const intent = await ok<Intent>(
      maya,
      'GET',
      `/invoices/${invoiceId}/intent?addressId=${await world.address(maya)}`,
    );
    for (const body of [{ nonce: 'tok_test_declined' }, { nonce: 'fake-nonce' }, undefined]) {
      const declined = await capture(maya, intent.id, body);
      expect(declined.statusCode, declined.body).toBe(402);
      expect(declined.json()).toMatchObject({
        code: 'PAYMENT_FAILED',
        message: PAYMENT_MESSAGES.failed,
      });
    }
    expect(testGatewayCharges(intent.id)).toHaveLength(0);
    expect((await ok<{ status: string }>(maya, 'GET', `/invoices/${invoiceId}`)).status).toBe(
      'sent',
    );
    expect((await capture(maya, intent.id, { nonce: 'tok_test_amex' })).statusCode).toBe(200);
    expect((await ok<{ status: string }>(maya, 'GET', `/invoices/${invoiceId}`)).status).toBe(
      'paid',
    );
  });

  it('replaces the intent when the address changes, and the old one cannot be captured', async () => {
    const invoiceId = await world.invoice(org, maya);
    const first = await ok<Intent>(
      maya,
      'GET',
      `/invoices/${invoiceId}/intent?addressId=${await world.address(maya)}`,
    );
    const second = await ok<Intent>(
      maya,
      'GET',
      `/invoices/${invoiceId}/intent?addressId=${await world.address(maya, { zip: '04102' })}`,
    );
    expect(second.id).not.toBe(first.id);
    const stale = await capture(maya, first.id, { nonce: 'tok_test_visa' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PAYMENT_MESSAGES.notOpen);
  });

  it('taxes by the address with the plugged-in rule', async () => {
    const previous = useSalesTaxRule(salesTaxByRegion({ 'US-ME': 0.055 }));
    try {
      const invoiceId = await world.invoice(org, maya);
      const intent = await ok<Intent & { salesTaxRate: number; state: string }>(
        maya,
        'GET',
        `/invoices/${invoiceId}/intent?addressId=${await world.address(maya)}`,
      );
      expect(intent).toMatchObject({
        subTotal: 3000,
        salesTax: 165,
        amount: 3165,
        salesTaxRate: 0.055,
        state: 'ME',
      });
      const elsewhere = await ok<Intent>(
        maya,
        'GET',
        `/invoices/${invoiceId}/intent?addressId=${await world.address(maya, { state: 'NH' })}`,
      );
      expect(elsewhere).toMatchObject({ salesTax: 0, amount: 3000 });
    } finally {
      useSalesTaxRule(previous);
    }
  });

  it('asks an address only when the tax rule needs one, and the configuration says so', async () => {
    const required = async () =>
      (await call(maya, 'GET', '/organization/config')).json().data.BILLING_ADDRESS_REQUIRED;
    const invoiceId = await world.invoice(org, maya);
    expect(await required()).toBe(false);
    const bare = await ok<Intent & { addressId: string | null; salesTaxRate: number }>(
      maya,
      'GET',
      `/invoices/${invoiceId}/intent`,
    );
    expect(bare).toMatchObject({ addressId: null, salesTax: 0, salesTaxRate: 0, amount: 3000 });
    expect((await capture(maya, bare.id, { nonce: 'tok_test_visa' })).statusCode).toBe(200);

    const previous = useSalesTaxRule(salesTaxByRegion({ 'US-ME': 0.055 }));
    try {
      expect(await required()).toBe(true);
      const taxed = await world.invoice(org, maya);
      const missing = await call(maya, 'GET', `/invoices/${taxed}/intent`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'VALIDATION', field: 'addressId' });
    } finally {
      useSalesTaxRule(previous);
    }
  });

  it('keeps intents and invoices to their account and organization', async () => {
    const invoiceId = await world.invoice(org, maya);
    const intent = await ok<Intent>(
      maya,
      'GET',
      `/invoices/${invoiceId}/intent?addressId=${await world.address(maya)}`,
    );
    // Someone else's invoice, intent or address: 404.
    expect((await call(omar, 'GET', `/invoices/${invoiceId}`)).statusCode).toBe(404);
    expect((await intentOf(omar, invoiceId, await world.address(omar))).statusCode).toBe(404);
    expect((await capture(omar, intent.id, { nonce: 'tok_test_visa' })).statusCode).toBe(404);
    const mayaAddress = await world.address(maya);
    const omarsInvoice = await world.invoice(org, omar);
    expect((await intentOf(omar, omarsInvoice, mayaAddress)).statusCode).toBe(404);
    const other = await t.createOrganization();
    const outsider = await t.createUser(other);
    for (const url of [`/invoices/${invoiceId}`, `/invoices/${invoiceId}/pdf`]) {
      expect((await call(outsider, 'GET', url)).statusCode).toBe(404);
    }
    expect((await capture(outsider, intent.id, { nonce: 'tok_test_visa' })).statusCode).toBe(404);
    expect(testGatewayCharges(intent.id)).toHaveLength(0);
  });

  it('lets only staff record a manual payment', async () => {
    await world.enableProvider(admin, 'manual', { default: true });
    try {
      const invoiceId = await world.invoice(org, maya);
      const intent = await ok<Intent>(
        maya,
        'GET',
        `/invoices/${invoiceId}/intent?addressId=${await world.address(maya)}`,
      );
      expect(intent.integration.type).toBe('manual');
      const byMember = await capture(maya, intent.id, { nonce: 'cheque 1042' });
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json().message).toBe(PAYMENT_MESSAGES.staffOnly);
      expect((await capture(admin, intent.id, { nonce: 'cheque 1042' })).statusCode).toBe(200);
      const invoice = await ok<{ status: string; payments: { provider: string }[] }>(
        maya,
        'GET',
        `/invoices/${invoiceId}`,
      );
      expect(invoice.status).toBe('paid');
      expect(invoice.payments[0]?.provider).toBe('manual');
    } finally {
      await world.enableProvider(admin, 'test', { default: true });
    }
  });

  it('answers 404 for an unknown intent and 400 for a bad id', async () => {
    expect((await capture(maya, crypto.randomUUID(), {})).statusCode).toBe(404);
    expect((await capture(maya, 'not-a-uuid', {})).statusCode).toBe(400);
  });
});
