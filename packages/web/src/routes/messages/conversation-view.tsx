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
} from '@convene/client';
import { CHAT_MESSAGE_MAX, displayName } from '@convene/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useCurrentAccount } from '../../app/current-account';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Link } from '../../components/link';
import { ListSkeleton } from '../../components/skeleton';
import { useLocale } from '../../i18n/locale-context';
import { ConnectionNotice } from '../../components/conversation/connection-notice';
import { conversationName } from './conversation-name';
import { DOTS_ICON, MenuButton } from '../../components/conversation/menu-button';
import { MessageComposer } from '../../components/conversation/message-composer';
import { MessageRow, PendingRow } from './chat-message';
import { NewConversationDialog } from './new-conversation-dialog';
import { useMessageLog } from '../../components/conversation/use-message-log';

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

  const member = detail.data;
  const moderator = member?.role === 'moderator';
  const title = member ? conversationName(member, self?.id) : '';
  const ordered = useMemo(() => [...messages.items].reverse(), [messages.items]);
  const newest = messages.items[0];
  const lastMineId = messages.items.find((item) => item.accountId === self?.id)?.id;

  // The conversation is read once its messages load; a message arriving while it
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
          ? [
              {
                label: intl.formatMessage({ id: 'messages.menu.add' }),
                onSelect: () => setAdding(true),
              },
            ]
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
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
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
        <div className="border-t border-gray-200 p-3 sm:px-4 dark:border-white/10">
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
