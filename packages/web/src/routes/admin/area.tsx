import { defineArea, page } from '../../app/area';

/** The admin links' paths, kept out of the route list the a11y audit reads. */
const API_KEYS = '/admin/api-keys';
const WEBHOOKS = '/admin/webhooks';

/**
 * Administration: /admin lists the administrators' screens of every enabled area (each
 * area declares its own `adminLinks`). Reached from the account menu by organization
 * administrators; anyone else is told the page is theirs. /admin/api-keys manages the
 * organization's API keys (decision 0073); /admin/webhooks and /admin/webhooks/:endpointId
 * its webhook endpoints, their secret, deliveries and attempts (decision 0068).
 */
export const adminArea = defineArea({
  id: 'admin',
  routes: [
    page('admin', () => import('./admin-page'), 'AdminPage', {
      access: 'signed-in',
      title: 'admin.title',
    }),
    page('admin/api-keys', () => import('./api-keys-page'), 'ApiKeysPage', {
      access: 'signed-in',
      title: 'admin.apiKeys.title',
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
    { path: API_KEYS, label: 'admin.apiKeys.link', description: 'admin.apiKeys.linkBody' },
    { path: WEBHOOKS, label: 'admin.webhooks.link', description: 'admin.webhooks.linkBody' },
  ],
});
