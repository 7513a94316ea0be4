import { MODULES } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { paymentWorld } from '../payments/test/payment-world';

interface PriceBody {
  id: string;
  active: boolean;
  amount: number;
  interval: string;
  trialDays: number;
  stripePriceId: string | null;
  subscriptions: number;
}
interface ProductBody {
  id: string;
  name: string;
  active: boolean;
  features: string[];
  sortOrder: number;
  lapseTo: string;
  tiers: { id: string; slug: string }[];
  prices: PriceBody[];
}
interface TierBody {
  id: string;
  slug: string;
  name: string;
}
interface LockBody {
  type: string;
  resourceId: string;
  name: string;
  tiers: { id: string }[];
  anySubscription: boolean;
}

/**
 * What administrators set up for memberships (decision 0042): plans, prices, tiers, tier
 * locks and sponsorship levels. Every route: its happy path, a 400 naming the field, 403 to
 * a plain member, 404 for another organization's ids, 456 with the module off.
 */
describe('memberships administration', () => {
  let t: TestApp;
  let org: TestOrganization;
  let admin: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let strangerAdmin: TestUser;
  const world = paymentWorld(() => t);
  const { call, ok } = world;

  async function created<T>(user: TestUser, url: string, payload: object): Promise<T> {
    const response = await call(user, 'POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as T;
  }
  const createTier = (user: TestUser, body: object) =>
    created<TierBody>(user, '/organization/tiers', body);
  const createPlan = (user: TestUser, body: object) =>
    created<ProductBody>(user, '/organization/subscriptions/products', body);
  const addPrice = (user: TestUser, productId: string, body: object) =>
    created<ProductBody>(user, `/organization/subscriptions/products/${productId}/prices`, body);

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    admin = await t.createUser(org, { admin: true });
    member = await t.createUser(org);
    const elsewhere = await t.createOrganization();
    stranger = await t.createUser(elsewhere);
    strangerAdmin = await t.createUser(elsewhere, { admin: true });
    await world.enableProvider(admin, 'test');
  });
  afterAll(() => t.close());

  it('creates a plan with features, tiers and prices, sold on the public plans list', async () => {
    const gold = await createTier(admin, { name: 'Gold members', color: '#d4af37' });
    expect(gold).toMatchObject({ slug: 'gold-members', name: 'Gold members', iconName: 'star' });
    const plan = await createPlan(admin, {
      name: 'Gold',
      description: 'All the good stuff',
      features: ['Backstage channel', 'Early tickets'],
      tierIds: [gold.id],
      sortOrder: 1,
    });
    expect(plan).toMatchObject({
      name: 'Gold',
      active: true,
      features: ['Backstage channel', 'Early tickets'],
      lapseTo: 'unpaid',
      tiers: [{ slug: 'gold-members' }],
      prices: [],
    });
    const priced = await addPrice(admin, plan.id, { amount: 1200, interval: 'month' });
    const yearly = await addPrice(admin, plan.id, {
      amount: 12000,
      interval: 'year',
      currency: 'usd',
      trialDays: 7,
    });
    expect(priced.prices).toEqual([
      expect.objectContaining({ amount: 1200, interval: 'month', currency: 'USD', active: true }),
    ]);
    expect(yearly.prices.map((price) => [price.amount, price.trialDays])).toEqual([
      [1200, 0],
      [12000, 7],
    ]);
    const plans = await ok<{ name: string; prices: { amount: number }[] }[]>(
      member,
      'GET',
      '/organization/subscriptions',
    );
    const sold = plans.find((product) => product.name === 'Gold');
    expect(sold?.prices.map((price) => price.amount)).toEqual([1200, 12000]);
    // A member can subscribe to it and holds its tier.
    await world.address(member);
    const { subscription } = await ok<{ subscription: { tiers: { slug: string }[] } }>(
      member,
      'POST',
      '/self/subscriptions',
      {
        productId: plan.id,
        priceId: priced.prices[0]!.id,
        quantity: 1,
        paymentMethodId: 'tok_test_visa',
      },
    );
    expect(subscription.tiers).toEqual([expect.objectContaining({ slug: 'gold-members' })]);
  });

  it('changes a plan and the tiers it grants; lists inactive plans only to administrators', async () => {
    const silver = await createTier(admin, { slug: 'silver', name: 'Silver' });
    const bronze = await createTier(admin, { slug: 'bronze', name: 'Bronze', priority: 1 });
    const plan = await createPlan(admin, { name: 'Silver', tierIds: [silver.id] });
    const changed = await ok<ProductBody>(
      admin,
      'PUT',
      `/organization/subscriptions/products/${plan.id}`,
      {
        name: 'Silver plus',
        features: ['One'],
        active: false,
        lapseTo: 'canceled',
        tierIds: [bronze.id, silver.id],
      },
    );
    expect(changed).toMatchObject({
      name: 'Silver plus',
      active: false,
      lapseTo: 'canceled',
      features: ['One'],
    });
    expect(changed.tiers.map((tier) => tier.slug).sort()).toEqual(['bronze', 'silver']);
    const managed = await ok<ProductBody[]>(admin, 'GET', '/organization/subscriptions/products');
    expect(managed.map((product) => product.name)).toContain('Silver plus');
    const onSale = await ok<{ name: string }[]>(member, 'GET', '/organization/subscriptions');
    expect(onSale.map((product) => product.name)).not.toContain('Silver plus');
  });

  it('archives a price or a plan in use instead of deleting it, and deletes unused ones', async () => {
    const plan = await createPlan(admin, { name: 'Archivable' });
    const { prices } = await addPrice(admin, plan.id, { amount: 500, interval: 'week' });
    const unused = (await addPrice(admin, plan.id, { amount: 100, interval: 'day' })).prices.find(
      (price) => price.amount === 100,
    )!;
    const used = prices[0]!;
    const payer = await t.createUser(org);
    await world.address(payer);
    await ok(payer, 'POST', '/self/subscriptions', {
      productId: plan.id,
      priceId: used.id,
      quantity: 1,
      paymentMethodId: 'tok_test_visa',
    });
    const base = `/organization/subscriptions/products/${plan.id}`;
    expect(await ok(admin, 'DELETE', `${base}/prices/${unused.id}`)).toEqual({
      outcome: 'deleted',
    });
    expect(await ok(admin, 'DELETE', `${base}/prices/${used.id}`)).toEqual({
      outcome: 'archived',
    });
    let managed = (
      await ok<ProductBody[]>(admin, 'GET', '/organization/subscriptions/products')
    ).find((product) => product.id === plan.id)!;
    expect(managed.prices).toEqual([
      expect.objectContaining({ id: used.id, active: false, subscriptions: 1 }),
    ]);
    // An archived price sells no more; the subscription on it keeps running.
    const again = await call(member, 'POST', '/self/subscriptions', {
      productId: plan.id,
      priceId: used.id,
      quantity: 1,
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    const restored = await ok<ProductBody>(admin, 'PUT', `${base}/prices/${used.id}`, {
      active: true,
      trialDays: 3,
      stripePriceId: 'price_archivable',
    });
    expect(restored.prices[0]).toMatchObject({
      active: true,
      trialDays: 3,
      stripePriceId: 'price_archivable',
      amount: 500,
    });
    expect(await ok(admin, 'DELETE', base)).toEqual({ outcome: 'archived' });
    managed = (await ok<ProductBody[]>(admin, 'GET', '/organization/subscriptions/products')).find(
      (product) => product.id === plan.id,
    )!;
    expect(managed).toMatchObject({ active: false, prices: [{ active: false }] });
    const empty = await createPlan(admin, { name: 'Never sold' });
    await addPrice(admin, empty.id, { amount: 100, interval: 'month' });
    expect(await ok(admin, 'DELETE', `/organization/subscriptions/products/${empty.id}`)).toEqual({
      outcome: 'deleted',
    });
    const gone = await ok<ProductBody[]>(admin, 'GET', '/organization/subscriptions/products');
    expect(gone.map((product) => product.id)).not.toContain(empty.id);
  });

  it('answers 400 naming the field for bad plans, prices, tiers, locks and levels', async () => {
    const plan = await createPlan(admin, { name: 'Validated' });
    const cases: [string, string, object, string][] = [
      ['POST', '/organization/subscriptions/products', { name: '  ' }, 'name'],
      ['POST', '/organization/subscriptions/products', { name: 'X', features: [''] }, 'features.0'],
      [
        'POST',
        '/organization/subscriptions/products',
        { name: 'X', tierIds: ['nope'] },
        'tierIds.0',
      ],
      [
        'POST',
        '/organization/subscriptions/products',
        { name: 'X', tierIds: ['0190f2a8-0000-7000-8000-000000000000'] },
        'tierIds',
      ],
      ['POST', '/organization/subscriptions/products', { name: 'X', lapseTo: 'never' }, 'lapseTo'],
      [
        'POST',
        `/organization/subscriptions/products/${plan.id}/prices`,
        { amount: 10.5, interval: 'month' },
        'amount',
      ],
      [
        'POST',
        `/organization/subscriptions/products/${plan.id}/prices`,
        { amount: 1000, interval: 'fortnight' },
        'interval',
      ],
      [
        'POST',
        `/organization/subscriptions/products/${plan.id}/prices`,
        { amount: 1000, interval: 'month', currency: 'EUR' },
        'currency',
      ],
      [
        'POST',
        `/organization/subscriptions/products/${plan.id}/prices`,
        { amount: 1000, interval: 'month', trialDays: -1 },
        'trialDays',
      ],
      ['POST', '/organization/tiers', { name: 'Bad', slug: 'Not A Slug' }, 'slug'],
      ['POST', '/organization/tiers', { name: 'Bad', color: 'red' }, 'color'],
      ['PUT', `/organization/tier-locks/module/events`, {}, 'tierIds'],
      [
        'PUT',
        `/organization/tier-locks/module/events`,
        { tierIds: ['0190f2a8-0000-7000-8000-000000000000'], anySubscription: true },
        'tierIds',
      ],
      ['PUT', `/organization/tier-locks/planet/x`, { anySubscription: true }, 'type'],
      ['POST', '/levels', { name: 'Gold', scale: 0 }, 'scale'],
      ['POST', '/levels', {}, 'name'],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await call(admin, method as 'POST' | 'PUT', url, body);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
      expect(response.json().field, `${method} ${url}`).toBe(field);
    }
    await createTier(admin, { slug: 'taken', name: 'Taken' });
    const taken = await call(admin, 'POST', '/organization/tiers', {
      slug: 'taken',
      name: 'Again',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'slug', message: 'Another tier has this slug' });
  });

  it('locks a channel behind a tier: members get 457 until they hold it; a tier that locks is not deleted', async () => {
    const tier = await createTier(admin, { name: 'Backstage' });
    const channel = await created<{ id: string }>(admin, '/channels', {
      channel: { name: 'Backstage news' },
    });
    const lock = await ok<LockBody>(
      admin,
      'PUT',
      `/organization/tier-locks/channel/${channel.id}`,
      {
        tierIds: [tier.id],
      },
    );
    expect(lock).toMatchObject({
      type: 'channel',
      resourceId: channel.id,
      name: 'Backstage news',
      tiers: [{ id: tier.id }],
      anySubscription: false,
    });
    const reader = await t.createUser(org);
    const contents = `/channels/${channel.id}/contents`;
    expect((await call(reader, 'GET', contents)).statusCode).toBe(457);
    const locks = await ok<LockBody[]>(admin, 'GET', '/organization/tier-locks?type=channel');
    expect(locks).toContainEqual(expect.objectContaining({ resourceId: channel.id }));
    const unlock = await ok<{ tiers: { id: string }[] }>(
      reader,
      'GET',
      `/organization/tier-locks/channel/${channel.id}`,
    );
    expect(unlock.tiers.map((row) => row.id)).toEqual([tier.id]);

    const deleting = await call(admin, 'DELETE', `/organization/tiers/${tier.id}`);
    expect(deleting.statusCode).toBe(409);

    const any = await ok<LockBody>(admin, 'PUT', `/organization/tier-locks/channel/${channel.id}`, {
      anySubscription: true,
    });
    expect(any).toMatchObject({ tiers: [], anySubscription: true });
    expect((await call(reader, 'GET', contents)).statusCode).toBe(458);
    await ok(admin, 'DELETE', `/organization/tier-locks/channel/${channel.id}`);
    await ok(admin, 'DELETE', `/organization/tier-locks/channel/${channel.id}`);
    expect((await call(reader, 'GET', contents)).statusCode).toBe(200);
    expect(
      (await ok<LockBody[]>(admin, 'GET', '/organization/tier-locks')).map((row) => row.resourceId),
    ).not.toContain(channel.id);

    // A module is locked by its name.
    const moduleLock = await ok<LockBody>(admin, 'PUT', '/organization/tier-locks/module/events', {
      tierIds: [tier.id],
    });
    expect(moduleLock).toMatchObject({ type: 'module', resourceId: 'events', name: 'events' });
    await ok(admin, 'DELETE', '/organization/tier-locks/module/events');

    await ok(admin, 'DELETE', `/organization/tiers/${tier.id}`);
    const tiers = await ok<TierBody[]>(admin, 'GET', '/organization/tiers');
    expect(tiers.map((row) => row.id)).not.toContain(tier.id);
  });

  it('renames a tier', async () => {
    const tier = await createTier(admin, { name: 'Patrons' });
    const renamed = await ok<TierBody>(admin, 'PUT', `/organization/tiers/${tier.id}`, {
      name: 'Patrons circle',
      slug: 'patrons',
      description: 'Our patrons',
    });
    expect(renamed).toMatchObject({ id: tier.id, slug: 'patrons', name: 'Patrons circle' });
  });

  it('creates, changes and deletes levels, with accounts put on and taken off', async () => {
    const level = await created<{ id: string; slug: string; accounts: unknown[] }>(
      admin,
      '/levels',
      {
        name: 'Gold sponsors',
        subtitle: 'Our main sponsors',
        color: '#d4af37',
        scale: 1.5,
      },
    );
    expect(level).toMatchObject({ slug: 'gold-sponsors', accounts: [] });
    const first = await t.createUser(org);
    const second = await t.createUser(org);
    for (const user of [first, second, first]) {
      await ok(admin, 'PUT', `/levels/${level.id}/accounts/${user.accountId}`);
    }
    const accounts = await ok<{ id: string }[]>(member, 'GET', `/levels/${level.id}/accounts`);
    expect(accounts.map((account) => account.id)).toEqual([first.accountId, second.accountId]);
    await ok(admin, 'DELETE', `/levels/${level.id}/accounts/${first.accountId}`);
    await ok(admin, 'DELETE', `/levels/${level.id}/accounts/${first.accountId}`);
    const changed = await ok<{ name: string; accounts: { id: string }[] }>(
      admin,
      'PUT',
      `/levels/${level.id}`,
      { name: 'Platinum', slug: 'platinum', sortOrder: 1 },
    );
    expect(changed).toMatchObject({ name: 'Platinum', accounts: [{ id: second.accountId }] });
    // An account of another organization is not found.
    const foreign = await call(admin, 'PUT', `/levels/${level.id}/accounts/${stranger.accountId}`);
    expect(foreign.statusCode).toBe(404);
    await ok(admin, 'DELETE', `/levels/${level.id}`);
    expect((await call(member, 'GET', `/levels/${level.id}`)).statusCode).toBe(404);
  });

  it('answers 403 to a plain member and 401 to the signed out on every administrators’ route', async () => {
    const tier = await createTier(admin, { name: 'Forbidden tier' });
    const plan = await createPlan(admin, { name: 'Forbidden plan' });
    const priced = await addPrice(admin, plan.id, { amount: 100, interval: 'month' });
    const level = await created<{ id: string }>(admin, '/levels', { name: 'Forbidden level' });
    const routes = adminRoutes({
      productId: plan.id,
      priceId: priced.prices[0]!.id,
      tierId: tier.id,
      levelId: level.id,
      accountId: member.accountId,
      resourceId: 'events',
    });
    for (const [method, url, body] of routes) {
      const response = await call(member, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await t.inject({
        method,
        url: `/api${url}`,
        headers: org.headers,
        ...(body ? { payload: body } : {}),
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 404 to another organization’s administrators for this one’s ids', async () => {
    const tier = await createTier(admin, { name: 'Ours' });
    const plan = await createPlan(admin, { name: 'Ours only' });
    const priced = await addPrice(admin, plan.id, { amount: 100, interval: 'month' });
    const level = await created<{ id: string }>(admin, '/levels', { name: 'Ours level' });
    const channel = await created<{ id: string }>(admin, '/channels', {
      channel: { name: 'Our channel' },
    });
    const routes = adminRoutes({
      productId: plan.id,
      priceId: priced.prices[0]!.id,
      tierId: tier.id,
      levelId: level.id,
      accountId: member.accountId,
      resourceId: channel.id,
    }).filter(([, url]) => /[0-9a-f]{8}-/.test(url) && !url.endsWith('/products'));
    for (const [method, url, body] of routes) {
      const response = await call(strangerAdmin, method, url, body);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(404);
    }
    // Their tier cannot be granted by a plan here either.
    const theirs = await createTier(strangerAdmin, { name: 'Theirs' });
    const granting = await call(admin, 'PUT', `/organization/subscriptions/products/${plan.id}`, {
      name: 'Ours only',
      tierIds: [theirs.id],
    });
    expect(granting.statusCode).toBe(400);
    expect(granting.json().field).toBe('tierIds');
    // Nothing of ours changed.
    const ours = await ok<ProductBody[]>(admin, 'GET', '/organization/subscriptions/products');
    expect(ours.find((product) => product.id === plan.id)).toMatchObject({
      name: 'Ours only',
      active: true,
      prices: [{ active: true }],
    });
  });

  it('answers 456 with memberships or sponsors off', async () => {
    const off = await t.createOrganization({
      modules: MODULES.filter((name) => name !== 'subscriptions' && name !== 'sponsors'),
    });
    const offAdmin = await t.createUser(off, { admin: true });
    const id = '0190f2a8-0000-7000-8000-000000000000';
    const routes = adminRoutes({
      productId: id,
      priceId: id,
      tierId: id,
      levelId: id,
      accountId: id,
      resourceId: id,
    });
    for (const [method, url, body] of routes) {
      expect((await call(offAdmin, method, url, body)).statusCode, `${method} ${url}`).toBe(456);
    }
  });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every administrators' route, with a valid body. */
function adminRoutes(ids: {
  productId: string;
  priceId: string;
  tierId: string;
  levelId: string;
  accountId: string;
  resourceId: string;
}): [Method, string, object | undefined][] {
  const product = `/organization/subscriptions/products/${ids.productId}`;
  const price = `${product}/prices/${ids.priceId}`;
  const lock = `/organization/tier-locks/${ids.resourceId === 'events' ? 'module' : 'channel'}/${ids.resourceId}`;
  return [
    ['GET', '/organization/subscriptions/products', undefined],
    ['POST', '/organization/subscriptions/products', { name: 'Plan' }],
    ['PUT', product, { name: 'Plan' }],
    ['POST', `${product}/prices`, { amount: 100, interval: 'month' }],
    ['PUT', price, { active: false }],
    ['DELETE', price, undefined],
    ['DELETE', product, undefined],
    ['GET', '/organization/tiers', undefined],
    ['POST', '/organization/tiers', { name: 'Tier' }],
    ['PUT', `/organization/tiers/${ids.tierId}`, { name: 'Tier' }],
    ['DELETE', `/organization/tiers/${ids.tierId}`, undefined],
    ['GET', '/organization/tier-locks', undefined],
    ['PUT', lock, { anySubscription: true }],
    ['DELETE', lock, undefined],
    ['POST', '/levels', { name: 'Level' }],
    ['PUT', `/levels/${ids.levelId}`, { name: 'Level' }],
    ['PUT', `/levels/${ids.levelId}/accounts/${ids.accountId}`, undefined],
    ['DELETE', `/levels/${ids.levelId}/accounts/${ids.accountId}`, undefined],
    ['DELETE', `/levels/${ids.levelId}`, undefined],
  ];
}
