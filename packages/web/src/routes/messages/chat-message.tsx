import type { PendingChatMessage } from '@convene/client';
import { displayName, type ChatChannelMessage } from '@convene/contract';
import { useIntl } from 'react-intl';
import { MessageContent } from '../../components/conversation/message-content';
import { RelativeTime } from '../../components/relative-time';
import { Avatar } from '../../components/social/avatar';

const BUBBLE_MINE = 'bg-primary text-on-primary rounded-br-md [&_a]:text-on-primary';
const BUBBLE_THEIRS = 'bg-gray-100 text-gray-900 rounded-bl-md dark:bg-white/10 dark:text-gray-100';
const ENTER =
  'transition duration-300 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none';

export function MessageRow({
  message,
  mine,
  showAuthor,
  delivery,
  canDelete,
  onDelete,
}: {
  message: ChatChannelMessage;
  mine: boolean;
  showAuthor: boolean;
  delivery: boolean;
  canDelete: boolean;
  onDelete: () => void;
}) {
  const intl = useIntl();
  if (message.type === 'system')
    return (
      <li className={`py-1 text-center text-sm text-gray-600 italic dark:text-gray-400 ${ENTER}`}>
        {message.text}
      </li>
    );
  const author = message.account;
  return (
    <li
      data-testid="chat-message"
      data-mine={mine}
      className={`group flex items-end gap-2 ${mine ? 'flex-row-reverse' : ''} ${ENTER}`}
    >
      {!mine ? (
        <span className="w-8 shrink-0">
          {showAuthor && author ? <Avatar account={author} size="small" /> : null}
        </span>
      ) : null}
      <div className={`flex max-w-[80%] min-w-0 flex-col ${mine ? 'items-end' : 'items-start'}`}>
        {!mine && showAuthor && author ? (
          <span className="mb-0.5 px-1 text-xs font-semibold text-gray-700 dark:text-gray-300">
            {displayName(author)}
          </span>
        ) : null}
        <div className={`rounded-2xl px-3.5 py-2 ${mine ? BUBBLE_MINE : BUBBLE_THEIRS}`}>
          <MessageContent text={message.text} />
        </div>
        <span className="mt-0.5 flex items-center gap-2 px-1 text-xs text-gray-600 dark:text-gray-400">
          <RelativeTime date={message.createdAt} />
          {delivery ? (
            <span data-testid="delivery" data-state="sent">
              {intl.formatMessage({ id: 'messages.delivery.sent' })}
            </span>
          ) : null}
        </span>
      </div>
      {canDelete ? (
        <button
          type="button"
          onClick={onDelete}
          aria-label={intl.formatMessage({ id: 'messages.message.delete' })}
          className="mb-5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-gray-600 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-gray-100 focus:opacity-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-300 dark:hover:bg-white/10"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path
              d="M5 7h14M10 7V5h4v2m-7 0 1 12h8l1-12"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ) : null}
    </li>
  );
}

export function PendingRow({
  pending,
  onRetry,
  onDiscard,
}: {
  pending: PendingChatMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const intl = useIntl();
  const failed = pending.status === 'failed';
  return (
    <li
      data-testid="chat-message"
      data-mine="true"
      className={`flex flex-row-reverse items-end gap-2 ${ENTER}`}
    >
      <div className="flex max-w-[80%] min-w-0 flex-col items-end">
        <div
          className={`rounded-2xl rounded-br-md px-3.5 py-2 ${failed ? 'border border-red-700 bg-red-50 text-red-950 dark:bg-red-950/40 dark:text-red-100' : `${BUBBLE_MINE} opacity-75`}`}
        >
          <MessageContent text={pending.text} preview={false} />
        </div>
        <span
          className="mt-0.5 flex items-center gap-2 px-1 text-xs text-gray-600 dark:text-gray-400"
          data-testid="delivery"
          data-state={pending.status}
        >
          {failed ? (
            <>
              <span className="font-semibold text-red-700 dark:text-red-400">
                {intl.formatMessage({ id: 'messages.delivery.failed' })}
              </span>
              <button
                type="button"
                onClick={onRetry}
                className="min-h-8 font-semibold underline focus-visible:outline-2 focus-visible:outline-primary"
              >
                {intl.formatMessage({ id: 'messages.delivery.retry' })}
              </button>
              <button
                type="button"
                onClick={onDiscard}
                className="min-h-8 underline focus-visible:outline-2 focus-visible:outline-primary"
              >
                {intl.formatMessage({ id: 'messages.delivery.discard' })}
              </button>
            </>
          ) : (
            intl.formatMessage({ id: 'messages.delivery.sending' })
          )}
        </span>
      </div>
    </li>
  );
}
