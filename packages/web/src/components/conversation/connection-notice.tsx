import { useIntl } from 'react-intl';
import { restartLiveConnection, useLiveStatus } from '../../app/live-connection';

/** The chat socket's trouble, said where the conversation is: reconnecting, or gave up. */
export function ConnectionNotice() {
  const intl = useIntl();
  const status = useLiveStatus();
  if (status !== 'reconnecting' && status !== 'closed') return null;
  return (
    <div
      role="status"
      data-testid="chat-connection"
      data-status={status}
      className="flex items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 dark:bg-amber-900/40 dark:text-amber-100"
    >
      {intl.formatMessage({
        id: status === 'reconnecting' ? 'messages.reconnecting' : 'messages.disconnected',
      })}
      {status === 'closed' ? (
        <button
          type="button"
          onClick={restartLiveConnection}
          className="min-h-9 rounded-lg px-2 font-semibold underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {intl.formatMessage({ id: 'messages.reconnect' })}
        </button>
      ) : null}
    </div>
  );
}
