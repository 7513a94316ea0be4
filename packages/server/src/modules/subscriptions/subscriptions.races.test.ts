import { expect, it } from 'vitest';
import { raceSuite, useRaceWorld } from '../../test/postgres';
import { savePaymentIntegration } from '../payments/index';
import { createPlan } from './index';

/**
 * Checkouts of one plan sent at once by one member, on real PostgreSQL, through HTTP only:
 * the partial unique index (one subscription not canceled per plan and account) makes every
 * one of them resume the same subscription. Without it each would insert its own.
 */
const { url, describeRaces } = await raceSuite('subscriptions.races');

const CHECKOUTS_AT_ONCE = 6;

describeRaces('subscription checkout races', () => {
  const { world, call, ok } = useRaceWorld(url, 1);

  it('keeps one subscription per plan when its checkout is started many times at once', async () => {
    const [member] = world.users;
    const scope = { organizationId: world.org.id };
    await savePaymentIntegration(world.t.runtime.services, scope, 'test', { enabled: true });
    const plan = await createPlan(world.t.runtime.services.db, scope, {
      name: 'Supporter',
      prices: [{ amount: 1000, interval: 'month' }],
    });
    await ok(member!, 'POST', '/self/addresses', {
      address1: '1 Harbour Road',
      state: 'ME',
      zip: '04101',
      country: 'US',
    });
    const body = { productId: plan.productId, priceId: plan.priceIds[0], quantity: 1 };
    const responses = await Promise.all(
      Array.from({ length: CHECKOUTS_AT_ONCE }, () =>
        call(member!, 'POST', '/self/subscriptions', body),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const ids = new Set(
      responses.map(
        (response) =>
          (response.json() as { data: { subscription: { id: string } } }).data.subscription.id,
      ),
    );
    expect(ids.size).toBe(1);
    const mine = await ok<{ id: string; status: string }[]>(member!, 'GET', '/self/subscriptions');
    expect(mine.map((row) => row.status)).toEqual(['unknown']);
  });
});
