import { useUnreadChatCount } from '@convene/client';
import { useIntl } from 'react-intl';
import { CountLink } from '../../components/count-link';

/** The live socket brings new messages at once; polling catches up after a dropped connection. */
const REFRESH_MS = 60_000;

/**
 * The header's Messages link with the number of conversations holding unread messages (the
 * tab's live connection, app/live-connection.ts, brings new ones at once).
 */
export function MessagesLink() {
  const intl = useIntl();
  const { unread } = useUnreadChatCount({ refetchInterval: REFRESH_MS });
  return (
    <CountLink
      to="/messages"
      label={intl.formatMessage({ id: 'messages.link.label' }, { count: unread })}
      count={unread}
      testId="messages-link"
      countTestId="messages-unread"
    >
      <path
        d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H9l-5 4V5.5z"
        strokeLinejoin="round"
      />
    </CountLink>
  );
}
