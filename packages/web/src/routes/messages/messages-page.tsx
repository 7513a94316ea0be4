import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

/**
 * Below the sticky header, the whole screen: the panes scroll inside, the page does not
 * (the negative margin takes back the room main keeps for the floating audio player).
 */
const SCREEN = 'h-[calc(100dvh-var(--app-header-bottom,4rem))]';

/**
 * Two panes on a desktop (the list beside the conversation); on a phone one full screen
 * at a time: the list at /messages, the conversation at /messages/:channelId.
 */
function MessagesLayout({ channelId }: { channelId: string | null }) {
  const intl = useIntl();
  return (
    <div className={`mx-auto -mb-28 flex w-full max-w-6xl ${SCREEN} md:px-4 md:py-4`}>
      <section
        className={`${channelId ? 'hidden md:flex' : 'flex'} w-full min-w-0 flex-col md:w-80 md:shrink-0 md:rounded-l-2xl md:border md:border-gray-200 md:bg-white dark:md:border-white/10 dark:md:bg-night-raised`}
      >
        <ConversationList selectedId={channelId} headingLevel={channelId ? 'h2' : 'h1'} />
      </section>
      <section
        className={`${channelId ? 'flex' : 'hidden md:flex'} min-w-0 flex-1 flex-col bg-white md:rounded-r-2xl md:border md:border-l-0 md:border-gray-200 dark:bg-night md:dark:border-white/10`}
      >
        {channelId ? (
          <ConversationView key={channelId} channelId={channelId} />
        ) : (
          <div className="flex flex-1 items-center justify-center">
            <EmptyState
              title={intl.formatMessage({ id: 'messages.pick.title' })}
              body={intl.formatMessage({ id: 'messages.pick.body' })}
            />
          </div>
        )}
      </section>
    </div>
  );
}

/** /messages: my conversations (and, on a desktop, room for the one I open). */
export function MessagesPage() {
  return <MessagesLayout channelId={null} />;
}

/** /messages/:channelId: one conversation (beside the list on a desktop). */
export function ConversationPage() {
  const { channelId = '' } = useParams();
  return <MessagesLayout channelId={channelId} />;
}
