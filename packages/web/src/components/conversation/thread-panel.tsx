import {
  ApiError,
  useCreateThreadMessage,
  useEventThread,
  useGroupThread,
  useMarkThreadRead,
  useMarkThreadUnread,
  useSendThreadTyping,
  useThreadMembers,
  useThreadMessages,
  useThreadTyping,
} from '@convene/client';
import { displayName, THREAD_MESSAGE_MAX, type BaseAccount, type Thread } from '@convene/contract';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentAccount } from '../../app/current-account';
import { Button } from '../button';
import { ListSkeleton } from '../skeleton';
import { ConnectionNotice } from './connection-notice';
import { MessageComposer } from './message-composer';
import { entitiesOf, ThreadMessageItem } from './thread-message';
import { useMessageLog } from './use-message-log';

function TypingLine({ threadId, members }: { threadId: string; members: BaseAccount[] }) {
  const intl = useIntl();
  const typing = useThreadTyping(threadId);
  const names = typing
    .map((accountId) => members.find((account) => account.id === accountId))
    .filter((account): account is BaseAccount => Boolean(account))
    .map(displayName);
  return (
    <p className="h-5 px-1 text-xs text-gray-600 italic dark:text-gray-400" data-testid="typing">
      {names.length === 1
        ? intl.formatMessage({ id: 'threads.typing.one' }, { name: names[0] })
        : names.length > 1
          ? intl.formatMessage({ id: 'threads.typing.many' }, { count: names.length })
          : ''}
    </p>
  );
}

function ThreadView({ thread }: { thread: Thread }) {
  const intl = useIntl();
  const self = useCurrentAccount();
  const messages = useThreadMessages(thread.id);
  const members = useThreadMembers(thread.id);
  const create = useCreateThreadMessage(thread.id);
  const unread = useMarkThreadUnread(thread.id);
  const read = useMarkThreadRead(thread.id);
  const typing = useSendThreadTyping(thread.id);
  const ordered = useMemo(() => [...messages.items].reverse(), [messages.items]);
  const newest = messages.items[0];
  const accounts = useMemo(() => {
    const byId = new Map<string, BaseAccount>();
    for (const row of members.items) byId.set(row.accountId, row.account);
    for (const message of messages.items)
      if (message.account) byId.set(message.account.id, message.account);
    return [...byId.values()];
  }, [members.items, messages.items]);
  const candidates = accounts.filter((account) => account.id !== self?.id);

  // Read up to the newest message once it shows (and whenever a newer one arrives).
  const { mutate: markRead } = read;
  useEffect(() => {
    if (newest && thread.membership) markRead(newest.id);
  }, [newest, thread.membership, markRead]);

  const { container, sentinel } = useMessageLog({
    newestKey: newest?.id,
    oldestKey: messages.items.at(-1)?.id,
    followAlways: newest?.accountId === self?.id,
    hasOlder: Boolean(messages.hasNextPage),
    fetchOlder: () => {
      if (messages.hasNextPage && !messages.isFetchingNextPage) void messages.fetchNextPage();
    },
  });

  return (
    <div className="flex flex-col gap-2" data-testid="discussion">
      {/* No member count: a group's or an event's discussion is its people's, counted on its
          page; few of them join the thread itself, whose count read "0 members". */}
      <div className="flex items-center justify-end gap-2">
        {thread.membership ? (
          <Button
            variant="white"
            size="small"
            loading={unread.isPending}
            onClick={() => unread.mutate()}
          >
            {intl.formatMessage({ id: 'threads.unread' })}
          </Button>
        ) : null}
      </div>
      <ConnectionNotice />
      <div
        ref={container}
        className="h-[28rem] max-h-[60dvh] overflow-y-auto rounded-xl border border-gray-200 bg-white p-3 dark:border-white/10 dark:bg-night-raised"
      >
        {messages.isPending ? (
          <ListSkeleton shape="rows" count={3} />
        ) : (
          <>
            <div ref={sentinel} />
            {messages.hasNextPage ? (
              <div className="flex justify-center pb-3">
                <Button
                  variant="white"
                  size="small"
                  loading={messages.isFetchingNextPage}
                  onClick={() => void messages.fetchNextPage()}
                >
                  {intl.formatMessage({ id: 'messages.older' })}
                </Button>
              </div>
            ) : messages.items.length === 0 ? (
              <p className="py-8 text-center text-sm text-gray-600 dark:text-gray-400">
                {intl.formatMessage({ id: 'threads.empty' })}
              </p>
            ) : null}
            <ol
              aria-label={intl.formatMessage({ id: 'threads.log.label' })}
              aria-live="polite"
              aria-relevant="additions"
              className="flex flex-col gap-4"
            >
              {ordered.map((message) => (
                <ThreadMessageItem
                  key={message.id}
                  thread={thread}
                  message={message}
                  candidates={candidates}
                />
              ))}
            </ol>
          </>
        )}
      </div>
      <TypingLine threadId={thread.id} members={accounts} />
      <MessageComposer
        label={intl.formatMessage({ id: 'threads.composer.label' })}
        placeholder={intl.formatMessage({ id: 'threads.composer.placeholder' })}
        submitLabel={intl.formatMessage({ id: 'messages.composer.send' })}
        candidates={candidates}
        maxLength={THREAD_MESSAGE_MAX}
        onTyping={typing}
        onSend={(body, mentions) => {
          if (create.isPending) return false;
          create.mutate({ body, entities: entitiesOf(body, mentions) });
        }}
      />
    </div>
  );
}

/**
 * The discussion of a group or an event (`/threads/groups/{id}`, `/threads/events/{id}`):
 * messages with replies, reactions, edits and deletions, who is typing, mark unread. Its
 * members (the group's members, the event's attendees and hosts) take part; others are
 * told why they cannot.
 */
export function DiscussionPanel({ groupId, eventId }: { groupId?: string; eventId?: string }) {
  const intl = useIntl();
  const ofGroup = useGroupThread(groupId ?? '', { enabled: Boolean(groupId) });
  const ofEvent = useEventThread(eventId ?? '', { enabled: Boolean(eventId) });
  const query = groupId ? ofGroup : ofEvent;
  return (
    <section aria-labelledby="discussion-heading" className="flex flex-col gap-3">
      <h2 id="discussion-heading" className="text-xl font-bold">
        {intl.formatMessage({ id: 'threads.title' })}
      </h2>
      {query.isPending ? (
        <ListSkeleton shape="rows" count={3} />
      ) : query.data ? (
        <ThreadView thread={query.data} />
      ) : (
        <p className="rounded-xl border border-gray-200 p-4 text-sm text-gray-700 dark:border-white/10 dark:text-gray-300">
          {intl.formatMessage({
            id:
              query.error instanceof ApiError && query.error.status !== 404
                ? groupId
                  ? 'threads.forbidden.group'
                  : 'threads.forbidden.event'
                : 'threads.unavailable',
          })}
        </p>
      )}
    </section>
  );
}
