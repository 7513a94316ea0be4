import { useUnreadChatCount } from '@convene/client';
import { useIntl } from 'react-intl';
import { NavLink } from '../../components/link';
import { useChatLive } from '../../components/conversation/chat-live';

/** The live socket brings new messages at once; polling catches up after a dropped connection. */
const REFRESH_MS = 60_000;

/**
 * The header's Messages link with the number of conversations holding unread messages. It
 * also keeps the chat socket open while signed in, so messages arrive on every page.
 */
export function MessagesLink() {
  const intl = useIntl();
  useChatLive();
  const { unread } = useUnreadChatCount({ refetchInterval: REFRESH_MS });
  return (
    <NavLink
      to="/messages"
      aria-label={intl.formatMessage({ id: 'messages.link.label' }, { count: unread })}
      data-testid="messages-link"
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
        <path
          d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H9l-5 4V5.5z"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="messages-unread"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
