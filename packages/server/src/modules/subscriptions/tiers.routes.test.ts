import { MODULES } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/harness';
import { useEventsFixture } from '../ticketing/events/test/events-fixture';
import { paymentWorld } from '../payments/test/payment-world';
import { requireTiersFor } from '../../tenancy/tier-locks.repository';
import { createPlan, createTier, runRenewals } from './index';

/**
 * Tier locks (decision 0035): a channel's contents, a group and an event (its page and its
 * registration) answer 457 'tier required' to a member without the tier, 458 where any
 * subscription will do, and open once the member subscribes to a plan granting it.
 */
describe('tier-locked channels, groups and events', () => {
  const f = useEventsFixture();
  const world = paymentWorld(() => f.t);
  const { call, ok } = world;

  async function created(user: TestUser, url: string, payload: object): Promise<{ id: string }> {
    const response = await call(user, 'POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string };
  }

  async function setUp() {
    await world.enableProvider(f.admin, 'test');
    const db = f.t.runtime.services.db;
    const scope = { organizationId: f.org.id };
    const tier = await createTier(db, scope, { slug: `gold-${f.counter++}`, name: 'Gold' });
    const plan = await createPlan(db, scope, {
      name: 'Gold membership',
      tierIds: [tier],
      prices: [{ amount: 1500, interval: 'month' }],
    });
    const channel = await created(f.admin, '/channels', {
      channel: { name: `Backstage ${f.counter++}` },
    });
    const content = await created(f.admin, `/channels/${channel.id}/contents`, {
      type: 'article',
      title: 'Members only',
      body: '<p>Hello</p>',
    });
    await ok(f.admin, 'POST', `/channels/${channel.id}/contents/${content.id}/schedule`, {
      date: new Date(Date.now() - 3_600_000).toISOString(),
      email: false,
      push: false,
    });
    const group = await ok<{ id: string }>(f.admin, 'POST', '/groups', {
      group: { name: `Inner circle ${f.counter++}`, access: 'public' },
    });
    const event = await f.createEvent({ registration: true });
    for (const resource of [
      { type: 'channel', id: channel.id },
      { type: 'group', id: group.id },
      { type: 'event', id: event.id },
    ] as const) {
      await requireTiersFor(db, scope, resource, [tier]);
    }
    return { tier, plan, channel, content, group, event };
  }

  const expectStatus = async (user: TestUser, url: string, status: number, message?: string) => {
    const response = await call(user, 'GET', url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    if (message) expect(response.json().message).toBe(message);
  };

  it('locks, tells what unlocks, opens after subscribing and locks again after the period of a canceled one', async () => {
    const { plan, channel, content, group, event } = await setUp();
    const member = await f.t.createUser(f.org);
    await world.address(member);
    const urls = [
      `/channels/${channel.id}/contents`,
      `/channels/${channel.id}/contents/${content.id}`,
      `/groups/${group.id}`,
      `/groups/${group.id}/members`,
      `/events/${event.id}`,
      `/events/${event.id}/sessions`,
      `/events/${event.id}/speakers`,
      `/self/events/${event.id}/registration`,
    ];
    for (const url of urls) await expectStatus(member, url, 457, 'tier required');
    // The channel's page stays readable, so that the web can say what unlocks it.
    await expectStatus(member, `/channels/${channel.id}`, 200);
    // Staff pass.
    await expectStatus(f.admin, `/channels/${channel.id}/contents`, 200);

    const lock = await ok<{ tiers: { name: string }[]; products: { id: string; name: string }[] }>(
      member,
      'GET',
      `/organization/tier-locks/channel/${channel.id}`,
    );
    expect(lock.tiers.map((tier) => tier.name)).toEqual(['Gold']);
    expect(lock.products.map((product) => product.id)).toEqual([plan.productId]);

    const { subscription } = await ok<{ subscription: { id: string; expiresAt: string } }>(
      member,
      'POST',
      '/self/subscriptions',
      {
        productId: plan.productId,
        priceId: plan.priceIds[0],
        quantity: 1,
        paymentMethodId: 'tok_test_visa',
      },
    );
    for (const url of urls) await expectStatus(member, url, 200);

    await ok(member, 'DELETE', `/self/subscriptions/${subscription.id}`);
    await expectStatus(member, urls[0]!, 200);
    await runRenewals(
      f.t.runtime.services,
      new Date(new Date(subscription.expiresAt).getTime() + 60_000),
    );
    for (const url of urls) await expectStatus(member, url, 457);
  });

  it('answers 458 where any subscription will do, and 401 to the signed out', async () => {
    const { channel, plan } = await setUp();
    const db = f.t.runtime.services.db;
    await requireTiersFor(db, { organizationId: f.org.id }, { type: 'channel', id: channel.id }, [
      null,
    ]);
    const member = await f.t.createUser(f.org);
    await world.address(member);
    await expectStatus(member, `/channels/${channel.id}/contents`, 458, 'subscription required');
    const anonymous = await f.t.inject({
      method: 'GET',
      url: `/api/channels/${channel.id}/contents`,
      headers: f.org.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    await ok(member, 'POST', '/self/subscriptions', {
      productId: plan.productId,
      priceId: plan.priceIds[0],
      quantity: 1,
      paymentMethodId: 'tok_test_visa',
    });
    await expectStatus(member, `/channels/${channel.id}/contents`, 200);
  });

  it('keeps tiers through past_due and drops them once unpaid', async () => {
    const { channel, plan } = await setUp();
    const member = await f.t.createUser(f.org);
    await world.address(member);
    const { subscription } = await ok<{ subscription: { id: string; expiresAt: string } }>(
      member,
      'POST',
      '/self/subscriptions',
      {
        productId: plan.productId,
        priceId: plan.priceIds[0],
        quantity: 1,
        paymentMethodId: 'tok_test_visa',
      },
    );
    await ok(member, 'PUT', `/self/subscriptions/${subscription.id}/payment-method`, {
      paymentMethodId: 'tok_test_declined',
    });
    let at = new Date(subscription.expiresAt).getTime() + 60_000;
    await runRenewals(f.t.runtime.services, new Date(at));
    await expectStatus(member, `/channels/${channel.id}/contents`, 200);
    for (const days of [1, 3, 5]) {
      at += days * 86_400_000;
      await runRenewals(f.t.runtime.services, new Date(at));
    }
    await expectStatus(member, `/channels/${channel.id}/contents`, 457);
  });

  it('opens everything when the organization turned memberships off', async () => {
    const off = await f.t.createOrganization({
      modules: MODULES.filter((name) => name !== 'subscriptions'),
    });
    const admin = await f.t.createUser(off, { admin: true });
    const member = await f.t.createUser(off);
    const tier = await createTier(
      f.t.runtime.services.db,
      { organizationId: off.id },
      {
        slug: 'gold',
        name: 'Gold',
      },
    );
    const response = await call(admin, 'POST', '/channels', { channel: { name: 'Backstage' } });
    const channel = response.json().data as { id: string };
    await requireTiersFor(
      f.t.runtime.services.db,
      { organizationId: off.id },
      { type: 'channel', id: channel.id },
      [tier],
    );
    await expectStatus(member, `/channels/${channel.id}/contents`, 200);
  });

  it('locks a whole module for members without the tier, not another module, not admins (decision 0041)', async () => {
    const { tier, plan, group } = await setUp();
    const db = f.t.runtime.services.db;
    const scope = { organizationId: f.org.id };
    await requireTiersFor(db, scope, { type: 'group', id: group.id }, []);
    await requireTiersFor(db, scope, { type: 'module', id: 'groups' }, [tier]);
    // Memberships themselves cannot be locked: nobody could subscribe.
    await requireTiersFor(db, scope, { type: 'module', id: 'subscriptions' }, [tier]);
    try {
      const member = await f.t.createUser(f.org);
      await world.address(member);
      const lockedUrls = ['/groups', `/groups/${group.id}`, `/groups/${group.id}/members`];
      for (const url of lockedUrls) await expectStatus(member, url, 457, 'tier required');
      await expectStatus(member, '/events', 200);
      await expectStatus(member, '/organization/subscriptions', 200);
      for (const url of lockedUrls) await expectStatus(f.admin, url, 200);
      const anonymous = await f.t.inject({
        method: 'GET',
        url: '/api/groups',
        headers: f.org.headers,
      });
      expect(anonymous.statusCode).toBe(401);

      // What unlocks a group of a locked module is the module's lock.
      const lock = await ok<{ tiers: { name: string }[]; products: { id: string }[] }>(
        member,
        'GET',
        `/organization/tier-locks/group/${group.id}`,
      );
      expect(lock.tiers.map((one) => one.name)).toEqual(['Gold']);
      expect(lock.products.map((product) => product.id)).toEqual([plan.productId]);

      await ok(member, 'POST', '/self/subscriptions', {
        productId: plan.productId,
        priceId: plan.priceIds[0],
        quantity: 1,
        paymentMethodId: 'tok_test_visa',
      });
      for (const url of lockedUrls) await expectStatus(member, url, 200);

      // A module locked behind any subscription answers 458 to one without.
      await requireTiersFor(db, scope, { type: 'module', id: 'events' }, [null]);
      const newcomer = await f.t.createUser(f.org);
      await expectStatus(newcomer, '/events', 458, 'subscription required');
      await expectStatus(member, '/events', 200);
    } finally {
      for (const id of ['groups', 'events', 'subscriptions'])
        await requireTiersFor(db, scope, { type: 'module', id }, []);
    }
  });

  it('tells what unlocks a group or an event by the slug its page is addressed by', async () => {
    const { group, event } = await setUp();
    const member = await f.t.createUser(f.org);
    for (const [type, id] of [
      ['group', group.id],
      ['event', event.id],
    ] as const) {
      const detail = await ok<{ slug: string }>(f.admin, 'GET', `/${type}s/${id}`);
      const lock = await ok<{ tiers: { name: string }[] }>(
        member,
        'GET',
        `/organization/tier-locks/${type}/${detail.slug}`,
      );
      expect(lock.tiers.map((tier) => tier.name)).toEqual(['Gold']);
    }
    await expectStatus(member, '/organization/tier-locks/event/no-such-event', 404);
  });

  it('tells nothing of what locks another organization’s resource', async () => {
    const { channel } = await setUp();
    const stranger = await f.t.createUser(f.other);
    const lock = await ok<{ tiers: unknown[]; products: unknown[] }>(
      stranger,
      'GET',
      `/organization/tier-locks/channel/${channel.id}`,
    );
    expect(lock).toEqual({ tiers: [], products: [] });
  });
});
