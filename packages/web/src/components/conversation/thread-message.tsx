import {
  useCreateThreadMessage,
  useDeleteThreadMessage,
  useSendThreadTyping,
  useThreadReplies,
  useToggleThreadReaction,
  useUpdateThreadMessage,
} from '@convene/client';
import {
  displayName,
  THREAD_MESSAGE_MAX,
  type BaseAccount,
  type Thread,
  type ThreadEntity,
  type ThreadMessage,
} from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentAccount } from '../../app/current-account';
import { ConfirmDialog } from '../confirm-dialog';
import { RelativeTime } from '../relative-time';
import { Avatar } from '../social/avatar';
import { DOTS_ICON, MenuButton } from './menu-button';
import { MessageComposer, type ComposedMention } from './message-composer';
import { MessageContent } from './message-content';

/** The reactions offered (the emoji themselves are the names the server stores). */
const EMOJI = ['👍', '❤️', '😂', '🎉', '😮', '🙏'] as const;
const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;
const HASHTAG_PATTERN = /(?<![\p{L}\p{N}_#])#([\p{L}\p{N}_]+)/gu;

/** The message's entities: the mentions the composer inserted, its links and hashtags. */
export function entitiesOf(body: string, mentions: ComposedMention[]): ThreadEntity[] {
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
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
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
      <ul
        className="flex flex-col gap-2"
        aria-label={intl.formatMessage({ id: 'threads.replies' })}
      >
        {replies.items.map((reply) => (
          <li key={reply.id} className="text-sm">
            <span className="font-semibold">{reply.account ? displayName(reply.account) : ''}</span>{' '}
            <span className="text-xs text-gray-600 dark:text-gray-400">
              <RelativeTime date={reply.sentAt} />
            </span>
            <MessageContent
              text={reply.body}
              entities={reply.entities}
              mentions={reply.mentions}
              preview={false}
            />
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

export function ThreadMessageItem({
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
      <li className="py-1 text-center text-sm text-gray-600 italic dark:text-gray-400">
        {message.body}
      </li>
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
                (entity) =>
                  entity.type === 'mention' &&
                  body.slice(entity.offset, entity.offset + entity.length) ===
                    message.body.slice(entity.offset, entity.offset + entity.length),
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
            <MessageContent
              text={message.body}
              entities={message.entities}
              mentions={message.mentions}
            />
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
