import { defineArea, page } from '../../app/area';

/** The nav entry's and admin link's paths, kept out of the route list the a11y audit reads. */
const PLANS = '/memberships';
const MANAGE = '/admin/memberships';

/**
 * Memberships (the subscriptions module): the plans with their prices and features
 * (/memberships), subscribing and paying, and "My memberships" (/memberships/mine) with
 * status, payments, change card and cancel; for administrators, plans, tiers, locks and
 * sponsorship levels (/admin/memberships, linked from the plans page). Tier-locked pages
 * show what unlocks them with components/tier-lock.tsx.
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
    page('admin/memberships', () => import('./admin-page'), 'MembershipsAdminPage', {
      access: 'signed-in',
      title: 'memberships.admin.title',
    }),
  ],
  nav: [{ module: 'subscriptions', path: PLANS, label: 'memberships.nav' }],
  adminLinks: [
    { path: MANAGE, label: 'memberships.admin.link', description: 'memberships.admin.linkBody' },
  ],
});
