import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { fakeGateway, requestTo, type GatewayRequest } from '../payments/test/fake-gateway';
import { paymentWorld } from '../payments/test/payment-world';
import { createPlan } from './index';

/** The form fields the Stripe SDK sent (`items[0][price]` and the like). */
const fieldsOf = (request: GatewayRequest) => Object.fromEntries(new URLSearchParams(request.body));

/**
 * A subscription created through Stripe Billing (decision 0035): the official SDK, pointed
 * by the Stripe integration's `baseUrl` at a local server standing in for api.stripe.com,
 * creates the customer and the subscription with the price; the Convene subscription keeps
 * Stripe's id and status and answers the first invoice's secret to confirm the card.
 */
describe('a subscription created through Stripe Billing', () => {
  let t: TestApp;
  let org: TestOrganization;
  let payer: TestUser;
  let stripeApi: Awaited<ReturnType<typeof fakeGateway>>;
  const world = paymentWorld(() => t);
  const { ok } = world;
  let plan: { productId: string; priceIds: string[] };
  const periodStart = Math.floor(Date.UTC(2026, 10, 1) / 1000);
  const periodEnd = periodStart + 30 * 86_400;

  beforeAll(async () => {
    stripeApi = await fakeGateway((request) => {
      const path = request.path.split('?')[0];
      if (request.method === 'POST' && path === '/v1/customers') {
        return { body: { id: 'cus_Maya', object: 'customer' } };
      }
      if (request.method === 'POST' && path === '/v1/subscriptions') {
        return {
          body: {
            id: 'sub_Maya',
            object: 'subscription',
            status: 'incomplete',
            cancel_at_period_end: false,
            items: {
              object: 'list',
              data: [
                {
                  id: 'si_1',
                  object: 'subscription_item',
                  current_period_start: periodStart,
                  current_period_end: periodEnd,
                },
              ],
            },
            latest_invoice: {
              id: 'in_first',
              object: 'invoice',
              confirmation_secret: { client_secret: 'pi_first_secret_abc', type: 'payment_intent' },
            },
          },
        };
      }
      if (request.method === 'POST' && path === '/v1/subscriptions/sub_Maya') {
        return {
          body: {
            id: 'sub_Maya',
            object: 'subscription',
            status: 'incomplete',
            items: { data: [] },
          },
        };
      }
      return { status: 404, body: { error: { type: 'invalid_request_error', message: path } } };
    });
    t = await createTestApp();
    org = await t.createOrganization();
    const staff = await t.createUser(org, { admin: true });
    payer = await t.createUser(org);
    await world.address(payer);
    await world.enableProvider(staff, 'stripe', {
      default: true,
      connectionId: 'pk_test_billing',
      baseUrl: stripeApi.url,
      secrets: { secretKey: 'sk_test_billing', webhookSecret: 'whsec_billing' },
    });
    plan = await createPlan(
      t.runtime.services.db,
      { organizationId: org.id },
      {
        name: 'Stripe plan',
        prices: [{ amount: 900, interval: 'month', stripePriceId: 'price_monthly_900' }],
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.close();
  });

  it('creates the customer and the subscription at Stripe and keeps its id and status', async () => {
    const created = await ok<{
      type: string;
      clientSecret: string;
      intentId: string | null;
      subscription: { id: string; status: string; expiresAt: string; priceId: string };
    }>(payer, 'POST', '/self/subscriptions', {
      productId: plan.productId,
      priceId: plan.priceIds[0],
      quantity: 1,
      paymentMethodId: 'pm_card_visa',
    });
    expect(created).toMatchObject({
      type: 'stripe',
      clientSecret: 'pi_first_secret_abc',
      intentId: null,
      subscription: {
        status: 'unknown',
        priceId: plan.priceIds[0],
        expiresAt: new Date(periodEnd * 1000).toISOString(),
      },
    });
    const id = created.subscription.id;

    const [customer] = requestTo(stripeApi.requests, 'POST', '/v1/customers');
    expect(customer).toBeDefined();
    expect(customer!.headers.authorization).toBe('Bearer sk_test_billing');
    expect(customer!.headers['idempotency-key']).toBe(`customer-${id}`);
    expect(fieldsOf(customer!)).toMatchObject({
      'metadata[accountId]': payer.accountId,
    });

    const [subscription] = requestTo(stripeApi.requests, 'POST', '/v1/subscriptions');
    expect(subscription).toBeDefined();
    expect(subscription!.headers['idempotency-key']).toBe(`subscription-${id}`);
    const fields = fieldsOf(subscription!);
    expect(fields).toMatchObject({
      customer: 'cus_Maya',
      'items[0][price]': 'price_monthly_900',
      'items[0][quantity]': '1',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      default_payment_method: 'pm_card_visa',
      'metadata[subscriptionId]': id,
      'expand[0]': 'latest_invoice.confirmation_secret',
    });
    // No trial on this price: Stripe is not asked for one.
    expect(fields).not.toHaveProperty('trial_period_days');

    // Stripe tells us the first invoice was paid; cancelling then asks Stripe.
    const payload = JSON.stringify({
      id: 'evt_paid',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_first',
          object: 'invoice',
          parent: { subscription_details: { subscription: 'sub_Maya' } },
        },
      },
    });
    const paid = await t.inject({
      method: 'POST',
      url: '/api/organization/subscriptions/webhook',
      headers: {
        ...org.headers,
        'content-type': 'application/json',
        'stripe-signature': new Stripe('sk_test_billing').webhooks.generateTestHeaderString({
          payload,
          secret: 'whsec_billing',
        }),
      },
      payload,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await ok(payer, 'GET', `/self/subscriptions/${id}`)).toMatchObject({
      status: 'active',
      cancelAtEnd: false,
    });
    await ok(payer, 'DELETE', `/self/subscriptions/${id}`);
    const [cancel] = requestTo(stripeApi.requests, 'POST', '/v1/subscriptions/sub_Maya');
    expect(cancel && fieldsOf(cancel)).toMatchObject({ cancel_at_period_end: 'true' });
    expect(await ok(payer, 'GET', `/self/subscriptions/${id}`)).toMatchObject({
      status: 'active',
      cancelAtEnd: true,
    });
  });
});
