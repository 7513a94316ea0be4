import { MODULES } from '@convene/contract';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { paymentWorld } from '../payments/test/payment-world';
import { createLevel, createPlan, createSearchList } from './index';

describe('/levels, /searchlists and the Stripe Billing webhook', () => {
  let t: TestApp;
  let org: TestOrganization;
  let other: TestOrganization;
  let ada: TestUser;
  let bo: TestUser;
  const world = paymentWorld(() => t);
  const { ok } = world;
  let gold: string;
  let silver: string;
  let countries: string;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    other = await t.createOrganization();
    ada = await t.createUser(org);
    bo = await t.createUser(org);
    const db = t.runtime.services.db;
    const scope = { organizationId: org.id };
    silver = await createLevel(db, scope, {
      slug: 'silver',
      name: 'Silver',
      sortOrder: 2,
      accountIds: [bo.accountId],
    });
    gold = await createLevel(db, scope, {
      slug: 'gold',
      name: 'Gold',
      subtitle: 'Our main sponsors',
      color: '#d4af37',
      scale: 1.5,
      sortOrder: 1,
      accountIds: [ada.accountId, bo.accountId],
    });
    countries = await createSearchList(db, scope, 'Countries', [
      'Sweden',
      'Spain',
      'Switzerland',
      'France',
    ]);
  });
  afterAll(() => t.close());

  const anonymous = (url: string, on: TestOrganization = org) =>
    t.inject({ method: 'GET', url: `/api${url}`, headers: on.headers });

  it('lists the sponsorship levels by sort order with their accounts', async () => {
    const response = await anonymous('/levels');
    expect(response.statusCode).toBe(200);
    const levels = response.json().data as { id: string; accounts: { id: string }[] }[];
    expect(levels.map((level) => level.id)).toEqual([gold, silver]);
    expect(levels[0]).toMatchObject({
      slug: 'gold',
      subtitle: 'Our main sponsors',
      color: '#d4af37',
      scale: 1.5,
      accounts: [{ id: ada.accountId }, { id: bo.accountId }],
    });
    const second = await anonymous('/levels?pageSize=1&page=2');
    expect((second.json().data as { id: string }[]).map((level) => level.id)).toEqual([silver]);
  });

  it('reads a level and pages its accounts, searched', async () => {
    const level = await ok<{ name: string }>(ada, 'GET', `/levels/${gold}`);
    expect(level.name).toBe('Gold');
    const page = await ok<{ id: string }[]>(ada, 'GET', `/levels/${gold}/accounts?pageSize=1`);
    expect(page.map((account) => account.id)).toEqual([ada.accountId]);
    const found = await ok<{ id: string }[]>(
      ada,
      'GET',
      `/levels/${gold}/accounts?search=${bo.username}`,
    );
    expect(found.map((account) => account.id)).toEqual([bo.accountId]);
  });

  it('serves a search list’s values alphabetically, paged and searched', async () => {
    const all = await anonymous(`/searchlists/${countries}/values`);
    expect((all.json().data as { value: string }[]).map((row) => row.value)).toEqual([
      'France',
      'Spain',
      'Sweden',
      'Switzerland',
    ]);
    const searched = await anonymous(
      `/searchlists/${countries}/values?search=sw&pageSize=1&page=2`,
    );
    expect((searched.json().data as { value: string }[]).map((row) => row.value)).toEqual([
      'Switzerland',
    ]);
  });

  it('answers 404 for another organization’s ids and unknown ones, 400 for a bad id', async () => {
    const unknown = '0190f2a8-0000-7000-8000-000000000000';
    for (const url of [
      `/levels/${gold}`,
      `/levels/${gold}/accounts`,
      `/searchlists/${countries}/values`,
    ]) {
      expect((await anonymous(url, other)).statusCode, url).toBe(404);
    }
    expect((await anonymous(`/levels/${unknown}`)).statusCode).toBe(404);
    expect((await anonymous('/levels/gold')).statusCode).toBe(400);
  });

  it('answers 456 for levels when sponsors are off', async () => {
    const off = await t.createOrganization({ modules: MODULES.filter((m) => m !== 'sponsors') });
    for (const url of ['/levels', `/levels/${gold}`, `/levels/${gold}/accounts`]) {
      expect((await anonymous(url, off)).statusCode, url).toBe(456);
    }
  });

  it('applies Stripe Billing events to the subscription they name, verified by signature', async () => {
    const stripeOrg = await t.createOrganization();
    const staff = await t.createUser(stripeOrg, { admin: true });
    const payer = await t.createUser(stripeOrg);
    await world.enableProvider(staff, 'stripe', {
      default: true,
      connectionId: 'pk_test_billing',
      secrets: { secretKey: 'sk_test_billing', webhookSecret: 'whsec_billing' },
    });
    const db = t.runtime.services.db;
    const plan = await createPlan(
      db,
      { organizationId: stripeOrg.id },
      {
        name: 'Stripe plan',
        prices: [{ amount: 900, interval: 'month', stripePriceId: 'price_123' }],
      },
    );
    const [row] = await db
      .insert(subscriptions)
      .values({
        organizationId: stripeOrg.id,
        accountId: payer.accountId,
        productId: plan.productId,
        priceId: plan.priceIds[0]!,
        status: 'unknown',
        provider: 'stripe',
        providerReference: 'sub_billing_1',
        periodStart: new Date(),
        periodEnd: new Date(),
      })
      .returning();
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const deliver = (event: object, secret = 'whsec_billing') => {
      const payload = JSON.stringify(event);
      const signature = new Stripe('sk_test_billing').webhooks.generateTestHeaderString({
        payload,
        secret,
      });
      return t.inject({
        method: 'POST',
        url: '/api/organization/subscriptions/webhook',
        headers: {
          ...stripeOrg.headers,
          'content-type': 'application/json',
          'stripe-signature': signature,
        },
        payload,
      });
    };
    const updated = (status: string, cancelAtPeriodEnd = false) => ({
      id: `evt_${status}`,
      object: 'event',
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: 'sub_billing_1',
          object: 'subscription',
          status,
          cancel_at_period_end: cancelAtPeriodEnd,
          items: {
            data: [
              { current_period_start: periodEnd - 30 * 86_400, current_period_end: periodEnd },
            ],
          },
        },
      },
    });
    const status = async () =>
      await ok<{ status: string; cancelAtEnd: boolean; expiresAt: string }>(
        payer,
        'GET',
        `/self/subscriptions/${row!.id}`,
      );
    expect((await deliver(updated('active'))).statusCode).toBe(200);
    expect(await status()).toMatchObject({
      status: 'active',
      cancelAtEnd: false,
      expiresAt: new Date(periodEnd * 1000).toISOString(),
    });
    const failed = {
      id: 'evt_failed',
      object: 'event',
      type: 'invoice.payment_failed',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          parent: { subscription_details: { subscription: 'sub_billing_1' } },
        },
      },
    };
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await status()).status).toBe('past_due');
    expect((await deliver(updated('paused'))).statusCode).toBe(200);
    expect((await status()).status).toBe('paused');
    expect((await deliver(updated('active', true))).statusCode).toBe(200);
    expect(await status()).toMatchObject({ status: 'active', cancelAtEnd: true });
    expect((await deliver(updated('incomplete_expired'))).statusCode).toBe(200);
    expect((await status()).status).toBe('canceled');

    const forged = await deliver(updated('active'), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ field: 'signature' });
    expect((await status()).status).toBe('canceled');
    // An organization without Stripe has no billing webhook.
    const none = await t.inject({
      method: 'POST',
      url: '/api/organization/subscriptions/webhook',
      headers: { ...org.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(404);
  });
});
