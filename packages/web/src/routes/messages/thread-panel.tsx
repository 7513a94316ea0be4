import {
  ApiError,
  useCreateThreadMessage,
  useDeleteThreadMessage,
  useEventThread,
  useGroupThread,
  useMarkThreadRead,
  useMarkThreadUnread,
  useSendThreadTyping,
  useThreadMembers,
  useThreadMessages,
  useThreadReplies,
  useThreadTyping,
  useToggleThreadReaction,
  useUpdateThreadMessage,
} from '@convene/client';
import {
  THREAD_MESSAGE_MAX,
  type BaseAccount,
  type Thread,
  type ThreadEntity,
  type ThreadMessage,
} from '@convene/contract';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useOrganizationConfig } from '../../app/config-context';
import { useCurrentAccount } from '../../app/current-account';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RelativeTime } from '../../components/relative-time';
import { ListSkeleton } from '../../components/skeleton';
import { Avatar, displayName } from '../../components/social/avatar';
import { useChatLive } from './chat-live';
import { ConnectionNotice } from './conversation-view';
import { DOTS_ICON, MenuButton } from './menu-button';
import { MessageComposer, type ComposedMention } from './message-composer';
import { MessageContent } from './message-content';
import { useMessageLog } from './use-message-log';

/** The reactions offered (the emoji themselves are the names the server stores). */
const EMOJI = ['👍', '❤️', '😂', '🎉', '😮', '🙏'] as const;
const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;
const HASHTAG_PATTERN = /(?<![\p{L}\p{N}_#])#([\p{L}\p{N}_]+)/gu;

/** The message's entities: the mentions the composer inserted, its links and hashtags. */
function entitiesOf(body: string, mentions: ComposedMention[]): ThreadEntity[] {
  const entities: ThreadEntity[] = mentions.map((mention) => ({ type: 'mention', ...mention }));
  const free = (offset: number, length: number) =>
    !entities.some(
      (entity) => offset < entity.offset + entity.length && offset + length > entity.offset,
    );
  for (const match of body.matchAll(URL_PATTERN))
    if (free(match.index, match[0].length))
      entities.push({ type: 'link', offset: match.index, length: match[0].length, url: match[0] });
  for (const match of body.matchAll(HASHTAG_PATTERN))
    if (match[1] && free(match.index, match[0].length))
      entities.push({
        type: 'hashtag',
        offset: match.index,
        length: match[0].length,
        tag: match[1],
      });
  return entities.sort((a, b) => a.offset - b.offset);
}

/** Opens the chat socket here when the Messages link does not (chat off, threads on). */
function ThreadSocket() {
  useChatLive();
  return null;
}

function Reactions({
  message,
  selfId,
  onToggle,
}: {
  message: ThreadMessage;
  selfId: string | undefined;
  onToggle: (emojiName: string) => void;
}) {
  const intl = useIntl();
  const groups = new Map<string, { count: number; mine: boolean }>();
  for (const reaction of message.reactions) {
    const group = groups.get(reaction.emojiName) ?? { count: 0, mine: false };
    groups.set(reaction.emojiName, {
      count: group.count + 1,
      mine: group.mine || reaction.accountId === selfId,
    });
  }
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1">
      {[...groups].map(([emoji, { count, mine }]) => (
        <button
          key={emoji}
          type="button"
          aria-pressed={mine}
          aria-label={intl.formatMessage({ id: 'threads.reaction' }, { emoji, count })}
          data-testid="reaction"
          onClick={() => onToggle(emoji)}
          className={`flex min-h-8 items-center gap-1 rounded-full border px-2 text-sm focus-visible:outline-2 focus-visible:outline-primary ${mine ? 'border-primary bg-primary/10 dark:bg-white/10' : 'border-gray-300 dark:border-white/20'}`}
        >
          <span aria-hidden="true">{emoji}</span>
          <span aria-hidden="true">{count}</span>
        </button>
      ))}
      <MenuButton
        label={intl.formatMessage({ id: 'threads.react' })}
        align="left"
        testId="react"
        icon={
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
            <circle cx="12" cy="12" r="8.5" />
            <path d="M8.5 14.5a4 4 0 0 0 7 0M9 10h.01M15 10h.01" strokeLinecap="round" />
          </svg>
        }
        actions={EMOJI.map((emoji) => ({
          label: emoji,
          onSelect: () => onToggle(emoji),
        }))}
      />
    </div>
  );
}

function Replies({
  thread,
  message,
  candidates,
}: {
  thread: Thread;
  message: ThreadMessage;
  candidates: BaseAccount[];
}) {
  const intl = useIntl();
  const replies = useThreadReplies(thread.id, message.id);
  const create = useCreateThreadMessage(thread.id);
  const typing = useSendThreadTyping(thread.id);
  return (
    <div className="mt-2 ml-4 border-l-2 border-gray-200 pl-3 dark:border-white/10">
      <ul className="flex flex-col gap-2" aria-label={intl.formatMessage({ id: 'threads.replies' })}>
        {replies.items.map((reply) => (
          <li key={reply.id} className="text-sm">
            <span className="font-semibold">{reply.account ? displayName(reply.account) : ''}</span>{' '}
            <span className="text-xs text-gray-600 dark:text-gray-400">
              <RelativeTime date={reply.sentAt} />
            </span>
            <MessageContent text={reply.body} entities={reply.entities} mentions={reply.mentions} preview={false} />
          </li>
        ))}
      </ul>
      <div className="mt-2">
        <MessageComposer
          label={intl.formatMessage({ id: 'threads.reply.label' })}
          placeholder={intl.formatMessage({ id: 'threads.reply.placeholder' })}
          submitLabel={intl.formatMessage({ id: 'threads.reply.send' })}
          candidates={candidates}
          maxLength={THREAD_MESSAGE_MAX}
          autoFocus
          onTyping={typing}
          onSend={(body, mentions) => {
            create.mutate({ body, entities: entitiesOf(body, mentions), replyToId: message.id });
          }}
        />
      </div>
    </div>
  );
}

function ThreadMessageItem({
  thread,
  message,
  candidates,
}: {
  thread: Thread;
  message: ThreadMessage;
  candidates: BaseAccount[];
}) {
  const intl = useIntl();
  const self = useCurrentAccount();
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateThreadMessage(thread.id);
  const remove = useDeleteThreadMessage(thread.id);
  const react = useToggleThreadReaction(thread.id, self ?? null);
  const mine = Boolean(self) && message.accountId === self?.id;
  const author = message.account;
  if (message.type === 'system')
    return (
      <li className="py-1 text-center text-sm text-gray-600 italic dark:text-gray-400">{message.body}</li>
    );
  const actions = [
    ...(mine
      ? [{ label: intl.formatMessage({ id: 'threads.edit' }), onSelect: () => setEditing(true) }]
      : []),
    ...(mine || thread.moderator
      ? [
          {
            label: intl.formatMessage({ id: 'threads.delete' }),
            danger: true,
            onSelect: () => setDeleting(true),
          },
        ]
      : []),
  ];
  return (
    <li
      data-testid="thread-message"
      className="flex gap-3 transition duration-300 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none"
    >
      {author ? <Avatar account={author} size="small" /> : <span className="w-8" />}
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <span className="truncate font-semibold">{author ? displayName(author) : ''}</span>
          <span className="shrink-0 text-xs text-gray-600 dark:text-gray-400">
            <RelativeTime date={message.sentAt} />
            {message.editedAt ? ` · ${intl.formatMessage({ id: 'threads.edited' })}` : ''}
          </span>
          <span className="ml-auto">
            <MenuButton
              label={intl.formatMessage({ id: 'threads.message.menu' })}
              icon={DOTS_ICON}
              actions={actions}
            />
          </span>
        </div>
        {editing ? (
          <MessageComposer
            label={intl.formatMessage({ id: 'threads.edit.label' })}
            placeholder=""
            submitLabel={intl.formatMessage({ id: 'threads.edit.save' })}
            cancelLabel={intl.formatMessage({ id: 'messages.cancel' })}
            onCancel={() => setEditing(false)}
            candidates={candidates}
            initialText={message.body}
            maxLength={THREAD_MESSAGE_MAX}
            autoFocus
            onSend={(body, mentions) => {
              const kept = message.entities.filter(
                (entity) => entity.type === 'mention' && body.slice(entity.offset, entity.offset + entity.length) === message.body.slice(entity.offset, entity.offset + entity.length),
              ) as ComposedMention[];
              update.mutate(
                {
                  messageId: message.id,
                  body,
                  entities: entitiesOf(body, [...kept, ...mentions]),
                },
                { onSuccess: () => setEditing(false) },
              );
            }}
          />
        ) : (
          <div className="text-gray-900 dark:text-gray-100">
            <MessageContent text={message.body} entities={message.entities} mentions={message.mentions} />
          </div>
        )}
        <Reactions
          message={message}
          selfId={self?.id}
          onToggle={(emojiName) => react.mutate({ message, emojiName })}
        />
        <button
          type="button"
          aria-expanded={replying}
          onClick={() => setReplying((current) => !current)}
          className="mt-1 min-h-8 rounded px-1 text-sm font-semibold text-gray-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-300"
        >
          {message._count.replies > 0
            ? intl.formatMessage({ id: 'threads.replies.count' }, { count: message._count.replies })
            : intl.formatMessage({ id: 'threads.reply' })}
        </button>
        {replying ? <Replies thread={thread} message={message} candidates={candidates} /> : null}
      </div>
      <ConfirmDialog
        open={deleting}
        title={intl.formatMessage({ id: 'threads.delete.confirm' })}
        confirmLabel={intl.formatMessage({ id: 'threads.delete' })}
        destructive
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(
            { messageId: message.id, moderator: !mine },
            { onSuccess: () => setDeleting(false) },
          )
        }
      />
    </li>
  );
}

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
    for (const message of messages.items) if (message.account) byId.set(message.account.id, message.account);
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
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {intl.formatMessage({ id: 'threads.members' }, { count: thread._count.members })}
        </p>
        {thread.membership ? (
          <Button variant="white" size="small" loading={unread.isPending} onClick={() => unread.mutate()}>
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
                <ThreadMessageItem key={message.id} thread={thread} message={message} candidates={candidates} />
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
  const config = useOrganizationConfig();
  const ofGroup = useGroupThread(groupId ?? '', { enabled: Boolean(groupId) });
  const ofEvent = useEventThread(eventId ?? '', { enabled: Boolean(eventId) });
  const query = groupId ? ofGroup : ofEvent;
  const socket = !config.MODULES.includes('chat') ? <ThreadSocket /> : null;
  return (
    <section aria-labelledby="discussion-heading" className="flex flex-col gap-3">
      <h2 id="discussion-heading" className="text-xl font-bold">
        {intl.formatMessage({ id: 'threads.title' })}
      </h2>
      {socket}
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
