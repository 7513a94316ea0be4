import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { pageContentSecurityPolicy } from '../../web/page-csp';
import { fakeGateway } from './test/fake-gateway';
import { paymentWorld } from './test/payment-world';

/**
 * What the web's payment forms read from an intent (packages/web/src/components/payments/pay-*.tsx):
 * the provider's public ids and the client secret, and never a secret of the organization's.
 */
describe('the intent a payment form is drawn from', () => {
  let t: TestApp;
  let org: TestOrganization;
  let admin: TestUser;
  let maya: TestUser;
  const world = paymentWorld(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    admin = await t.createUser(org, { admin: true });
    maya = await t.createUser(org);
  });
  afterAll(() => t.close());

  /** Maya's intent for a new invoice, as the raw answer and its data. */
  async function intentAnswer() {
    const invoiceId = await world.invoice(org, maya);
    const addressId = await world.address(maya);
    const response = await world.call(
      maya,
      'GET',
      `/invoices/${invoiceId}/intent?addressId=${addressId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, intent: response.json().data };
  }

  it('serves Stripe’s publishable key and client secret for Elements, never the secret key', async () => {
    // A local Stripe API: creating the PaymentIntent is the one call an intent makes.
    const stripeApi = await fakeGateway(() => ({
      body: {
        id: 'pi_3Web',
        object: 'payment_intent',
        amount: 3000,
        currency: 'usd',
        status: 'requires_payment_method',
        client_secret: 'pi_3Web_secret_for_elements',
      },
    }));
    onTestFinished(() => stripeApi.close());
    await world.enableProvider(admin, 'stripe', {
      default: true,
      connectionId: 'pk_test_for_the_web',
      baseUrl: stripeApi.url,
      secrets: { secretKey: 'sk_test_never_served', webhookSecret: 'whsec_never_served' },
    });
    const { body, intent } = await intentAnswer();
    expect(intent).toMatchObject({
      secret: 'pi_3Web_secret_for_elements',
      referenceId: 'pi_3Web',
      integration: { type: 'stripe', connectionId: 'pk_test_for_the_web', publicKey: null },
    });
    expect(body).not.toContain('sk_test_never_served');
    expect(body).not.toContain('whsec_never_served');
  });

  it('serves Authorize.Net’s API login id and public client key for Accept.js, never the transaction key', async () => {
    await world.enableProvider(admin, 'authorizenet', {
      default: true,
      connectionId: 'web-login-id',
      publicKey: 'web-public-client-key',
      secrets: { transactionKey: 'never-served-transaction', signatureKey: 'never-served-sig' },
    });
    const { body, intent } = await intentAnswer();
    expect(intent).toMatchObject({
      secret: '',
      integration: {
        type: 'authorizenet',
        connectionId: 'web-login-id',
        publicKey: 'web-public-client-key',
        environment: 'sandbox',
      },
    });
    expect(body).not.toContain('never-served-transaction');
    expect(body).not.toContain('never-served-sig');
  });

  it('lets the pages load the providers’ scripts and frames (Content Security Policy)', async () => {
    const page = pageContentSecurityPolicy({
      nonce: 'n0nce',
      origin: 'https://harbor.test',
      configured: [],
      providers: ['stripe', 'paypal', 'authorizenet', 'braintree'],
    });
    const policy = Object.fromEntries(
      page
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    ) as Record<string, string[]>;
    expect(policy['script-src']).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://*.paypal.com',
        'https://js.authorize.net',
        'https://jstest.authorize.net',
      ]),
    );
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://*.paypal.com']),
    );
    expect(policy['style-src']).toContain('https://assets.braintreegateway.com');
    // The API's answer the forms read is data: its own policy allows nothing.
    const { headers } = await world.call(maya, 'GET', '/organization/payment-integrations');
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
