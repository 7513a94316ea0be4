import { lazy, Suspense } from 'react';
import { defineArea, routeHandle } from '../../app/area';

// Header items show while signed in, which the browser knows only after hydration: the bell
// (and the live notification socket) load then, outside the first script.
const LazyBell = lazy(async () => ({
  default: (await import('./notification-bell')).NotificationBell,
}));

function NotificationBell() {
  return (
    <Suspense fallback={null}>
      <LazyBell />
    </Suspense>
  );
}

/**
 * The notification list (/notifications) and the header bell with the unread count.
 * The page and the bell load on demand.
 */
export const notificationsArea = defineArea({
  id: 'notifications',
  routes: [
    {
      path: 'notifications',
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'notifications.title' }) }),
      }),
      lazy: async () => ({
        Component: (await import('./notifications-page')).NotificationsPage,
      }),
    },
  ],
  headerItems: [NotificationBell],
});
