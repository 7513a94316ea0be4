import { MODULES } from '@convene/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { paymentWorld } from '../payments/test/payment-world';
import { createPlan, createTier, runRenewals } from './index';

interface SubscriptionBody {
  id: string;
  status: string;
  expiresAt: string;
  cancelAtEnd: boolean;
  productId: string;
  priceId: string;
  quantity: number;
  paymentMethodId: string | null;
  paymentMethod: { brand: string | null; last4: string | null } | null;
  tiers: { slug: string }[];
}
interface CreatedBody {
  type: string;
  clientSecret: string;
  intentId: string | null;
  subscription: SubscriptionBody;
}
interface PaymentBody {
  type: string;
  subTotal: number;
  last4: string | null;
}

const DAY = 86_400_000;

describe('/self/subscriptions and /organization/subscriptions', () => {
  let t: TestApp;
  let org: TestOrganization;
  let admin: TestUser;
  const world = paymentWorld(() => t);
  const { call, ok } = world;
  let supporter: { productId: string; monthly: string; yearly: string };
  let patron: { productId: string; monthly: string };
  let strict: { productId: string; monthly: string };

  async function member(): Promise<TestUser> {
    const user = await t.createUser(org);
    await world.address(user);
    return user;
  }

  function subscribe(user: TestUser, body: Record<string, unknown>) {
    return call(user, 'POST', '/self/subscriptions', body);
  }

  async function subscribed(
    user: TestUser,
    productId: string,
    priceId: string,
    paymentMethodId?: string,
  ): Promise<CreatedBody> {
    return ok<CreatedBody>(user, 'POST', '/self/subscriptions', {
      productId,
      priceId,
      quantity: 1,
      ...(paymentMethodId ? { paymentMethodId } : {}),
    });
  }

  const detail = (user: TestUser, id: string) =>
    ok<SubscriptionBody>(user, 'GET', `/self/subscriptions/${id}`);
  const payments = (user: TestUser, id: string) =>
    ok<PaymentBody[]>(user, 'GET', `/self/subscriptions/${id}/payments`);
  const clock = (at: Date | string | number) =>
    runRenewals(t.runtime.services, new Date(new Date(at).getTime() + 60_000));

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    admin = await t.createUser(org, { admin: true });
    await world.enableProvider(admin, 'test');
    const db = t.runtime.services.db;
    const scope = { organizationId: org.id };
    const supporterTier = await createTier(db, scope, { slug: 'supporter', name: 'Supporter' });
    const patronTier = await createTier(db, scope, { slug: 'patron', name: 'Patron' });
    const s = await createPlan(db, scope, {
      name: 'Supporter',
      features: ['Members-only channel', 'Monthly newsletter'],
      tierIds: [supporterTier],
      prices: [
        { amount: 1000, interval: 'month' },
        { amount: 10000, interval: 'year' },
      ],
    });
    supporter = { productId: s.productId, monthly: s.priceIds[0]!, yearly: s.priceIds[1]! };
    const p = await createPlan(db, scope, {
      name: 'Patron',
      sortOrder: 1,
      tierIds: [supporterTier, patronTier],
      prices: [{ amount: 2500, interval: 'month', trialDays: 14 }],
    });
    patron = { productId: p.productId, monthly: p.priceIds[0]! };
    const x = await createPlan(db, scope, {
      name: 'Strict',
      sortOrder: 2,
      lapseTo: 'canceled',
      prices: [{ amount: 500, interval: 'week' }],
    });
    strict = { productId: x.productId, monthly: x.priceIds[0]! };
  });
  afterAll(() => t.close());

  /** Each test's subscriber: a new member of the organization with a primary address. */
  let maya: TestUser;
  beforeEach(async () => {
    maya = await member();
  });

  it('lists the plans with their prices, features and tiers, to anyone', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/organization/subscriptions',
      headers: org.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const products = response.json().data as {
      name: string;
      prices: { amount: number; interval: string; currency: string }[];
      features: string[];
      tiers: { slug: string }[];
    }[];
    expect(products.map((product) => product.name)).toEqual(['Supporter', 'Patron', 'Strict']);
    expect(products[0]).toMatchObject({
      features: ['Members-only channel', 'Monthly newsletter'],
      tiers: [{ slug: 'supporter' }],
      prices: [
        { amount: 1000, interval: 'month', currency: 'USD', intervalCount: 1 },
        { amount: 10000, interval: 'year' },
      ],
    });
  });

  it('refuses a quantity other than 1, naming the field', async () => {
    for (const quantity of [0, 2, 1.5, '1']) {
      const response = await subscribe(maya, {
        productId: supporter.productId,
        priceId: supporter.monthly,
        quantity,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'quantity',
        message: 'Subscription quantity is fixed at 1',
      });
    }
    expect((await ok<unknown[]>(maya, 'GET', '/self/subscriptions')).length).toBe(0);
  });

  it('subscribes and pays the first period with a saved card; a second subscription is a conflict', async () => {
    const before = Date.now();
    const created = await subscribed(maya, supporter.productId, supporter.monthly, 'tok_test_visa');
    expect(created).toMatchObject({ type: 'test', clientSecret: '' });
    expect(created.subscription).toMatchObject({
      status: 'active',
      quantity: 1,
      cancelAtEnd: false,
      productId: supporter.productId,
      priceId: supporter.monthly,
      paymentMethodId: 'tok_test_visa',
      paymentMethod: { brand: 'visa', last4: '4242' },
      tiers: [{ slug: 'supporter' }],
    });
    const expires = new Date(created.subscription.expiresAt).getTime();
    expect(expires - before).toBeGreaterThan(27 * DAY);
    expect(expires - before).toBeLessThan(32 * DAY);
    expect(await payments(maya, created.subscription.id)).toEqual([
      expect.objectContaining({ type: 'charge', subTotal: 1000, last4: '4242' }),
    ]);
    const again = await subscribe(maya, {
      productId: supporter.productId,
      priceId: supporter.yearly,
      quantity: 1,
      paymentMethodId: 'tok_test_visa',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a subscription to this plan');
  });

  it('cancels a subscription whose first card is declined, answering 402', async () => {
    const response = await subscribe(maya, {
      productId: supporter.productId,
      priceId: supporter.monthly,
      paymentMethodId: 'tok_test_declined',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('Payment failed. Please try another payment method.');
    const [canceled] = await ok<SubscriptionBody[]>(maya, 'GET', '/self/subscriptions');
    expect(canceled).toMatchObject({ status: 'canceled' });
  });

  it('waits for the client to confirm the payment when no card is given', async () => {
    const created = await subscribed(maya, supporter.productId, supporter.monthly);
    expect(created.subscription.status).toBe('unknown');
    expect(created.type).toBe('test');
    expect(created.clientSecret).not.toBe('');
    await ok(maya, 'POST', `/organization/intents/${created.intentId}/capture`, {
      nonce: 'tok_test_amex',
    });
    expect(await detail(maya, created.subscription.id)).toMatchObject({ status: 'active' });
  });

  it('resumes a checkout started again instead of adding a second subscription', async () => {
    const abandoned = await subscribed(maya, supporter.productId, supporter.monthly);
    expect(abandoned.subscription.status).toBe('unknown');
    const again = await subscribed(maya, supporter.productId, supporter.yearly);
    expect(again.subscription).toMatchObject({
      id: abandoned.subscription.id,
      priceId: supporter.yearly,
    });
    const paid = await subscribed(maya, supporter.productId, supporter.yearly, 'tok_test_visa');
    expect(paid.subscription).toMatchObject({ id: abandoned.subscription.id, status: 'active' });
    const mine = await ok<SubscriptionBody[]>(maya, 'GET', '/self/subscriptions');
    expect(mine.map((row) => [row.id, row.status])).toEqual([
      [abandoned.subscription.id, 'active'],
    ]);
    const receipts = await ok<{ title: string; total: number; status: string }[]>(
      maya,
      'GET',
      '/invoices',
    );
    expect(receipts).toEqual([
      expect.objectContaining({ title: 'Supporter membership', total: 10000, status: 'paid' }),
    ]);
    const [mail] = (await t.outboxMail(maya.email)).filter(
      (queued) => queued.meta?.kind === 'receipt',
    );
    expect(mail!.text).toContain('$100.00 for Supporter membership');
  });

  it('filters by status, and hides other members’ and organizations’ subscriptions', async () => {
    const omar = await member();
    const paid = await subscribed(maya, supporter.productId, supporter.monthly, 'tok_test_visa');
    const trial = await subscribed(maya, patron.productId, patron.monthly);
    const active = await ok<SubscriptionBody[]>(maya, 'GET', '/self/subscriptions?status=active');
    expect(active.map((row) => row.id)).toEqual([paid.subscription.id]);
    const trialing = await ok<SubscriptionBody[]>(
      maya,
      'GET',
      '/self/subscriptions?status=trialing',
    );
    expect(trialing.map((row) => row.id)).toEqual([trial.subscription.id]);
    expect((await call(maya, 'GET', '/self/subscriptions?status=expired')).statusCode).toBe(400);
    const id = paid.subscription.id;
    const elsewhere = await t.createOrganization();
    const stranger = await t.createUser(elsewhere);
    for (const user of [omar, stranger]) {
      for (const [method, url, body] of [
        ['GET', `/self/subscriptions/${id}`],
        ['GET', `/self/subscriptions/${id}/payments`],
        ['PUT', `/self/subscriptions/${id}/payment-method`, { paymentMethodId: 'tok_test_visa' }],
        ['DELETE', `/self/subscriptions/${id}`],
      ] as const) {
        expect((await call(user, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      }
    }
    // Another organization's price is unknown here.
    const response = await subscribe(stranger, {
      productId: supporter.productId,
      priceId: supporter.monthly,
      quantity: 1,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ field: 'priceId', message: 'Price not found' });
    expect((await detail(maya, id)).status).toBe('active');
  });

  it('renews on the clock, goes past_due on a declined renewal, then unpaid after the retries', async () => {
    const { subscription } = await subscribed(
      maya,
      supporter.productId,
      supporter.monthly,
      'tok_test_visa',
    );
    const firstEnd = subscription.expiresAt;
    await clock(new Date(firstEnd).getTime() - 2 * 60_000);
    expect(await payments(maya, subscription.id)).toHaveLength(1);
    await clock(firstEnd);
    const renewed = await detail(maya, subscription.id);
    expect(renewed.status).toBe('active');
    expect(new Date(renewed.expiresAt).getTime()).toBeGreaterThan(
      new Date(firstEnd).getTime() + 27 * DAY,
    );
    expect(await payments(maya, subscription.id)).toHaveLength(2);

    await ok(maya, 'PUT', `/self/subscriptions/${subscription.id}/payment-method`, {
      paymentMethodId: 'tok_test_insufficient_funds',
    });
    const secondEnd = new Date(renewed.expiresAt);
    await clock(secondEnd);
    const pastDue = await detail(maya, subscription.id);
    expect(pastDue).toMatchObject({ status: 'past_due', tiers: [{ slug: 'supporter' }] });
    // Retries after 1, 3 and 5 more days; the last one declined lapses to unpaid.
    let at = secondEnd.getTime();
    for (const days of [1, 3, 5]) {
      await clock(new Date(at + days * DAY - 5 * 60_000));
      expect((await detail(maya, subscription.id)).status).toBe('past_due');
      at += days * DAY;
      await clock(new Date(at));
    }
    expect(await detail(maya, subscription.id)).toMatchObject({
      status: 'unpaid',
      tiers: [{ slug: 'supporter' }],
    });
    expect(await payments(maya, subscription.id)).toHaveLength(2);
    await clock(new Date(at + 30 * DAY));
    expect((await detail(maya, subscription.id)).status).toBe('unpaid');

    // A new card pays for a fresh period at once.
    await ok(maya, 'PUT', `/self/subscriptions/${subscription.id}/payment-method`, {
      paymentMethodId: 'tok_test_mastercard',
    });
    expect(await detail(maya, subscription.id)).toMatchObject({
      status: 'active',
      paymentMethod: { brand: 'mastercard', last4: '4444' },
    });
    expect(await payments(maya, subscription.id)).toHaveLength(3);
  });

  it('recovers a past_due subscription when a retry goes through', async () => {
    const { subscription } = await subscribed(
      maya,
      supporter.productId,
      supporter.monthly,
      'tok_test_visa',
    );
    await ok(maya, 'PUT', `/self/subscriptions/${subscription.id}/payment-method`, {
      paymentMethodId: 'tok_test_declined',
    });
    await clock(subscription.expiresAt);
    expect((await detail(maya, subscription.id)).status).toBe('past_due');
    const declined = await call(
      maya,
      'PUT',
      `/self/subscriptions/${subscription.id}/payment-method`,
      {
        paymentMethodId: 'tok_test_insufficient_funds',
      },
    );
    expect(declined.statusCode).toBe(402);
    await ok(maya, 'PUT', `/self/subscriptions/${subscription.id}/payment-method`, {
      paymentMethodId: 'tok_test_visa',
    });
    const active = await detail(maya, subscription.id);
    expect(active.status).toBe('active');
    // The paid period continues from the one that was missed.
    expect(new Date(active.expiresAt).getTime()).toBeGreaterThan(
      new Date(subscription.expiresAt).getTime() + 27 * DAY,
    );
  });

  it('cancels after the retries when the plan says so', async () => {
    const { subscription } = await subscribed(
      maya,
      strict.productId,
      strict.monthly,
      'tok_test_visa',
    );
    await ok(maya, 'PUT', `/self/subscriptions/${subscription.id}/payment-method`, {
      paymentMethodId: 'tok_test_declined',
    });
    let at = new Date(subscription.expiresAt).getTime();
    await clock(new Date(at));
    for (const days of [1, 3, 5]) {
      at += days * DAY;
      await clock(new Date(at));
    }
    expect((await detail(maya, subscription.id)).status).toBe('canceled');
  });

  it('turns a trial into an active subscription at its end', async () => {
    const created = await subscribed(maya, patron.productId, patron.monthly, 'tok_test_visa');
    expect(created).toMatchObject({ type: 'trial', clientSecret: '', intentId: null });
    expect(created.subscription.status).toBe('trialing');
    const trialEnd = new Date(created.subscription.expiresAt).getTime();
    expect(Math.round((trialEnd - Date.now()) / DAY)).toBe(14);
    expect(await payments(maya, created.subscription.id)).toEqual([]);
    await clock(created.subscription.expiresAt);
    expect(await detail(maya, created.subscription.id)).toMatchObject({ status: 'active' });
    expect(await payments(maya, created.subscription.id)).toEqual([
      expect.objectContaining({ subTotal: 2500 }),
    ]);
  });

  it('cancels at the end of the period: the tiers stay until then, nothing more is charged', async () => {
    const { subscription } = await subscribed(
      maya,
      supporter.productId,
      supporter.yearly,
      'tok_test_visa',
    );
    await ok(maya, 'DELETE', `/self/subscriptions/${subscription.id}`);
    await ok(maya, 'DELETE', `/self/subscriptions/${subscription.id}`);
    expect(await detail(maya, subscription.id)).toMatchObject({
      status: 'active',
      cancelAtEnd: true,
    });
    await clock(subscription.expiresAt);
    expect(await detail(maya, subscription.id)).toMatchObject({ status: 'canceled' });
    expect(await payments(maya, subscription.id)).toHaveLength(1);
    const changed = await call(
      maya,
      'PUT',
      `/self/subscriptions/${subscription.id}/payment-method`,
      {
        paymentMethodId: 'tok_test_visa',
      },
    );
    expect(changed.statusCode).toBe(409);
    // Subscribing again is allowed once it ended.
    await subscribed(maya, supporter.productId, supporter.monthly, 'tok_test_visa');
  });

  it('cancels at once a subscription that was never paid', async () => {
    const { subscription } = await subscribed(maya, supporter.productId, supporter.monthly);
    await ok(maya, 'DELETE', `/self/subscriptions/${subscription.id}`);
    expect((await detail(maya, subscription.id)).status).toBe('canceled');
  });

  it('answers 400 naming the field for a missing payment method or a bad id', async () => {
    const { subscription } = await subscribed(maya, supporter.productId, supporter.monthly);
    const missing = await call(
      maya,
      'PUT',
      `/self/subscriptions/${subscription.id}/payment-method`,
      {},
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('paymentMethodId');
    const bad = await subscribe(maya, {
      productId: 'nope',
      priceId: supporter.monthly,
      quantity: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('productId');
    expect((await call(maya, 'GET', '/self/subscriptions/nope')).statusCode).toBe(400);
  });

  it('requires a signed-in account for the self routes', async () => {
    const body = { productId: supporter.productId, priceId: supporter.monthly, quantity: 1 };
    for (const [method, url] of [
      ['GET', '/self/subscriptions'],
      ['POST', '/self/subscriptions'],
    ] as const) {
      const response = await t.inject({
        method,
        url: `/api${url}`,
        headers: org.headers,
        ...(method === 'POST' ? { payload: body } : {}),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 456 on every route when the organization turned memberships off', async () => {
    const off = await t.createOrganization({
      modules: MODULES.filter((name) => name !== 'subscriptions'),
    });
    const user = await t.createUser(off);
    const id = '0190f2a8-0000-7000-8000-000000000000';
    for (const [method, url, body] of [
      ['GET', '/organization/subscriptions'],
      ['GET', `/organization/tier-locks/channel/${id}`],
      ['GET', '/self/subscriptions'],
      ['POST', '/self/subscriptions', { productId: id, priceId: id, quantity: 1 }],
      ['GET', `/self/subscriptions/${id}`],
      ['GET', `/self/subscriptions/${id}/payments`],
      ['PUT', `/self/subscriptions/${id}/payment-method`, { paymentMethodId: 'tok_test_visa' }],
      ['DELETE', `/self/subscriptions/${id}`],
    ] as const) {
      expect((await call(user, method, url, body)).statusCode, `${method} ${url}`).toBe(456);
    }
  });
});
