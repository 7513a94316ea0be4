import { defineArea, routeHandle } from '../../app/area';
import { NotificationBell } from './notification-bell';
import { NotificationsPage } from './notifications-page';

/** The notification list (/notifications) and the header bell with the unread count. */
export const notificationsArea = defineArea({
  id: 'notifications',
  routes: [
    {
      path: 'notifications',
      element: <NotificationsPage />,
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'notifications.title' }) }),
      }),
    },
  ],
  headerItems: [NotificationBell],
});
