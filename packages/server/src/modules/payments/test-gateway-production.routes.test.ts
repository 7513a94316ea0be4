import { PAYMENT_MESSAGES } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/index';
import { DEMO_CLIENT_ID, DEMO_ORGANIZATION_ID } from '../../seed/organizations';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { integrationSettings } from './index';
import { findIntegration, upsertIntegration } from './integrations.repository';
import { testWebhook, type TestWebhookBody } from './providers/test-gateway';
import { paymentWorld } from './test/payment-world';

/**
 * The test gateway in production (decision 0052): off unless the installation turns it on
 * (PAYMENTS_TEST_GATEWAY=true), and its webhooks signed with a secret of the installation's
 * own, so that no constant — the one this code used to fall back to included — forges a
 * `payment.succeeded`.
 */
const CONSTANTS = ['whsec_test_convene', 'whsec_test', 'test', ''];

const demo: TestOrganization = {
  id: DEMO_ORGANIZATION_ID,
  clientId: DEMO_CLIENT_ID,
  headers: { organization: DEMO_ORGANIZATION_ID },
};

function deliver(t: TestApp, org: TestOrganization, body: TestWebhookBody, secret: string) {
  const { rawBody, headers } = testWebhook(body, secret);
  return t.inject({
    method: 'POST',
    url: '/api/organization/payment-integrations/test/webhook',
    headers: { ...org.headers, ...headers },
    payload: rawBody,
  });
}

describe('the test gateway on a production start', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  const world = paymentWorld(() => t);

  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    await seedDemoIfEmpty(t.runtime.services);
    admin = await t.createUser(demo, { admin: true });
    member = await t.createUser(demo);
  }, 180_000);
  afterAll(() => t.close());

  it('is not enabled by the demo seed, and staff cannot enable it', async () => {
    const listed = await world.ok<{ type: string; enabled: boolean }[]>(
      admin,
      'GET',
      '/organization/payment-integrations',
    );
    expect(listed.filter((row) => row.type === 'test' && row.enabled)).toEqual([]);
    const enable = await world.call(admin, 'PUT', '/organization/payment-integrations/test', {
      enabled: true,
      default: true,
    });
    expect(enable.statusCode).toBe(400);
    expect(enable.json().message).toBe(PAYMENT_MESSAGES.testGatewayOff);
  });

  it('refuses payments and forged webhooks even where an older seed left it enabled', async () => {
    // As a database seeded before this change holds it: enabled, default, no secret.
    await upsertIntegration(t.runtime.services.db, { organizationId: demo.id }, 'test', {
      enabled: true,
      isDefault: true,
      environment: 'sandbox',
      connectionId: null,
      publicKey: null,
      baseUrl: null,
      secrets: {},
    });
    const invoiceId = await world.invoice(demo, member);
    const intent = await world.call(
      member,
      'GET',
      `/invoices/${invoiceId}/intent?addressId=${await world.address(member)}`,
    );
    expect(intent.statusCode).toBe(400);
    expect(intent.json().message).toBe(PAYMENT_MESSAGES.notEnabled);
    for (const secret of CONSTANTS) {
      const forged = await deliver(
        t,
        demo,
        { id: `evt_${secret}`, type: 'payment.succeeded', reference: 'test_pi_x', charge: 'ch' },
        secret,
      );
      expect(forged.statusCode).toBe(400);
    }
  });
});

describe('the test gateway turned on in production (PAYMENTS_TEST_GATEWAY=true)', () => {
  let t: TestApp;
  let org: TestOrganization;
  let admin: TestUser;
  let member: TestUser;
  const world = paymentWorld(() => t);

  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', PAYMENTS_TEST_GATEWAY: 'true' } });
    org = await t.createOrganization();
    admin = await t.createUser(org, { admin: true });
    member = await t.createUser(org);
    await world.enableProvider(admin, 'test', { default: true });
  }, 60_000);
  afterAll(() => t.close());

  it('signs its webhooks with a random secret, sealed, different in each organization', async () => {
    const other = await t.createOrganization();
    await world.enableProvider(await t.createUser(other, { admin: true }), 'test');
    const secrets = [];
    for (const { id } of [org, other]) {
      const row = await findIntegration(
        t.runtime.services.db,
        { organizationId: id },
        { type: 'test' },
      );
      // Stored sealed: the column never holds the secret itself.
      expect(JSON.stringify(row!.secrets)).not.toMatch(/whsec_/);
      secrets.push((await integrationSettings(t.runtime.services, row!)).secrets.webhookSecret);
    }
    expect(secrets[0]).toMatch(/^whsec_[\w-]{43}$/);
    expect(secrets[1]).toMatch(/^whsec_[\w-]{43}$/);
    expect(secrets[0]).not.toBe(secrets[1]);
  });

  it('refuses a payment.succeeded signed with any constant: the intent stays unpaid', async () => {
    const invoiceId = await world.invoice(org, member);
    const intent = await world.ok<{ id: string; referenceId: string }>(
      member,
      'GET',
      `/invoices/${invoiceId}/intent?addressId=${await world.address(member)}`,
    );
    for (const secret of CONSTANTS) {
      const forged = await deliver(
        t,
        org,
        {
          id: `evt_forged_${secret}`,
          type: 'payment.succeeded',
          reference: intent.referenceId,
          charge: 'test_ch_forged',
          last4: '4242',
        },
        secret,
      );
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ field: 'signature' });
    }
    const invoice = await world.ok<{ status: string; payments: unknown[] }>(
      member,
      'GET',
      `/invoices/${invoiceId}`,
    );
    expect(invoice).toMatchObject({ status: 'sent', payments: [] });
  });
});
