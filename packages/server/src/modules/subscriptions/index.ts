import type { ServerModule } from '../server-module';
import { subscriptionPurpose } from './charges';
import { runRenewals } from './renewals.service';
import { subscriptionRoutes } from './subscriptions.routes';

/** How often the renewal clock looks for ended periods and due retries. */
const RENEWAL_INTERVAL_MS = 60_000;

/**
 * Memberships (decision 0035): plans, the member's subscriptions paid through the payments
 * module (`subscription` purpose) and renewed on a clock (or by Stripe Billing), the tiers
 * they grant and the one guard other modules lock resources with; sponsorship levels and
 * search lists beside them.
 */
export const subscriptionsModule: ServerModule = {
  name: 'subscriptions',
  routes: subscriptionRoutes,
  paymentPurposes: { subscription: subscriptionPurpose },
  jobs: [
    {
      name: 'subscription-renewals',
      intervalMs: RENEWAL_INTERVAL_MS,
      run: (services, now) => runRenewals(services, now),
    },
  ],
};

export { runRenewals, RENEWAL_RETRY_DAYS } from './renewals.service';
export { applyBillingChange } from './webhooks.service';
export { nextStatus, type SubscriptionEvent } from './state-machine';
export { periodEndOf } from './periods';
export {
  createLevel,
  createPlan,
  createSearchList,
  createTier,
  type NewLevel,
  type NewPlan,
  type NewTier,
} from './catalogue';
