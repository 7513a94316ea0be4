import type { BaseAccount } from '@convene/contract';
import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Avatar, displayName } from '../social/avatar';

/** A mention the composer inserted: `@Name` at `offset`, `length` code units long. */
export interface ComposedMention {
  accountId: string;
  offset: number;
  length: number;
}

const MENTION_QUERY = /(?:^|\s)@([\p{L}\p{N}_.-]{0,40})$/u;
const MAX_SUGGESTIONS = 6;

function matches(account: BaseAccount, query: string): boolean {
  const needle = query.toLocaleLowerCase();
  return (
    displayName(account).toLocaleLowerCase().includes(needle) ||
    account.username.toLocaleLowerCase().includes(needle)
  );
}

/**
 * The message box of a conversation or a discussion: Enter sends, Shift+Enter starts a new
 * line; typing `@` offers the members (arrows to choose, Enter or Tab to insert, Escape to
 * close) and the inserted names come back as mentions with their offsets.
 */
export function MessageComposer({
  label,
  placeholder,
  submitLabel,
  candidates,
  onSend,
  onTyping,
  initialText = '',
  onCancel,
  cancelLabel,
  maxLength,
  autoFocus = false,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  candidates: BaseAccount[];
  /** Returns false to keep the text (nothing was sent). */
  onSend: (text: string, mentions: ComposedMention[]) => boolean | void;
  onTyping?: () => void;
  initialText?: string;
  onCancel?: () => void;
  cancelLabel?: string;
  maxLength: number;
  autoFocus?: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialText);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const inserted = useRef<{ accountId: string; token: string }[]>([]);

  const suggestions = useMemo(
    () =>
      query === null
        ? []
        : candidates.filter((account) => matches(account, query)).slice(0, MAX_SUGGESTIONS),
    [candidates, query],
  );
  const open = suggestions.length > 0;

  const readQuery = (value: string, caret: number) => {
    const found = MENTION_QUERY.exec(value.slice(0, caret));
    setQuery(found ? (found[1] ?? '') : null);
    setActive(0);
  };

  const choose = (account: BaseAccount) => {
    const field = input.current;
    const caret = field?.selectionStart ?? text.length;
    const before = text.slice(0, caret).replace(/@[\p{L}\p{N}_.-]{0,40}$/u, '');
    const token = `@${displayName(account)}`;
    const next = `${before}${token} ${text.slice(caret)}`;
    inserted.current.push({ accountId: account.id, token });
    setText(next);
    setQuery(null);
    requestAnimationFrame(() => {
      const at = before.length + token.length + 1;
      field?.focus();
      field?.setSelectionRange(at, at);
    });
  };

  /** The inserted names still in the text, each at its first place after the previous one. */
  const mentionsOf = (value: string): ComposedMention[] => {
    const found: ComposedMention[] = [];
    const taken: [number, number][] = [];
    for (const { accountId, token } of inserted.current) {
      let from = 0;
      for (;;) {
        const offset = value.indexOf(token, from);
        if (offset < 0) break;
        const end = offset + token.length;
        if (!taken.some(([start, stop]) => offset < stop && end > start)) {
          taken.push([offset, end]);
          found.push({ accountId, offset, length: token.length });
          break;
        }
        from = end;
      }
    }
    return found.sort((a, b) => a.offset - b.offset);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const raw = text;
    const trimmed = raw.trim();
    if (!trimmed) return;
    const lead = raw.length - raw.trimStart().length;
    const mentions = mentionsOf(raw)
      .map((mention) => ({ ...mention, offset: mention.offset - lead }))
      .filter(
        (mention) => mention.offset >= 0 && mention.offset + mention.length <= trimmed.length,
      );
    if (onSend(trimmed, mentions) === false) return;
    setText('');
    setQuery(null);
    inserted.current = [];
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : suggestions.length - 1;
        setActive((current) => (current + step) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const account = suggestions[active];
        if (account) choose(account);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setQuery(null);
        return;
      }
    }
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  const listId = `${id}-mentions`;
  return (
    <form onSubmit={submit} className="relative flex items-end gap-2">
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={intl.formatMessage({ id: 'messages.mentions.label' })}
          className="absolute bottom-full left-0 z-10 mb-2 w-72 max-w-full overflow-hidden rounded-xl border border-gray-200 bg-white shadow-lg dark:border-white/10 dark:bg-night-raised"
        >
          {suggestions.map((account, index) => (
            <li
              key={account.id}
              id={`${id}-mention-${index}`}
              role="option"
              aria-selected={index === active}
              onPointerDown={(event) => {
                event.preventDefault();
                choose(account);
              }}
              className={`flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm ${index === active ? 'bg-primary/10 dark:bg-white/10' : ''}`}
            >
              <Avatar account={account} size="small" />
              <span className="truncate font-medium">{displayName(account)}</span>
              <span className="truncate text-gray-600 dark:text-gray-400">@{account.username}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <textarea
        ref={input}
        id={`${id}-text`}
        value={text}
        rows={1}
        maxLength={maxLength}
        autoFocus={autoFocus}
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${id}-mention-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          readQuery(event.target.value, event.target.selectionStart);
          if (event.target.value.trim()) onTyping?.();
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
        className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-gray-300 bg-white px-4 py-2.5 text-base text-gray-900 [field-sizing:content] placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
      />
      <span id={`${id}-hint`} className="sr-only">
        {intl.formatMessage({ id: 'messages.composer.hint' })}
      </span>
      {onCancel ? (
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-full px-3 text-sm font-semibold text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-200 dark:hover:bg-white/10"
        >
          {cancelLabel}
        </button>
      ) : null}
      <button
        type="submit"
        disabled={!text.trim()}
        className="flex min-h-11 min-w-11 items-center justify-center rounded-full bg-primary px-4 text-sm font-semibold text-on-primary hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-gray-200 disabled:text-gray-600 dark:disabled:bg-white/10 dark:disabled:text-gray-400"
      >
        {submitLabel}
      </button>
    </form>
  );
}
