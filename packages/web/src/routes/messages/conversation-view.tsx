import {
  updateCachedChatChannel,
  useChatChannel,
  useChatMembers,
  useChatMessages,
  useChatNotifications,
  useDeleteChatChannel,
  useDeleteChatMessage,
  useLeaveChatChannel,
  useMarkChatRead,
  useSendChatMessage,
  type PendingChatMessage,
} from '@convene/client';
import { CHAT_MESSAGE_MAX, type ChatChannelMessage } from '@convene/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useCurrentAccount } from '../../app/current-account';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Link } from '../../components/link';
import { RelativeTime } from '../../components/relative-time';
import { ListSkeleton } from '../../components/skeleton';
import { Avatar, displayName } from '../../components/social/avatar';
import { useLocale } from '../../i18n/locale-context';
import { restartChatSocket, useChatSocketStatus } from './chat-live';
import { conversationName } from './conversation-name';
import { MenuButton, DOTS_ICON } from './menu-button';
import { MessageComposer } from './message-composer';
import { MessageContent } from './message-content';
import { NewConversationDialog } from './new-conversation-dialog';
import { useMessageLog } from './use-message-log';

/** The chat socket's trouble, said where the conversation is: reconnecting, or gave up. */
export function ConnectionNotice() {
  const intl = useIntl();
  const status = useChatSocketStatus();
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
          onClick={restartChatSocket}
          className="min-h-9 rounded-lg px-2 font-semibold underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {intl.formatMessage({ id: 'messages.reconnect' })}
        </button>
      ) : null}
    </div>
  );
}

const BUBBLE_MINE = 'bg-primary text-on-primary rounded-br-md [&_a]:text-on-primary';
const BUBBLE_THEIRS = 'bg-gray-100 text-gray-900 rounded-bl-md dark:bg-white/10 dark:text-gray-100';
const ENTER = 'transition duration-300 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none';

function MessageRow({
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
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M5 7h14M10 7V5h4v2m-7 0 1 12h8l1-12" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : null}
    </li>
  );
}

