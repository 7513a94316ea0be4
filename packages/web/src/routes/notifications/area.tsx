import { lazy, Suspense } from 'react';
import { defineArea, page } from '../../app/area';

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
    page('notifications', () => import('./notifications-page'), 'NotificationsPage', {
      access: 'signed-in',
      title: 'notifications.title',
    }),
  ],
  headerItems: [NotificationBell],
});
