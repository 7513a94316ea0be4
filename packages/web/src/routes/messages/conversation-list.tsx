import { useChatChannels } from '@convene/client';
import { SEARCH_DEBOUNCE, type ChatChannelMember } from '@convene/contract';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentAccount } from '../../app/current-account';
import { Button } from '../../components/button';
import { EmptyState, SearchEmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { RelativeTime } from '../../components/relative-time';
import { ListSkeleton } from '../../components/skeleton';
import { Avatar } from '../../components/social/avatar';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { conversationFace, conversationName } from './conversation-name';
import { NewConversationDialog } from './new-conversation-dialog';

function ConversationRow({
  member,
  selected,
  selfId,
}: {
  member: ChatChannelMember;
  selected: boolean;
  selfId: string | undefined;
}) {
  const intl = useIntl();
  const name = conversationName(member, selfId);
  const face = conversationFace(member, selfId);
  const last = member.channel.messages[0];
  const unread = !member.read;
  const preview = last
    ? last.accountId === selfId
      ? intl.formatMessage({ id: 'messages.list.you' }, { text: last.text })
      : last.text
    : intl.formatMessage({ id: 'messages.list.noMessages' });
  return (
    <li>
      <Link
        to={`/messages/${member.channelId}`}
        aria-current={selected ? 'page' : undefined}
        data-testid="conversation-row"
        className={`flex min-h-16 items-center gap-3 rounded-xl px-3 py-2 focus-visible:outline-2 focus-visible:outline-primary ${selected ? 'bg-primary/10 dark:bg-white/10' : 'hover:bg-gray-100 dark:hover:bg-white/5'}`}
      >
        {face ? <Avatar account={face} /> : null}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`truncate ${unread ? 'font-bold' : 'font-medium'}`}>{name}</span>
            {member.channel.lastMessageAt ? (
              <span className="shrink-0 text-xs text-gray-600 dark:text-gray-400">
                <RelativeTime date={member.channel.lastMessageAt} />
              </span>
            ) : null}
          </span>
          <span
            className={`truncate text-sm ${unread ? 'font-semibold text-gray-900 dark:text-gray-100' : 'text-gray-600 dark:text-gray-400'}`}
          >
            {preview}
          </span>
        </span>
        {unread ? (
          <span
            data-testid="conversation-unread"
            className="h-2.5 w-2.5 shrink-0 rounded-full bg-primary"
            role="img"
            aria-label={intl.formatMessage({ id: 'messages.list.unread' })}
          />
        ) : null}
      </Link>
    </li>
  );
}

/** My conversations, newest activity first, with search and "New conversation". */
export function ConversationList({
  selectedId,
  headingLevel,
}: {
  selectedId: string | null;
  headingLevel: 'h1' | 'h2';
}) {
  const intl = useIntl();
  const id = useId();
  const self = useCurrentAccount();
  const [search, setSearch] = useState('');
  const [starting, setStarting] = useState(false);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE);
  const list = useChatChannels(debounced ? { search: debounced } : {});
  const Heading = headingLevel;

  return (
    <div className="flex h-full min-h-0 flex-col">
      {/* The button goes under the heading when the column is too narrow for both. */}
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4 pb-2">
        <Heading className="min-w-0 text-2xl font-bold tracking-tight">
          {intl.formatMessage({ id: 'messages.title' })}
        </Heading>
        <Button
          size="small"
          className="whitespace-nowrap"
          onClick={() => setStarting(true)}
          data-testid="new-conversation"
        >
          {intl.formatMessage({ id: 'messages.new' })}
        </Button>
      </div>
      <div className="px-4 pb-2">
        <label htmlFor={`${id}-search`} className="sr-only">
          {intl.formatMessage({ id: 'messages.search.label' })}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={intl.formatMessage({ id: 'messages.search.placeholder' })}
          className="min-h-11 w-full rounded-full border border-gray-300 bg-white px-4 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
        />
      </div>
      <nav
        aria-label={intl.formatMessage({ id: 'messages.list.label' })}
        className="min-h-0 flex-1 overflow-y-auto px-2 pb-4"
      >
        {list.isPending ? (
          <ListSkeleton shape="rows" count={5} />
        ) : list.items.length === 0 ? (
          debounced ? (
            <SearchEmptyState search={debounced} onClear={() => setSearch('')} />
          ) : (
            <EmptyState
              title={intl.formatMessage({ id: 'messages.empty.title' })}
              body={intl.formatMessage({ id: 'messages.empty.body' })}
            />
          )
        ) : (
          <ul className="flex flex-col gap-1">
            {list.items.map((member) => (
              <ConversationRow
                key={member.channelId}
                member={member}
                selected={member.channelId === selectedId}
                selfId={self?.id}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="flex justify-center p-2">
            <Button
              variant="white"
              size="small"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {intl.formatMessage({ id: 'messages.list.more' })}
            </Button>
          </div>
        ) : null}
      </nav>
      <NewConversationDialog open={starting} onClose={() => setStarting(false)} />
    </div>
  );
}
