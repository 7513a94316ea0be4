import { useUnreadNotificationCount } from '@convene/client';
import { useIntl } from 'react-intl';
import { CountLink } from '../../components/count-link';

/** The live socket raises the count at once; polling catches up after a dropped connection. */
const REFRESH_MS = 60_000;

/** The header bell: a link to the notification list with the unread count. */
export function NotificationBell() {
  const intl = useIntl();
  const { data } = useUnreadNotificationCount({ refetchInterval: REFRESH_MS });
  const unread = data?.unread ?? 0;
  return (
    <CountLink
      to="/notifications"
      label={intl.formatMessage({ id: 'notifications.bell.label' }, { count: unread })}
      count={unread}
      testId="notification-bell"
      countTestId="notification-count"
    >
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16z" strokeLinejoin="round" />
      <path d="M10 20a2 2 0 0 0 4 0" strokeLinecap="round" />
    </CountLink>
  );
}
