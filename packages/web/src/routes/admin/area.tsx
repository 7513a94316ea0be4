import { defineArea, page } from '../../app/area';

/**
 * Administration: /admin lists the administrators' screens of every enabled area (each
 * area declares its own `adminLinks`). Reached from the account menu by organization
 * administrators; anyone else is told the page is theirs.
 */
export const adminArea = defineArea({
  id: 'admin',
  routes: [
    page('admin', () => import('./admin-page'), 'AdminPage', {
      access: 'signed-in',
      title: 'admin.title',
    }),
  ],
});