function PendingRow({
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
    <li data-testid="chat-message" data-mine="true" className={`flex flex-row-reverse items-end gap-2 ${ENTER}`}>
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
              <button type="button" onClick={onRetry} className="min-h-8 font-semibold underline focus-visible:outline-2 focus-visible:outline-primary">
                {intl.formatMessage({ id: 'messages.delivery.retry' })}
              </button>
              <button type="button" onClick={onDiscard} className="min-h-8 underline focus-visible:outline-2 focus-visible:outline-primary">
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

/** Five minutes apart (or another author) starts a new run of bubbles with the author's name. */
const RUN_GAP = 5 * 60_000;

/**
 * One conversation: the messages (older ones load as the top comes into view), new ones
 * sliding in live and read out politely to screen readers, the box to write (sent at once,
 * with its delivery state), and the conversation's menu: notifications, add people, leave,
 * delete.
 */
export function ConversationView({ channelId }: { channelId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const queryClient = useQueryClient();
  const self = useCurrentAccount();
  const detail = useChatChannel(channelId);
  const messages = useChatMessages(channelId);
  const members = useChatMembers(channelId);
  const { outbox, send, retry, discard } = useSendChatMessage(channelId, self?.id);
  const deleteMessage = useDeleteChatMessage(channelId);
  const leave = useLeaveChatChannel();
  const remove = useDeleteChatChannel();
  const notifications = useChatNotifications(channelId);
  const markRead = useMarkChatRead(channelId);
  const [confirm, setConfirm] = useState<'leave' | 'delete' | null>(null);
  const [adding, setAdding] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const composerArea = useRef<HTMLDivElement>(null);

  const member = detail.data;
  const moderator = member?.role === 'moderator';
  const title = member ? conversationName(member, self?.id) : '';
  const ordered = useMemo(() => [...messages.items].reverse(), [messages.items]);
  const newest = messages.items[0];
  const lastMineId = messages.items.find((item) => item.accountId === self?.id)?.id;

  // Spec §4: the conversation is read once its messages load; a message arriving while it
  // is open is read too (the server learns it from one more read).
  useEffect(() => {
    if (messages.isSuccess)
      updateCachedChatChannel(queryClient, channelId, (row) => ({ ...row, read: true }));
  }, [messages.isSuccess, messages.dataUpdatedAt, queryClient, channelId]);
  const announced = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!newest) return;
    if (announced.current === undefined) {
      announced.current = newest.id;
      return;
    }
    if (announced.current === newest.id) return;
    announced.current = newest.id;
    if (newest.accountId !== self?.id && newest.type !== 'system') {
      setAnnouncement(
        intl.formatMessage(
          { id: 'messages.incoming' },
          { name: newest.account ? displayName(newest.account) : '', text: newest.text },
        ),
      );
      void markRead().catch(() => undefined);
    }
  }, [newest, self?.id, intl, markRead]);

  const lastPending = outbox.at(-1);
  const { container, sentinel } = useMessageLog({
    newestKey: lastPending?.clientId ?? newest?.id,
    oldestKey: messages.items.at(-1)?.id,
    followAlways: Boolean(lastPending) || newest?.accountId === self?.id,
    hasOlder: Boolean(messages.hasNextPage),
    fetchOlder: () => {
      if (messages.hasNextPage && !messages.isFetchingNextPage) void messages.fetchNextPage();
    },
  });

  const back = localize('/messages');
  const gone = detail.isError || messages.isError;
  const menu = member
    ? [
        {
          label: intl.formatMessage({
            id: member.notifications ? 'messages.menu.mute' : 'messages.menu.unmute',
          }),
          testId: 'toggle-notifications',
          onSelect: () => notifications.mutate(!member.notifications),
        },
        ...(!member.channel.direct
          ? [{ label: intl.formatMessage({ id: 'messages.menu.add' }), onSelect: () => setAdding(true) }]
          : []),
        {
          label: intl.formatMessage({ id: 'messages.menu.leave' }),
          danger: true,
          onSelect: () => setConfirm('leave'),
        },
        ...(moderator
          ? [
              {
                label: intl.formatMessage({ id: 'messages.menu.delete' }),
                danger: true,
                onSelect: () => setConfirm('delete'),
              },
            ]
          : []),
      ]
    : [];

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="conversation">
      <header className="flex min-h-16 items-center gap-2 border-b border-gray-200 px-2 sm:px-4 dark:border-white/10">
        <Link
          to="/messages"
          aria-label={intl.formatMessage({ id: 'messages.back' })}
          className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary md:hidden dark:hover:bg-white/10"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-bold" data-testid="conversation-title">
            {title || intl.formatMessage({ id: 'messages.conversation' })}
          </h1>
          {member ? (
            <p className="text-xs text-gray-600 dark:text-gray-400">
              {intl.formatMessage(
                { id: 'messages.members' },
                { count: member.channel._count.members },
              )}
              {!member.notifications ? ` · ${intl.formatMessage({ id: 'messages.muted' })}` : ''}
            </p>
          ) : null}
        </div>
        <MenuButton
          label={intl.formatMessage({ id: 'messages.menu.label' })}
          icon={DOTS_ICON}
          actions={menu}
          testId="conversation-menu"
        />
      </header>
      <ConnectionNotice />
      <div aria-live="polite" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </div>
      <div ref={container} className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-6">
        {gone ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="font-semibold">{intl.formatMessage({ id: 'messages.gone' })}</p>
            <Link to="/messages" className="font-semibold text-primary underline dark:text-white">
              {intl.formatMessage({ id: 'messages.back' })}
            </Link>
          </div>
        ) : messages.isPending ? (
          <ListSkeleton shape="rows" count={4} />
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
            ) : messages.items.length === 0 && outbox.length === 0 ? (
              <p className="py-10 text-center text-sm text-gray-600 dark:text-gray-400">
                {intl.formatMessage({ id: 'messages.start' })}
              </p>
            ) : null}
            <ol
              aria-label={intl.formatMessage({ id: 'messages.log.label' }, { name: title })}
              className="flex flex-col gap-1.5"
              data-testid="chat-log"
            >
              {ordered.map((message, index) => {
                const previous = ordered[index - 1];
                const showAuthor =
                  !previous ||
                  previous.accountId !== message.accountId ||
                  previous.type === 'system' ||
                  Date.parse(message.createdAt) - Date.parse(previous.createdAt) > RUN_GAP;
                const mine = Boolean(self) && message.accountId === self?.id;
                return (
                  <MessageRow
                    key={message.id}
                    message={message}
                    mine={mine}
                    showAuthor={showAuthor}
                    delivery={mine && message.id === lastMineId && outbox.length === 0}
                    canDelete={message.type !== 'system' && (mine || moderator)}
                    onDelete={() => deleteMessage.mutate(message.id)}
                  />
                );
              })}
              {outbox.map((pending) => (
                <PendingRow
                  key={pending.clientId}
                  pending={pending}
                  onRetry={() => void retry(pending)}
                  onDiscard={() => discard(pending)}
                />
              ))}
            </ol>
          </>
        )}
      </div>
      {!gone ? (
        <div ref={composerArea} className="border-t border-gray-200 p-3 sm:px-4 dark:border-white/10">
          <MessageComposer
            label={intl.formatMessage({ id: 'messages.composer.label' }, { name: title })}
            placeholder={intl.formatMessage({ id: 'messages.composer.placeholder' })}
            submitLabel={intl.formatMessage({ id: 'messages.composer.send' })}
            candidates={members.items
              .filter((row) => row.accountId !== self?.id)
              .map((row) => row.account)}
            maxLength={CHAT_MESSAGE_MAX}
            autoFocus
            onSend={(text) => {
              void send(text);
            }}
          />
        </div>
      ) : null}
      <NewConversationDialog
        open={adding}
        onClose={() => setAdding(false)}
        channelId={channelId}
        exclude={members.items.map((row) => row.accountId)}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={intl.formatMessage({
          id: confirm === 'delete' ? 'messages.confirm.delete' : 'messages.confirm.leave',
        })}
        body={intl.formatMessage({
          id: confirm === 'delete' ? 'messages.confirm.delete.body' : 'messages.confirm.leave.body',
        })}
        confirmLabel={intl.formatMessage({
          id: confirm === 'delete' ? 'messages.menu.delete' : 'messages.menu.leave',
        })}
        destructive
        loading={leave.isPending || remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const action = confirm === 'delete' ? remove : leave;
          action.mutate(channelId, {
            onSuccess: () => {
              setConfirm(null);
              void navigate(back);
            },
          });
        }}
      />
    </div>
  );
}
