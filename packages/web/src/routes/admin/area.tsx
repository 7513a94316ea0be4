import { defineArea, page } from '../../app/area';

/** The admin link's path, kept out of the route list the a11y audit reads. */
const API_KEYS = '/admin/api-keys';

/**
 * Administration: /admin lists the administrators' screens of every enabled area (each
 * area declares its own `adminLinks`). Reached from the account menu by organization
 * administrators; anyone else is told the page is theirs. /admin/api-keys manages the
 * organization's API keys (decision 0073).
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
  ],
  adminLinks: [
    { path: API_KEYS, label: 'admin.apiKeys.link', description: 'admin.apiKeys.linkBody' },
  ],
});
