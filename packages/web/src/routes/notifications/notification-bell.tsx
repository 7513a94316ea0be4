import { useUnreadNotificationCount } from '@convene/client';
import { useIntl } from 'react-intl';
import { NavLink } from '../../components/link';
import { useLiveNotifications } from './use-live-notifications';

/** The live socket raises the count at once; polling catches up after a dropped connection. */
const REFRESH_MS = 60_000;

/** The header bell: a link to the notification list with the unread count. */
export function NotificationBell() {
  const intl = useIntl();
  useLiveNotifications();
  const { data } = useUnreadNotificationCount({ refetchInterval: REFRESH_MS });
  const unread = data?.unread ?? 0;
  return (
    <NavLink
      to="/notifications"
      aria-label={intl.formatMessage({ id: 'notifications.bell.label' }, { count: unread })}
      data-testid="notification-bell"
      className={({ isActive }) =>
        `relative flex h-10 w-10 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-primary ${isActive ? 'bg-primary/10 text-gray-900 dark:text-white' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-white/10'}`
      }
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16z" strokeLinejoin="round" />
        <path d="M10 20a2 2 0 0 0 4 0" strokeLinecap="round" />
      </svg>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
